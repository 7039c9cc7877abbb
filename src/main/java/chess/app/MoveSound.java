package chess.app;

import chess.core.Move;

/**
 * The sound a move on the board makes. The page synthesises each one (chess.web.MoveSounds); here is only which
 * one a move gets.
 */
public enum MoveSound {
    MOVE, CAPTURE, CASTLE, CHECK, GAME_END;

    /**
     * The sound of {@code move} just played: the end of the game wins over check, check over a capture, a capture
     * over castling (a move says the most important thing that happened once).
     */
    static MoveSound of(int move, boolean givesCheck, boolean endsGame) {
        if (endsGame) {
            return GAME_END;
        }
        if (givesCheck) {
            return CHECK;
        }
        if (Move.isCapture(move)) {
            return CAPTURE;
        }
        return Move.isCastling(move) ? CASTLE : MOVE;
    }
}
