package chess.link;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class BitStreamTest {
    @Test
    void bitsChoicesAndCountsComeBack() {
        BitWriter out = new BitWriter();
        out.write(5, 3);
        out.writeChoice(19, 20);
        out.writeChoice(0, 1);
        int[] counts = {0, 1, 2, 3, 6, 7, 1000, (1 << 30) - 2};
        for (int c : counts) {
            out.writeCount(c);
        }
        out.write(-1, 31);
        BitReader in = new BitReader(out.digits(), out.bitCount());
        assertEquals(5, in.read(3));
        assertEquals(19, in.readChoice(20));
        assertEquals(0, in.readChoice(1));
        for (int c : counts) {
            assertEquals(c, in.readCount());
        }
        assertEquals(Integer.MAX_VALUE, in.read(31));
        assertFalse(in.overran());
        assertEquals(0, in.readBit());
        assertTrue(in.overran());
    }

    @Test
    void countWidthsAreEliasGamma() {
        int[][] widthOf = {{0, 1}, {1, 3}, {2, 3}, {3, 5}, {6, 5}, {7, 7}};
        for (int[] w : widthOf) {
            BitWriter out = new BitWriter();
            out.writeCount(w[0]);
            assertEquals(w[1], out.bitCount(), "count " + w[0]);
        }
        assertEquals(0, BitWriter.widthFor(1));
        assertEquals(1, BitWriter.widthFor(2));
        assertEquals(5, BitWriter.widthFor(32));
        assertEquals(6, BitWriter.widthFor(33));
    }

    @Test
    void damagedCountsAreRefusedNotTrusted() {
        BitReader zeros = new BitReader(new int[20], 120);
        assertEquals(-1, zeros.readCount(), "more than 30 leading zeros");
        BitReader cut = new BitReader(new int[] {0}, 4);
        assertEquals(-1, cut.readCount(), "ran out of bits");
        assertTrue(cut.overran());
    }

    @Test
    void base64UrlDigits() {
        for (int v = 0; v < 64; v++) {
            assertEquals(v, Base64Url.value(Base64Url.digit(v)));
        }
        for (char c : "+/=% .\u00e9".toCharArray()) {
            assertEquals(-1, Base64Url.value(c));
        }
    }
}
