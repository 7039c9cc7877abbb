package chess.uci;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import chess.core.Board;
import chess.core.Fen;
import chess.core.UciMove;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** How a "go" line is read: limits, search moves, perft, and the notes on bad parameters. */
class GoCommandTest {
    private final Board start = Fen.parse(Fen.START);
    private final List<String> notes = new ArrayList<>();

    private GoCommand go(String line) {
        notes.clear();
        return GoCommand.parse(Tokens.split(line), start, notes::add);
    }

    /** The limits as name-value pairs, read from Limits.toString ("Limits[movetime=0 wtime=0 ...]"). */
    private static Map<String, String> limits(GoCommand go) {
        String text = go.limits.toString();
        Map<String, String> values = new HashMap<>();
        for (String pair : Tokens.split(text.substring("Limits[".length(), text.length() - 1))) {
            values.put(pair.substring(0, pair.indexOf('=')), pair.substring(pair.indexOf('=') + 1));
        }
        return values;
    }

    private static void assertSearch(GoCommand go, boolean holdBestMove, String... limits) {
        assertEquals(GoCommand.Kind.SEARCH, go.kind);
        assertEquals(holdBestMove, go.holdBestMove, "holdBestMove");
        Map<String, String> actual = limits(go);
        for (String limit : limits) {
            String name = limit.substring(0, limit.indexOf('='));
            assertEquals(limit, name + "=" + actual.get(name), go.limits.toString());
        }
    }

    @Test
    void timeDepthAndNodeLimits() {
        assertSearch(go("go depth 5"), false, "depth=5", "movetime=0", "infinite=false");
        assertSearch(go("go movetime 250"), false, "movetime=250", "depth=0");
        assertSearch(go("go nodes 12345678901"), false, "nodes=12345678901");
        assertSearch(go("go wtime 60000 btime 50000 winc 1000 binc 900 movestogo 20"), false,
                "wtime=60000", "btime=50000", "winc=1000", "binc=900", "movestogo=20", "infinite=false");
        assertSearch(go("go depth 0 movetime 0"), false, "depth=1", "movetime=1");
        assertSearch(go("go mate 3"), false, "depth=5");
        assertSearch(go("go mate 40"), false, "depth=79");
        assertEquals(List.of(), notes);
    }

    @Test
    void mateSearchesTwoPliesPerMoveLessOneUpToTheMaxDepth() {
        assertSearch(go("go mate 2147483647"), false, "depth=" + chess.engine.Engine.MAX_DEPTH);
        assertSearch(go("go mate 1"), false, "depth=1");
        assertSearch(go("go mate 48"), false, "depth=95");
        assertSearch(go("go mate 49"), false, "depth=" + chess.engine.Engine.MAX_DEPTH);
        assertSearch(go("go mate 1073741824"), false, "depth=" + chess.engine.Engine.MAX_DEPTH);
        assertSearch(go("go mate 0"), false, "depth=1");
        assertEquals(List.of(), notes);
    }

    @Test
    void infinitePonderAndABareGoHoldTheBestMove() {
        assertSearch(go("go"), true, "infinite=true", "movetime=0");
        assertSearch(go("go infinite"), true, "infinite=true");
        assertSearch(go("go ponder movetime 100"), true, "infinite=false", "movetime=100");
        assertSearch(go("go winc 100 binc 100 movestogo 5"), true, "infinite=true", "winc=100");
        assertEquals(List.of(), notes);
    }

