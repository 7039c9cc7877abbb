package chess.core;

/**
 * Move text that cannot be turned into a legal move of the current position. {@link #kind()} says why: the text
 * is not a move at all ({@link Kind#MALFORMED}), it names no legal move ({@link Kind#ILLEGAL}), or it fits more
 * than one legal move ({@link Kind#AMBIGUOUS}). The message is a plain sentence meant for the user, for example
 * {@code illegal move 'e2e5': the pawn on e2 cannot move to e5}.
 */
public final class MoveParseException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    /** Why move text was refused. */
    public enum Kind {
        /** The text does not have the shape of a move. */
        MALFORMED,
        /** The text is a well-formed move, but no legal move in this position matches it. */
        ILLEGAL,
        /** More than one legal move matches the text. */
        AMBIGUOUS
    }

    /** Longest input echoed in messages; longer input is cut so a pasted essay does not flood the screen. */
    private static final int ECHO_LIMIT = 40;

    private final Kind kind;
    private final String input;

    public MoveParseException(Kind kind, String input, String detail) {
        super(describe(kind, input, detail));
        this.kind = kind;
        this.input = input;
    }

    public Kind kind() {
        return kind;
    }

    /** The text as it was given (may be {@code null}). */
    public String input() {
        return input;
    }

    private static String describe(Kind kind, String input, String detail) {
        String word = kind == Kind.MALFORMED ? "malformed" : kind == Kind.ILLEGAL ? "illegal" : "ambiguous";
        if (input == null) {
            return word + " move: " + detail;
        }
        String echo = input.length() > ECHO_LIMIT ? input.substring(0, ECHO_LIMIT) + "…" : input;
        return word + " move '" + echo + "': " + detail;
    }
}
