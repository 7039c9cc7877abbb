package chess.app;

import chess.core.DecimalText;

/**
 * A small whole number from an address ({@code ply=}, {@code level=}), read with ints: the browser builds emulate
 * {@code long} in JavaScript, and a number this small needs none of it.
 */
final class AddressNumber {
    private AddressNumber() {
    }

    /**
     * {@code text} as a decimal integer (an optional sign, at most 18 digits, as {@link EngineInfo#number} reads)
     * when it lies from {@code min} to {@code max}, else {@code fallback}. The bounds are small (well inside int).
     */
    static int inRange(String text, int min, int max, int fallback) {
        int i = 0;
        boolean negative = false;
        if (!text.isEmpty() && (text.charAt(0) == '-' || text.charAt(0) == '+')) {
            negative = text.charAt(0) == '-';
            i = 1;
        }
        if (i == text.length() || text.length() - i > 18) {
            return fallback;
        }
        int n = DecimalText.orMinusOne(text.substring(i), 1_000_000_000 / 10); // far past any bound, still an int
        if (n < 0) {
            return fallback;
        }
        int value = negative ? -n : n;
        return value >= min && value <= max ? value : fallback;
    }
}
