package chess.uci;

import chess.app.EngineInfo;
import chess.engine.Network;
import java.util.ArrayList;
import java.util.List;

/**
 * What searching in slices costs an analysis (docs/web.md, "An analysis in slices"): three positions (a middle
 * game, Kiwipete, a rook ending) analysed for the same time whole and in slices as a browser worker without a stop
 * flag runs them (first slices of {@code slice} ms, growing), with the shipped net, one thread; prints the depth
 * reached, the nodes and the move each way. Prints figures, asserts nothing.
 *
 * <p>Run: {@code mvn -q -Ptools test-compile exec:java -Dtool=chess.uci.SliceDepth -Dargs="[ms=2000,10000]
 * [slice=100] [rounds=1]"}.
 */
public final class SliceDepth {
    private static final String[] FENS = {
        "r1bqk2r/pppp1ppp/2n2n2/2b1p3/2B1P3/3P1N2/PPP2PPP/RNBQK2R w KQkq - 1 5",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    };

    private SliceDepth() {
    }

    public static void main(String[] args) throws Exception {
        String[] times = (args.length > 0 ? args[0] : "2000,10000").split(",");
        int slice = args.length > 1 ? Integer.parseInt(args[1]) : 100;
        int rounds = args.length > 2 ? Integer.parseInt(args[2]) : 1;
        Network net = Network.read(SliceDepth.class.getResourceAsStream("/chess/engine/engine.nnue").readAllBytes());
        System.out.println("| position | ms | round | whole: depth, nodes, move | in slices: depth, nodes, move,"
                + " slices |");
        System.out.println("|---|---:|---:|---|---|");
        for (String t : times) {
            int ms = Integer.parseInt(t);
            for (int round = 1; round <= rounds; round++) {
                for (String fen : FENS) {
                    String whole = analyse(net, fen, ms, 0);
                    String sliced = analyse(net, fen, ms, slice);
                    System.out.println("| " + fen.substring(0, fen.indexOf(' ')) + " | " + ms + " | " + round + " | "
                            + whole + " | " + sliced + " |");
                }
            }
        }
    }

    /** Analyses {@code fen} for {@code ms} whole (slice 0) or in slices; "depth, nodes, move[, slices]". */
    private static String analyse(Network net, String fen, int ms, int slice) {
        List<String> out = new ArrayList<>();
        UciProcessor uci = new UciProcessor(out::add, SearchRunner.SYNCHRONOUS);
        uci.useNetwork(net);
        uci.handle("setoption name UCI_AnalyseMode value true");
        uci.handle("position fen " + fen);
        int slices = 1;
        if (slice == 0) {
            uci.handle("go movetime " + ms);
        } else {
            long end = System.currentTimeMillis() + ms;
            uci.searchInSlices(slice, () -> true);
            uci.handle("go depth 64");
            while (System.currentTimeMillis() < end && uci.continueSearch()) {
                slices++;
            }
            uci.handle("stop");
        }
        EngineInfo last = null;
        String move = "?";
        for (String line : out) {
            EngineInfo info = EngineInfo.parse(line);
            if (info != null) {
                last = info;
            } else if (EngineInfo.bestMove(line) != null) {
                move = EngineInfo.bestMove(line);
            }
        }
        return (last == null ? "?, ?" : last.depth + ", " + last.nodes) + ", " + move
                + (slice == 0 ? "" : ", " + slices);
    }
}
