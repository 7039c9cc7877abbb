package chess.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import chess.link.TreeCodec;
import chess.pgn.PgnExport;
import chess.pgn.PgnGame;
import chess.pgn.PgnGameEntry;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The page's way to read PGN (a second script answering in text: {@link TextPgnDoor} over {@link PgnDoorService})
 * gives the app what reading at once ({@link DirectPgnDoor}) gives: the same games listed, the same trees, problems
 * and outlines, whatever the tags, comments and damage.
 */
class PgnDoorTest {
    private static final String FILE = "[Event \"Club \\\"open\\\"\"]\n[White \"Anna \\\\ Ångström\"]\n[Black \"\"]\n"
            + "[Result \"1-0\"]\n[ECO \"C60\"]\n[Opening \"Ruy: 3:1!\"]\n\n"
            + "{Before} 1. e4 $1 e5 {open [%clk 0:05:00] [%cal Gd2d4,Rg1f3]} (1... c5 $5 2. Nf3 (2. c3) d6) "
            + "2. Nf3 Nc6 3. Bb5 a6 1-0\n\n"
            + "[White \"Setup\"]\n[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/4P3/4K3 w - - 0 1\"]\n\n1. e4 Kd7 *\n\n"
            + "[White \"Illegal\"]\n\n1. e4 e5 2. Ke3 Nf6 *\n\n"
            + "[White \"Null move\"]\n\n1. e4 -- 2. d4 *\n\n"
            + "[White \"Nothing\"]\n\n1. e5 *\n\n"
            + "1. d4 d5 2. c4 1/2-1/2\n";

    private static final PgnDoor DIRECT = new DirectPgnDoor();

    private static PgnDoor text() {
        return new TextPgnDoor(new PgnDoorService()::answer, TextPgnDoor.AT_ONCE);
    }

    private static void assertSameGame(PgnGame expected, PgnGame actual) {
        assertEquals(expected.failed(), actual.failed());
        assertEquals(expected.problems(), actual.problems());
        assertEquals(expected.tree().moveCount(), actual.tree().moveCount());
        assertEquals(PgnExport.write(expected.tree()), PgnExport.write(actual.tree()));
    }

    @Test
    void aFileIsListedAndReadAsAtOnce() {
        for (int slice : new int[] {7, 100, 1_000_000}) {
            PgnDoor.Listing direct = DIRECT.list(FILE);
            PgnDoor.Listing text = text().list(FILE);
            boolean done = false;
            while (!done) {
                done = direct.scan(slice);
                assertEquals(done, text.scan(slice), "slice " + slice);
                assertEquals(direct.found(), text.found(), "games so far");
            }
            List<PgnGameEntry> games = direct.games();
            assertEquals(6, games.size());
            assertEquals(games, text.games(), "the same entries: places and tags");
            for (PgnGameEntry entry : games) {
                assertSameGame(direct.read(entry), text.read(entry));
                assertEquals(direct.outline(entry), text.outline(entry), entry.toString());
                assertEquals(FILE.substring(entry.start(), entry.end()), text.text(entry), "the game's own text");
            }
            assertTrue(text.text(games.get(0)).startsWith("[Event \"Club"), text.text(games.get(0)));
            assertTrue(text.text(games.get(0)).endsWith("3. Bb5 a6 1-0"), text.text(games.get(0)));
            text.close();
        }
        assertEquals("Anna \\ Ångström", text().readFirst(FILE).tree().tag("White"));
    }

    @Test
    void aLongTextHandedOverInPiecesIsListedAsAtOnce() {
        PgnDoorService service = new PgnDoorService();
        PgnDoor pieces = new TextPgnDoor(service::answer, TextPgnDoor.AT_ONCE, 50);
        PgnDoor.Listing abandoned = pieces.list(FILE.replace("Anna", "Zoe"));
        assertEquals(false, abandoned.scan(100), "a piece handed over");
        PgnDoor.Listing text = pieces.list(FILE); // the unfinished staging above is not part of this text
        int slices = 0;
        while (!text.scan(100)) {
            slices++;
        }
        assertTrue(slices >= FILE.length() / 50, "one piece per slice first: " + slices);
        List<PgnGameEntry> games = DIRECT.list(FILE).games();
        PgnDoor.Listing direct = DIRECT.list(FILE);
        direct.scan(Integer.MAX_VALUE);
        assertEquals(direct.games(), text.games());
        for (PgnGameEntry entry : direct.games()) {
            assertSameGame(direct.read(entry), text.read(entry));
        }
        assertTrue(games.isEmpty(), "nothing is listed before a scan");
    }

