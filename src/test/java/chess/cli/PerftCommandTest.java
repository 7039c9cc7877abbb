package chess.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class PerftCommandTest {
    private static final String KIWIPETE = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
    private static final String POS5 = "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8";
    private static final String TIME_LINE = "Time: \\d+\\.\\d{3} s, \\d+\\.\\d M nodes/s";

    @Test
    void startPositionDepthTwoIsStockfishDivideFormatSortedByMove() {
        Run run = Run.main("perft", "2");
        assertEquals(0, run.status(), run.err());
        String[] lines = run.outLines();
        String expected = String.join("\n",
                "a2a3: 20", "a2a4: 20", "b1a3: 20", "b1c3: 20", "b2b3: 20", "b2b4: 20", "c2c3: 20", "c2c4: 20",
                "d2d3: 20", "d2d4: 20", "e2e3: 20", "e2e4: 20", "f2f3: 20", "f2f4: 20", "g1f3: 20", "g1h3: 20",
                "g2g3: 20", "g2g4: 20", "h2h3: 20", "h2h4: 20", "", "Nodes searched: 400");
        assertEquals(expected, String.join("\n", Arrays.copyOf(lines, 22)));
        assertTrue(lines[22].matches(TIME_LINE), lines[22]);
        assertEquals(24, lines.length, "nothing after the time line but the final newline");
        assertEquals("", lines[23]);
    }

    @Test
    void promotionsAppearInUciFormWithTheirOwnCounts() {
        Run run = Run.main("perft", "1", POS5);
        String[] moves = moveLines(run);
        assertEquals(44, moves.length);
        for (String promotion : new String[] {"d7c8q: 1", "d7c8r: 1", "d7c8b: 1", "d7c8n: 1"}) {
            assertTrue(Arrays.asList(moves).contains(promotion), promotion);
        }
        String[] sorted = moves.clone();
        Arrays.sort(sorted);
        assertArrayEquals(sorted, moves, "root moves are sorted by their UCI string");
        assertTrue(run.out().contains("\nNodes searched: 44\n"));
    }

    @Test
    void divideCountsAddUpToTheTotal() {
        Run run = Run.main("perft", "3", KIWIPETE);
        long sum = Arrays.stream(moveLines(run)).mapToLong(l -> Long.parseLong(l.substring(l.indexOf(' ') + 1))).sum();
        assertEquals(97862, sum);
        assertTrue(run.out().contains("\nNodes searched: 97862\n"));
    }

    @ParameterizedTest
    @CsvSource({
            "3, rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1, 8902",
            "3, r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1, 97862",
            "4, 8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1, 43238",
            "3, r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1, 9467",
            "3, rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8, 62379",
            "3, r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10, 89890"})
    void totalsOfTheSixStandardPositionsInBothModes(int depth, String fen, long nodes) {
        for (String mode : new String[] {"", "--no-bulk"}) {
            Run run = mode.isEmpty() ? Run.main("perft", String.valueOf(depth), fen)
                    : Run.main("perft", String.valueOf(depth), fen, mode);
            assertEquals(0, run.status(), run.err());
            assertTrue(run.out().contains("\nNodes searched: " + nodes + "\n"), mode + "\n" + run.out());
        }
    }

    @Test
    void noBulkGivesTheSameDivideAsBulk() {
        assertArrayEquals(moveLines(Run.main("perft", "3", KIWIPETE)),
                moveLines(Run.main("perft", "3", KIWIPETE, "--no-bulk")));
        assertArrayEquals(moveLines(Run.main("perft", "1", POS5)),
                moveLines(Run.main("perft", "--no-bulk", "1", POS5)));
    }

    @Test
    void fenMayBeOneQuotedArgumentOrSeparateWords() {
        String[] words = KIWIPETE.split(" ");
        String[] args = new String[words.length + 2];
        args[0] = "perft";
        args[1] = "2";
        System.arraycopy(words, 0, args, 2, words.length);
        assertArrayEquals(moveLines(Run.main("perft", "2", KIWIPETE)), moveLines(Run.main(args)));
    }

    @Test
    void depthZeroCountsThePositionItself() {
        Run run = Run.main("perft", "0");
        assertEquals(0, run.status());
        String[] lines = run.outLines();
        assertEquals("", lines[0]);
        assertEquals("Nodes searched: 1", lines[1]);
        assertTrue(lines[2].matches(TIME_LINE), lines[2]);
    }

    @Test
    void checkmatedSideHasNoMoves() {
        Run run = Run.main("perft", "2", "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3");
        assertEquals(0, run.status());
        assertTrue(run.out().startsWith("\nNodes searched: 0\n"), run.out());
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "abc", "-1", "21", "99999999999", "2 --bogus", "--depth 3", "2 --depth 3",
            "--epd", "--epd wiki.epd 3", "--epd wiki.epd --depth 0", "--epd wiki.epd --depth x",
            "2 not-a-fen", "2 8/8/8/8/8/8/8/8 w - - 0 1"})
    void badArgumentsGiveAMessageAndStatusTwo(String arguments) {
        String[] args = ("perft " + arguments).strip().split(" ");
        Run run = Run.main(args);
        assertEquals(2, run.status(), run.out());
        assertTrue(run.err().startsWith("perft: "), run.err());
        assertTrue(run.err().contains("usage: perft"), run.err());
        assertEquals("", run.out());
        run.assertNoStackTrace();
    }

    @Test
    void badFenArgumentReportsTheFenProblem() {
        Run run = Run.main("perft", "1", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR", "x", "KQkq", "-", "0", "1");
        assertEquals(2, run.status());
        assertTrue(run.err().startsWith("perft: invalid FEN: "), run.err());
        run.assertNoStackTrace();
    }

    @Test
    void depthMessagesSayWhatIsWrong() {
        assertTrue(Run.main("perft", "21").err().contains("depth must be between 0 and 12, got 21"));
        assertTrue(Run.main("perft", "x").err().contains("depth must be a whole number, got 'x'"));
        assertTrue(Run.main("perft", "99999999999").err().contains("depth must be between 0 and 12, got 99999999999"));
        assertTrue(Run.main("perft", "-1").err().contains("depth must be between 0 and 12, got -1"));
        assertTrue(Run.main("perft").err().contains("missing depth"));
    }

    @Test
    void theDepthLimitIsTheOneUciUses() {
        assertEquals(12, chess.core.Perft.MAX_DEPTH);
        Run run = Run.main("perft", "13");
        assertEquals(2, run.status(), "13 is over the limit of go perft too");
        assertTrue(run.err().contains("depth must be between 0 and " + chess.core.Perft.MAX_DEPTH + ", got 13"), run.err());
        assertTrue(PerftCommand.USAGE.contains("depth: 0 to " + chess.core.Perft.MAX_DEPTH), PerftCommand.USAGE);
        Run epd = Run.main("perft", "--epd", "whatever.epd", "--depth", "13");
        assertEquals(2, epd.status());
        assertTrue(epd.err().contains("--depth must be between 1 and 12, got 13"), epd.err());
    }

    /** The "move: count" lines of a divide, in printed order. */
    private static String[] moveLines(Run run) {
        assertEquals(0, run.status(), run.err());
        String[] lines = run.outLines();
        int blank = Arrays.asList(lines).indexOf("");
        return Arrays.copyOf(lines, blank);
    }
}
