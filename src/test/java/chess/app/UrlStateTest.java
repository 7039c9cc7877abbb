package chess.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import chess.core.San;
import chess.link.DecodedGame;
import chess.link.TreeCodec;
import chess.pgn.GameTree;
import chess.pgn.MoveNode;
import org.junit.jupiter.api.Test;

class UrlStateTest {
    private static final String PAGE = "https://example.org/apps/chess/";

    @Test
    void fragmentFenWithUnderscores() {
        UrlState u = UrlState.parse(PAGE + "#fen=8/8/8/8/8/8/8/K6k_b_-_-_0_1");
        assertEquals("8/8/8/8/8/8/8/K6k_b_-_-_0_1", u.fen());
        assertFalse(u.flipped());
        assertEquals(PAGE, u.base());
    }

    @Test
    void queryFenWithPlusPercentAndEncodedSlashes() {
        assertEquals("8/8/8/8/8/8/8/K6k b - - 0 1",
                UrlState.parse(PAGE + "?fen=8%2F8%2F8%2F8%2F8%2F8%2F8%2FK6k+b+-+-+0+1").fen());
        assertEquals("8/8/8/8/8/8/8/K6k b - - 0 1",
                UrlState.parse(PAGE + "?fen=8/8/8/8/8/8/8/K6k%20b%20-%20-%200%201").fen());
        assertEquals("8/8/8/8/8/8/8/K6k b", UrlState.parse(PAGE + "?fen=8/8/8/8/8/8/8/K6k b").fen());
    }

    @Test
    void fragmentWinsOverQuery() {
        UrlState u = UrlState.parse(PAGE + "?fen=query#fen=fragment");
        assertEquals("fragment", u.fen());
    }

    @Test
    void flipFromEitherPart() {
        assertTrue(UrlState.parse(PAGE + "?flip=1").flipped());
        assertTrue(UrlState.parse(PAGE + "#fen=x&flip=1").flipped());
        assertFalse(UrlState.parse(PAGE + "#flip=0").flipped());
        assertFalse(UrlState.parse(PAGE).flipped());
    }

    @Test
    void noFen() {
        assertNull(UrlState.parse(PAGE).fen());
        assertNull(UrlState.parse(PAGE + "?build=js#other=1").fen());
        assertNull(UrlState.parse(null).fen());
        assertEquals("", UrlState.parse(PAGE + "#fen=").fen());
    }

    @Test
    void malformedPercentStaysLiteral() {
        assertEquals("100%", UrlState.decode("100%"));
        assertEquals("%zz", UrlState.decode("%zz"));
        assertEquals("a%2", UrlState.decode("a%2"));
        assertEquals("é", UrlState.decode("%C3%A9"));
        assertEquals("\uFFFD", UrlState.decode("%FF"));
    }

    @Test
    void overlongValueIsCut() {
        String longValue = "x".repeat(5000);
        assertEquals(UrlState.MAX_VALUE, UrlState.parse(PAGE + "#fen=" + longValue).fen().length());
    }

    @Test
    void markupInTheFenIsJustText() {
        String fen = UrlState.parse(PAGE + "#fen=%3Cimg%20src=x%20onerror=alert(1)%3E").fen();
        assertEquals("<img src=x onerror=alert(1)>", fen);
    }

    @Test
    void addressKeepsOtherParametersAndDropsOldFen() {
        UrlState u = UrlState.parse(PAGE + "?build=js&fen=old&flip=1#fen=older");
        assertEquals("build=js", u.otherQuery());
        assertEquals(PAGE + "?build=js#fen=8/8/8/8/8/8/8/K6k_b_-_-_0_1",
                u.addressOf("8/8/8/8/8/8/8/K6k b - - 0 1", false));
        assertEquals(PAGE + "?build=js#fen=8/8/8/8/8/8/8/K6k_b_-_-_0_1&flip=1",
                u.addressOf("8/8/8/8/8/8/8/K6k b - - 0 1", true));
    }

    @Test
    void addressEscapesUnexpectedCharacters() {
        assertEquals("a%3Cb%3E_c", UrlState.fenForUrl("a<b> c"));
    }

    @Test
    void addressRoundTrips() {
        String fen = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
        UrlState u = UrlState.parse(PAGE);
        String back = UrlState.parse(u.addressOf(fen, true)).fen();
        assertEquals(fen.replace(' ', '_'), back);
        assertTrue(UrlState.parse(u.addressOf(fen, true)).flipped());
    }

    @Test
    void playAndLevel() {
        UrlState u = UrlState.parse(PAGE + "#fen=8/8/8/8/8/8/8/K6k_w&play=white&level=7");
        assertEquals(PlayMode.WHITE, u.play());
        assertEquals(7, u.level());
        assertEquals("", u.problem());
        assertEquals(PlayMode.BLACK, UrlState.parse(PAGE + "?play=Black&level=%2010").play());
        assertEquals(10, UrlState.parse(PAGE + "?play=Black&level=%2010").level());
        assertEquals(PlayMode.WATCH, UrlState.parse(PAGE + "#play=watch").play());
        assertEquals(PlayMode.HUMANS, UrlState.parse(PAGE + "#play=both").play());
        assertEquals(PlayMode.WHITE, UrlState.parse(PAGE + "?play=black#play=white").play(), "the fragment wins");
    }

    @Test
    void noPlayMeansTwoPlayersAtTheDefaultLevel() {
        UrlState u = UrlState.parse(PAGE + "#fen=8/8/8/8/8/8/8/K6k_w");
        assertEquals(PlayMode.HUMANS, u.play());
        assertEquals(UrlState.DEFAULT_LEVEL, u.level());
        assertEquals("", u.problem());
    }

