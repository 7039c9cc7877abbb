package chess.core;

/**
 * UCI long algebraic notation: from-square, to-square and, for a promotion, the lower-case piece letter
 * ({@code e2e4}, {@code e7e8q}). Castling is written as the king's move ({@code e1g1}); the "king takes own rook"
 * form ({@code e1h1}) is accepted as well. The null move is {@code 0000}.
 *
 * <p>Chess960 ({@link Board#isChess960}): {@link #format(Board, int)} writes castling as the king taking its own
 * rook ({@code b1h1}, {@code g1h1} when the king already stands on g1), as UCI's {@code UCI_Chess960} mode and
 * Chess960 GUIs expect. {@link #parse} reads that form, and also the king's move to its destination ({@code b1g1})
 * when the king moves two or more squares; a one-square king move is always the ordinary king move.
 */
public final class UciMove {
    private UciMove() {
    }

    /**
     * The UCI text of a move, castling as the king's move to its destination; {@link Move#NONE} is {@code 0000}.
     * For a Chess960 board use {@link #format(Board, int)}.
     */
    public static String format(int move) {
        return Move.toUci(move);
    }

    /**
     * The UCI text of a move of {@code b}'s game (any position of it: only its variant and castling rooks are read):
     * on a Chess960 board castling is the king taking its own rook ({@code e1h1}); otherwise as {@link #format(int)}.
     */
    public static String format(Board b, int move) {
        if (b.isChess960() && Move.isCastling(move)) {
            return Square.name(Move.from(move)) + Square.name(b.castlingRookFrom(move));
        }
        return Move.toUci(move);
    }

    /**
     * True when {@code text} has the shape of a UCI move, two squares and at most one more character ({@code e2e4},
     * {@code e7e8q}), and so is better read as UCI than as SAN. Says nothing about legality; {@code 0000} and SAN
     * such as {@code a8=Q} or {@code e8Q+} do not look like UCI.
     */
    public static boolean looksLikeUci(String text) {
        return text != null && (text.length() == 4 || text.length() == 5)
                && Square.parse(text.charAt(0), text.charAt(1)) != Square.NONE
                && Square.parse(text.charAt(2), text.charAt(3)) != Square.NONE;
    }

    /**
     * The legal move of {@code b} that {@code text} names, or {@link Move#NONE} for {@code 0000} (whether a null move
     * is acceptable is the caller's decision). Surrounding white space is ignored.
     *
     * @throws MoveParseException for anything else that is not a legal move here; nothing else is ever thrown
     */
    public static int parse(Board b, String text) {
        if (text == null) {
            throw new MoveParseException(MoveParseException.Kind.MALFORMED, null, "no move text given");
        }
        String s = text.trim();
        if (s.isEmpty()) {
            throw malformed(text, "the move text is empty");
        }
        if (s.equals("0000")) {
            return Move.NONE;
        }
        if (s.length() != 4 && s.length() != 5) {
            throw malformed(text, "expected a from-square, a to-square and for a promotion a piece letter, "
                    + "like e2e4 or e7e8q");
        }
        int from = Square.parse(s.charAt(0), s.charAt(1));
        if (from == Square.NONE) {
            throw malformed(text, "'" + s.substring(0, 2) + "' is not a square");
        }
        int to = Square.parse(s.charAt(2), s.charAt(3));
        if (to == Square.NONE) {
            throw malformed(text, "'" + s.substring(2, 4) + "' is not a square");
        }
        int promotion = 0;
        if (s.length() == 5) {
            promotion = Piece.promotionType(s.charAt(4));
            if (promotion == 0) {
                throw malformed(text, "'" + s.charAt(4) + "' is not a promotion piece (use q, r, b or n)");
            }
        }
        return findLegal(b, text, from, to, promotion);
    }

    private static int findLegal(Board b, String text, int from, int to, int promotion) {
        int piece = b.pieceAt(from);
        int us = b.sideToMove();
        if (piece == Piece.EMPTY) {
            throw illegal(text, "there is no piece on " + Square.name(from));
        }
        if (Piece.color(piece) != us) {
            throw illegal(text, "the " + Piece.typeName(Piece.type(piece)) + " on " + Square.name(from) + " is "
                    + Piece.colorName(Piece.color(piece)) + ", but it is " + Notation.sideName(us) + " to move");
        }
        int[] moves = b.notationMoves;
        int n = MoveGenerator.generate(b, moves, 0);
        int target = to;
        boolean chess960 = b.isChess960();
        if (chess960 && Piece.type(piece) == Piece.KING && b.pieceAt(to) == Piece.make(us, Piece.ROOK)
                && promotion == 0) {
            // King takes own rook: the castling move with that rook.
            for (int i = 0; i < n; i++) {
                if (Move.isCastling(moves[i]) && b.castlingRookFrom(moves[i]) == to) {
                    return moves[i];
                }
            }
            throw illegal(text, "castling with the rook on " + Square.name(to) + " is not legal here");
        }
        // King takes own rook: the castling move of that side, written the way Chess960 GUIs send it.
        if (!chess960 && Piece.type(piece) == Piece.KING && b.pieceAt(to) == Piece.make(us, Piece.ROOK)
                && Square.rank(to) == Square.rank(from) && promotion == 0) {
            target = to > from ? from + 2 : from - 2;
            boolean castles = false;
            for (int i = 0; i < n; i++) {
                if (Move.isCastling(moves[i]) && Move.to(moves[i]) == target) {
                    castles = true;
                }
            }
            if (!castles) {
                throw illegal(text, "castling " + (to > from ? "kingside" : "queenside") + " is not legal here");
            }
        }
        boolean reachable = false;
        for (int i = 0; i < n; i++) {
            int m = moves[i];
            if (chess960 && Move.isCastling(m) && Square.distance(from, to) < 2) {
                continue; // a one-square king move is the ordinary move; castling there is written king takes rook
            }
            if (Move.from(m) == from && Move.to(m) == target) {
                reachable = true;
                if (Move.promotion(m) == promotion) {
                    return m;
                }
            }
        }
        String what = "the " + Piece.typeName(Piece.type(piece)) + " on " + Square.name(from);
        if (reachable && promotion == 0) {
            throw illegal(text, "a pawn reaching " + Square.name(to) + " must promote: add q, r, b or n, as in "
                    + Square.name(from) + Square.name(to) + "q");
        }
        if (reachable) {
            throw illegal(text, Square.name(from) + Square.name(to) + " is not a promotion: leave out the '"
                    + Piece.typeLetter(promotion) + "'");
        }
        String detail = what + " cannot move to " + Square.name(to);
        throw illegal(text, b.inCheck() ? detail + " (" + Notation.sideName(us) + " is in check)" : detail);
    }

    private static MoveParseException malformed(String text, String detail) {
        return new MoveParseException(MoveParseException.Kind.MALFORMED, text, detail);
    }

    private static MoveParseException illegal(String text, String detail) {
        return new MoveParseException(MoveParseException.Kind.ILLEGAL, text, detail);
    }
}
