package chess.core;

/**
 * Reads SAN move text (see {@link San} for what is tolerated). The text is taken apart from both ends: annotations
 * and check marks from the right, then promotion, target square, capture mark and the optional origin; what is left
 * must be empty. Every failure is a {@link MoveParseException}.
 */
final class SanParser {
    private static final String EXPECTED = "expected SAN such as e4, Nf3, exd5, Qh4xe1, O-O or e8=Q";

    private SanParser() {
    }

    static int parse(Board b, String text) {
        if (text == null) {
            throw new MoveParseException(MoveParseException.Kind.MALFORMED, null, "no move text given");
        }
        String s = stripSuffixes(text.trim());
        if (s.isEmpty()) {
            throw malformed(text, text.trim().isEmpty() ? "the move text is empty" : "there is no move, only marks");
        }
        char first = s.charAt(0);
        if (first == 'O' || first == '0' || first == 'o') {
            return parseCastling(b, text, s);
        }

        int start = 0;
        int end = s.length();
        int type = pieceType(first);
        if (type != 0) {
            start = 1;
        } else {
            type = Piece.PAWN;
        }

        int promotion = 0;
        if (end - start >= 3 && Piece.promotionType(s.charAt(end - 1)) != 0
                && (s.charAt(end - 2) == '=' || isRank(s.charAt(end - 2)))) {
            promotion = Piece.promotionType(s.charAt(end - 1));
            end--;
            if (s.charAt(end - 1) == '=') {
                end--;
            }
        }

        if (end - start < 2) {
            throw malformed(text, EXPECTED);
        }
        char fileChar = s.charAt(end - 2);
        char rankChar = s.charAt(end - 1);
        int to = Square.parse(fileChar, rankChar);
        if (to == Square.NONE) {
            if (fileChar >= 'a' && fileChar <= 'z' && rankChar >= '0' && rankChar <= '9') {
                throw malformed(text, "'" + fileChar + rankChar + "' is not a square");
            }
            throw malformed(text, EXPECTED);
        }
        end -= 2;

        if (end > start && (s.charAt(end - 1) == 'x' || s.charAt(end - 1) == ':')) {
            end--; // capture marks are optional and not checked: the target square says what is captured
        }

        int fromFile = -1;
        int fromRank = -1;
        for (int i = start; i < end; i++) {
            char c = s.charAt(i);
            if (c >= 'a' && c <= 'h' && fromFile < 0 && fromRank < 0) {
                fromFile = c - 'a';
            } else if (isRank(c) && fromRank < 0) {
                fromRank = c - '1';
            } else {
                int column = i + 1 + leadingSpaces(text);
                throw malformed(text, "unexpected '" + c + "' at position " + column + "; " + EXPECTED);
            }
        }
        if (promotion != 0 && type != Piece.PAWN) {
            throw malformed(text, "only a pawn can promote");
        }
        return match(b, text, type, fromFile, fromRank, to, promotion);
    }

    /** Removes trailing check marks, annotation glyphs and "e.p.", in any order. */
    private static String stripSuffixes(String s) {
        String t = s;
        while (!t.isEmpty()) {
            char c = t.charAt(t.length() - 1);
            if (c == '+' || c == '#' || c == '!' || c == '?') {
                t = t.substring(0, t.length() - 1).trim();
            } else if (t.endsWith("e.p.")) {
                t = t.substring(0, t.length() - 4).trim();
            } else {
                break;
            }
        }
        return t;
    }

    private static int leadingSpaces(String text) {
        int n = 0;
        while (n < text.length() && text.charAt(n) <= ' ') {
            n++;
        }
        return n;
    }

    /** Piece type of a leading piece letter; lower case is accepted except 'b', which is the b-file. */
    private static int pieceType(char c) {
        switch (c) {
            case 'K': case 'k': return Piece.KING;
            case 'Q': case 'q': return Piece.QUEEN;
            case 'R': case 'r': return Piece.ROOK;
            case 'B': return Piece.BISHOP;
            case 'N': case 'n': return Piece.KNIGHT;
            case 'P': return Piece.PAWN;
            default: return 0;
        }
    }

    private static boolean isRank(char c) {
        return c >= '1' && c <= '8';
    }

    private static int parseCastling(Board b, String text, String s) {
        boolean kingside;
        if (s.length() == 3 && isCastlingO(s.charAt(0)) && s.charAt(1) == '-' && isCastlingO(s.charAt(2))) {
            kingside = true;
        } else if (s.length() == 5 && isCastlingO(s.charAt(0)) && s.charAt(1) == '-' && isCastlingO(s.charAt(2))
                && s.charAt(3) == '-' && isCastlingO(s.charAt(4))) {
            kingside = false;
        } else {
            throw malformed(text, "castling is written O-O (kingside) or O-O-O (queenside)");
        }
        int[] moves = b.notationMoves;
        int n = MoveGenerator.generate(b, moves, 0);
        for (int i = 0; i < n; i++) {
            int m = moves[i];
            if (Move.isCastling(m) && (Square.file(Move.to(m)) == 6) == kingside) {
                return m;
            }
        }
        throw illegal(text, "castling " + (kingside ? "kingside" : "queenside") + " is not legal here: "
                + whyNoCastling(b, kingside));
    }

    private static boolean isCastlingO(char c) {
        return c == 'O' || c == '0' || c == 'o';
    }

