package chess.match;

import chess.core.Game;
import chess.core.Outcome;

/**
 * How a match game ended: the PGN result ({@code 1-0}, {@code 0-1}, {@code 1/2-1/2}), the {@link Termination} and,
 * for an engine's failure, what happened.
 */
record GameEnd(String result, Termination termination, String detail) {
    /**
     * The end of {@code game} by the rules (FIDE's, applied without a claim: mate, stalemate, threefold repetition,
     * fifty moves, dead material) or, once the engines have played {@code maxPlies} plies, as a draw at the cap;
     * null while it goes on.
     */
    static GameEnd byRules(Game game, int enginePlies, int maxPlies) {
        Outcome outcome = game.outcome();
        if (outcome.isOver()) {
            return new GameEnd(outcome.pgnResult(), Termination.of(outcome.reason()), "");
        }
        return enginePlies >= maxPlies ? new GameEnd("1/2-1/2", Termination.PLY_CAP, "") : null;
    }

    /** The game lost by the side {@code loser} (0 White, 1 Black) for its engine's {@code failure}. */
    static GameEnd failure(int loser, Termination failure, String detail) {
        return new GameEnd(loser == 0 ? "0-1" : "1-0", failure, detail);
    }

    /** The points White made: 1, 0.5 or 0. */
    double whitePoints() {
        return result.equals("1-0") ? 1 : result.equals("0-1") ? 0 : 0.5;
    }
}
