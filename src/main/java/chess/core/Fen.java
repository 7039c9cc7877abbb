package chess.core;

import java.util.List;

/**
 * FEN (Forsyth-Edwards Notation) reading, checking and writing: the one entry point for the rest of the program.
 *
 * <ul>
 * <li>{@link #parse} is strict: exact canonical syntax and a legal position, else a {@link FenException} naming
 * the field, the column and the problem.</li>
 * <li>{@link #problems} lists what makes a syntactically correct position illegal, as warnings.</li>
 * <li>{@link #normalize} and {@link #parseLenient} accept what people paste (URLs, underscores, missing trailing
 * fields).</li>
 * <li>{@link #write} produces canonical FEN; {@code write(parse(s)).equals(s)} for every {@code s} that parses.</li>
 * </ul>
 *
 * No method here throws anything but {@link FenException} for any input text, including null, huge texts,
 * control characters and unpaired surrogates.
 */
public final class Fen {
    /** The standard starting position. */
    public static final String START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

    private Fen() {
    }

    /**
     * Strict loading: six fields separated by single spaces, canonical spelling, and a legal position (see
     * {@link #problems}). Errors name the field and the 1-based column in {@code fen}; a legality problem uses the
     * field concerned ({@link FenField#CASTLING} and the letter's column for a castling right without its rook) or
     * {@link FenField#POSITION} with column 0.
     */
    public static Board parse(String fen) {
        return parse(fen, Variant.STANDARD);
    }

    /**
     * {@link #parse(String)} for {@code variant}. A Chess960 board reads the castling field as X-FEN ({@code KQkq}
     * for the outermost rook on each side of the king, {@code A}-{@code H}/{@code a}-{@code h} for the rook on that
     * file) or Shredder-FEN ({@code HAha}), and checks each right against the king and that rook on the back rank.
     * Every standard FEN is also a Chess960 FEN of the same position.
     */
    public static Board parse(String fen, Variant variant) {
        ParsedFen parsed = FenParser.parse(fen, variant);
        List<PositionProblem> problems = PositionValidator.problems(parsed);
        if (!problems.isEmpty()) {
            throw problems.get(0).toException();
        }
        return parsed.toBoard();
    }

    /**
     * The legality problems of a syntactically correct FEN, in a fixed order (empty for a legal position): king
     * counts, pawns on rank 1 or 8, piece/pawn/promotion counts, the side not to move in check, castling rights
     * without king or rook, en passant squares without the pawn that just moved. Throws {@link FenException} only
     * for syntax errors.
     */
    public static List<PositionProblem> problems(String fen) {
        return PositionValidator.problems(FenParser.parse(fen));
    }

    /** {@link #problems(String)} for {@code variant}. */
    public static List<PositionProblem> problems(String fen, Variant variant) {
        return PositionValidator.problems(FenParser.parse(fen, variant));
    }

    /**
     * The canonical FEN text for something pasted: trims whitespace, treats runs of spaces, tabs, '_' and '+' as
     * one field separator, decodes "%2F"/"%20" and other percent escapes of ASCII, takes the FEN out of a lichess
     * analysis or editor URL (dropping a variant word such as "standard" and any "?..." or "#..." suffix), and fills
     * in missing trailing fields as {@code w - - 0 1}. It does not check the result; {@link #parseLenient} does.
     * Throws {@link FenException} (field {@link FenField#TEXT}) for null, overlong or blank input.
     */
    public static String normalize(String text) {
        return LenientFen.normalize(text);
    }

    /**
     * {@link #normalize} then {@link #parse}. Columns in errors count in the normalised FEN, not in the pasted text;
     * when the two differ the reason ends with the normalised FEN so the column can be followed.
     */
    public static Board parseLenient(String text) {
        return parseLenient(text, Variant.STANDARD);
    }

    /** {@link #parseLenient(String)} for {@code variant}. */
    public static Board parseLenient(String text, Variant variant) {
        String fen = normalize(text);
        try {
            return parse(fen, variant);
        } catch (FenException e) {
            if (fen.equals(text)) {
                throw e;
            }
            String where = e.column() > 0 ? "column " + e.column() + " of the normalised FEN " : "normalised FEN ";
            throw new FenException(e.field(), e.column(),
                    e.reason() + " (" + where + FenText.quote(fen, 0, fen.length(), 120) + ")");
        }
    }

    /**
     * Canonical FEN; the en passant square is written after every double pawn push. A Chess960 board's castling
     * field is X-FEN: {@code KQkq} for the outermost rook on a side, the rook's file letter when another rook of
     * that colour stands further out on that side (the only case where K or Q would be ambiguous).
     */
    public static String write(Board board) {
        return FenWriter.write(board, false);
    }

    /**
     * Chess960 FEN with a Shredder-FEN castling field, every right named by its rook's file ({@code HAha} in the
     * standard arrangement); otherwise as {@link #write(Board)}. A standard board is written as {@link #write}.
     */
    public static String writeShredder(Board board) {
        return FenWriter.write(board, false, true);
    }

    /**
     * Canonical FEN; with {@code epOnlyIfCapturable} the en passant square is written only when a legal en passant
     * capture exists (the convention of some tools), otherwise after every double pawn push.
     */
    public static String write(Board board, boolean epOnlyIfCapturable) {
        return FenWriter.write(board, epOnlyIfCapturable);
    }

    /**
     * The placement field of FEN for 64 pieces indexed {@code rank * 8 + file} (a1 = 0, h8 = 63), empty squares
     * counted: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR" for the start.
     */
    public static String placement(int[] pieces64) {
        return FenWriter.placement(pieces64);
    }
}
