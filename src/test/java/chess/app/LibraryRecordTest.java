package chess.app;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

/** The stored metadata text: written and read back, its version, damage; the list's dates and search words. */
class LibraryRecordTest {
    private static final LibraryEntry ENTRY = new LibraryEntry("k1-x", 3, "Final", 1_700_000_000_123.0,
            1_700_000_100_000.0, "Anna\tB", "Engine level 3", "1-0", "C50 Italian Game", 23, "played");

    @Test
    void aRecordReadsBackAsWritten() throws Exception {
        String text = LibraryRecord.write(ENTRY);
        assertEquals("chess-library 1\ncreated 1700000000123\nupdated 1700000100000\nwhite Anna B\n"
                + "black Engine level 3\nresult 1-0\nopening C50 Italian Game\nmoves 23\nsource played\n", text);
        LibraryEntry back = LibraryRecord.read("k1-x", 3, "Final", text);
        assertEquals(new LibraryEntry("k1-x", 3, "Final", 1_700_000_000_123.0, 1_700_000_100_000.0, "Anna B",
                "Engine level 3", "1-0", "C50 Italian Game", 23, "played"), back);
    }

    @Test
    void unknownKeysAreSkippedAndDamageOrANewerFormatIsRefusedWithTheReason() throws Exception {
        String withMore = LibraryRecord.write(ENTRY) + "clock 5+3\n";
        assertEquals(23, LibraryRecord.read("a", 1, "", withMore).moves());
        assertEquals("it was written by a newer version of the app (format 2)", reason("chess-library 2\n"));
        assertEquals("it is not a saved game's record", reason("{\"garbage\": 1}"));
        assertEquals("its format number is damaged", reason("chess-library x\n"));
        assertEquals("its move count is missing or damaged",
                reason("chess-library 1\ncreated 1\nupdated 2\nmoves -4\n"));
        assertEquals("its date is missing or damaged", reason("chess-library 1\nupdated 2\nmoves 4\n"));
        assertThrows(LibraryRecord.Unreadable.class, () -> LibraryRecord.read(null, 1, "", "chess-library 1\n"));
    }

    @Test
    void datesAreLocalTime() {
        assertEquals("1970-01-01 00:00", LibraryDates.text(0, 0));
        assertEquals("2023-11-14 23:13", LibraryDates.text(1_700_000_000_000.0, 60));
        assertEquals("2024-02-29 23:59", LibraryDates.text(1_709_251_140_000.0, 0));
        assertEquals("2024-03-01 01:59", LibraryDates.text(1_709_251_140_000.0, 120));
    }

    @Test
    void searchWordsAreSplitOnSpaces() {
        assertArrayEquals(new String[] {"anna", "1-0"}, LibraryList.words("  anna \t 1-0 "));
        assertArrayEquals(new String[0], LibraryList.words("   "));
    }

    private static String reason(String text) {
        return assertThrows(LibraryRecord.Unreadable.class, () -> LibraryRecord.read("id", 1, "", text))
                .getMessage();
    }
}
