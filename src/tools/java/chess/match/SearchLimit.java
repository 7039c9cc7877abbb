package chess.match;

import java.util.Locale;

/**
 * What each move of a match may use: a clock of base time plus increment ({@code tc 10+0.1}, in seconds), a fixed
 * number of nodes, a fixed depth or a fixed time per move. Only the clock is kept by the runner ({@link Clock});
 * under the fixed limits an engine that gives no {@code bestmove} within {@code hangMs} is taken to have hung.
 */
record SearchLimit(Kind kind, long value, long incrementMs, long hangMs) {
    enum Kind { CLOCK, NODES, DEPTH, MOVE_TIME }

    /** Reads {@code tc BASE+INC} (seconds), {@code nodes N}, {@code depth D} or {@code movetime MS}. */
    static SearchLimit parse(String kind, String value, long hangMs) {
        switch (kind) {
            case "tc": {
                String[] parts = value.split("\\+", -1);
                if (parts.length > 2 || parts[0].isEmpty()) {
                    throw new IllegalArgumentException("a time control is BASE+INC in seconds, like 10+0.1, not "
                            + value);
                }
                long base = Math.round(Double.parseDouble(parts[0]) * 1000);
                long increment = parts.length == 2 ? Math.round(Double.parseDouble(parts[1]) * 1000) : 0;
                return new SearchLimit(Kind.CLOCK, base, increment, hangMs);
            }
            case "nodes":
                return new SearchLimit(Kind.NODES, Long.parseLong(value), 0, hangMs);
            case "depth":
                return new SearchLimit(Kind.DEPTH, Long.parseLong(value), 0, hangMs);
            case "movetime":
                return new SearchLimit(Kind.MOVE_TIME, Long.parseLong(value), 0, hangMs);
            default:
                throw new IllegalArgumentException("unknown limit " + kind);
        }
    }

    /** A fresh pair of clocks for one game; null without a time control. */
    Clock newClock(long marginMs) {
        return kind == Kind.CLOCK ? new Clock(value, incrementMs, marginMs) : null;
    }

    /** The {@code go} command for the next move ({@code clock} is the game's, null without a time control). */
    String goCommand(Clock clock) {
        switch (kind) {
            case CLOCK:
                return "go wtime " + clock.remainingMs(0) + " btime " + clock.remainingMs(1) + " winc "
                        + clock.incrementMs() + " binc " + clock.incrementMs();
            case NODES:
                return "go nodes " + value;
            case DEPTH:
                return "go depth " + value;
            default:
                return "go movetime " + value;
        }
    }

    /** How long to wait for a move: until the clock has certainly run out, or the hang limit (beyond movetime). */
    long waitMs(Clock clock, int side) {
        switch (kind) {
            case CLOCK:
                return clock.deadlineMs(side);
            case MOVE_TIME:
                return value + hangMs;
            default:
                return hangMs;
        }
    }

    /** PGN's TimeControl value: {@code 10+0.1} (seconds) for a clock, {@code -} (none) for the fixed limits. */
    String pgnTimeControl() {
        return kind == Kind.CLOCK ? seconds(value) + "+" + seconds(incrementMs) : "-";
    }

    /** For people: {@code tc 10+0.1}, {@code nodes 5000}, {@code depth 8}, {@code movetime 100}. */
    String label() {
        switch (kind) {
            case CLOCK:
                return "tc " + pgnTimeControl();
            case NODES:
                return "nodes " + value;
            case DEPTH:
                return "depth " + value;
            default:
                return "movetime " + value;
        }
    }

    private static String seconds(long ms) {
        String s = String.format(Locale.ROOT, "%.3f", ms / 1000.0);
        return s.replaceAll("\\.?0+$", "");
    }
}