    @Test
    void badNumbersAndMissingValuesFallBackToAShortSearch() {
        assertSearch(go("go depth x"), false, "movetime=1000", "infinite=false");
        assertEquals(List.of("go: 'depth' needs a whole number, not 'x'",
                "go: no valid limit given; searching for 1000 ms"), notes);
        assertSearch(go("go depth"), false, "movetime=1000");
        assertEquals(List.of("go: 'depth' needs a value", "go: no valid limit given; searching for 1000 ms"), notes);
        go("go nodes -5");
        assertEquals("go: nodes needs a positive number, not '-5'", notes.get(0));
        go("go nodes 99999999999999999999");
        assertEquals("go: nodes needs a positive number, not '99999999999999999999'", notes.get(0));
        assertSearch(go("go movetime 99999999999"), false, "movetime=1000");
        assertEquals("go: 'movetime' needs a whole number, not '99999999999'", notes.get(0));
        assertSearch(go("go foo"), false, "movetime=1000");
        assertEquals(List.of("go: unknown parameter 'foo' ignored", "go: no valid limit given; searching for 1000 ms"),
                notes);
    }

    @Test
    void aBadParameterBesideAGoodLimitIsOnlySkipped() {
        assertSearch(go("go foo depth 3"), false, "depth=3", "movetime=0");
        assertEquals(List.of("go: unknown parameter 'foo' ignored"), notes);
        assertSearch(go("go wtime abc btime 1000"), false, "wtime=0", "btime=1000", "movetime=0");
        assertEquals(List.of("go: 'wtime' needs a whole number, not 'abc'"), notes);
        assertSearch(go("go depth 3 movetime x"), false, "depth=3", "movetime=0");
        assertEquals(List.of("go: 'movetime' needs a whole number, not 'x'"), notes);
    }

    @Test
    void searchMovesKeepTheLegalOnesAndNameTheRest() {
        GoCommand go = go("go searchmoves e2e4 a1a9 e2e5 g1f3 depth 2");
        assertSearch(go, false, "depth=2");
        assertArrayEquals(new int[] {UciMove.parse(start, "e2e4"), UciMove.parse(start, "g1f3")}, go.searchMoves);
        assertEquals(List.of("go searchmoves: malformed move 'a1a9': 'a9' is not a square; ignored",
                "go searchmoves: illegal move 'e2e5': the pawn on e2 cannot move to e5; ignored"), notes);
    }

    @Test
    void searchMovesEndAtTheFirstWordThatIsNotAMove() {
        GoCommand go = go("go searchmoves e2e4 0000 d2d4");
        assertArrayEquals(new int[] {UciMove.parse(start, "e2e4")}, go.searchMoves);
        assertEquals(List.of("go: unknown parameter '0000' ignored", "go: unknown parameter 'd2d4' ignored",
                "go: no valid limit given; searching for 1000 ms"), notes);
        assertEquals(0, go("go searchmoves").searchMoves.length);
        assertTrue(go("go searchmoves").holdBestMove, "no limit: a bare go");
    }

    @Test
    void noLegalSearchMoveMeansAllMoves() {
        GoCommand go = go("go depth 1 searchmoves e2e5 e7e5");
        assertEquals(0, go.searchMoves.length);
        assertEquals("go searchmoves: no legal move given; searching all moves", notes.get(notes.size() - 1));
    }

    @Test
    void perftDepthAndBulk() {
        GoCommand go = go("go perft 3");
        assertEquals(GoCommand.Kind.PERFT, go.kind);
        assertEquals(3, go.perftDepth);
        assertTrue(go.perftBulk);
        assertFalse(go("go perft 12 nobulk").perftBulk);
        assertEquals(12, go("go perft 12 nobulk").perftDepth);
        assertEquals(GoCommand.Kind.PERFT, go("go depth 5 perft 1").kind, "perft wins over the limits before it");
        assertEquals(List.of(), notes);
    }

    @Test
    void perftWithoutAUsableDepthDoesNothing() {
        for (String line : new String[] {"go perft", "go perft 0", "go perft 13", "go perft -1", "go perft x",
            "go perft nobulk"}) {
            assertEquals(GoCommand.Kind.NOTHING, go(line).kind, line);
            assertEquals(List.of("go perft needs a depth from 1 to 12"), notes, line);
        }
    }
}
