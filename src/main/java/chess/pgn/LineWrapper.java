package chess.pgn;

/**
 * Lays out movetext units (a move with its number, a NAG, a comment word) on lines of at most {@link #WIDTH}
 * characters, one space between units. A unit is never split (a longer one gets a line of its own). "(" sticks to
 * the unit after it and ")" to the one before it, as PGN is usually printed: {@code (3... Nf6 4. Nc3)}.
 */
final class LineWrapper {
    static final int WIDTH = 80;

    private final StringBuilder out;
    private int lineLength;
    private boolean openParenPending;

    LineWrapper(StringBuilder out) {
        this.out = out;
    }

    void token(String token) {
        int length = token.length() + (openParenPending ? 1 : 0);
        if (lineLength > 0 && lineLength + 1 + length > WIDTH) {
            out.append('\n');
            lineLength = 0;
        } else if (lineLength > 0) {
            out.append(' ');
            lineLength++;
        }
        if (openParenPending) {
            out.append('(');
            openParenPending = false;
        }
        out.append(token);
        lineLength += length;
    }

    void openParen() {
        openParenPending = true;
    }

    void closeParen() {
        if (lineLength + 1 > WIDTH) {
            out.append('\n');
            lineLength = 0;
        }
        out.append(')');
        lineLength++;
    }

    /** Ends the last line. */
    void finish() {
        if (lineLength > 0) {
            out.append('\n');
            lineLength = 0;
        }
    }
}
