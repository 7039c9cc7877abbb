package chess.app;

import chess.core.Move;
import java.util.Locale;

/**
 * The sound a move on the board makes: which one a move gets, and the site's file of each (the build writes them
 * from {@link MoveSoundWaves}; chess.web.MoveSounds plays them).
 */
public enum MoveSound {
    MOVE, CAPTURE, CASTLE, CHECK, GAME_END;

    /** The sound's name in the page and its file: "move", "capture", "castle", "check", "game_end". */
    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The sound's file in the site, relative to the page: {@code sounds/<id>.wav}. */
    public String file() {
        return "sounds/" + id() + ".wav";
    }

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
