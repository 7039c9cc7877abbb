package chess.link;

/**
 * CRC-12 (polynomial x^12 + x^11 + x^3 + x^2 + x + 1) over six-bit digits: the check of each block of a game
 * link. It catches every change of one or two neighbouring digits and misses other damage once in 4096.
 */
final class Crc12 {
    private static final int POLYNOMIAL = 0x80F;
    static final int INITIAL = 0xFFF;

    private Crc12() {
    }

    /** The check after one more digit (0..63, fed highest bit first). */
    static int update(int crc, int digit) {
        int c = crc;
        for (int i = 5; i >= 0; i--) {
            int top = (c >> 11 & 1) ^ (digit >> i & 1);
            c = c << 1 & 0xFFF;
            if (top != 0) {
                c ^= POLYNOMIAL;
            }
        }
        return c;
    }
}
