package chess.link;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import org.junit.jupiter.api.Test;

class LinkEnvelopeTest {
    private static int[] payload(int length) {
        int[] p = new int[length];
        for (int i = 0; i < length; i++) {
            p[i] = (i * 37 + 11) & 63;
        }
        return p;
    }

    @Test
    void wrapsAndOpensEveryLength() {
        for (int n = 1; n < 400; n++) {
            int[] p = payload(n);
            String code = LinkEnvelope.wrap(p);
            assertEquals('B', code.charAt(0), "format 1");
            LinkEnvelope e = LinkEnvelope.open(code, 100_000);
            assertTrue(e.complete(), "length " + n);
            assertArrayEquals(p, e.payload);
            assertEquals(n * 6, e.goodBits);
            assertEquals(0, e.extraChars);
        }
    }

    @Test
    void aCutCodeKeepsEveryDigitBeforeTheCut() {
        int[] p = payload(300);
        String code = LinkEnvelope.wrap(p);
        for (int len = 4; len < code.length(); len++) {
            LinkEnvelope e = LinkEnvelope.open(code.substring(0, len), 100_000);
            assertNull(e.fatal, "length " + len);
            assertTrue(e.cutShort, "length " + len);
            int good = e.goodBits / 6;
            int checksBefore = 2 * (len / LinkEnvelope.BLOCK);
            int headerDigits = 3; // format and two length digits
            assertTrue(good >= len - headerDigits - checksBefore - 2 && good <= len - headerDigits,
                    "length " + len + " kept " + good);
            assertArrayEquals(Arrays.copyOf(p, good), Arrays.copyOf(e.payload, good));
        }
    }

    @Test
    void aChangedCharacterIsFoundInItsBlock() {
        int[] p = payload(300);
        String code = LinkEnvelope.wrap(p);
        for (int at = 3; at < code.length(); at++) {
            char c = code.charAt(at);
            char other = c == 'A' ? 'B' : 'A';
            String damaged = code.substring(0, at) + other + code.substring(at + 1);
            LinkEnvelope e = LinkEnvelope.open(damaged, 100_000);
            assertFalse(e.complete(), "at " + at);
            int block = at / LinkEnvelope.BLOCK;
            assertEquals(block * LinkEnvelope.BLOCK + 1, e.damagedFrom, "at " + at);
            assertTrue(e.damagedTo >= at + 1);
            int good = e.goodBits / 6;
            assertEquals(block == 0 ? 0 : block * LinkEnvelope.BLOCK_DATA - 3, good, "at " + at);
        }
    }

    @Test
    void fatalProblemsSayWhy() {
        assertEquals("The link has no game in it.", LinkEnvelope.open("", 10).fatal);
        assertEquals("The link has no game in it.", LinkEnvelope.open(null, 10).fatal);
        assertNotNull(LinkEnvelope.open("B".repeat(11), 10).fatal);
        assertTrue(LinkEnvelope.open("D" + "A".repeat(20), 100).fatal.contains("format 3"));
        assertTrue(LinkEnvelope.open("%41", 100).fatal.contains("starts with '%'"));
        assertEquals("The link is cut short: nothing could be loaded.", LinkEnvelope.open("B", 100).fatal);
        assertEquals("The link is cut short: nothing could be loaded.", LinkEnvelope.open("Bh", 100).fatal);
        assertTrue(LinkEnvelope.open("B_______", 100).fatal.contains("damaged at its start"));
    }

    @Test
    void extraCharactersAfterTheEndAreCounted() {
        String code = LinkEnvelope.wrap(payload(10));
        LinkEnvelope e = LinkEnvelope.open(code + ").", 100);
        assertEquals(2, e.extraChars);
        assertEquals(60, e.goodBits);
    }
}
