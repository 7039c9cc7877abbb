package chess.core;

/**
 * The 960 starting positions of Chess960, numbered 0 to 959 as Reinhard Scharnagl numbered them (518 is the standard
 * position, 0 is {@code BBQNNRKR}). Number {@code n} places, on an empty back rank: the light-squared bishop on file
 * b, d, f or h by {@code n % 4}; the dark-squared bishop on a, c, e or g by {@code n / 4 % 4}; the queen on one of
 * the six free squares by {@code n / 16 % 6}; the two knights on two of the five free squares by {@code n / 96} (0
 * to 9, in the order NN---, N-N--, N--N-, N---N, -NN--, -N-N-, -N--N, --NN-, --N-N, ---NN); rook, king, rook on the
 * three squares left. Black mirrors White.
 */
public final class Chess960 {
    /** How many starting positions there are. */
    public static final int COUNT = 960;
    /** The number of the standard starting position. */
    public static final int STANDARD = 518;

    /** Knight placements on the five squares free after bishops and queen, indexed by {@code n / 96}. */
    private static final int[][] KNIGHTS = {
        {0, 1}, {0, 2}, {0, 3}, {0, 4}, {1, 2}, {1, 3}, {1, 4}, {2, 3}, {2, 4}, {3, 4}};

    private Chess960() {
    }

    /** White's back rank of position {@code n}, a to h in upper case: {@code "BBQNNRKR"} for 0. */
    public static String backRank(int n) {
        if (n < 0 || n >= COUNT) {
            throw new IllegalArgumentException("Chess960 positions are numbered 0 to 959, not " + n);
        }
        char[] rank = new char[8];
        rank[n % 4 * 2 + 1] = 'B';
        rank[n / 4 % 4 * 2] = 'B';
        placeOnFree(rank, n / 16 % 6, 'Q');
        int[] knights = KNIGHTS[n / 96];
        // The second knight's index counts free squares after the first one is placed.
        placeOnFree(rank, knights[1], 'N');
        placeOnFree(rank, knights[0], 'N');
        placeOnFree(rank, 0, 'R');
        placeOnFree(rank, 0, 'K');
        placeOnFree(rank, 0, 'R');
        return new String(rank);
    }

    /** Puts {@code piece} on the {@code index}-th (0-based) free square from the a-file. */
    private static void placeOnFree(char[] rank, int index, char piece) {
        int seen = 0;
        for (int file = 0; file < 8; file++) {
            if (rank[file] == 0 && seen++ == index) {
                rank[file] = piece;
                return;
            }
        }
        throw new IllegalStateException("no free square " + index);
    }

    /** The FEN of position {@code n} with X-FEN castling rights: {@code KQkq}, white to move, move 1. */
    public static String startFen(int n) {
        String white = backRank(n);
        return white.toLowerCase() + "/pppppppp/8/8/8/8/PPPPPPPP/" + white + " w KQkq - 0 1";
    }

    /** A Chess960 board ({@link Variant#CHESS960}) set up at position {@code n}. */
    public static Board startPosition(int n) {
        return Fen.parse(startFen(n), Variant.CHESS960);
    }

    /**
     * The number of the starting position whose pieces stand as on {@code board} (pawns on their second ranks,
     * Black mirroring White; side to move, rights and counters are not compared), or -1 when it is none of them.
     */
    public static int number(Board board) {
        String placement = Fen.write(board);
        placement = placement.substring(0, placement.indexOf(' '));
        for (int n = 0; n < COUNT; n++) {
            String fen = startFen(n);
            if (fen.startsWith(placement + " ")) {
                return n;
            }
        }
        return -1;
    }
}