    @Test
    void aTextThePageStagedItselfIsOpenedByTheFirstSliceAndListedAsAtOnce() {
        PgnDoorService service = new PgnDoorService();
        service.answer("stage", FILE, "first"); // as the page does with a file's text, outside the app
        PgnDoor.Listing staged = new TextPgnDoor(service::answer, TextPgnDoor.AT_ONCE).listStaged(FILE.length());
        assertEquals(0, staged.found(), "nothing read before the first slice");
        assertFalse(staged.scan(100), "the first slice opens the text");
        while (!staged.scan(100)) {
            assertTrue(staged.found() <= 6);
        }
        PgnDoor.Listing direct = DIRECT.list(FILE);
        direct.scan(Integer.MAX_VALUE);
        assertEquals(direct.games(), staged.games());
        for (PgnGameEntry entry : direct.games()) {
            assertSameGame(direct.read(entry), staged.read(entry));
            assertEquals(direct.text(entry), staged.text(entry));
        }
        assertThrows(UnsupportedOperationException.class, () -> DIRECT.listStaged(10),
                "only a reader elsewhere has staged texts");
    }

    @Test
    void theFirstGameOfATextAndATextWithoutOne() {
        for (String pgn : List.of(FILE, "1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7#", "", "hello", "1. e4 e5 2. Ke3")) {
            assertSameGame(DIRECT.readFirst(pgn), text().readFirst(pgn));
        }
        PgnGame none = text().readFirst("");
        assertTrue(none.failed());
        assertEquals("there is no game in the text", none.error().message());
    }

    @Test
    void aGameLargerThanALinkMayHoldComesThroughWhole() {
        StringBuilder pgn = new StringBuilder("[White \"Long\"]\n\n");
        String[] moves = {"Nf3 Nf6 Ng1 Ng8", "Nc3 Nc6 Nb1 Nb8"};
        int seed = 12345;
        int move = 1;
        for (int i = 0; i < 100; i++) {
            for (String san : moves[i % 2].split(" ")) {
                StringBuilder comment = new StringBuilder();
                for (int c = 0; c < 600; c++) { // letters a text model cannot guess: a long code
                    seed = seed * 1103515245 + 12345;
                    comment.append((char) ('a' + ((seed >>> 16) & 0x7fff) % 26));
                }
                pgn.append(move % 2 == 1 ? (move + 1) / 2 + ". " : "").append(san).append(" {").append(comment)
                        .append("} ");
                move++;
            }
        }
        pgn.append("*\n");
        PgnGame direct = DIRECT.readFirst(pgn.toString());
        assertTrue(TreeCodec.encode(direct.tree(), null).length() > TreeCodec.MAX_CODE_CHARS,
                "the test's game is longer than a link's code");
        assertSameGame(direct, text().readFirst(pgn.toString()));
    }

    @Test
    void fieldsCarryAnyText() {
        String odd = "12:ab!:\n\u0000é";
        String message = PgnDoorText.fields(odd, null, "", "!", "3:x");
        PgnDoorText.Fields f = new PgnDoorText.Fields(message);
        assertEquals(odd, f.next());
        assertNull(f.next());
        assertEquals("", f.next());
        assertEquals("!", f.next());
        assertEquals("3:x", f.next());
        assertTrue(!f.more());
        assertNull(new PgnDoorText.Fields("99:short").next(), "a field longer than the text is missing, not thrown");
        assertEquals(-1, new PgnDoorText.Fields("2:ab").number());
    }

    @Test
    void theReaderKeepsAFewTextsAndAnswersNothingForOthers() {
        PgnDoorService service = new PgnDoorService();
        String first = service.answer("open", FILE, "");
        for (int i = 0; i < PgnDoorService.MAX_TEXTS; i++) {
            service.answer("open", FILE, "");
        }
        assertEquals("", service.answer("scan", first, "100"), "the oldest text was let go");
        assertEquals("", service.answer("read", "nope", "1"));
        assertEquals("", service.answer("what", "", ""));
        PgnGame lost = PgnDoorText.readGame("", new PgnGameEntry(3, 0, 0, 7, 1, null, null, null, null, null, null,
                null));
        assertTrue(lost.failed() && lost.tree().moveCount() == 0);
        assertEquals(7, lost.error().line());
    }
}
