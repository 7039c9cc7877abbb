package chess.image;

/**
 * A number as the piece drawings write it ({@code -12.75}, {@code .5}, {@code +3}: a sign, digits, one decimal
 * point, no exponent), read by hand: {@code Double.parseDouble} would bring TeaVM's decimal-to-binary conversion
 * (about 11 KB gzip) into the page. Up to 15 digits the result is the double nearest the text, as
 * {@code Double.parseDouble} gives: the digits make an exact integer and one division by an exact power of ten
 * rounds once.
 */
final class SvgNumber {
    private static final double[] POWERS_OF_TEN = {1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
        1e12, 1e13, 1e14, 1e15};
    private static final int MAX_DIGITS = 15;

    private SvgNumber() {
    }

    /** {@code text} as a number; IllegalArgumentException naming it when it is not one of the form above. */
    static double parse(String text) {
        int at = 0;
        boolean negative = false;
        if (at < text.length() && (text.charAt(at) == '-' || text.charAt(at) == '+')) {
            negative = text.charAt(at) == '-';
            at++;
        }
        double digits = 0;
        int count = 0;
        int decimals = -1; // digits after the point, or -1 before it
        for (; at < text.length(); at++) {
            char c = text.charAt(at);
            if (c == '.' && decimals < 0) {
                decimals = 0;
            } else if (c >= '0' && c <= '9') {
                if (++count > MAX_DIGITS) {
                    throw new IllegalArgumentException("'" + text + "' has more than " + MAX_DIGITS + " digits");
                }
                digits = digits * 10 + (c - '0');
                if (decimals >= 0) {
                    decimals++;
                }
            } else {
                throw new IllegalArgumentException("'" + text + "' is not a number");
            }
        }
        if (count == 0) {
            throw new IllegalArgumentException("'" + text + "' is not a number");
        }
        double value = decimals > 0 ? digits / POWERS_OF_TEN[decimals] : digits;
        return negative ? -value : value;
    }
}
