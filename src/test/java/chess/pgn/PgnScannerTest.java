package chess.pgn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Splitting a text into games and listing their tags, whole or in slices. */
class PgnScannerTest {
    private static final String THREE = "[Event \"Open\"]\n[Site \"Here\"]\n[Date \"2024.01.02\"]\n[White \"Carlsen\"]\n"
            + "[Black \"Nakamura\"]\n[Result \"1-0\"]\n[ECO \"C65\"]\n[Opening \"Ruy Lopez\"]\n\n"
            + "1. e4 e5 2. Nf3 Nc6 3. Bb5 Nf6 {Berlin [White \"not a tag\"]} 1-0\n\n"
            + "[Event \"Second\"]\n[White \"A \\\"quoted\\\" name\"]\n\n1. d4 (1. c4 1-0) d5 *\n"
            + "1. c4 ; no tags 1-0\n1/2-1/2\n";

    @Test
    void gamesWithTheirPlacesAndListTags() {
        List<PgnGameEntry> games = new PgnScanner(THREE).scanAll();
        assertEquals(3, games.size(), games.toString());
        PgnGameEntry first = games.get(0);
        assertEquals(1, first.number());
        assertEquals(0, first.start());
        assertEquals(THREE.indexOf("1-0\n\n") + 3, first.end(), "ends after its result");
        assertEquals(1, first.line());
        assertEquals("Carlsen", first.white());
        assertEquals("Nakamura", first.black());
        assertEquals("1-0", first.result());
        assertEquals("Open", first.event());
        assertEquals("2024.01.02", first.date());
        assertEquals("Ruy Lopez", first.opening());
        assertEquals("C65", first.eco());

        PgnGameEntry second = games.get(1);
        assertEquals(THREE.indexOf("[Event \"Second\""), second.start());
        assertEquals(12, second.line());
        assertEquals("A \"quoted\" name", second.white());
        assertNull(second.black(), "a missing tag is null");
        assertEquals(THREE.indexOf("d5 *") + 4, second.end(), "a result inside a variation does not end the game");

        PgnGameEntry third = games.get(2);
        assertEquals(THREE.indexOf("1. c4 ;"), third.start(), "a game without tags starts at its first move");
        assertEquals(16, third.line());
        assertEquals(1, third.column());
        assertEquals(THREE.length() - 1, third.end(), "a ';' comment hides its '1-0': the game ends on the next line");
        GameTree tree = PgnReader.read(THREE, third).tree();
        assertEquals("no tags 1-0", tree.root().next().comment());
        assertEquals("1/2-1/2", tree.result());
    }

    @Test
    void scanningInSlicesOfAnySizeFindsTheSameGames() {
        List<PgnGameEntry> whole = new PgnScanner(THREE).scanAll();
        for (int slice : new int[] {1, 2, 3, 7, 64, 1000}) {
            PgnScanner scanner = new PgnScanner(THREE);
            int calls = 0;
            while (!scanner.scan(slice)) {
                calls++;
                assertTrue(scanner.position() <= THREE.length());
            }
            assertTrue(scanner.done());
            assertEquals(whole, scanner.games(), "slice " + slice);
            if (slice == 1) {
                assertTrue(calls >= THREE.length() - 200, "a slice of one looks at about one character");
            }
        }
    }

    @Test
    void aGameWithoutAResultEndsWhereATagLineStarts() {
        String text = "[Event \"a\"]\n1. e4 e5\n[Event \"b\"]\n[Site \"s\"]\n1. d4\n";
        List<PgnGameEntry> games = new PgnScanner(text).scanAll();
        assertEquals(2, games.size());
        assertEquals(text.indexOf("[Event \"b\"]"), games.get(0).end());
        assertEquals("b", games.get(1).event());
        assertEquals(text.length(), games.get(1).end());
    }

    @Test
    void anUnclosedCommentEndsAtALineThatIsATagPair() {
        String text = "[Event \"a\"]\n1. e4 {oops\n[not a tag line\n[Event \"b\"]\n1. d4 *\n";
        List<PgnGameEntry> games = new PgnScanner(text).scanAll();
        assertEquals(2, games.size());
        assertEquals("b", games.get(1).event());
        assertEquals(4, games.get(1).line());
    }

    @Test
    void escapeLinesCommentsBetweenGamesAndTagsInsideCommentsAreNotGames() {
        String text = "\uFEFF% exported by a tool\n[Event \"a\"]\n1. e4 {\n[Event \"in a comment\"] } 1-0\n"
                + "{a remark between games}\n\n[Event \"b\"]\n1. d4 *";
        List<PgnGameEntry> games = new PgnScanner(text).scanAll();
        assertEquals(2, games.size(), games.toString());
        assertEquals("a", games.get(0).event());
        assertEquals(2, games.get(0).line());
        assertEquals("b", games.get(1).event());
    }

    @Test
    void aCommentBeforeAGameWithoutTagsBelongsToIt() {
        String text = "{Annotated by me} 1. e4 *";
        List<PgnGameEntry> games = new PgnScanner(text).scanAll();
        assertEquals(0, games.get(0).start());
        assertEquals("Annotated by me", PgnReader.read(text, games.get(0)).tree().root().comment());
    }

    @Test
    void emptyBlankAndBrokenTextsEndTheScan() {
        assertTrue(new PgnScanner("").scan(10));
        assertTrue(new PgnScanner(null).scanAll().isEmpty());
        assertTrue(new PgnScanner("  \r\n\n").scanAll().isEmpty());
        List<PgnGameEntry> broken = new PgnScanner("[Event \"never closed\n1. e4 *").scanAll();
        assertEquals(1, broken.size());
        assertNull(broken.get(0).event(), "a broken tag is not listed");
        PgnScanner unfinished = new PgnScanner("[Event \"x\"]\n1. e4 {never closed");
        assertFalse(unfinished.scan(5));
        assertEquals(1, unfinished.scanAll().size());
    }

    @Test
    void entriesHoldOffsetsNotTheGameText() {
        String text = "[Event \"x\"]\n1. e4 {" + "long comment ".repeat(10_000) + "} *";
        PgnGameEntry entry = new PgnScanner(text).scanAll().get(0);
        assertEquals(text.length(), entry.end());
        assertTrue(entry.toString().length() < 300, "nothing of the movetext is kept");
    }
}
