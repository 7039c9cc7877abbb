package chess.core;

/**
 * Every square index's name, made once: SAN and UCI text name squares for every move read or written, and in the
 * browser builds each new two-letter string was a string builder and a char array turned into text. A class of its
 * own so that its table's initialisation guards only {@link Square#name}, not the move generator's square sums.
 */
final class SquareNames {
    static final String[] NAMES = new String[Square.LIMIT];

    static {
        for (int sq = 0; sq < Square.LIMIT; sq++) {
            NAMES[sq] = Square.spelled(sq);
        }
    }

    private SquareNames() {
    }
}
