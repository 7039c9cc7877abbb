package chess.review;

/**
 * How a review judges a move, from the drop in the mover's winning chances, with the PGN NAG and glyph it writes.
 * The thresholds are in percentage points of winning chances ({@link Score#whiteWinPercent}).
 */
public enum Judgement {
    GOOD(0, "", "", 0),
    INACCURACY(6, "?!", "Inaccuracy", 5),
    MISTAKE(2, "?", "Mistake", 10),
    BLUNDER(4, "??", "Blunder", 15);

    /** The NAG ($6, $2, $4), or 0 for a good move. */
    public final int nag;
    public final String glyph;
    public final String word;
    /** The smallest drop in winning chances (percentage points) that earns this judgement. */
    public final double minimumDrop;

    Judgement(int nag, String glyph, String word, double minimumDrop) {
        this.nag = nag;
        this.glyph = glyph;
        this.word = word;
        this.minimumDrop = minimumDrop;
    }

    /** The judgement for a drop of {@code drop} percentage points in the mover's winning chances. */
    public static Judgement ofDrop(double drop) {
        if (drop >= BLUNDER.minimumDrop) {
            return BLUNDER;
        }
        if (drop >= MISTAKE.minimumDrop) {
            return MISTAKE;
        }
        return drop >= INACCURACY.minimumDrop ? INACCURACY : GOOD;
    }

    /** True for the NAGs a review writes ($2, $4, $6), which a later review may replace. */
    public static boolean isReviewNag(int nag) {
        return nag == INACCURACY.nag || nag == MISTAKE.nag || nag == BLUNDER.nag;
    }
}
