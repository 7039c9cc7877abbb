package chess.core;

/**
 * Random keys for incremental position hashing. A hash is two independent 32-bit halves instead of one
 * {@code long}, because TeaVM's JavaScript output emulates 64-bit arithmetic slowly.
 *
 * <p>Keys come from a fixed-seed generator written here (not {@code java.util.Random}, whose {@code nextInt}
 * differs under TeaVM), so hashes are identical on the JVM and in the browser.
 */
final class Zobrist {
    static final int[] PIECE_LO = new int[Piece.CODE_LIMIT * Square.LIMIT];
    static final int[] PIECE_HI = new int[Piece.CODE_LIMIT * Square.LIMIT];
    static final int[] CASTLING_LO = new int[16];
    static final int[] CASTLING_HI = new int[16];
    static final int[] EP_FILE_LO = new int[8];
    static final int[] EP_FILE_HI = new int[8];
    static final int SIDE_LO;
    static final int SIDE_HI;
    /**
     * Chess960: a key per castling right (index as in "KQkq") and file of its rook, xored into that right's key
     * when the rook is not on the standard file (h for K and k, a for Q and q). Drawn after all other keys, so
     * those keep their values; a standard position hashes the same in both variants.
     */
    static final int[] CASTLING_FILE_LO = new int[4 * 8];
    static final int[] CASTLING_FILE_HI = new int[4 * 8];

    private static int state = 0x9E3779B9;

    static {
        for (int i = 0; i < PIECE_LO.length; i++) {
            PIECE_LO[i] = next();
            PIECE_HI[i] = next();
        }
        // Castling keys are per right and combined by xor, so a rights change is one xor of old ^ new.
        int[] rightLo = new int[4];
        int[] rightHi = new int[4];
        for (int r = 0; r < 4; r++) {
            rightLo[r] = next();
            rightHi[r] = next();
        }
        for (int rights = 0; rights < 16; rights++) {
            for (int r = 0; r < 4; r++) {
                if ((rights & 1 << r) != 0) {
                    CASTLING_LO[rights] ^= rightLo[r];
                    CASTLING_HI[rights] ^= rightHi[r];
                }
            }
        }
        for (int f = 0; f < 8; f++) {
            EP_FILE_LO[f] = next();
            EP_FILE_HI[f] = next();
        }
        SIDE_LO = next();
        SIDE_HI = next();
        for (int i = 0; i < CASTLING_FILE_LO.length; i++) {
            CASTLING_FILE_LO[i] = next();
            CASTLING_FILE_HI[i] = next();
        }
    }

    private Zobrist() {
    }

    /** A 32-bit mixing generator (splitmix-style): good spread, int arithmetic only. */
    private static int next() {
        state += 0x9E3779B9;
        int z = state;
        z = (z ^ (z >>> 16)) * 0x85EBCA6B;
        z = (z ^ (z >>> 13)) * 0xC2B2AE35;
        return z ^ (z >>> 16);
    }
}