    private static String whyNoCastling(Board b, boolean kingside) {
        int us = b.sideToMove();
        String side = Notation.sideName(us);
        int right = us == Piece.WHITE ? (kingside ? Board.WHITE_KINGSIDE : Board.WHITE_QUEENSIDE)
                : (kingside ? Board.BLACK_KINGSIDE : Board.BLACK_QUEENSIDE);
        if ((b.castlingRights() & right) == 0) {
            return side + " no longer has the right to castle " + (kingside ? "kingside" : "queenside");
        }
        if (b.inCheck()) {
            return side + "'s king is in check";
        }
        // The squares king and rook cross (Chess960 included) must be empty but for the two of them.
        int king = b.kingSquare(us);
        int rook = b.castlingRookSquare(right);
        int backRank = Square.of(0, Square.rank(king));
        int kingTo = backRank + (kingside ? 6 : 2);
        int rookTo = backRank + (kingside ? 5 : 3);
        int[][] paths = {{king, kingTo}, {rook, rookTo}};
        for (int[] path : paths) {
            for (int sq = Math.min(path[0], path[1]); sq <= Math.max(path[0], path[1]); sq++) {
                if (b.pieceAt(sq) != Piece.EMPTY && sq != king && sq != rook) {
                    return "the squares between king and rook are not empty";
                }
            }
        }
        return "the king would pass through or land on an attacked square";
    }

    private static int match(Board b, String text, int type, int fromFile, int fromRank, int to, int promotion) {
        int[] moves = b.notationMoves;
        int n = MoveGenerator.generate(b, moves, 0);
        int found = 0;
        int ignoringPromotion = 0;
        boolean promotionNeeded = false;
        boolean castlingThere = false;
        for (int i = 0; i < n; i++) {
            int m = moves[i];
            int from = Move.from(m);
            if (Piece.type(Move.piece(m)) != type || Move.to(m) != to
                    || fromFile >= 0 && Square.file(from) != fromFile
                    || fromRank >= 0 && Square.rank(from) != fromRank) {
                continue;
            }
            if (Move.isCastling(m)) {
                castlingThere = true;
                continue;
            }
            ignoringPromotion++;
            if (promotion == 0 && Move.isPromotion(m)) {
                promotionNeeded = true;
            } else if (Move.promotion(m) == promotion) {
                moves[found++] = m; // compacting in place: entries before i were already read
            }
        }
        if (promotionNeeded) {
            throw illegal(text, "a pawn reaching " + Square.name(to) + " must promote: write " + Square.name(to)
                    + "=Q (or =R, =B, =N)");
        }
        if (found == 1) {
            return moves[0];
        }
        if (found > 1) {
            // A copy: the message writes each candidate's SAN, which lists moves into the board's list again.
            throw ambiguous(b, text, type, to, java.util.Arrays.copyOf(moves, found), found);
        }
        if (promotion != 0 && ignoringPromotion > 0) {
            throw illegal(text, "a move to " + Square.name(to) + " is not a promotion: leave out the '"
                    + AsciiCase.upper(Piece.typeLetter(promotion)) + "'");
        }
        throw illegal(text, noMoveReason(b, type, fromFile, fromRank, to, castlingThere));
    }

    private static String noMoveReason(Board b, int type, int fromFile, int fromRank, int to, boolean castling) {
        int us = b.sideToMove();
        if (b.count(Piece.make(us, type)) == 0) {
            return Notation.sideName(us) + " has no " + Notation.plural(type);
        }
        StringBuilder sb = new StringBuilder("no ").append(Piece.typeName(type)).append(" move ");
        if (fromFile >= 0 && fromRank >= 0) {
            sb.append("from ").append(Square.name(Square.of(fromFile, fromRank))).append(' ');
        } else if (fromFile >= 0) {
            sb.append("from the ").append((char) ('a' + fromFile)).append("-file ");
        } else if (fromRank >= 0) {
            sb.append("from rank ").append(fromRank + 1).append(' ');
        }
        sb.append("to ").append(Square.name(to)).append(" is legal here");
        if (castling) {
            sb.append(" (castling is written O-O or O-O-O)");
        } else if (b.inCheck()) {
            sb.append(" (").append(Notation.sideName(us)).append(" is in check)");
        }
        return sb.toString();
    }

    private static MoveParseException ambiguous(Board b, String text, int type, int to, int[] moves, int found) {
        StringBuilder sb = new StringBuilder(Notation.plural(type)).append(" on ");
        for (int i = 0; i < found; i++) {
            sb.append(i == 0 ? "" : i == found - 1 ? " and " : ", ").append(Square.name(Move.from(moves[i])));
        }
        sb.append(found == 2 ? " can both move to " : " can all move to ").append(Square.name(to));
        sb.append(" — write ");
        for (int i = 0; i < found; i++) {
            String san = San.format(b, moves[i]);
            int cut = san.length();
            while (cut > 0 && (san.charAt(cut - 1) == '+' || san.charAt(cut - 1) == '#')) {
                cut--;
            }
            sb.append(i == 0 ? "" : i == found - 1 ? " or " : ", ").append(san, 0, cut);
        }
        return new MoveParseException(MoveParseException.Kind.AMBIGUOUS, text, sb.toString());
    }

    private static MoveParseException malformed(String text, String detail) {
        return new MoveParseException(MoveParseException.Kind.MALFORMED, text, detail);
    }

    private static MoveParseException illegal(String text, String detail) {
        return new MoveParseException(MoveParseException.Kind.ILLEGAL, text, detail);
    }
}