    @Test
    void badPlayOrLevelIsReportedAndTheDefaultUsed() {
        UrlState u = UrlState.parse(PAGE + "#play=red&level=11");
        assertEquals(PlayMode.HUMANS, u.play());
        assertEquals(UrlState.DEFAULT_LEVEL, u.level());
        assertEquals("The link's play='red' is not white, black, watch or both; two players it is."
                + " The link's level='11' is not a level from 1 to 10; level 3 it is.", u.problem());
        for (String level : new String[] {"0", "-1", "x", "", "3.5", "99999999999999999999999"}) {
            UrlState v = UrlState.parse(PAGE + "#play=white&level=" + level);
            assertEquals(PlayMode.WHITE, v.play());
            assertEquals(UrlState.DEFAULT_LEVEL, v.level(), level);
            String shown = level.length() > 20 ? level.substring(0, 20) + "…" : level;
            assertTrue(v.problem().startsWith("The link's level='" + shown + "'"), v.problem());
        }
        assertTrue(UrlState.parse(PAGE + "#play=" + "x".repeat(200)).problem().length() < 120);
    }

    @Test
    void addressCarriesPlayAndLevel() {
        UrlState u = UrlState.parse(PAGE + "?build=wasm&play=black&level=2#fen=x");
        assertEquals("build=wasm", u.otherQuery());
        String fen = "8/8/8/8/8/8/8/K6k w - - 0 1";
        String address = u.addressOf(fen, true, PlayMode.BLACK, 5);
        assertEquals(PAGE + "?build=wasm#fen=8/8/8/8/8/8/8/K6k_w_-_-_0_1&flip=1&play=black&level=5", address);
        UrlState back = UrlState.parse(address);
        assertEquals(PlayMode.BLACK, back.play());
        assertEquals(5, back.level());
        assertEquals(PAGE + "?build=wasm#fen=8/8/8/8/8/8/8/K6k_w_-_-_0_1&level=5",
                u.addressOf(fen, false, PlayMode.HUMANS, 5), "two players: the level chosen is kept for later");
        assertEquals(PAGE + "?build=wasm#fen=8/8/8/8/8/8/8/K6k_w_-_-_0_1",
                u.addressOf(fen, false, PlayMode.HUMANS, UrlState.DEFAULT_LEVEL), "and left out when the default");
    }

    @Test
    void gameCodeFromEitherPartAndMuchLongerThanAFen() {
        assertEquals("BAbc-_", UrlState.parse(PAGE + "#g=BAbc-_&flip=1").game());
        assertEquals("BQuery", UrlState.parse(PAGE + "?g=BQuery").game());
        assertEquals("BFragment", UrlState.parse(PAGE + "?g=BQuery#g=BFragment").game(), "the fragment wins");
        assertNull(UrlState.parse(PAGE + "#fen=x").game());
        String longCode = "B" + "x".repeat(60_000);
        assertEquals(longCode, UrlState.parse(PAGE + "#g=" + longCode + "&flip=1").game());
        assertEquals(UrlState.MAX_GAME_VALUE, UrlState.parse(PAGE + "#g=" + "x".repeat(150_000)).game().length());
        assertEquals(UrlState.MAX_VALUE, UrlState.parse(PAGE + "#fen=" + "x".repeat(150_000)).fen().length(),
                "other values keep the short limit");
    }

    @Test
    void pgnTextIsPercentDecoded() {
        UrlState u = UrlState.parse(PAGE + "#pgn=%5BWhite%20%22Anderssen%22%5D%0A1.+e4+e5+%7Bthe+open+game%7D+2.%20Nf3"
                + "&flip=1");
        assertEquals("[White \"Anderssen\"]\n1. e4 e5 {the open game} 2. Nf3", u.pgn());
        assertTrue(u.flipped());
        assertNull(u.game());
        assertEquals("1. d4 " + "d5 ".repeat(3000).trim(),
                UrlState.parse(PAGE + "?pgn=1.%20d4%20" + "d5%20".repeat(3000)).pgn().trim());
        assertNull(UrlState.parse(PAGE).pgn());
    }

    @Test
    void otherQueryDropsGameParametersToo() {
        assertEquals("build=js&x=1", UrlState.parse(PAGE + "?g=B1&build=js&pgn=1.e4&x=1").otherQuery());
    }

    @Test
    void addressOfAGameCarriesTheCodeAndTheSettings() {
        GameTree tree = new GameTree();
        MoveNode node = tree.root();
        for (String san : "e4 e5 Nf3 Nc6 Bb5".split(" ")) {
            node = tree.play(node, San.parse(tree.boardAt(node), san));
        }
        MoveNode d6 = tree.play(tree.root().next().next().next(), San.parse(
                tree.boardAt(tree.root().next().next().next()), "d6"));
        d6.setComment("Philidor's idea");
        tree.setTag("White", "Me");
        UrlState u = UrlState.parse(PAGE + "?build=js#fen=old&play=white");
        String address = u.addressOf(tree, d6, true, PlayMode.BLACK, 4);
        String code = TreeCodec.encode(tree, d6);
        assertEquals(PAGE + "?build=js#g=" + code + "&flip=1&play=black&level=4", address);
        UrlState back = UrlState.parse(address);
        assertTrue(back.flipped());
        assertEquals(PlayMode.BLACK, back.play());
        assertEquals(4, back.level());
        assertNull(back.fen());
        DecodedGame game = TreeCodec.decode(back.game());
        assertEquals("", game.problem());
        assertEquals("Philidor's idea", game.current().comment());
        assertEquals("d6", game.current().san());
        assertEquals("Me", game.tree().tag("White"));
        assertEquals(PAGE + "#g=" + code, UrlState.parse(PAGE).addressOf(tree, d6, false, PlayMode.HUMANS, 3));
    }
}
