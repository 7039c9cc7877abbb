package chess.app;

import chess.core.Move;

/**
 * The sound a move on the board makes: which one a move gets, and the site's file of each (the build writes them
 * from {@link MoveSoundWaves}; chess.web.MoveSounds plays them).
 */
public enum MoveSound {
    MOVE("move"), CAPTURE("capture"), CASTLE("castle"), CHECK("check"), GAME_END("game_end");

    // Written out, not name() in lower case: the page asks for it on every move, and in the browser builds a
    // lower case for Locale.ROOT goes through the browser's locale machinery (about 20 ms of the first move's
    // task at 4x CPU slowdown in the JavaScript build).
    private final String id;

    MoveSound(String id) {
        this.id = id;
    }

    /** The sound's name in the page and its file: "move", "capture", "castle", "check", "game_end". */
    public String id() {
        return id;
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
