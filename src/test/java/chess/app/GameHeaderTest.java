package chess.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import chess.pgn.PgnReader;
import org.junit.jupiter.api.Test;

class GameHeaderTest {
    private static GameHeader header(String pgn) {
        return GameHeader.of(PgnReader.read(pgn).tree());
    }

    @Test
    void namesWithRatingsEventSiteYearRoundAndResult() {
        GameHeader h = header("[Event \"World Championship\"]\n[Site \"London\"]\n[Date \"2018.11.28\"]\n"
                + "[Round \"12\"]\n[White \"Caruana, Fabiano\"]\n[Black \"Carlsen, Magnus\"]\n[Result \"1/2-1/2\"]\n"
                + "[WhiteElo \"2832\"]\n[BlackElo \"2835\"]\n\n1. e4 c5 1/2-1/2\n");
        assertEquals("Caruana, Fabiano (2832)", h.white);
        assertEquals("Carlsen, Magnus (2835)", h.player(false));
        assertEquals("World Championship \u00b7 London \u00b7 2018 \u00b7 round 12", h.event);
        assertEquals("\u00bd\u2013\u00bd", h.result);
    }

    @Test
    void unknownValuesAreLeftOut() {
        GameHeader h = header("[Event \"?\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"-\"]\n"
                + "[White \"Anna\"]\n[Black \"?\"]\n[WhiteElo \"-\"]\n[Result \"*\"]\n\n1. d4 *\n");
        assertEquals("Anna", h.white);
        assertEquals("", h.black);
        assertEquals("", h.event);
        assertEquals("", h.result);
    }

    @Test
    void aGameWithoutTagsHasNoHeader() {
        GameHeader h = header("1. e4 e5 2. Nf3 *");
        assertSame(GameHeader.NONE, h);
        assertTrue(h.isEmpty());
    }

    @Test
    void theYearOnlyWhenTheDateStartsWithOne() {
        assertEquals("1972", GameHeader.year("1972.??.??"));
        assertEquals("", GameHeader.year("??72.07.11"));
        assertEquals("", GameHeader.year(null));
    }

    @Test
    void theControllerShowsTheImportedGamesPlayersAndTheLineIds() {
        RecordingView view = new RecordingView();
        GameController controller = new GameController(view);
        controller.start("https://example.org/");
        controller.importPgn("[White \"Morphy\"]\n[Black \"Duke Karl / Count Isouard\"]\n[Result \"1-0\"]\n\n"
                + "1. e4 e5 2. Nf3 d6 1-0\n");
        BoardState s = view.last();
        assertEquals("Morphy", s.header.white);
        assertEquals("Duke Karl / Count Isouard", s.header.black);
        assertEquals("1\u20130", s.header.result);
        assertEquals(4, s.lineIds.size());
        assertEquals(s.moves.size(), s.lineIds.size());
    }
}
