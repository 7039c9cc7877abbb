package chess.engine;

import chess.core.Board;
import chess.core.Geometry;
import chess.core.Move;
import chess.core.Piece;
import chess.core.Square;

/**
 * Static exchange evaluation: the material result of the capture sequence on one square when both sides always
 * recapture with their least valuable attacker (and may stop when it does not pay). Pieces that have taken part
 * are marked removed with a stamp, so x-ray attackers behind them join in; the board itself is never changed.
 */
final class StaticExchange {
    static final int[] VALUE = {0, 100, 320, 330, 500, 950, 20000};

    private final int[] removed = new int[Square.LIMIT];
    private final int[] gain = new int[40];
    private int stamp;
    private int lastAttackerType;

    /** Material won (positive) or lost by the side making {@code move}, in centipawns. */
    int evaluate(Board b, int move) {
        int from = Move.from(move);
        int to = Move.to(move);
        int promotion = Move.promotion(move);
        if (++stamp == 0) {
            java.util.Arrays.fill(removed, 0);
            stamp = 1;
        }
        int captured = Move.captured(move);
        gain[0] = captured == Piece.EMPTY ? 0 : VALUE[Piece.type(captured)];
        int onSquare = VALUE[Piece.type(Move.piece(move))];
        if (promotion != 0) {
            gain[0] += VALUE[promotion] - VALUE[Piece.PAWN];
            onSquare = VALUE[promotion];
        }
        removed[from] = stamp;
        if (Move.isEnPassant(move)) {
            removed[to - Square.pawnPush(Piece.color(Move.piece(move)))] = stamp;
        }
        int side = Piece.color(Move.piece(move)) ^ 1;
        int d = 0;
        while (true) {
            int attacker = leastValuableAttacker(b, to, side);
            if (attacker == Square.NONE) {
                break;
            }
            if (lastAttackerType == Piece.KING && leastValuableAttacker(b, to, side ^ 1) != Square.NONE) {
                break; // the king may not capture into a defended square
            }
            d++;
            gain[d] = onSquare - gain[d - 1];
            if (Math.max(-gain[d - 1], gain[d]) < 0 || d == gain.length - 1) {
                break; // neither side can improve by going on
            }
            onSquare = VALUE[lastAttackerType];
            removed[attacker] = stamp;
            side ^= 1;
        }
        while (d > 0) {
            gain[d - 1] = -Math.max(-gain[d - 1], gain[d]);
            d--;
        }
        return gain[0];
    }

    /** Square of the cheapest piece of {@code side} attacking {@code to} (removed pieces ignored), or NONE. */
    private int leastValuableAttacker(Board b, int to, int side) {
        int pawn = Piece.make(side, Piece.PAWN);
        int behind = -Square.pawnPush(side);
        for (int dx = -1; dx <= 1; dx += 2) {
            int s = to + behind + dx;
            if (Square.onBoard(s) && b.pieceAt(s) == pawn && removed[s] != stamp) {
                lastAttackerType = Piece.PAWN;
                return s;
            }
        }
        for (int type = Piece.KNIGHT; type <= Piece.KING; type++) {
            int code = Piece.make(side, type);
            for (int i = 0, n = b.count(code); i < n; i++) {
                int from = b.pieceSquare(code, i);
                if (removed[from] == stamp || !Geometry.couldAttack(code, from, to)) {
                    continue;
                }
                if (type != Piece.KNIGHT && type != Piece.KING && !clearPath(b, from, to)) {
                    continue;
                }
                lastAttackerType = type;
                return from;
            }
        }
        return Square.NONE;
    }

    private boolean clearPath(Board b, int from, int to) {
        int step = Geometry.step(from, to);
        for (int t = from + step; t != to; t += step) {
            if (b.pieceAt(t) != Piece.EMPTY && removed[t] != stamp) {
                return false;
            }
        }
        return true;
    }
}
