package chess.review;

/**
 * The review engine's centipawns on Stockfish's scale. The winning-chance curve ({@link Score#whiteWinPercent}) was
 * fitted to Stockfish's scores, and this project's engine scores the same positions smaller: over the review's
 * reference games its scores are about 0.73 times Stockfish's (least squares over the positions both score under six
 * pawns, {@code chess.app.ReviewMeasure}; docs/review.md). Judged on its own scale, a move that costs a pawn by
 * Stockfish's count costs the mover too few winning chances, and real blunders come out as mistakes. So the review
 * stretches the centipawns of what its own engine found by the inverse before it judges; mates stay as they are,
 * and scores read from a PGN or a link (another engine's, or already judged) are not touched.
 */
public final class EngineScale {
    /** Stockfish's centipawns per centipawn of this engine (1 / 0.73). */
    public static final double STOCKFISH_PER_ENGINE = 1.37;

    private EngineScale() {
    }

    /** {@code score} (this engine's, White's view) in Stockfish's centipawns; a mate is unchanged. */
    public static Score toStockfish(Score score) {
        if (score.isMate()) {
            return score;
        }
        // Math.round's long is emulated in the page's JavaScript build (chess.core.IntRound says more).
        return Score.cp((int) Math.floor(score.whiteCp() * STOCKFISH_PER_ENGINE + 0.5));
    }
}
