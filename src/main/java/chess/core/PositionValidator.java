package chess.core;

import java.util.ArrayList;
import java.util.List;

/**
 * Legality of a syntactically correct FEN: the checks that catch positions no game can reach, or that would break
 * the move generator (which relies on exactly one king per side). It reports every problem it finds, in a fixed
 * order: kings, pawns on back ranks, piece counts, check (the side that moved not in check, the side to move not in
 * a check that no move could give), castling rights, en passant.
 */
final class PositionValidator {
    /** Home squares (0..63) of the rook each castling right needs, indexed like "KQkq". */
    private static final int[] ROOK_HOME = {7, 0, 63, 56};
    private static final int[] KING_HOME = {4, 4, 60, 60};
    private static final String[] ROOK_HOME_NAME = {"h1", "a1", "h8", "a8"};
    private static final char[] RIGHT_LETTER = {'K', 'Q', 'k', 'q'};

    private PositionValidator() {
    }

    static List<PositionProblem> problems(ParsedFen fen) {
        List<PositionProblem> problems = new ArrayList<>();
        int[] count = new int[Piece.CODE_LIMIT];
        for (int piece : fen.pieces) {
            count[piece]++;
        }
        boolean kingsOk = checkKings(count, problems);
        checkBackRanks(fen, problems);
        boolean countsOk = true;
        for (int color = Piece.WHITE; color <= Piece.BLACK; color++) {
            countsOk &= checkCounts(color, count, problems);
        }
        // Board.setUp needs one king per side and at most 16 pieces of each code; both hold when we get here.
        if (kingsOk && countsOk) {
            checkOpponentNotInCheck(fen, problems);
            checkPossibleCheck(fen, problems);
        }
        checkCastling(fen, problems);
        checkEnPassant(fen, problems);
        return problems;
    }

    private static boolean checkKings(int[] count, List<PositionProblem> problems) {
        boolean ok = true;
        for (int color = Piece.WHITE; color <= Piece.BLACK; color++) {
            int kings = count[Piece.make(color, Piece.KING)];
            if (kings != 1) {
                ok = false;
                String side = Piece.colorName(color);
                problems.add(problem(PositionProblem.Code.KING_COUNT, kings == 0 ? side + " has no king"
                        : side + " has " + kings + " kings; each side has exactly one"));
            }
        }
        return ok;
    }

    private static void checkBackRanks(ParsedFen fen, List<PositionProblem> problems) {
        StringBuilder squares = new StringBuilder();
        int found = 0;
        for (int i = 0; i < 64; i++) {
            boolean backRank = i < 8 || i >= 56;
            if (backRank && Piece.type(fen.pieces[i]) == Piece.PAWN) {
                squares.append(found++ == 0 ? "" : ", ").append(Square.name(Square.from64(i)));
            }
        }
        if (found > 0) {
            problems.add(problem(PositionProblem.Code.PAWN_ON_BACK_RANK, (found == 1 ? "pawn on " : "pawns on ")
                    + squares + ": pawns never stand on rank 1 or 8"));
        }
    }

    /** Piece, pawn and promotion counts of one side; false if the counts are too high for Board.setUp. */
    private static boolean checkCounts(int color, int[] count, List<PositionProblem> problems) {
        String side = Piece.colorName(color);
        int total = 0;
        for (int type = Piece.PAWN; type <= Piece.KING; type++) {
            total += count[Piece.make(color, type)];
        }
        if (total > 16) {
            problems.add(problem(PositionProblem.Code.TOO_MANY_PIECES,
                    side + " has " + total + " pieces; a side has at most 16"));
        }
        int pawns = count[Piece.make(color, Piece.PAWN)];
        if (pawns > 8) {
            problems.add(problem(PositionProblem.Code.TOO_MANY_PAWNS,
                    side + " has " + pawns + " pawns; a side has at most 8"));
        } else {
            int promoted = extra(count, color, Piece.QUEEN, 1) + extra(count, color, Piece.ROOK, 2)
                    + extra(count, color, Piece.BISHOP, 2) + extra(count, color, Piece.KNIGHT, 2);
            int missingPawns = 8 - pawns;
            if (promoted > missingPawns) {
                problems.add(problem(PositionProblem.Code.TOO_MANY_PROMOTED, side + " has " + promoted
                        + " promoted " + (promoted == 1 ? "piece" : "pieces")
                        + " (beyond 1 queen, 2 rooks, 2 bishops, 2 knights) but only " + missingPawns
                        + (missingPawns == 1 ? " pawn is" : " pawns are") + " missing"));
            }
        }
        return total <= 16;
    }

    private static int extra(int[] count, int color, int type, int inStartingSet) {
        return Math.max(0, count[Piece.make(color, type)] - inStartingSet);
    }

