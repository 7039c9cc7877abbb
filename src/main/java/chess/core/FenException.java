package chess.core;

/**
 * A FEN text that cannot be loaded: it names the {@link FenField} at fault, the 1-based column in the input where
 * the problem is (0 when it is not about one place) and a plain-English {@link #reason()}.
 *
 * <p>{@link #getMessage()} reads "castling field, column 12: castling field 'KK' repeats K", or without a column
 * "position: white has no king".
 *
 * <p>Columns count UTF-16 chars of the text that was parsed. For every valid FEN character that is the same as
 * counting characters; the first character that is not plain ASCII is always reported where it stands.
 */
public final class FenException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    private final FenField field;
    private final int column;
    private final String reason;

    public FenException(FenField field, int column, String reason) {
        super(message(field, column, reason));
        this.field = field;
        this.column = column;
        this.reason = reason;
    }

    private static String message(FenField field, int column, String reason) {
        String where = column > 0 ? field.description() + ", column " + column : field.description();
        return where + ": " + reason;
    }

    public FenField field() {
        return field;
    }

    /** 1-based column of the problem in the parsed text, or 0 if it is not about one column. */
    public int column() {
        return column;
    }

    /** The plain sentence saying what is wrong, without field and column. */
    public String reason() {
        return reason;
    }
}
