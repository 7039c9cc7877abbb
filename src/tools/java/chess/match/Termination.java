package chess.match;

import chess.core.Outcome;

/**
 * How a match game ended: by a rule of chess, at the ply cap (a draw), or by an engine's failure, which loses the
 * game for it: an illegal move, a crash (the process ended, or gave no {@code bestmove} when it should have) or a
 * loss on time. {@link #pgn} is the PGN standard's Termination value.
 */
enum Termination {
    CHECKMATE("checkmate", "normal"),
    STALEMATE("stalemate", "normal"),
    THREEFOLD_REPETITION("threefold repetition", "normal"),
    FIFTY_MOVE_RULE("fifty-move rule", "normal"),
    INSUFFICIENT_MATERIAL("insufficient material", "normal"),
    PLY_CAP("ply cap", "adjudication"),
    ILLEGAL_MOVE("illegal move", "rules infraction"),
    CRASH("crash", "abandoned"),
    TIME_LOSS("loss on time", "time forfeit");

    final String text;
    final String pgn;

    Termination(String text, String pgn) {
        this.text = text;
        this.pgn = pgn;
    }

    /** True for an engine's failure (the game is lost by the engine that failed). */
    boolean isFailure() {
        return this == ILLEGAL_MOVE || this == CRASH || this == TIME_LOSS;
    }

    /** The termination of a game the rules ended. */
    static Termination of(Outcome.Reason reason) {
        switch (reason) {
            case CHECKMATE: return CHECKMATE;
            case STALEMATE: return STALEMATE;
            case THREEFOLD_REPETITION: return THREEFOLD_REPETITION;
            case FIFTY_MOVE_RULE: return FIFTY_MOVE_RULE;
            case INSUFFICIENT_MATERIAL: return INSUFFICIENT_MATERIAL;
            default: throw new IllegalArgumentException("not an ending of a standard game: " + reason);
        }
    }
}
