package chess.app;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class Utf8Test {
    private static String decode(int... bytes) {
        return Utf8.decode(bytes, bytes.length);
    }

    @Test
    void encodesLikeTheJdk() {
        for (String s : new String[] {"a", "é", "€", "\uD83D\uDE00", "\u07FF", "\uFFFF"}) {
            byte[] expected = s.getBytes(StandardCharsets.UTF_8);
            int[] actual = Utf8.encode(s.codePointAt(0));
            int[] wanted = new int[expected.length];
            for (int i = 0; i < expected.length; i++) {
                wanted[i] = expected[i] & 0xff;
            }
            assertArrayEquals(wanted, actual, s);
            assertEquals(s, Utf8.decode(actual, actual.length));
        }
    }

    @Test
    void malformedBytesBecomeReplacementCharacters() {
        assertEquals("\uFFFD", decode(0xFF));
        assertEquals("\uFFFDa", decode(0xC3, 'a'));          // truncated sequence
        assertEquals("\uFFFD\uFFFD", decode(0xC0, 0x80));    // C0 never starts a sequence
        assertEquals("\uFFFD", decode(0xED, 0xA0, 0x80));    // surrogate
        assertEquals("\uFFFD\uFFFD", decode(0x80, 0x80));    // stray continuation bytes
        assertEquals("a\uFFFD", decode('a', 0xE2, 0x82));    // cut at the end
    }

    @Test
    void urlRoundTripOfUnusualText() {
        String text = "<é \uD83D\uDE00>";
        assertEquals(text.replace(' ', '_'), UrlState.decode(UrlState.fenForUrl(text)));
    }
}
