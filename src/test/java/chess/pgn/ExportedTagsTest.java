package chess.pgn;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The list tags read back from the app's own PGN are those the file scanner finds in it. */
class ExportedTagsTest {
    private static PgnGameEntry scanned(String pgn) {
        List<PgnGameEntry> games = new PgnScanner(pgn).scanAll();
        assertEquals(1, games.size(), pgn);
        return games.get(0);
    }

    @Test
    void theSameTagsAsTheScanner() {
        String longValue = "x".repeat(TagPair.MAX_LENGTH - 12);
        for (String value : List.of("Anna", "", "a \"quoted\" name", "back\\slash\\", "line\nbreak\r", "Ωmega 名人",
                "[%clk 1:00:00]", "] [White \"not\"]", longValue, longValue + "xxx", longValue.substring(3))) {
            GameTree tree = PgnReader.read("1. e4 *").tree();
            tree.setTag("White", value);
            tree.setTag("Black", value + "b");
            tree.setTag("Opening", value);
            tree.setTag("ECO", "B01");
            tree.setTag("Event", value);
            tree.setTag("Date", "2024.01.20");
            tree.setResult("1-0");
            String pgn = PgnExport.write(tree);
            PgnGameEntry expected = scanned(pgn);
            PgnGameEntry actual = ExportedTags.of(pgn);
            assertEquals(expected.white(), actual.white(), value);
            assertEquals(expected.black(), actual.black(), value);
            assertEquals(expected.result(), actual.result(), value);
            assertEquals(expected.event(), actual.event(), value);
            assertEquals(expected.date(), actual.date(), value);
            assertEquals(expected.opening(), actual.opening(), value);
            assertEquals(expected.eco(), actual.eco(), value);
        }
    }

    @Test
    void missingTagsAreNull() {
        PgnGameEntry tags = ExportedTags.of(PgnExport.write(new GameTree()));
        assertEquals("?", tags.white(), "the roster is always written");
        assertEquals(null, tags.opening());
        assertEquals(null, tags.eco());
        assertEquals("*", tags.result());
    }
}
