package chess.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class EmbedParamsTest {
    private static final String PAGE = "https://example.org/chess/embed.html";

    @Test
    void defaultsWithoutParameters() {
        for (String href : new String[] {null, "", PAGE, PAGE + "#g=abc", PAGE + "?"}) {
            EmbedParams p = EmbedParams.parse(href);
            assertEquals("auto", p.theme());
            assertEquals("green", p.board());
            assertEquals(-1, p.ply());
            assertEquals("", p.problem());
        }
    }

    @Test
    void readsEveryKnownValueInAnyCase() {
        EmbedParams p = EmbedParams.parse(PAGE + "#g=abc&theme=Dark&board=WOOD&ply=12");
        assertEquals("dark", p.theme());
        assertEquals("wood", p.board());
        assertEquals(12, p.ply());
        assertEquals("", p.problem());
        for (String board : EmbedParams.BOARDS) {
            assertEquals(board, EmbedParams.parse(PAGE + "#board=" + board).board());
        }
        for (String theme : EmbedParams.THEMES) {
            assertEquals(theme, EmbedParams.parse(PAGE + "#theme=" + theme).theme());
        }
        assertEquals(0, EmbedParams.parse(PAGE + "#ply=0").ply());
        assertEquals(" light ".trim(), EmbedParams.parse(PAGE + "#theme=+light+").theme());
    }

    @Test
    void fragmentWinsOverQuery() {
        EmbedParams p = EmbedParams.parse(PAGE + "?theme=light&board=blue&ply=3#theme=dark&ply=5");
        assertEquals("dark", p.theme());
        assertEquals("blue", p.board()); // only in the query: the query's
        assertEquals(5, p.ply());
    }

    @Test
    void badValuesAreNamedAndTheDefaultsUsed() {
        EmbedParams p = EmbedParams.parse(PAGE + "#theme=neon&board=%3Cb%3Ewood&ply=-3");
        assertEquals("auto", p.theme());
        assertEquals("green", p.board());
        assertEquals(-1, p.ply());
        assertEquals("The link's theme='neon' is not auto, light or dark; auto it is."
                + " The link's board='<b>wood' is not green, wood, blue or grey; green it is."
                + " The link's ply='-3' is not a number of moves from 0 to 9999; the game's own move is shown.",
                p.problem());
    }

    @Test
    void plyOutOfRangeOrNotANumber() {
        for (String bad : new String[] {"10000", "99999999999999999999", "1.5", "x", "", "0x10", "%00"}) {
            EmbedParams p = EmbedParams.parse(PAGE + "#ply=" + bad);
            assertEquals(-1, p.ply(), bad);
            assertTrue(p.problem().startsWith("The link's ply='"), bad);
        }
        assertEquals(9999, EmbedParams.parse(PAGE + "#ply=9999").ply());
    }

    @Test
    void aHugeValueIsQuotedShort() {
        String huge = "x".repeat(5000);
        EmbedParams p = EmbedParams.parse(PAGE + "#theme=" + huge);
        assertEquals("auto", p.theme());
        assertTrue(p.problem().startsWith("The link's theme='" + "x".repeat(20) + "…' is not"), p.problem());
        assertTrue(p.problem().length() < 100, p.problem());
    }

    @Test
    void theGameAndTheOrientationAreReadAsTheAppReadsThem() {
        EmbedParams p = EmbedParams.parse("https://example.org/embed.html?g=QUERY&flip=0#g=ABC&flip=yes&fen=x");
        assertEquals("ABC", p.game()); // the fragment wins
        assertEquals("x", p.fen());
        assertEquals(null, p.pgn());
        assertTrue(p.flipped());
        UrlState app = UrlState.parse("https://example.org/embed.html?g=QUERY&flip=0#g=ABC&flip=yes&fen=x");
        assertEquals(app.game(), p.game());
        assertEquals(app.flipped(), p.flipped());
        assertEquals("1.e4 e5", EmbedParams.parse("#pgn=1.e4+e5").pgn());
        assertFalse(EmbedParams.parse("embed.html").flipped());
    }
}
