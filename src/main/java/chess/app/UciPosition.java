package chess.app;

import chess.core.Board;
import chess.core.Fen;
import chess.core.UciMove;
import chess.core.Variant;

/**
 * The UCI {@code position} command for a game: its start FEN and every move since (so the engine sees
 * repetitions). On a Chess960 board castling is written as the king taking its own rook, as an engine with
 * {@code UCI_Chess960} on expects; so the moves are formatted on the board they are played on.
 */
final class UciPosition {
    private UciPosition() {
    }

    static String command(String startFen, Variant variant, int[] moves) {
        StringBuilder sb = new StringBuilder("position fen ").append(startFen);
        if (moves.length == 0) {
            return sb.toString();
        }
        sb.append(" moves");
        Board board = variant == Variant.CHESS960 ? Fen.parse(startFen, variant) : null;
        for (int m : moves) {
            sb.append(' ').append(board == null ? UciMove.format(m) : UciMove.format(board, m));
            if (board != null) {
                board.make(m);
            }
        }
        return sb.toString();
    }

    /** The {@code setoption} line that puts the engine in the variant's mode. */
    static String variantOption(Variant variant) {
        return "setoption name UCI_Chess960 value " + (variant == Variant.CHESS960);
    }
}
