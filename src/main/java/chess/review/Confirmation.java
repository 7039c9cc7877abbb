package chess.review;

/**
 * Judges a suspected move ({@link Suspicion}) from the deeper look: the position before it searched again with a
 * larger budget and two lines, the position after it searched again, and (when the reply swung the score) the
 * position after the opponent's reply too. The deeper scores alone decide; the first pass's are forgotten.
 *
 * <ul>
 *   <li>The deeper search chose the played move: no mark, whatever the scores.
 *   <li>The played move is the deeper search's second line: its score there and the deeper score of the position
 *       after it are two estimates of the same position; the one kinder to the mover counts (a review must not
 *       accuse on the worse of two guesses).
 *   <li>After a swing, the deeper score after the reply counts when it is worse for the mover: the reply cannot
 *       have made the mover's position worse than it already was.
 * </ul>
 */
public final class Confirmation {
    private Confirmation() {
    }

    /**
     * The deeper judgement of a move.
     *
     * @param before the deeper score of the position before the move (White's view)
     * @param playedBest whether the deeper search there chose the played move
     * @param playedLine the played move's score as that search's second line, or null when it is not one
     * @param after the deeper score of the position after the move
     * @param reply the deeper score after the opponent's reply when the reply swung the score, else null
     */
    public static MoveAssessment judge(Score before, boolean playedBest, Score playedLine, Score after, Score reply,
            boolean whiteMoved) {
        if (playedBest) {
            return MoveAssessment.of(before, after, whiteMoved, true);
        }
        Score counted = after;
        if (playedLine != null && playedLine.winPercentFor(whiteMoved) > counted.winPercentFor(whiteMoved)) {
            counted = playedLine;
        }
        if (reply != null && reply.winPercentFor(whiteMoved) < counted.winPercentFor(whiteMoved)) {
            counted = reply;
        }
        return MoveAssessment.of(before, counted, whiteMoved, false);
    }
}
