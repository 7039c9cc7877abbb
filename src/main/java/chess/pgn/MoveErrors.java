package chess.pgn;

import chess.core.Board;
import chess.core.MoveParseException;
import chess.core.Piece;

/** The sentences that name a move of the movetext that could not be played, with its move number. */
final class MoveErrors {
    /** Longest move text quoted in a message. */
    private static final int ECHO_LIMIT = 40;

    private MoveErrors() {
    }

    /** "5. Ke3" or "5... Ke3": the move as the player would look for it in the game. */
    static String label(Board board, String san) {
        String shown = san.length() > ECHO_LIMIT ? san.substring(0, ECHO_LIMIT) + "…" : san;
        return board.fullmoveNumber() + (board.sideToMove() == Piece.WHITE ? ". " : "... ") + shown;
    }

    /** "5. Ke3 is illegal: no king move to e3 is legal here". */
    static String describe(Board board, String san, MoveParseException e) {
        String verb;
        switch (e.kind()) {
            case ILLEGAL:
                verb = " is illegal: ";
                break;
            case AMBIGUOUS:
                verb = " is ambiguous: ";
                break;
            default:
                verb = " is not a move: ";
                break;
        }
        return label(board, san) + verb + detail(e);
    }

    /**
     * The reason without the "illegal move 'Ke3': " the core puts first: the label already names the move. Move
     * tokens hold no spaces, so the first "': " ends the quoted move; another wording is kept whole.
     */
    private static String detail(MoveParseException e) {
        String message = e.getMessage();
        int quote = message.indexOf(" move '");
        int end = message.indexOf("': ");
        return e.input() != null && quote >= 0 && end > quote ? message.substring(end + 3) : message;
    }
}
