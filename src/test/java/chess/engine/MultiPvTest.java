package chess.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import chess.core.Board;
import chess.core.Fen;
import chess.core.Move;
import chess.core.MoveGenerator;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Multi-PV: the best N root moves as lines of their own, reported best first; one line is the plain search. */
class MultiPvTest {
    private static final String OPEN_GAME = "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4";

    private static List<SearchInfo> reports;

    private static SearchResult search(Engine engine, String fen, Limits limits) {
        reports = new ArrayList<>();
        return engine.search(Fen.parse(fen), limits, reports::add);
    }

    private static Engine engine(int lines) {
        Engine engine = new Engine(4);
        engine.setMultiPv(lines);
        return engine;
    }

    private static boolean isLegal(Board b, int move) {
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        int n = MoveGenerator.generate(b, moves, 0);
        for (int i = 0; i < n; i++) {
            if (moves[i] == move) {
                return true;
            }
        }
        return false;
    }

    private static int legalMoveCount(String fen) {
        return MoveGenerator.generate(Fen.parse(fen), new int[MoveGenerator.MAX_MOVES], 0);
    }

    /** Every move of the line is legal where it is played. */
    private static void assertLegalLine(String fen, int[] pv) {
        Board b = Fen.parse(fen);
        for (int m : pv) {
            assertTrue(isLegal(b, m), "illegal " + Move.toUci(m) + " in the line from " + fen);
            b.make(m);
        }
    }

    /**
     * Checks the reports of a multi-PV search: each depth reports lines 1..{@code lines} in order, with distinct
     * legal first moves, legal lines and non-increasing scores. Returns the deepest depth's lines.
     */
    private static List<SearchInfo> checkReports(String fen, int lines) {
        assertEquals(0, reports.size() % lines, "whole iterations only: " + reports.size() + " reports");
        List<SearchInfo> iteration = null;
        for (int start = 0; start < reports.size(); start += lines) {
            iteration = reports.subList(start, start + lines);
            Set<Integer> firstMoves = new HashSet<>();
            for (int k = 0; k < lines; k++) {
                SearchInfo info = iteration.get(k);
                assertEquals(k + 1, info.multiPv, "line number");
                assertEquals(iteration.get(0).depth, info.depth, "one depth per iteration");
                assertTrue(info.pv.length >= 1, "a line has a move");
                assertLegalLine(fen, info.pv);
                assertTrue(firstMoves.add(info.pv[0]), "first moves are distinct at depth " + info.depth);
                if (k > 0) {
                    assertTrue(info.scoreCp <= iteration.get(k - 1).scoreCp,
                            "line " + (k + 1) + " scores " + info.scoreCp + ", above line " + k + "'s "
                                    + iteration.get(k - 1).scoreCp + " at depth " + info.depth);
                }
            }
            if (start > 0) {
                assertEquals(reports.get(start - 1).depth + 1, iteration.get(0).depth, "depths in order");
            }
        }
        return iteration;
    }

    @Test
    void threeLinesAreDistinctLegalAndBestFirst() {
        SearchResult r = search(engine(3), OPEN_GAME, new Limits().depth(9));
        List<SearchInfo> lastLines = checkReports(OPEN_GAME, 3);
        assertEquals(9, lastLines.get(0).depth);
        for (SearchInfo line : lastLines) {
            // Each line's own search gives it a variation; a bare first move would mean it was never searched.
            assertTrue(line.pv.length >= 4, "line " + line.multiPv + " has a variation: " + line.pv.length);
        }
        assertEquals(lastLines.get(0).pv[0], r.bestMove, "the move played is line 1's");
        assertSame(lastLines.get(0), r.info, "the result carries line 1's report");
    }

    @Test
    void fewerLegalMovesThanLinesGivesOneLinePerMove() {
        String twoMoves = "7k/8/8/8/8/8/8/K6q w - - 0 1"; // the king in check has a2 and b2
        assertEquals(2, legalMoveCount(twoMoves));
        SearchResult r = search(engine(5), twoMoves, new Limits().depth(6));
        List<SearchInfo> lastLines = checkReports(twoMoves, 2);
        assertEquals(6, lastLines.get(0).depth);
        assertTrue(reports.stream().allMatch(i -> i.multiPv <= 2));
        assertEquals(lastLines.get(0).pv[0], r.bestMove);
    }

    @Test
    void searchMovesLimitTheLines() {
        int e4 = Move.NONE;
        int d4 = Move.NONE;
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        Board start = Fen.parse(Fen.START);
        int n = MoveGenerator.generate(start, moves, 0);
        for (int i = 0; i < n; i++) {
            if (Move.toUci(moves[i]).equals("e2e4")) {
                e4 = moves[i];
            } else if (Move.toUci(moves[i]).equals("d2d4")) {
                d4 = moves[i];
            }
        }
        SearchResult r = search(engine(3), Fen.START, new Limits().depth(5).searchMoves(new int[] {e4, d4}));
        List<SearchInfo> lastLines = checkReports(Fen.START, 2);
        assertEquals(Set.of(e4, d4), Set.of(lastLines.get(0).pv[0], lastLines.get(1).pv[0]));
        assertEquals(lastLines.get(0).pv[0], r.bestMove);
    }

