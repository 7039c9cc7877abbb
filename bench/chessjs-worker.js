// chess.js in a module worker, so its perft runs off the page's thread like our engine worker does.
// In: {fen, depth}; out: {nodes}.
import { Chess } from "./chessjs/chess.js";

self.onmessage = (event) => {
  const chess = new Chess(event.data.fen);
  self.postMessage({ nodes: chess.perft(event.data.depth) });
};
