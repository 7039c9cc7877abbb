package chess.core;

/**
 * Strict FEN syntax: exactly six fields separated by single spaces, each spelled canonically (runs of empty
 * squares as one digit, castling letters in KQkq order, no signs or leading zeros in numbers). Every text it
 * accepts is written back unchanged by {@link FenWriter}.
 *
 * <p>It reads left to right and stops at the first error, so the reported column is where reading went wrong.
 * Legality of the position is {@link PositionValidator}'s job.
 */
final class FenParser {
    /** Longer texts are rejected before reading; a real FEN is under 100 characters. */
    static final int MAX_LENGTH = 1000;
    /** Largest halfmove clock or fullmove number accepted, which keeps the numbers far from int overflow. */
    static final int MAX_NUMBER = 99999;

    private static final String CASTLING_LETTERS = "KQkq";

    private final String text;
    private final ParsedFen result = new ParsedFen();

    private FenParser(String text, Variant variant) {
        this.text = text;
        result.chess960 = variant == Variant.CHESS960;
    }

    /** Reads a standard-chess FEN text; throws {@link FenException} for any syntax error (and for null). */
    static ParsedFen parse(String text) {
        return parse(text, Variant.STANDARD);
    }

    /**
     * Reads a FEN text of {@code variant}: in Chess960 the castling field may also be X-FEN with file letters or
     * Shredder-FEN ({@code HAha}); throws {@link FenException} for any syntax error (and for null).
     */
    static ParsedFen parse(String text, Variant variant) {
        if (text == null) {
            throw new FenException(FenField.TEXT, 0, "no FEN text was given (null)");
        }
        if (text.isEmpty()) {
            throw new FenException(FenField.TEXT, 0, "the FEN text is empty");
        }
        if (text.length() > MAX_LENGTH) {
            throw new FenException(FenField.TEXT, MAX_LENGTH + 1, "the FEN text is " + text.length()
                    + " characters long; at most " + MAX_LENGTH + " are accepted");
        }
        return new FenParser(text, variant == null ? Variant.STANDARD : variant).read();
    }

    private ParsedFen read() {
        if (text.charAt(0) == ' ') {
            throw new FenException(FenField.PLACEMENT, 1, "the piece placement is empty (the FEN starts with a space)");
        }
        int start = 0;
        int end = fieldEnd(start);
        readPlacement(start, end);

        start = nextField(end, FenField.ACTIVE_COLOR);
        end = fieldEnd(start);
        readActiveColor(start, end);

        start = nextField(end, FenField.CASTLING);
        end = fieldEnd(start);
        if (result.chess960) {
            readCastling960(start, end);
        } else {
            readCastling(start, end);
        }

        start = nextField(end, FenField.EN_PASSANT);
        end = fieldEnd(start);
        readEnPassant(start, end);

        start = nextField(end, FenField.HALFMOVE);
        end = fieldEnd(start);
        result.halfmove = readNumber(FenField.HALFMOVE, start, end, 0);

        start = nextField(end, FenField.FULLMOVE);
        end = fieldEnd(start);
        result.fullmove = readNumber(FenField.FULLMOVE, start, end, 1);

        if (end < text.length()) {
            if (end + 1 == text.length()) {
                throw new FenException(FenField.TEXT, end + 1, "the FEN ends with a space after the fullmove number");
            }
            throw new FenException(FenField.TEXT, end + 2, "unexpected text "
                    + FenText.quote(text, end + 1, text.length()) + " after the fullmove number; a FEN has 6 fields");
        }
        return result;
    }

    /** Index just past the field starting at {@code start}: the next space or the end of the text. */
    private int fieldEnd(int start) {
        int i = start;
        while (i < text.length() && text.charAt(i) != ' ') {
            i++;
        }
        return i;
    }

    /** Start of the field after the one ending at {@code previousEnd}, checking it exists and is not empty. */
    private int nextField(int previousEnd, FenField next) {
        if (previousEnd >= text.length()) {
            throw new FenException(next, previousEnd + 1, "the FEN ends before the " + next.description()
                    + " (a FEN has 6 fields separated by spaces)");
        }
        int start = previousEnd + 1;
        if (start == text.length()) {
            throw new FenException(next, start + 1,
                    "the " + next.description() + " is missing (the FEN ends with a space)");
        }
        if (text.charAt(start) == ' ') {
            throw new FenException(next, start + 1, "the " + next.description() + " is empty (two spaces in a row)");
        }
        return start;
    }

