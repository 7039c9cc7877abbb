package chess.build;

/**
 * A style sheet without what only its readers need: comments go, each run of white space becomes one space, and
 * the space beside {@code { } ;} goes. Quoted strings are copied as they are. Nothing else changes (no space is
 * taken from around {@code :} or {@code ,}, where a selector's meaning can hang on it).
 */
final class CompactCss {
    private CompactCss() {
    }

    static String compact(String css) {
        StringBuilder out = new StringBuilder(css.length());
        int i = 0;
        while (i < css.length()) {
            char c = css.charAt(i);
            if (c == '/' && i + 1 < css.length() && css.charAt(i + 1) == '*') {
                int end = css.indexOf("*/", i + 2);
                if (end < 0) {
                    throw new IllegalArgumentException("a style sheet: unclosed comment at offset " + i);
                }
                i = end + 2; // nothing in its place: in CSS a comment is not white space (.a/**/.b is .a.b)
            } else if (c == '"' || c == '\'') {
                int end = css.indexOf(c, i + 1);
                if (end < 0 || css.indexOf('\n', i) >= 0 && css.indexOf('\n', i) < end) {
                    throw new IllegalArgumentException("a style sheet: unclosed string at offset " + i);
                }
                out.append(css, i, end + 1);
                i = end + 1;
            } else if (Character.isWhitespace(c)) {
                space(out);
                i++;
            } else {
                if (c == '{' || c == '}' || c == ';') {
                    dropSpace(out);
                }
                out.append(c);
                i++;
            }
        }
        dropSpace(out);
        return out.toString();
    }

    /** One space, unless the text so far ends in a space or in a character that needs none after it. */
    private static void space(StringBuilder out) {
        if (out.length() > 0) {
            char last = out.charAt(out.length() - 1);
            if (last != ' ' && last != '{' && last != '}' && last != ';') {
                out.append(' ');
            }
        }
    }

    private static void dropSpace(StringBuilder out) {
        if (out.length() > 0 && out.charAt(out.length() - 1) == ' ') {
            out.setLength(out.length() - 1);
        }
    }
}
