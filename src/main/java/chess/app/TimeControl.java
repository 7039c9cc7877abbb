package chess.app;

import chess.core.DecimalText;

/**
 * A game's time control: minutes for the game (or for each period), seconds added after each move, and optionally
 * the moves of a period, after which the period's time is added again ("40 moves in 90 minutes"). Read from the
 * page's presets or typed values, which are checked: a nonsense value is refused with a sentence saying which.
 */
public final class TimeControl {
    /** The longest game a control may give each side: 10 hours. */
    static final int MAX_MINUTES = 600;
    static final int MAX_INCREMENT_SECONDS = 180;
    static final int MAX_PERIOD_MOVES = 200;
    /** The page's presets, as "minutes+increment". */
    public static final String[] PRESETS = {"1+0", "3+2", "5+3", "10+5", "15+10", "30+0"};

    /** Each side's time at the start (and added again each period), in milliseconds. */
    public final int baseMs;
    public final int incrementMs;
    /** Moves of a period, or 0 when the base time is for the whole game. */
    public final int periodMoves;

    private TimeControl(int baseMs, int incrementMs, int periodMoves) {
        this.baseMs = baseMs;
        this.incrementMs = incrementMs;
        this.periodMoves = periodMoves;
    }

    /** A preset ("5+3"), or null when {@code id} is not one. */
    public static TimeControl preset(String id) {
        for (String preset : PRESETS) {
            if (preset.equals(id)) {
                int plus = id.indexOf('+');
                return new TimeControl(Integer.parseInt(id.substring(0, plus)) * 60_000,
                        Integer.parseInt(id.substring(plus + 1)) * 1000, 0);
            }
        }
        return null;
    }

    /**
     * A control from typed values: minutes (whole or with up to two decimals, 0 to 600), increment in whole
     * seconds (0 to 180) and moves per period (empty or 0 for none, up to 200).
     *
     * @throws IllegalArgumentException with a sentence for the player when a value is not acceptable
     */
    public static TimeControl custom(String minutes, String incrementSeconds, String periodMoves) {
        int baseSeconds = minutesAsSeconds(minutes);
        int increment = whole("Increment", incrementSeconds, MAX_INCREMENT_SECONDS, "seconds");
        int moves = isBlank(periodMoves) ? 0 : whole("Moves per period", periodMoves, MAX_PERIOD_MOVES, "moves");
        if (baseSeconds == 0 && increment == 0) {
            throw new IllegalArgumentException("0 minutes and 0 seconds a move is no time at all: give minutes or an "
                    + "increment.");
        }
        if (baseSeconds == 0 && moves > 0) {
            throw new IllegalArgumentException("A period of " + moves + " moves needs minutes to refill.");
        }
        return new TimeControl(baseSeconds * 1000, increment * 1000, moves);
    }

    /** The PGN {@code TimeControl} tag: "300+3" (seconds), "40/5400+30" with periods, "300" without increment. */
    public String pgnTag() {
        String base = (periodMoves > 0 ? periodMoves + "/" : "") + baseMs / 1000;
        return incrementMs > 0 ? base + "+" + incrementMs / 1000 : base;
    }

    /** How the page names it: "5+3", "2.5+0", "40 moves in 90+30". */
    public String label() {
        String minutes = baseMs % 60_000 == 0 ? String.valueOf(baseMs / 60_000) : trimmedMinutes();
        String control = minutes + "+" + incrementMs / 1000;
        return periodMoves > 0 ? periodMoves + " moves in " + control : control;
    }

    private String trimmedMinutes() {
        int hundredths = Math.round(baseMs / 600f); // minutes * 100
        String text = hundredths / 100 + "." + (hundredths % 100 < 10 ? "0" : "") + hundredths % 100;
        return text.endsWith("0") ? text.substring(0, text.length() - 1) : text;
    }

    @Override
    public boolean equals(Object o) {
        if (!(o instanceof TimeControl)) {
            return false;
        }
        TimeControl t = (TimeControl) o;
        return baseMs == t.baseMs && incrementMs == t.incrementMs && periodMoves == t.periodMoves;
    }

    @Override
    public int hashCode() {
        return (baseMs * 31 + incrementMs) * 31 + periodMoves;
    }

    @Override
    public String toString() {
        return pgnTag();
    }

    /** Minutes typed as "5", "2.5" or "0.75", as whole seconds. */
    private static int minutesAsSeconds(String typed) {
        String text = typed == null ? "" : typed.trim();
        refuseSignsAndBlanks("Minutes", text);
        int dot = text.indexOf('.');
        String whole = dot < 0 ? text : text.substring(0, dot);
        String fraction = dot < 0 ? "" : text.substring(dot + 1);
        int minutes = whole.isEmpty() ? 0 : DecimalText.orMinusOne(whole, 100_000);
        int hundredths = fraction.isEmpty() ? 0 : DecimalText.orMinusOne(fraction, 99);
        if (minutes < 0 || hundredths < 0 || fraction.length() > 2 || whole.isEmpty() && fraction.isEmpty()) {
            throw new IllegalArgumentException("Minutes: '" + text + "' is not a number such as 5 or 2.5.");
        }
        if (fraction.length() == 1) {
            hundredths *= 10;
        }
        if (minutes > MAX_MINUTES || minutes == MAX_MINUTES && hundredths > 0) {
            throw new IllegalArgumentException("Minutes: " + text + " is too long; at most " + MAX_MINUTES
                    + " (10 hours).");
        }
        return minutes * 60 + Math.round(hundredths * 0.6f);
    }

    private static int whole(String what, String typed, int max, String unit) {
        String text = typed == null ? "" : typed.trim();
        refuseSignsAndBlanks(what, text);
        int n = DecimalText.orMinusOne(text, 1_000_000);
        if (n < 0) {
            throw new IllegalArgumentException(what + ": '" + text + "' is not a whole number of " + unit + ".");
        }
        if (n > max) {
            throw new IllegalArgumentException(what + ": " + text + " is too many; at most " + max + " " + unit + ".");
        }
        return n;
    }

    private static void refuseSignsAndBlanks(String what, String text) {
        if (text.isEmpty()) {
            throw new IllegalArgumentException(what + ": empty; type a number.");
        }
        if (text.charAt(0) == '-') {
            throw new IllegalArgumentException(what + ": " + text + " is negative; time cannot be.");
        }
    }

    private static boolean isBlank(String text) {
        return text == null || text.trim().isEmpty();
    }
}
