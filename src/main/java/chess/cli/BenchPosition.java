package chess.cli;

import java.util.List;

/**
 * The six standard perft positions (chessprogramming wiki, "Perft Results") with their known counts and the
 * depths the speed benchmark uses. Depths are chosen so one run takes roughly 0.5 to 3 seconds on a desktop
 * JVM where the tree sizes allow it (the next depth up is often 20 to 40 times bigger, so some runs are
 * shorter or longer); making every leaf move is 3 to 4 times slower than counting in bulk, hence two depths.
 *
 * @param counts perft counts for depths 1, 2, 3, ...
 */
record BenchPosition(String name, String fen, long[] counts, int bulkDepth, int leafDepth, int quickDepth) {

    static final List<BenchPosition> ALL = List.of(
            new BenchPosition("startpos", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
                    new long[] {20, 400, 8902, 197281, 4865609, 119060324, 3195901860L}, 6, 6, 3),
            new BenchPosition("kiwipete", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
                    new long[] {48, 2039, 97862, 4085603, 193690690, 8031647685L}, 5, 4, 2),
            new BenchPosition("pos3", "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
                    new long[] {14, 191, 2812, 43238, 674624, 11030083, 178633661, 3009794393L}, 7, 6, 3),
            new BenchPosition("pos4", "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
                    new long[] {6, 264, 9467, 422333, 15833292, 706045033}, 5, 5, 3),
            new BenchPosition("pos5", "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
                    new long[] {44, 1486, 62379, 2103487, 89941194}, 5, 5, 2),
            new BenchPosition("pos6", "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
                    new long[] {46, 2079, 89890, 3894594, 164075551, 6923051137L}, 5, 4, 2));

    /** The known count at a depth from 1 to the number of known counts. */
    long expected(int depth) {
        return counts[depth - 1];
    }
}
