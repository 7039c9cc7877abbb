package chess.core;

/**
 * Rounding to an int without a {@code long}: {@code Math.round(double)} answers a {@code long}, which TeaVM's
 * JavaScript build emulates (an object per value, and its own division to write one as text), and the page rounds
 * in its redraws (the review's graph, its summaries, the engine's arrows).
 */
public final class IntRound {
    private IntRound() {
    }

    /** {@code value} rounded half up, as {@code Math.round} does, for values within the int range. */
    public static int of(double value) {
        return (int) Math.floor(value + 0.5);
    }
}