    @Test
    void theWinningMoveIsLineOneFarAboveTheRest() {
        String hangingQueen = "4k3/8/8/3q4/8/8/3R4/4K3 w - - 0 1";
        SearchResult r = search(engine(3), hangingQueen, new Limits().depth(7));
        List<SearchInfo> lastLines = checkReports(hangingQueen, 3);
        assertEquals("d2d5", Move.toUci(lastLines.get(0).pv[0]));
        assertEquals("d2d5", Move.toUci(r.bestMove));
        assertTrue(lastLines.get(0).scoreCp > 300, "the rook wins the queen: " + lastLines.get(0).scoreCp);
        assertTrue(lastLines.get(1).scoreCp < lastLines.get(0).scoreCp - 500,
                "every other move leaves the queen on the board: " + lastLines.get(1).scoreCp);
    }

    @Test
    void aMateIsLineOne() {
        String mateInOne = "6k1/5ppp/8/8/8/2n5/5PPP/3R2K1 w - - 0 1";
        SearchResult r = search(engine(3), mateInOne, new Limits().depth(5));
        List<SearchInfo> lastLines = checkReports(mateInOne, 3);
        assertEquals(1, lastLines.get(0).mateIn);
        assertEquals("d1d8", Move.toUci(r.bestMove));
        assertNotEquals(1, lastLines.get(1).mateIn);
    }

    @Test
    void oneLineIsThePlainSearch() {
        // An engine set to 3 lines and back to 1 searches exactly the tree of one never set: same nodes, same move.
        for (String fen : new String[] {OPEN_GAME, Bench.POSITIONS[2], Bench.POSITIONS[7]}) {
            SearchResult plain = search(new Engine(4), fen, new Limits().depth(9));
            List<SearchInfo> plainReports = reports;
            Engine engine = engine(3);
            engine.setMultiPv(1);
            SearchResult one = search(engine, fen, new Limits().depth(9));
            assertEquals(plain.info.nodes, one.info.nodes, fen);
            assertEquals(plain.bestMove, one.bestMove, fen);
            assertEquals(plainReports.size(), reports.size(), fen);
            assertTrue(reports.stream().allMatch(i -> i.multiPv == 1));
        }
    }

    @Test
    void moreLinesCostMoreNodes() {
        SearchResult one = search(engine(1), OPEN_GAME, new Limits().depth(8));
        SearchResult three = search(engine(3), OPEN_GAME, new Limits().depth(8));
        assertTrue(three.info.nodes > one.info.nodes,
                "three lines search more: " + three.info.nodes + " vs " + one.info.nodes);
    }

    @Test
    void aWeakenedLevelSearchesOneLineAndPlaysAsWithOne() {
        // Low levels: their depth caps (not their time caps) end the search, so both searches are alike.
        for (Level level : new Level[] {Level.L1, Level.L2, Level.L3}) {
            Engine single = engine(1);
            single.setLevel(level);
            single.setSeed(99);
            SearchResult a = search(single, OPEN_GAME, new Limits().depth(20));
            Engine multi = engine(5);
            multi.setLevel(level);
            multi.setSeed(99);
            SearchResult b = search(multi, OPEN_GAME, new Limits().depth(20));
            assertTrue(reports.stream().allMatch(i -> i.multiPv == 1), level + " reports one line");
            assertEquals(a.bestMove, b.bestMove, level.toString());
            assertEquals(a.info.nodes, b.info.nodes, level.toString());
        }
    }

    @Test
    void tinyLimitsStillGiveALegalMoveAndRestoreTheBoard() {
        Xorshift random = new Xorshift(777);
        Engine engine = engine(5);
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        for (int game = 0; game < 30; game++) {
            Board b = Fen.parse(Fen.START);
            int length = 1 + random.nextInt(100);
            for (int ply = 0; ply < length; ply++) {
                int n = MoveGenerator.generate(b, moves, 0);
                if (n == 0) {
                    break;
                }
                b.make(moves[random.nextInt(n)]);
            }
            int n = MoveGenerator.generate(b, moves, 0);
            String fen = Fen.write(b);
            for (Limits l : new Limits[] {new Limits().nodes(1), new Limits().nodes(60), new Limits().moveTime(1),
                new Limits().depth(2), new Limits().nodes(3000)}) {
                reports = new ArrayList<>();
                SearchResult r = engine.search(b, l, reports::add);
                assertEquals(fen, Fen.write(b), "board restored");
                if (n == 0) {
                    assertEquals(Move.NONE, r.bestMove);
                    continue;
                }
                assertTrue(isLegal(b, r.bestMove), "illegal " + Move.toUci(r.bestMove) + " with " + l + " in " + fen);
                assertTrue(!reports.isEmpty(), "at least one report");
                for (SearchInfo info : reports) {
                    assertLegalLine(fen, info.pv);
                }
            }
        }
    }
}
