package chess.web;

import chess.engine.Network;
import chess.uci.UciProcessor;
import java.util.function.Consumer;
import java.util.function.Function;
import org.teavm.jso.JSBody;
import org.teavm.jso.typedarrays.Int8Array;

/**
 * The evaluation network that the engine worker's boot script fetched (engine.nnue) and left in
 * {@code self.chessNetwork}: {@code { bytes: Int8Array }}, or {@code { problem: "..." }} when there is none. It is
 * read once, before the worker takes its first line; without a usable net the engine evaluates by hand and the
 * worker says why, once.
 */
final class WorkerNetwork {
    private WorkerNetwork() {
    }

    /**
     * Hands the fetched net to {@code processor}, or tells {@code say} why there is none. {@code placeSums} (may be
     * null) first places the net's hidden sums and returns where, which {@code say} reports.
     */
    static void offer(UciProcessor processor, Consumer<String> say, Function<Network, String> placeSums) {
        String problem = problem();
        if (problem == null) {
            try {
                Network net = Network.read(bytes().copyToJavaArray());
                if (placeSums != null) {
                    say.accept("info string network sums: " + placeSums.apply(net));
                }
                processor.useNetwork(net);
            } catch (IllegalArgumentException e) {
                problem = e.getMessage();
            }
        }
        forget(); // the engine keeps its own copy of the weights
        if (problem != null) {
            say.accept("info string network not loaded: " + problem);
        }
    }

    /** Why there is no net (null: there are bytes to read). */
    @JSBody(script = "var n = self.chessNetwork;"
            + " if (!n) { return 'the worker was given no network file'; }"
            + " return n.bytes ? null : String(n.problem);")
    private static native String problem();

    @JSBody(script = "return self.chessNetwork.bytes;")
    private static native Int8Array bytes();

    @JSBody(script = "self.chessNetwork = null;")
    private static native void forget();
}