    private static void checkOpponentNotInCheck(ParsedFen fen, List<PositionProblem> problems) {
        Board board = new Board();
        board.setUp(fen.pieces, fen.side, 0, Square.NONE, 0, 1);
        int opponent = fen.side ^ 1;
        if (board.isAttacked(board.kingSquare(opponent), fen.side)) {
            problems.add(problem(PositionProblem.Code.OPPONENT_IN_CHECK, Piece.colorName(opponent)
                    + " is in check but it is " + Piece.colorName(fen.side) + "'s turn"));
        }
    }

    /**
     * The check on the side to move must be one a single move can give. One move gives check with the piece that
     * moved, uncovers one line of a bishop, rook or queen, or both at once; so at most two pieces check, one of
     * them a bishop, rook or queen, and never two along one line through the king (the moving piece cannot have
     * uncovered a line it stands on). After a pawn's double step (an en passant square) the check comes from that
     * pawn or along a line the pawn's start square blocked.
     */
    private static void checkPossibleCheck(ParsedFen fen, List<PositionProblem> problems) {
        int king = Square.NONE;
        for (int i = 0; i < 64; i++) {
            if (fen.pieces[i] == Piece.make(fen.side, Piece.KING)) {
                king = Square.from64(i);
            }
        }
        List<Integer> checkers = new ArrayList<>();
        for (int i = 0; i < 64; i++) {
            int piece = fen.pieces[i];
            if (piece != Piece.EMPTY && Piece.color(piece) != fen.side && attacks(fen, Square.from64(i), king)) {
                checkers.add(Square.from64(i));
            }
        }
        String side = Piece.colorName(fen.side);
        if (checkers.size() > 2) {
            problems.add(problem(PositionProblem.Code.IMPOSSIBLE_CHECK, "the " + side + " king is in check from "
                    + checkers.size() + " pieces (" + names(checkers) + "); one move gives check with two at most"));
            return;
        }
        if (checkers.size() == 2) {
            int a = checkers.get(0);
            int b = checkers.get(1);
            int typeA = Piece.type(fen.pieces[Square.to64(a)]);
            int typeB = Piece.type(fen.pieces[Square.to64(b)]);
            String why = null;
            if (!Geometry.isSlider(typeA) && !Geometry.isSlider(typeB)) {
                why = "a double check needs a bishop, rook or queen uncovered by the other piece's move";
            } else if (Math.abs(Geometry.step(king, a)) == Math.abs(Geometry.step(king, b))) {
                why = "they stand on one line through the king, and no move uncovers a line it stands on";
            } else if (fen.enPassant != Square.NONE) {
                why = "the last move was a pawn's double step (the en passant square says so), which gives one check"
                        + " at most";
            }
            if (why != null) {
                problems.add(problem(PositionProblem.Code.IMPOSSIBLE_CHECK, "the " + side + " king is in check from "
                        + names(checkers) + ", but " + why));
            }
            return;
        }
        if (checkers.size() == 1 && fen.enPassant != Square.NONE) {
            int checker = checkers.get(0);
            int pushedTo = fen.enPassant + Square.pawnPush(fen.side ^ 1);
            int pushedFrom = fen.enPassant - Square.pawnPush(fen.side ^ 1);
            boolean byThePawn = checker == pushedTo;
            int line = Geometry.step(checker, king); // not 0: a pawn's check is the pawn's own
            boolean uncovered = Geometry.isSlider(Piece.type(fen.pieces[Square.to64(checker)]))
                    && Geometry.step(checker, pushedFrom) == line && Geometry.step(pushedFrom, king) == line;
            if (!byThePawn && !uncovered) {
                problems.add(new PositionProblem(PositionProblem.Code.IMPOSSIBLE_CHECK, FenField.EN_PASSANT,
                        fen.enPassantColumn, "the " + side + " king is in check from " + Square.name(checker)
                        + ", which the last move, a pawn's double step to " + Square.name(pushedTo)
                        + " (the en passant square says so), could not have given"));
            }
        }
    }

    /** True when the piece on {@code from} attacks {@code to} (its kind of move, nothing in between). */
    private static boolean attacks(ParsedFen fen, int from, int to) {
        int piece = fen.pieces[Square.to64(from)];
        if (!Geometry.couldAttack(piece, from, to)) {
            return false;
        }
        if (!Geometry.isSlider(Piece.type(piece))) {
            return true;
        }
        int step = Geometry.step(from, to);
        for (int sq = from + step; sq != to; sq += step) {
            if (fen.pieces[Square.to64(sq)] != Piece.EMPTY) {
                return false;
            }
        }
        return true;
    }

    private static String names(List<Integer> squares) {
        StringBuilder sb = new StringBuilder();
        for (int sq : squares) {
            sb.append(sb.length() == 0 ? "" : ", ").append(Square.name(sq));
        }
        return sb.toString();
    }

