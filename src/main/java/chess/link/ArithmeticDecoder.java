package chess.link;

/**
 * Reads what an {@link ArithmeticEncoder} wrote: {@link #target} tells where in the frequencies the code points,
 * the caller finds the symbol there and {@link #consume}s its slice. Any bits at all decode to some symbols (the
 * code value always stays inside the interval), so damaged input cannot make it fail; the caller limits how much
 * it reads.
 */
final class ArithmeticDecoder {
    private static final int CODE_BITS = ArithmeticEncoder.CODE_BITS;
    private static final int TOP = ArithmeticEncoder.TOP;
    private static final int HALF = ArithmeticEncoder.HALF;
    private static final int QUARTER = ArithmeticEncoder.QUARTER;

    private final BitReader in;
    private int low;
    private int high = TOP;
    private int value;

    ArithmeticDecoder(BitReader in) {
        this.in = in;
        value = in.read(CODE_BITS);
    }

    /** A number in [0, total): the symbol whose slice holds it is the one coded. */
    int target(int total) {
        int range = high - low + 1;
        int t = ((value - low + 1) * total - 1) / range;
        return Math.max(0, Math.min(total - 1, t));
    }

    /** Takes the decoded symbol's slice [cumLow, cumHigh) of {@code total}, as the encoder did. */
    void consume(int cumLow, int cumHigh, int total) {
        int range = high - low + 1;
        high = low + range * cumHigh / total - 1;
        low = low + range * cumLow / total;
        while (true) {
            if (high < HALF) {
                // both in the lower half: nothing to subtract
            } else if (low >= HALF) {
                low -= HALF;
                high -= HALF;
                value -= HALF;
            } else if (low >= QUARTER && high < HALF + QUARTER) {
                low -= QUARTER;
                high -= QUARTER;
                value -= QUARTER;
            } else {
                break;
            }
            low <<= 1;
            high = high << 1 | 1;
            value = value << 1 | in.readBit();
        }
    }
}
