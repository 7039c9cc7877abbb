package chess.app;

import chess.core.Piece;

/**
 * Two players' clocks under one {@link TimeControl}: the running side's time is its time left when its turn began
 * minus the time since, read from the time source each time it is asked, never counted down by ticks. Pressing the
 * clock (a move made) takes the time used, adds the increment and, at the end of a period, the period's time again.
 */
final class ChessClock {
    private final TimeControl control;
    /** Time left at the start of the running turn (the other side's is simply its time left), by colour. */
    private final double[] left = new double[2];
    private final int[] moves = new int[2];
    /** The side whose clock runs, or -1 when neither does (not started, paused or stopped). */
    private int running = -1;
    /** The side to move while paused (its clock starts again on resume), or -1. */
    private int pausedSide = -1;
    private double since;

    ChessClock(TimeControl control) {
        this.control = control;
        left[Piece.WHITE] = control.baseMs;
        left[Piece.BLACK] = control.baseMs;
    }

    TimeControl control() {
        return control;
    }

    /** Starts {@code color}'s clock at {@code now}. */
    void start(int color, double now) {
        running = color;
        pausedSide = -1;
        since = now;
    }

    /**
     * The running side made a move at {@code now}: its time used is taken, its increment (and at the end of a
     * period, the period's time) added, and the other side's clock starts. Returns the mover's time left after it.
     */
    double press(double now) {
        int mover = running;
        if (mover < 0) {
            return 0;
        }
        left[mover] -= now - since;
        moves[mover]++;
        left[mover] += control.incrementMs;
        if (control.periodMoves > 0 && moves[mover] % control.periodMoves == 0) {
            left[mover] += control.baseMs;
        }
        start(1 - mover, now);
        return left[mover];
    }

    /** Time left of {@code color} at {@code now} (below 0 once it has flagged). */
    double left(int color, double now) {
        return color == running ? left[color] - (now - since) : left[color];
    }

    /** Time left of {@code color} when the running turn began: what the engine is told in its {@code go} line. */
    double leftAtTurnStart(int color) {
        return left[color];
    }

    /** Moves still to make in this period by {@code color} (for UCI {@code movestogo}), or 0 without periods. */
    int movesToGo(int color) {
        return control.periodMoves > 0 ? control.periodMoves - moves[color] % control.periodMoves : 0;
    }

    /** The side whose time has run out at {@code now}, or -1. */
    int flagged(double now) {
        return running >= 0 && left(running, now) <= 0 ? running : -1;
    }

    /** Neither clock runs any more (the game ended); times are kept as they stood at {@code now}. */
    void stop(double now) {
        if (running >= 0) {
            left[running] = left(running, now);
        }
        running = -1;
    }

    /** Stops the running clock until {@link #resume}. */
    void pause(double now) {
        int side = running;
        stop(now);
        pausedSide = side;
    }

    void resume(double now) {
        if (pausedSide >= 0) {
            start(pausedSide, now);
        }
    }

    /** The side whose clock runs, or -1. */
    int running() {
        return running;
    }

    boolean paused() {
        return pausedSide >= 0;
    }
}
