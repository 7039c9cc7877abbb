package chess.match;

/**
 * The two players' clocks of one game under a time control of base time plus increment, kept by the runner: a
 * move's thinking time (from {@code go} to {@code bestmove}) is taken off the mover's clock, then the increment is
 * added. A side that overruns its clock by more than the margin has lost on time; the margin forgives the
 * milliseconds of pipe and scheduling delay that the engine cannot see.
 */
final class Clock {
    private final long incrementMs;
    private final long marginMs;
    private final long[] remainingMs;

    Clock(long baseMs, long incrementMs, long marginMs) {
        this.incrementMs = incrementMs;
        this.marginMs = marginMs;
        this.remainingMs = new long[] {baseMs, baseMs};
    }

    /** The time {@code side} (0 White, 1 Black) has left, as sent in {@code wtime}/{@code btime}: never negative. */
    long remainingMs(int side) {
        return Math.max(0, remainingMs[side]);
    }

    long incrementMs() {
        return incrementMs;
    }

    /** How long to wait for {@code side}'s move before it has certainly lost on time. */
    long deadlineMs(int side) {
        return remainingMs(side) + marginMs + 1;
    }

    /**
     * Charges {@code side} a move that took {@code elapsedMs}; false if that overran its clock by more than the
     * margin (a loss on time: the clock is then left as it was charged, without the increment).
     */
    boolean charge(int side, long elapsedMs) {
        remainingMs[side] -= elapsedMs;
        if (remainingMs[side] < -marginMs) {
            return false;
        }
        remainingMs[side] = Math.max(0, remainingMs[side]) + incrementMs;
        return true;
    }
}
