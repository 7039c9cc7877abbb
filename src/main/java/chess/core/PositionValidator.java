package chess.core;

import java.util.ArrayList;
import java.util.List;

/**
 * Legality of a syntactically correct FEN: the checks that catch positions no game can reach, or that would break
 * the move generator (which relies on exactly one king per side). It reports every problem it finds, in a fixed
 * order: kings, pawns on back ranks, piece counts, check, castling rights, en passant.
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

    private static void checkCastling(ParsedFen fen, List<PositionProblem> problems) {
        for (int right = 0; right < 4; right++) {
            if ((fen.castling & 1 << right) == 0) {
                continue;
            }
            int color = right < 2 ? Piece.WHITE : Piece.BLACK;
            String side = Piece.colorName(color);
            int column = fen.castlingColumns[right];
            String name = "castling right " + RIGHT_LETTER[right];
            if (fen.pieces[KING_HOME[right]] != Piece.make(color, Piece.KING)) {
                problems.add(new PositionProblem(PositionProblem.Code.CASTLING_WITHOUT_KING, FenField.CASTLING,
                        column, name + " needs the " + side + " king on " + (color == Piece.WHITE ? "e1" : "e8")));
            }
            if (fen.pieces[ROOK_HOME[right]] != Piece.make(color, Piece.ROOK)) {
                problems.add(new PositionProblem(PositionProblem.Code.CASTLING_WITHOUT_ROOK, FenField.CASTLING,
                        column, name + " needs a " + side + " rook on " + ROOK_HOME_NAME[right]));
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
