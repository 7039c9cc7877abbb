package chess.app;

import chess.core.Piece;

/**
 * The material of a position, as players read it beside the board: the pieces each side has captured and the
 * points by which one side is ahead (pawn 1, knight and bishop 3, rook 5, queen 9).
 *
 * <p>Worked out from the position alone, so it is right for a game loaded from a FEN as for one played from the
 * start: a side's captured pieces are the opponent's pieces missing from its starting complement (8 pawns, 2
 * knights, 2 bishops, 2 rooks, a queen). A piece beyond that complement (a second queen) can only be a promoted
 * pawn, so it stands for one of the missing pawns, which then was not captured. The points compare what stands on
 * the board, so a promotion counts as what it is worth.
 */
public final class Material {
    /** The piece types captured pieces are listed in: the most valuable first. */
    public static final int[] LISTED_TYPES = {Piece.QUEEN, Piece.ROOK, Piece.BISHOP, Piece.KNIGHT, Piece.PAWN};
    /** Points by piece type (index {@link Piece#PAWN} .. {@link Piece#KING}); the king has none. */
    private static final int[] POINTS = {0, 1, 3, 3, 5, 9, 0};
    /** Each side's pieces at the start, by type. */
    private static final int[] START = {0, 8, 2, 2, 2, 1, 1};
    private static final String[] NAMES = {"", "pawn", "knight", "bishop", "rook", "queen", "king"};
    private static final String[] SIDES = {"White", "Black"};

    /** Pieces on the board by colour and type. */
    private final int[][] onBoard = new int[2][7];
    /** Pieces captured by each colour (so of the other colour), by type. */
    private final int[][] captured = new int[2][7];
    /** White's points minus Black's. */
    private final int balance;

    private Material(int[] pieces) {
        for (int piece : pieces) {
            if (piece != Piece.EMPTY) {
                onBoard[Piece.color(piece)][Piece.type(piece)]++;
            }
        }
        int points = 0;
        for (int type = Piece.PAWN; type <= Piece.QUEEN; type++) {
            points += POINTS[type] * (onBoard[Piece.WHITE][type] - onBoard[Piece.BLACK][type]);
        }
        balance = points;
        missing(Piece.WHITE, captured[Piece.BLACK]);
        missing(Piece.BLACK, captured[Piece.WHITE]);
    }

    /** The material of the 64 piece codes {@code pieces} (a1 first, 0 for an empty square). */
    public static Material of(int[] pieces) {
        return new Material(pieces);
    }

    /** Fills {@code gone} with {@code color}'s pieces missing from its starting complement, by type. */
    private void missing(int color, int[] gone) {
        int[] have = onBoard[color];
        int promoted = 0;
        for (int type = Piece.KNIGHT; type <= Piece.QUEEN; type++) {
            gone[type] = Math.max(0, START[type] - have[type]);
            promoted += Math.max(0, have[type] - START[type]);
        }
        gone[Piece.PAWN] = Math.max(0, START[Piece.PAWN] - have[Piece.PAWN] - promoted);
    }

    /** How many pieces of {@code type} the side {@code by} has captured. */
    public int captured(int by, int type) {
        return captured[by][type];
    }

    /** White's points minus Black's: positive when White is ahead. */
    public int balance() {
        return balance;
    }

    /** "+3" for the side ahead ({@code color}), "" for the other side and when the points are level. */
    public String lead(int color) {
        int ahead = color == Piece.WHITE ? balance : -balance;
        return ahead > 0 ? "+" + ahead : "";
    }

    /** "White has captured a queen, a knight and 2 pawns", or "White has captured nothing". */
    public String capturedSaid(int by) {
        String list = listed(captured[by], 1);
        return SIDES[by] + " has captured " + (list.isEmpty() ? "nothing" : list);
    }

    /**
     * Who is ahead in words: "White is up a knight", "Black is up 2 points: a rook against a bishop", "Material is
     * even", "Material is even: White has a bishop against a knight" (the side ahead's pieces first).
     */
    public String balanceSaid() {
        int[] difference = new int[7];
        for (int type = Piece.PAWN; type <= Piece.QUEEN; type++) {
            difference[type] = onBoard[Piece.WHITE][type] - onBoard[Piece.BLACK][type];
        }
        int first = balance < 0 ? Piece.BLACK : Piece.WHITE; // the side ahead, or White when level
        int sign = first == Piece.WHITE ? 1 : -1;
        String more = listed(difference, sign);
        String fewer = listed(difference, -sign);
        if (balance == 0) {
            return more.isEmpty() ? "Material is even" : "Material is even: White has " + more + " against " + fewer;
        }
        String side = SIDES[first];
        if (fewer.isEmpty()) {
            return side + " is up " + more;
        }
        int points = Math.abs(balance);
        return side + " is up " + points + (points == 1 ? " point: " : " points: ") + more + " against " + fewer;
    }

    /** The pieces {@code counts[type] * sign} counts where positive, in words: "a queen, 2 rooks and a pawn". */
    private static String listed(int[] counts, int sign) {
        StringBuilder text = new StringBuilder();
        int items = 0;
        for (int type : LISTED_TYPES) {
            items += counts[type] * sign > 0 ? 1 : 0;
        }
        int written = 0;
        for (int type : LISTED_TYPES) {
            int n = counts[type] * sign;
            if (n <= 0) {
                continue;
            }
            if (written > 0) {
                text.append(written == items - 1 ? " and " : ", ");
            }
            text.append(n == 1 ? "a " + NAMES[type] : n + " " + NAMES[type] + "s");
            written++;
        }
        return text.toString();
    }
}
