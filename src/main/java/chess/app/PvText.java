package chess.app;

import chess.core.Board;
import chess.core.Move;
import chess.core.MoveParseException;
import chess.core.Piece;
import chess.core.San;
import chess.core.UciMove;
import java.util.List;

/**
 * An engine's principal variation (UCI moves) written in SAN with move numbers, e.g. {@code 12. Nf3 d5 13. c4} or
 * {@code 12... d5 13. Nf3}, played on a copy of the board. It stops at the first move that is garbled or illegal
 * there, so a stale or broken line never shows a wrong move.
 */
public final class PvText {
    private PvText() {
    }

    /** At most {@code maxMoves} moves of {@code pv} from {@code board} (not changed), in SAN; "" when none fits. */
    public static String san(Board board, List<String> pv, int maxMoves) {
        Board b = new Board();
        b.copyFrom(board);
        StringBuilder sb = new StringBuilder();
        int count = 0;
        for (String uci : pv) {
            if (count >= maxMoves) {
                break;
            }
            int move = legal(b, uci);
            if (move == Move.NONE) {
                break;
            }
            if (sb.length() > 0) {
                sb.append(' ');
            }
            boolean white = b.sideToMove() == Piece.WHITE;
            if (white) {
                sb.append(b.fullmoveNumber()).append(". ");
            } else if (count == 0) {
                sb.append(b.fullmoveNumber()).append("... ");
            }
            sb.append(San.format(b, move));
            b.make(move);
            count++;
        }
        return sb.toString();
    }

    /** The legal move {@code uci} stands for on {@code board}, or {@link Move#NONE} (garbled, illegal, null move). */
    public static int legal(Board board, String uci) {
        if (uci == null) {
            return Move.NONE;
        }
        try {
            return UciMove.parse(board, uci);
        } catch (MoveParseException e) {
            return Move.NONE;
        } catch (RuntimeException e) { // parsing promises not to throw anything else; never break the page
            return Move.NONE;
        }
    }
}
