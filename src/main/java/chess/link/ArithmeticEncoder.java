package chess.link;

/**
 * Arithmetic coding into a {@link BitWriter}, with 16-bit ints only (the browser build has no fast longs): the
 * classic scheme that narrows a [low, high] interval per symbol, sends a bit as soon as the interval lies in one
 * half, and defers the bit while it straddles the middle. Symbol frequencies may total at most
 * {@link #MAX_TOTAL}, which keeps every product below 2^30.
 */
final class ArithmeticEncoder {
    static final int CODE_BITS = 16;
    static final int TOP = (1 << CODE_BITS) - 1;
    static final int HALF = 1 << (CODE_BITS - 1);
    static final int QUARTER = 1 << (CODE_BITS - 2);
    /** The largest total of frequencies: every symbol of it still gets a non-empty slice of any interval. */
    static final int MAX_TOTAL = QUARTER;

    private final BitWriter out;
    private int low;
    private int high = TOP;
    private int pending;

    ArithmeticEncoder(BitWriter out) {
        this.out = out;
    }

    /** Codes a symbol that takes the slice [cumLow, cumHigh) of {@code total}. */
    void encode(int cumLow, int cumHigh, int total) {
        int range = high - low + 1;
        high = low + range * cumHigh / total - 1;
        low = low + range * cumLow / total;
        while (true) {
            if (high < HALF) {
                emit(0);
            } else if (low >= HALF) {
                emit(1);
                low -= HALF;
                high -= HALF;
            } else if (low >= QUARTER && high < HALF + QUARTER) {
                pending++;
                low -= QUARTER;
                high -= QUARTER;
            } else {
                break;
            }
            low <<= 1;
            high = high << 1 | 1;
        }
    }

    /**
     * Ends the code with the two bits or so that pin a quarter inside the final interval, so that whatever follows
     * (the reader gets zeros after the end) decodes the same.
     */
    void finish() {
        pending++;
        emit(low < QUARTER ? 0 : 1);
    }

    private void emit(int bit) {
        out.writeBit(bit);
        for (; pending > 0; pending--) {
            out.writeBit(1 - bit);
        }
    }
}
