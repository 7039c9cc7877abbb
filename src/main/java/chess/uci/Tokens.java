package chess.uci;

import java.util.ArrayList;
import java.util.List;

/** Splits a command line on whitespace by hand (no regex, which would bloat the browser build). */
final class Tokens {
    private Tokens() {
    }

    static List<String> split(String line) {
        List<String> out = new ArrayList<>();
        int n = line.length();
        int i = 0;
        while (i < n) {
            while (i < n && Character.isWhitespace(line.charAt(i))) {
                i++;
            }
            int start = i;
            while (i < n && !Character.isWhitespace(line.charAt(i))) {
                i++;
            }
            if (i > start) {
                out.add(line.substring(start, i));
            }
        }
        return out;
    }

    /** Tokens {@code from} (inclusive) to {@code to} (exclusive), joined by single spaces. */
    static String join(List<String> t, int from, int to) {
        return String.join(" ", t.subList(from, to));
    }

    /** Parses a decimal int, or returns null when the text is not one (or does not fit). */
    static Integer parseInt(String text) {
        if (text == null || text.isEmpty() || text.length() > 11) {
            return null;
        }
        int i = 0;
        boolean negative = false;
        if (text.charAt(0) == '-' || text.charAt(0) == '+') {
            negative = text.charAt(0) == '-';
            i = 1;
            if (text.length() == 1) {
                return null;
            }
        }
        long value = 0;
        for (; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c < '0' || c > '9') {
                return null;
            }
            value = value * 10 + (c - '0');
        }
        value = negative ? -value : value;
        if (value < Integer.MIN_VALUE || value > Integer.MAX_VALUE) {
            return null;
        }
        return (int) value;
    }

    /** Parses a non-negative decimal long (node counts), or returns null. */
    static Long parseLong(String text) {
        if (text == null || text.isEmpty() || text.length() > 18) {
            return null;
        }
        long value = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c < '0' || c > '9') {
                return null;
            }
            value = value * 10 + (c - '0');
        }
        return value;
    }

    /** The most characters of input a message repeats. */
    static final int ECHO_LIMIT = 100;

    /**
     * Input as a message repeats it: at most {@link #ECHO_LIMIT} characters, a longer text cut and followed by
     * {@code "... (N characters)"} (ASCII: standard output need not be UTF-8), so that a 100 MB line is not sent
     * back as a 100 MB {@code info string}.
     */
    static String echo(String text) {
        if (text.length() <= ECHO_LIMIT) {
            return text;
        }
        int end = Character.isHighSurrogate(text.charAt(ECHO_LIMIT - 1)) ? ECHO_LIMIT - 1 : ECHO_LIMIT;
        return text.substring(0, end) + "... (" + text.length() + " characters)";
    }
}
