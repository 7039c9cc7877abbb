package chess.core;

/**
 * Standard Algebraic Notation, as PGN uses it: {@code e4}, {@code Nbd2}, {@code R1e2}, {@code Qh4xe1}, {@code exd6},
 * {@code e8=Q+}, {@code O-O-O#}.
 *
 * <p>{@link #format} writes canonical SAN: disambiguation only when another legal move of the same kind of piece
 * reaches the same square (by file if that suffices, else by rank, else both), {@code x} for captures, and the
 * {@code +}/{@code #} suffix found by playing the move and looking at the replies.
 *
 * <p>{@link #parse} reads what people actually type: {@code 0-0} for {@code O-O}, a missing, extra or wrong
 * {@code +}/{@code #}, annotations ({@code !}, {@code ?}, {@code !?}), {@code e8Q}, {@code e8=Q} or {@code e8=q},
 * {@code exd6 e.p.}, a missing or superfluous {@code x}, over-specified origins ({@code Ng1f3}), and lower-case
 * piece letters other than {@code b} (which always means the b-file). UCI text is not SAN; see {@link UciMove}.
 */
public final class San {
    private static final String PIECE_LETTERS = "  NBRQK";

    private San() {
    }

    /** SAN of a legal move of {@code b}; {@link Move#NONE} is written {@code --}. The board is left unchanged. */
    public static String format(Board b, int move) {
        if (move == Move.NONE) {
            return "--";
        }
        b.make(move);
        char check = b.inCheck() ? Rules.hasLegalMove(b) ? '+' : '#' : 0;
        b.unmake();
        int to = Move.to(move);
        if (Move.isCastling(move)) {
            String castling = Square.file(to) == 6 ? "O-O" : "O-O-O"; // the king goes to g1/g8 or c1/c8
            return check == 0 ? castling : castling + check;
        }
        int type = Piece.type(Move.piece(move));
        if (check == 0 && type == Piece.PAWN && !Move.isCapture(move) && !Move.isPromotion(move)) {
            // The commonest move's text without a builder (in the browser builds each is a char array made text).
            return Square.name(to);
        }
        StringBuilder sb = new StringBuilder(8);
        if (type == Piece.PAWN) {
            if (Move.isCapture(move)) {
                sb.append((char) ('a' + Square.file(Move.from(move))));
            }
        } else {
            sb.append(PIECE_LETTERS.charAt(type));
            appendDisambiguation(b, move, sb);
        }
        if (Move.isCapture(move)) {
            sb.append('x');
        }
        sb.append(Square.name(to));
        if (Move.isPromotion(move)) {
            sb.append('=').append(PIECE_LETTERS.charAt(Move.promotion(move)));
        }
        if (check != 0) {
            sb.append(check);
        }
        return sb.toString();
    }

    /** Adds the origin file, rank or square when another piece of the same kind can also reach the target. */
    private static void appendDisambiguation(Board b, int move, StringBuilder sb) {
        int from = Move.from(move);
        int[] moves = b.notationMoves;
        int n = MoveGenerator.generate(b, moves, 0);
        boolean others = false;
        boolean fileShared = false;
        boolean rankShared = false;
        for (int i = 0; i < n; i++) {
            int m = moves[i];
            int otherFrom = Move.from(m);
            if (otherFrom != from && Move.to(m) == Move.to(move) && Move.piece(m) == Move.piece(move)) {
                others = true;
                fileShared |= Square.file(otherFrom) == Square.file(from);
                rankShared |= Square.rank(otherFrom) == Square.rank(from);
            }
        }
        if (!others) {
            return;
        }
        if (!fileShared) {
            sb.append((char) ('a' + Square.file(from)));
        } else if (!rankShared) {
            sb.append((char) ('1' + Square.rank(from)));
        } else {
            sb.append(Square.name(from));
        }
    }

    /**
     * The legal move of {@code b} that the SAN text names.
     *
     * @throws MoveParseException if the text is not SAN ({@code MALFORMED}), matches no legal move ({@code ILLEGAL})
     *                            or several ({@code AMBIGUOUS}); nothing else is ever thrown
     */
    public static int parse(Board b, String text) {
        return SanParser.parse(b, text);
    }
}
