package chess.uci;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import chess.core.Board;
import chess.core.Fen;
import chess.core.MoveGenerator;
import chess.core.UciMove;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** MultiPV over UCI, as a GUI drives it: the option, one info line per line and depth, best first. */
@org.junit.jupiter.api.Timeout(60)
class UciMultiPvTest {
    private static final Pattern INFO = Pattern.compile(
            "info depth (\\d+) seldepth \\d+ multipv (\\d+) score (cp|mate) (-?\\d+) nodes \\d+ nps \\d+ hashfull \\d+"
                    + " time \\d+ pv ([a-h1-8qrbn ]+)");

    private final List<String> lines = new ArrayList<>();

    private List<String> send(UciProcessor uci, String... commands) {
        lines.clear();
        for (String c : commands) {
            uci.handle(c);
        }
        return new ArrayList<>(lines);
    }

    private UciProcessor processor() {
        return new UciProcessor(lines::add, SearchRunner.SYNCHRONOUS);
    }

    /** One parsed {@code info ... pv} line. */
    private record Line(int depth, int multiPv, int score, List<String> pv, String text) {
    }

    /** Mate scores sort above (mating) and below (mated) every centipawn score, nearer mates further out. */
    private static Line parse(String text) {
        Matcher m = INFO.matcher(text);
        assertTrue(m.matches(), "info line format: " + text);
        int value = Integer.parseInt(m.group(4));
        int score = m.group(3).equals("cp") ? value : value > 0 ? 100_000 - value : -100_000 - value;
        return new Line(Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2)), score,
                List.of(m.group(5).trim().split(" ")), text);
    }

    /** The info lines with a PV, by depth, in the order printed. */
    private static TreeMap<Integer, List<Line>> byDepth(List<String> out) {
        TreeMap<Integer, List<Line>> depths = new TreeMap<>();
        for (String text : out) {
            if (text.startsWith("info depth ") && text.contains(" pv ")) {
                Line line = parse(text);
                depths.computeIfAbsent(line.depth, d -> new ArrayList<>()).add(line);
            }
        }
        return depths;
    }

    private static String bestMove(List<String> out) {
        String last = out.get(out.size() - 1);
        assertTrue(last.startsWith("bestmove "), last);
        return last.split(" ")[1];
    }

    /** Plays the line from the position; UciMove.parse refuses an illegal move. */
    private static void assertLegal(String fen, List<String> pv) {
        Board b = Fen.parse(fen);
        for (String move : pv) {
            b.make(UciMove.parse(b, move));
        }
    }

    /**
     * Every depth printed has lines multipv 1..{@code count} in that order, with distinct first moves, legal lines
     * and scores best first. Returns the deepest depth's lines.
     */
    private static List<Line> checkLines(List<String> out, String fen, int count, int depth) {
        TreeMap<Integer, List<Line>> depths = byDepth(out);
        assertEquals(depth, depths.lastKey(), "searched to the depth asked");
        for (List<Line> iteration : depths.values()) {
            assertEquals(count, iteration.size(), "lines at depth " + iteration.get(0).depth + ": " + iteration);
            Set<String> firstMoves = new HashSet<>();
            for (int k = 0; k < count; k++) {
                Line line = iteration.get(k);
                assertEquals(k + 1, line.multiPv, line.text);
                assertLegal(fen, line.pv);
                assertTrue(firstMoves.add(line.pv.get(0)), "first moves distinct: " + iteration);
                if (k > 0) {
                    assertTrue(line.score <= iteration.get(k - 1).score, "best first: " + iteration);
                }
            }
        }
        return depths.lastEntry().getValue();
    }

    @Test
    void guiExchangeWithThreeLines() {
        UciProcessor uci = processor();
        List<String> out = send(uci, "uci");
        assertTrue(out.contains("option name MultiPV type spin default 1 min 1 max 5"), out.toString());
        assertEquals(List.of(), send(uci, "setoption name MultiPV value 3"));
        assertEquals(List.of("readyok"), send(uci, "isready"));
        assertEquals(List.of(), send(uci, "position startpos moves e2e4 e7e5 g1f3 b8c6"));
        out = send(uci, "go depth 8");
        String fen = "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3";
        assertEquals(fen, uci.currentFen());
        List<Line> deepest = checkLines(out, fen, 3, 8);
        assertEquals(deepest.get(0).pv.get(0), bestMove(out), "bestmove is line 1's first move");
        // Nothing but the info lines and bestmove: 8 depths of 3 lines.
        assertEquals(8 * 3 + 1, out.size(), out.toString());
    }

    @Test
    void fewerLegalMovesThanMultiPvGivesOneLinePerMove() {
        String fen = "7k/8/8/8/8/8/8/K6q w - - 0 1"; // in check from h1: only Ka2 and Kb2
        assertEquals(2, MoveGenerator.generate(Fen.parse(fen), new int[MoveGenerator.MAX_MOVES], 0));
        UciProcessor uci = processor();
        List<String> out = send(uci, "setoption name MultiPV value 5", "position fen " + fen, "go depth 6");
        List<Line> deepest = checkLines(out, fen, 2, 6);
        assertEquals(Set.of("a1a2", "a1b2"), Set.of(deepest.get(0).pv.get(0), deepest.get(1).pv.get(0)));
        assertEquals(deepest.get(0).pv.get(0), bestMove(out));
    }

    @Test
    void multiPvOneIsTheOutputOfBefore() {
        // A processor set to 3 lines and back to 1 prints what one never set prints (all but time and speed).
        String position = "position fen r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4";
        List<String> plain = send(processor(), position, "go depth 8");
        List<String> reset = send(processor(), "setoption name MultiPV value 3", "setoption name MultiPV value 1",
                position, "go depth 8");
        assertEquals(withoutTiming(plain), withoutTiming(reset));
        TreeMap<Integer, List<Line>> depths = byDepth(plain);
        assertEquals(8, depths.size());
        for (List<Line> iteration : depths.values()) {
            assertEquals(1, iteration.size());
            assertEquals(1, iteration.get(0).multiPv);
        }
    }

    private static List<String> withoutTiming(List<String> out) {
        List<String> stripped = new ArrayList<>();
        for (String line : out) {
            stripped.add(line.replaceAll(" nps \\d+", "").replaceAll(" time \\d+", ""));
        }
        return stripped;
    }

    @Test
    void theWinningMoveIsLineOne() {
        String fen = "4k3/8/8/3q4/8/8/3R4/4K3 w - - 0 1"; // the rook takes the undefended queen
        UciProcessor uci = processor();
        List<String> out = send(uci, "setoption name MultiPV value 3", "position fen " + fen, "go depth 7");
        List<Line> deepest = checkLines(out, fen, 3, 7);
        assertEquals("d2d5", deepest.get(0).pv.get(0));
        assertTrue(deepest.get(0).score > 300, deepest.get(0).text);
        assertTrue(deepest.get(1).score < deepest.get(0).score - 500, deepest.toString());
        assertEquals("d2d5", bestMove(out));
    }

    @Test
    void badValuesAreExplained() {
        UciProcessor uci = processor();
        assertEquals(List.of("info string option 'MultiPV' needs a whole number, not 'three'"),
                send(uci, "setoption name MultiPV value three"));
        assertEquals(List.of("info string option 'multipv' value 0 is outside 1..5; using 1"),
                send(uci, "setoption name multipv value 0"));
        assertEquals(List.of("info string option 'MultiPV' value 9 is outside 1..5; using 5"),
                send(uci, "setoption name MultiPV value 9"));
        // The clamped value holds: five lines.
        List<String> out = send(uci, "position startpos", "go depth 3");
        checkLines(out, Fen.START, 5, 3);
    }

    @Test
    void aWeakenedLevelSaysItSearchesOneLine() {
        UciProcessor uci = processor();
        List<String> out = send(uci, "setoption name MultiPV value 3", "setoption name Skill Level value 3",
                "position startpos", "go depth 5");
        assertEquals("info string MultiPV 3 applies at full strength only; level 3 searches one line", out.get(0));
        assertFalse(byDepth(out).isEmpty());
        for (List<Line> iteration : byDepth(out).values()) {
            assertEquals(1, iteration.size());
            assertEquals(1, iteration.get(0).multiPv);
        }
        assertLegal(Fen.START, List.of(bestMove(out)));
    }
}
