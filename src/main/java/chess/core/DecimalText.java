package chess.core;

/** Small non-negative decimal numbers typed or stored as text, read without {@code long} or exceptions. */
public final class DecimalText {
    private DecimalText() {
    }

    /**
     * {@code text} as a number from 0 to {@code max} (digits only: no sign, no spaces), or -1 when it is null, empty,
     * not all digits or over {@code max}.
     */
    public static int orMinusOne(String text, int max) {
        if (text == null || text.isEmpty()) {
            return -1;
        }
        int n = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c < '0' || c > '9') {
                return -1;
            }
            n = n * 10 + (c - '0');
            if (n > max) {
                return -1; // stops long before an int could overflow
            }
        }
        return n;
    }
}
