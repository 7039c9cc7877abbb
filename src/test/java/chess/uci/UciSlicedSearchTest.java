package chess.uci;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import chess.core.Board;
import chess.core.Fen;
import chess.core.MoveGenerator;
import chess.core.UciMove;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Searches in slices, as a browser worker without a stop flag runs the page's analysis: each slice hands control
 * back (here to the test, there to the worker's event loop), the next goes on with the same search, and a line
 * handled between two slices ends it.
 */
@org.junit.jupiter.api.Timeout(60)
class UciSlicedSearchTest {
    private final List<String> lines = new ArrayList<>();
    private final UciProcessor uci = new UciProcessor(lines::add, SearchRunner.SYNCHRONOUS);
    private boolean slicesWanted = true;

    UciSlicedSearchTest() {
        uci.searchInSlices(20, () -> slicesWanted);
    }

    @Test
    void anAnalysisInSlicesReportsEveryDepthOnceAndEndsByStop() {
        uci.handle("position startpos moves e2e4 e7e5 g1f3");
        uci.handle("go infinite");
        // Slices are 20 ms each: a fast machine reaches depth 9 in three, so the search goes on to four at least.
        int slices = 1;
        while (deepest() < 9 || slices < 4) {
            assertTrue(uci.continueSearch(), "the analysis goes on until stopped");
            slices++;
        }
        assertTrue(bestMoves().isEmpty(), "no bestmove before stop: " + lines);
        // Each slice goes on from the last: depths follow one another once each, nodes and time only grow.
        int depth = 0;
        long nodes = 0;
        long time = 0;
        for (String line : lines) {
            if (line.startsWith("info depth")) {
                assertEquals(depth + 1, number(line, "depth"), "depth after " + depth + ": " + line);
                depth++;
                assertTrue(number(line, "nodes") >= nodes, line);
                assertTrue(number(line, "time") >= time, line);
                nodes = number(line, "nodes");
                time = number(line, "time");
            }
        }
        uci.handle("stop");
        assertEquals(1, bestMoves().size(), lines.toString());
        assertLegal("rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2", bestMoves().get(0));
        assertFalse(uci.continueSearch(), "nothing left after stop");
    }

    @Test
    void aNewSearchBetweenSlicesEndsTheOneBeforeWithItsMove() {
        uci.handle("position startpos");
        uci.handle("go depth 64");
        uci.continueSearch();
        lines.clear();
        uci.handle("position startpos moves e2e4");
        uci.handle("go depth 64");
        assertEquals(1, bestMoves().size(), "the first search's move, once: " + lines);
        assertLegal(chess.core.Fen.START, bestMoves().get(0));
        assertTrue(uci.continueSearch(), "the new search goes on in slices");
        lines.clear();
        uci.handle("stop");
        assertEquals(1, bestMoves().size(), lines.toString());
        assertLegal("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1", bestMoves().get(0));
    }

    @Test
    void aDepthSearchInSlicesEndsByItselfAtItsDepth() {
        uci.searchInSlices(1, () -> true); // a millisecond each: many slices, many iterations cut short
        uci.handle("position startpos moves d2d4 g8f6 c2c4 e7e6");
        uci.handle("go depth 7");
        assertTrue(slicesToTheEnd() > 1, "in slices");
        assertEquals(1, bestMoves().size(), lines.toString());
        int depth = 0;
        for (String line : lines) {
            if (line.startsWith("info depth")) {
                assertEquals(depth + 1, number(line, "depth"), line);
                depth++;
            }
        }
        assertEquals(7, depth, lines.toString());
    }

    @Test
    void severalLinesInSlicesReportEveryDepthOnceWithAllTheirLines() {
        uci.searchInSlices(1, () -> true);
        uci.handle("setoption name MultiPV value 3");
        uci.handle("position startpos moves e2e4 c7c5");
        uci.handle("go depth 7");
        assertTrue(slicesToTheEnd() > 1, "in slices");
        assertEquals(1, bestMoves().size(), lines.toString());
        List<String> order = new ArrayList<>();
        for (String line : lines) {
            if (line.startsWith("info depth")) {
                order.add(number(line, "depth") + "." + number(line, "multipv"));
            }
        }
        List<String> expected = new ArrayList<>();
        for (int depth = 1; depth <= 7; depth++) {
            for (int k = 1; k <= 3; k++) {
                expected.add(depth + "." + k);
            }
        }
        assertEquals(expected, order, "each depth once, lines 1 to 3");
    }

    @Test
    void searchesWithATimeOrNodeLimitAndSearchesWhenSlicesAreNotWantedRunWhole() {
        uci.handle("position startpos");
        for (String go : new String[] {"go movetime 30", "go nodes 20000", "go depth 64 nodes 20000"}) {
            lines.clear();
            uci.handle(go);
            assertEquals(1, bestMoves().size(), go + ": " + lines);
            assertFalse(uci.continueSearch(), go);
        }
        slicesWanted = false; // a worker with a stop flag
        lines.clear();
        uci.handle("go depth 5");
        assertEquals(1, bestMoves().size(), lines.toString());
        assertFalse(uci.continueSearch());
    }

    /** Runs the search's slices until it ends by itself; how many there were, the first (in its go) counted. */
    private int slicesToTheEnd() {
        int slices = 1;
        while (uci.continueSearch()) {
            slices++;
        }
        return slices;
    }

    private int deepest() {
        int d = 0;
        for (String line : lines) {
            if (line.startsWith("info depth")) {
                d = Math.max(d, (int) number(line, "depth"));
            }
        }
        return d;
    }

    private List<String> bestMoves() {
        List<String> found = new ArrayList<>();
        for (String line : lines) {
            if (line.startsWith("bestmove")) {
                found.add(line);
            }
        }
        return found;
    }

    private static long number(String line, String key) {
        String[] words = line.split(" ");
        for (int i = 0; i + 1 < words.length; i++) {
            if (words[i].equals(key)) {
                return Long.parseLong(words[i + 1]);
            }
        }
        throw new AssertionError("no " + key + " in " + line);
    }

    private static void assertLegal(String fen, String bestLine) {
        Board b = Fen.parse(fen);
        String move = bestLine.split(" ")[1];
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        int n = MoveGenerator.generate(b, moves, 0);
        for (int i = 0; i < n; i++) {
            if (UciMove.format(b, moves[i]).equals(move)) {
                return;
            }
        }
        throw new AssertionError(move + " is not legal in " + fen);
    }
}
