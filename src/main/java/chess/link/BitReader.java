package chess.link;

/**
 * Reads what a {@link BitWriter} wrote, from digits of which only the first {@code goodBits} bits are trusted.
 * Reading past them never fails: it gives zero bits and marks the reader as {@link #overran() overrun}, so a
 * decoder can keep whatever it finished reading before that point.
 */
final class BitReader {
    /** Gamma codes with more leading zeros than this are damage, not counts. */
    private static final int MAX_COUNT_WIDTH = 30;

    private final int[] digits;
    private final int goodBits;
    private int position;
    private boolean overran;

    BitReader(int[] digits, int goodBits) {
        this.digits = digits;
        this.goodBits = Math.min(goodBits, digits.length * 6);
    }

    int readBit() {
        if (position >= goodBits) {
            overran = true;
            position++;
            return 0;
        }
        int bit = digits[position / 6] >> (5 - position % 6) & 1;
        position++;
        return bit;
    }

    /** {@code count} bits (0..31) as a number, the first read the highest. */
    int read(int count) {
        int value = 0;
        for (int i = 0; i < count; i++) {
            value = value << 1 | readBit();
        }
        return value;
    }

    /** A value written by {@link BitWriter#writeChoice}; it may be size or more when the link is damaged. */
    int readChoice(int size) {
        return read(BitWriter.widthFor(size));
    }

    /** A count written by {@link BitWriter#writeCount}, or -1 when the bits cannot be one (or run out). */
    int readCount() {
        int zeros = 0;
        while (readBit() == 0) {
            zeros++;
            if (zeros > MAX_COUNT_WIDTH || overran) {
                return -1;
            }
        }
        int v = 1;
        for (int i = 0; i < zeros; i++) {
            v = v << 1 | readBit();
        }
        return overran ? -1 : v - 1;
    }

    /** True once a read went past the trusted bits. */
    boolean overran() {
        return overran;
    }

    /** How many bits were read past the trusted ones. */
    int overrunBits() {
        return Math.max(0, position - goodBits);
    }

    /** Bits read so far, counting those read past the end. */
    int position() {
        return position;
    }
}
