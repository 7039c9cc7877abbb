package chess.app;

/**
 * Where the clocks read the time: milliseconds from any fixed start, as a double ({@code performance.now()} in the
 * page, so a busy or hidden tab neither freezes nor skips time; a fake the tests advance by hand).
 */
public interface ClockTime {
    double nowMs();

    /** A time that never moves (a controller nobody gave a clock). */
    ClockTime STOPPED = () -> 0;
}
