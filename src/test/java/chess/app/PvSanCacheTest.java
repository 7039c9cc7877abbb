package chess.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import chess.core.Board;
import chess.core.Fen;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The engine's lines in SAN, kept per position: the same text as written afresh, and a new position starts over. */
class PvSanCacheTest {
    private static final String START_LINE = "position startpos";
    private static final String AFTER_E4 = "position startpos moves e2e4";

    @Test
    void aLineIsWrittenAsPvTextWritesItAndKeptWhileThePositionStays() {
        PvSanCache cache = new PvSanCache(4);
        Board start = Fen.parse(Fen.START);
        List<String> pv = List.of("e2e4", "e7e5", "g1f3", "b8c6", "f1b5");
        String first = cache.san(START_LINE, start, pv);
        assertEquals(PvText.san(start, pv, 4), first);
        assertEquals("1. e4 e5 2. Nf3 Nc6", first);
        assertSame(first, cache.san(START_LINE, start, new ArrayList<>(pv)), "an equal line is not written again");
        assertSame(first, cache.san(START_LINE, start, List.of("e2e4", "e7e5", "g1f3", "b8c6", "d2d4")),
                "moves past the shown four do not matter");
        assertEquals("1. d4 d5", cache.san(START_LINE, start, List.of("d2d4", "d7d5")));
        assertEquals(Fen.START, Fen.write(start), "the board itself is not changed");
    }

    @Test
    void theSameMovesInAnotherPositionAreWrittenForThatPosition() {
        PvSanCache cache = new PvSanCache(8);
        Board start = Fen.parse(Fen.START);
        Board afterE4 = Fen.parse("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1");
        assertEquals("1. e4", cache.san(START_LINE, start, List.of("e2e4", "e7e5")).substring(0, 5));
        assertEquals("1... e5", cache.san(AFTER_E4, afterE4, List.of("e7e5")));
        assertEquals("", cache.san(AFTER_E4, afterE4, List.of("e2e4")), "illegal here: nothing shown");
        assertEquals("1. e4 e5", cache.san(START_LINE, start, List.of("e2e4", "e7e5")));
    }
}