    private void readPlacement(int start, int end) {
        int rankIndex = 0; // 0 is rank 8, written first
        int file = 0;
        boolean previousWasDigit = false;
        for (int i = start; i < end; i++) {
            char c = text.charAt(i);
            int rank = 8 - rankIndex;
            if (c == '/') {
                if (file == 0) {
                    throw placement(i, "rank " + rank + " is empty (write 8 for a rank without pieces)");
                }
                if (file < 8) {
                    throw placement(i, "rank " + rank + " describes " + squares(file) + "; a rank has 8");
                }
                if (rankIndex == 7) {
                    throw placement(i, "too many ranks: '/' after rank 1 (a FEN describes 8 ranks)");
                }
                rankIndex++;
                file = 0;
                previousWasDigit = false;
            } else if (c >= '0' && c <= '9') {
                if (previousWasDigit) {
                    throw placement(i, "two digits in a row ('" + text.charAt(i - 1) + c
                            + "'); a run of empty squares is written as one digit 1 to 8");
                }
                if (c == '0') {
                    throw placement(i, "digit 0 is not allowed; runs of empty squares are 1 to 8");
                }
                if (c == '9') {
                    throw placement(i, "digit 9 is too large; a rank has 8 squares");
                }
                file += c - '0';
                if (file > 8) {
                    throw placement(i, "rank " + rank + " describes " + file + " squares");
                }
                previousWasDigit = true;
            } else {
                int piece = Piece.fromLetter(c);
                if (piece < 0) {
                    throw placement(i, "unknown piece letter " + FenText.character(text, i) + " in rank " + rank
                            + "; pieces are PNBRQK (white) and pnbrqk (black)");
                }
                if (file == 8) {
                    throw placement(i, "rank " + rank + " describes 9 squares");
                }
                result.pieces[(7 - rankIndex) * 8 + file] = piece;
                file++;
                previousWasDigit = false;
            }
        }
        int rank = 8 - rankIndex;
        if (file < 8) {
            throw placement(end, file == 0 ? "rank " + rank + " is empty (write 8 for a rank without pieces)"
                    : "rank " + rank + " describes " + squares(file) + "; a rank has 8");
        }
        if (rankIndex < 7) {
            String ranks = rankIndex == 0 ? "1 rank" : rankIndex + 1 + " ranks";
            throw placement(end, "too few ranks: the placement describes " + ranks + "; it needs 8");
        }
    }

    private static String squares(int count) {
        return count == 1 ? "1 square" : count + " squares";
    }

    private FenException placement(int index, String reason) {
        return new FenException(FenField.PLACEMENT, index + 1, reason);
    }

    private void readActiveColor(int start, int end) {
        char c = text.charAt(start);
        if (end - start == 1 && (c == 'w' || c == 'b')) {
            result.side = c == 'w' ? Piece.WHITE : Piece.BLACK;
            return;
        }
        throw new FenException(FenField.ACTIVE_COLOR, start + 1,
                "active colour must be 'w' or 'b', not " + FenText.quote(text, start, end));
    }

    private void readCastling(int start, int end) {
        if (end - start == 1 && text.charAt(start) == '-') {
            return;
        }
        int rights = 0;
        int lastLetter = -1;
        for (int i = start; i < end; i++) {
            char c = text.charAt(i);
            int letter = CASTLING_LETTERS.indexOf(c);
            if (c == '-') {
                throw castling(i, "'-' in the castling field must stand alone (it means no castling rights)");
            }
            if (letter < 0) {
                if (c >= 'A' && c <= 'H' || c >= 'a' && c <= 'h') {
                    throw castling(i, "castling letter " + FenText.character(text, i)
                            + " is Chess960 (Shredder-FEN) notation, which standard chess does not use; use K, Q,"
                            + " k, q (or load the position as Chess960)");
                }
                throw castling(i, "unknown castling letter " + FenText.character(text, i)
                        + "; use K, Q, k, q or a lone '-'");
            }
            int bit = 1 << letter; // K, Q, k, q are bits 1, 2, 4, 8 of Board's castling rights
            if ((rights & bit) != 0) {
                throw castling(i, "castling field " + FenText.quote(text, start, end) + " repeats " + c);
            }
            if (letter < lastLetter) {
                throw castling(i, "castling field " + FenText.quote(text, start, end) + " has " + c + " after "
                        + CASTLING_LETTERS.charAt(lastLetter) + "; the order is KQkq");
            }
            rights |= bit;
            lastLetter = letter;
            result.castlingColumns[letter] = i + 1;
        }
        result.castling = rights;
    }