    private static void checkCastling(ParsedFen fen, List<PositionProblem> problems) {
        if (fen.chess960) {
            checkCastling960(fen, problems);
            return;
        }
        for (int right = 0; right < 4; right++) {
            if ((fen.castling & 1 << right) == 0) {
                continue;
            }
            int color = right < 2 ? Piece.WHITE : Piece.BLACK;
            String side = Piece.colorName(color);
            int column = fen.castlingColumns[right];
            String name = "castling right " + RIGHT_LETTER[right];
            // A field that Chess960 would accept as it stands gets a hint that it is X-FEN.
            String hint = fen.castlingRookFile(right) >= 0 ? CHESS960_HINT : "";
            if (fen.pieces[KING_HOME[right]] != Piece.make(color, Piece.KING)) {
                problems.add(new PositionProblem(PositionProblem.Code.CASTLING_WITHOUT_KING, FenField.CASTLING,
                        column, name + " needs the " + side + " king on " + (color == Piece.WHITE ? "e1" : "e8")
                        + hint));
            }
            if (fen.pieces[ROOK_HOME[right]] != Piece.make(color, Piece.ROOK)) {
                problems.add(new PositionProblem(PositionProblem.Code.CASTLING_WITHOUT_ROOK, FenField.CASTLING,
                        column, name + " needs a " + side + " rook on " + ROOK_HOME_NAME[right] + hint));
            }
        }
    }

    private static final String CHESS960_HINT =
            " (the field reads as Chess960 X-FEN, where king and rooks may start elsewhere: load it as Chess960)";

    /**
     * Chess960: each right needs its king on the back rank and, on the right's side of the king on that rank, the
     * rook it names (a file letter) or some rook (K, Q: the outermost one castles).
     */
    private static void checkCastling960(ParsedFen fen, List<PositionProblem> problems) {
        for (int right = 0; right < 4; right++) {
            if ((fen.castling & 1 << right) == 0) {
                continue;
            }
            int color = right < 2 ? Piece.WHITE : Piece.BLACK;
            String side = Piece.colorName(color);
            int column = fen.castlingColumns[right];
            int named = fen.castlingLetterFile[right];
            char letter = named >= 0 ? (char) ((color == Piece.WHITE ? 'A' : 'a') + named) : RIGHT_LETTER[right];
            String name = "castling right " + letter;
            int rank = color == Piece.WHITE ? 1 : 8;
            if (fen.backRankKingFile(color) < 0) {
                problems.add(new PositionProblem(PositionProblem.Code.CASTLING_WITHOUT_KING, FenField.CASTLING,
                        column, name + " needs the " + side + " king on rank " + rank));
                continue;
            }
            if (fen.castlingRookFile(right) < 0) {
                boolean kingside = (right & 1) == 0;
                String where = named >= 0 ? "a " + side + " rook on " + (char) ('a' + named) + rank
                        + " on the " + (kingside ? "h" : "a") + "-side of the king"
                        : "a " + side + " rook on rank " + rank + " on the " + (kingside ? "h" : "a")
                        + "-side of the king";
                problems.add(new PositionProblem(PositionProblem.Code.CASTLING_WITHOUT_ROOK, FenField.CASTLING,
                        column, name + " needs " + where));
            }
        }
    }

    /** The pawn that just moved two squares stands in front of the target; target and start square are empty. */
    private static void checkEnPassant(ParsedFen fen, List<PositionProblem> problems) {
        if (fen.enPassant == Square.NONE) {
            return;
        }
        int mover = fen.side ^ 1;
        int towardPawn = Square.pawnPush(mover); // white's pawn went e2-e4: target e3, pawn one rank up
        int target = fen.enPassant;
        int pawnSquare = target + towardPawn;
        int startSquare = target - towardPawn;
        String where = "en passant square " + Square.name(target);
        if (fen.pieces[Square.to64(pawnSquare)] != Piece.make(mover, Piece.PAWN)) {
            problems.add(new PositionProblem(PositionProblem.Code.EN_PASSANT_WITHOUT_PAWN, FenField.EN_PASSANT,
                    fen.enPassantColumn, where + " needs a " + Piece.colorName(mover) + " pawn on "
                    + Square.name(pawnSquare) + " (the pawn that just moved two squares)"));
        }
        if (fen.pieces[Square.to64(target)] != Piece.EMPTY) {
            problems.add(new PositionProblem(PositionProblem.Code.EN_PASSANT_SQUARE_OCCUPIED, FenField.EN_PASSANT,
                    fen.enPassantColumn, where + " must be empty"));
        }
        if (fen.pieces[Square.to64(startSquare)] != Piece.EMPTY) {
            problems.add(new PositionProblem(PositionProblem.Code.EN_PASSANT_SQUARE_OCCUPIED, FenField.EN_PASSANT,
                    fen.enPassantColumn, where + " needs " + Square.name(startSquare)
                    + " empty (the square the pawn came from)"));
        }
    }

    private static PositionProblem problem(PositionProblem.Code code, String message) {
        return new PositionProblem(code, FenField.POSITION, 0, message);
    }
}
