// The engine worker of the standalone page, last part: starts the JavaScript build loaded just before.
// The page is one file, without the evaluation network beside it: the engine evaluates by hand and says so.
self.chessNetwork = { problem: "the standalone page carries no network file" };
self.postMessage("info string build js");
main([]);