    /**
     * Chess960 castling field: {@code K}/{@code Q} ({@code k}/{@code q}) for the outermost rook on that side of the
     * king, a file letter {@code A}-{@code H} ({@code a}-{@code h}) for the rook on that file (X-FEN and
     * Shredder-FEN), each right at most once, white's letters before black's. Which side a file letter castles to
     * follows from the king's file on the back rank; with no king there it is guessed from the file and the
     * position check reports the missing king.
     */
    private void readCastling960(int start, int end) {
        if (end - start == 1 && text.charAt(start) == '-') {
            return;
        }
        int rights = 0;
        boolean blackSeen = false;
        for (int i = start; i < end; i++) {
            char c = text.charAt(i);
            if (c == '-') {
                throw castling(i, "'-' in the castling field must stand alone (it means no castling rights)");
            }
            boolean white = c >= 'A' && c <= 'Z';
            boolean black = c >= 'a' && c <= 'z';
            char upper = AsciiCase.upper(c);
            if (!(white || black) || !(upper == 'K' || upper == 'Q' || upper >= 'A' && upper <= 'H')) {
                throw castling(i, "unknown castling letter " + FenText.character(text, i)
                        + "; use K, Q, k, q, a rook's file A-H or a-h, or a lone '-'");
            }
            int color = white ? Piece.WHITE : Piece.BLACK;
            if (white && blackSeen) {
                throw castling(i, "castling field " + FenText.quote(text, start, end) + " has " + c
                        + " after a black right; white's rights come first");
            }
            blackSeen |= black;
            int file = -1;
            boolean kingside;
            if (upper == 'K' || upper == 'Q') {
                kingside = upper == 'K';
            } else {
                file = upper - 'A';
                int kingFile = result.backRankKingFile(color);
                if (kingFile == file) {
                    throw castling(i, "castling letter " + FenText.character(text, i) + " names the file of the "
                            + Piece.colorName(color) + " king; it names the file of a rook");
                }
                kingside = kingFile >= 0 ? file > kingFile : file >= 4;
            }
            int right = color << 1 | (kingside ? 0 : 1);
            int bit = 1 << right;
            if ((rights & bit) != 0) {
                throw castling(i, "castling field " + FenText.quote(text, start, end) + " gives "
                        + Piece.colorName(color) + "'s " + (kingside ? "kingside" : "queenside")
                        + " right twice (" + c + ")");
            }
            rights |= bit;
            result.castlingColumns[right] = i + 1;
            result.castlingLetterFile[right] = file;
        }
        result.castling = rights;
    }

    private FenException castling(int index, String reason) {
        return new FenException(FenField.CASTLING, index + 1, reason);
    }

    private void readEnPassant(int start, int end) {
        if (end - start == 1 && text.charAt(start) == '-') {
            return;
        }
        int square = end - start == 2 ? Square.parse(text.charAt(start), text.charAt(start + 1)) : Square.NONE;
        if (square == Square.NONE) {
            throw new FenException(FenField.EN_PASSANT, start + 1, "en passant field " + FenText.quote(text, start, end)
                    + " is not a square like e3 (lower-case file, then rank) or '-'");
        }
        int expectedRank = result.side == Piece.WHITE ? 6 : 3;
        if (Square.rank(square) + 1 != expectedRank) {
            throw new FenException(FenField.EN_PASSANT, start + 1, "en passant square " + Square.name(square)
                    + " must be on rank " + expectedRank + " when " + Piece.colorName(result.side) + " is to move");
        }
        result.enPassant = square;
        result.enPassantColumn = start + 1;
    }

    /** A decimal number without sign or leading zero, at least {@code min}, at most {@link #MAX_NUMBER}. */
    private int readNumber(FenField field, int start, int end, int min) {
        String name = field.description();
        char first = text.charAt(start);
        if (first == '+' || first == '-') {
            throw new FenException(field, start + 1, name + " " + FenText.quote(text, start, end)
                    + " must be written without a sign");
        }
        int value = 0;
        for (int i = start; i < end; i++) {
            char c = text.charAt(i);
            if (c < '0' || c > '9') {
                throw new FenException(field, i + 1, name + " " + FenText.quote(text, start, end)
                        + " is not a whole number (" + FenText.character(text, i) + " is not a digit)");
            }
            if (value <= MAX_NUMBER) { // stop growing once too large: no overflow however long the digits run
                value = value * 10 + (c - '0');
            }
        }
        if (first == '0' && end - start > 1) {
            throw new FenException(field, start + 1, name + " " + FenText.quote(text, start, end)
                    + " must be written without leading zeros");
        }
        if (value > MAX_NUMBER) {
            throw new FenException(field, start + 1, name + " " + FenText.quote(text, start, end)
                    + " is too large (at most " + MAX_NUMBER + ")");
        }
        if (value < min) {
            throw new FenException(field, start + 1, name + " must be at least " + min);
        }
        return value;
    }
}
