package chess.nnue;

/**
 * The network's 768 inputs: one per (relative colour, piece type, square) as seen from one perspective. From
 * White's perspective a piece of colour {@code c} (0 White, 1 Black), type {@code t} (1 pawn .. 6 king) on square
 * {@code s} (a1 = 0 .. h8 = 63) is {@code c*384 + (t-1)*64 + s}; Black sees the board flipped vertically
 * ({@code s ^ 56}) with the colours swapped, so both perspectives share one weight matrix.
 *
 * <p>Positions are stored as White's feature list only: the other perspective and the left-right mirror are
 * bit operations on each index.
 */
public final class Features {
    public static final int INPUTS = 768;
    public static final int BUCKETS = 8;
    /** Features of one relative colour: 6 piece types times 64 squares. */
    private static final int PER_COLOUR = 384;

    private Features() {
    }

    /** The feature of a piece seen from {@code perspective} (0 White, 1 Black). */
    public static int index(int perspective, int colour, int type, int square) {
        int s = perspective == 1 ? square ^ 56 : square;
        int relative = colour == perspective ? 0 : 1;
        return relative * PER_COLOUR + (type - 1) * 64 + s;
    }

    /** White's feature as Black sees it (and back: the map is its own inverse). */
    public static int flip(int whiteFeature) {
        int swapped = whiteFeature < PER_COLOUR ? whiteFeature + PER_COLOUR : whiteFeature - PER_COLOUR;
        return swapped ^ 56; // the square is the low 6 bits: rank bits 3..5
    }

    /** The same feature with the board mirrored left-right (file a <-> h): the file is the low 3 bits. */
    public static int mirror(int feature) {
        return feature ^ 7;
    }

    /** Output bucket by the number of pieces on the board (kings and pawns included). */
    public static int bucket(int pieceCount) {
        return Math.max(0, Math.min(BUCKETS - 1, (pieceCount - 2) / 4));
    }
}
