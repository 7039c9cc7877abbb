package chess.link;

import java.util.Arrays;

/**
 * Collects bits, most significant first, six to a digit (the link's unit, see {@link Base64Url}); the last digit
 * is padded with zero bits.
 */
final class BitWriter {
    private int[] digits = new int[64];
    private int bitCount;

    void writeBit(int bit) {
        int index = bitCount / 6;
        if (index == digits.length) {
            digits = Arrays.copyOf(digits, index * 2);
        }
        if (bit != 0) {
            digits[index] |= 1 << (5 - bitCount % 6);
        }
        bitCount++;
    }

    /** The low {@code count} bits of {@code value} (count 0..31), the highest first. */
    void write(int value, int count) {
        for (int i = count - 1; i >= 0; i--) {
            writeBit(value >>> i & 1);
        }
    }

    /** A value 0..size-1 in {@link #widthFor}(size) bits: nothing at all when there is only one choice. */
    void writeChoice(int value, int size) {
        write(value, widthFor(size));
    }

    /**
     * A count 0..2^30-2 as the Elias gamma code of count + 1: small counts, the usual ones, are short (0 takes one
     * bit, 1..2 three, 3..6 five).
     */
    void writeCount(int count) {
        int v = count + 1;
        int width = 32 - Integer.numberOfLeadingZeros(v);
        write(0, width - 1);
        write(v, width);
    }

    int bitCount() {
        return bitCount;
    }

    /** The digits written so far (values 0..63). */
    int[] digits() {
        return Arrays.copyOf(digits, (bitCount + 5) / 6);
    }

    /** Bits needed for a value 0..size-1: ceil(log2(size)), 0 for size 1. */
    static int widthFor(int size) {
        return size <= 1 ? 0 : 32 - Integer.numberOfLeadingZeros(size - 1);
    }
}
