package chess.core;

/** Shows pieces of untrusted input safely inside error messages: short, and with odd characters spelled out. */
final class FenText {
    /** Longest stretch of input quoted in a message. */
    private static final int QUOTE_LIMIT = 24;

    private FenText() {
    }

    /** The character at {@code index}, quoted ("'x'") when printable ASCII, else as "U+0007" or "U+1F600". */
    static String character(String text, int index) {
        char c = text.charAt(index);
        if (c >= 0x20 && c < 0x7f) {
            return "'" + c + "'";
        }
        if (Character.isHighSurrogate(c) && index + 1 < text.length()
                && Character.isLowSurrogate(text.charAt(index + 1))) {
            return "U+" + hex(Character.toCodePoint(c, text.charAt(index + 1)), 5);
        }
        String code = "U+" + hex(c, 4);
        return c < 0x20 || c == 0x7f ? code + " (a control character)" : code;
    }

    /** The text {@code [start, end)} in single quotes, cut after a few characters, odd characters escaped. */
    static String quote(String text, int start, int end) {
        return quote(text, start, end, QUOTE_LIMIT);
    }

    /** Like {@link #quote(String, int, int)} with a chosen length limit. */
    static String quote(String text, int start, int end, int limit) {
        StringBuilder sb = new StringBuilder(Math.min(end - start, limit) + 8).append('\'');
        int stop = Math.min(end, start + limit);
        for (int i = start; i < stop; i++) {
            char c = text.charAt(i);
            if (c >= 0x20 && c < 0x7f) {
                sb.append(c);
            } else {
                sb.append("\\u").append(hex(c, 4));
            }
        }
        if (stop < end) {
            sb.append("...");
        }
        return sb.append('\'').toString();
    }

    /** Upper-case hexadecimal with at least {@code digits} digits (no String.format: this runs in the browser). */
    static String hex(int value, int digits) {
        StringBuilder sb = new StringBuilder();
        int v = value;
        do {
            sb.append("0123456789ABCDEF".charAt(v & 15));
            v >>>= 4;
        } while (v != 0);
        while (sb.length() < digits) {
            sb.append('0');
        }
        return sb.reverse().toString();
    }
}
