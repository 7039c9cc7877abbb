package chess.core;

/**
 * Case mapping of ASCII letters only. Chess text (FEN, SAN, squares, colours, known words) is ASCII, and
 * {@code Character.toUpperCase}/{@code toLowerCase} bring the whole Unicode case tables into the browser builds.
 */
public final class AsciiCase {
    private AsciiCase() {
    }

    /** {@code c} in upper case if it is an ASCII letter a-z; any other character as it is. */
    public static char upper(char c) {
        return c >= 'a' && c <= 'z' ? (char) (c - 'a' + 'A') : c;
    }

    /** {@code c} in lower case if it is an ASCII letter A-Z; any other character as it is. */
    public static char lower(char c) {
        return c >= 'A' && c <= 'Z' ? (char) (c - 'A' + 'a') : c;
    }

    /** Whether {@code c} is an ASCII letter, A-Z or a-z. */
    public static boolean isLetter(char c) {
        return c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z';
    }

    /** {@code text} with its first character in upper case (ASCII letters only); empty text as it is. */
    public static String capitalised(String text) {
        return text.isEmpty() ? text : upper(text.charAt(0)) + text.substring(1);
    }

    /** Whether {@code text} holds {@code word} at {@code at}, ASCII letters compared in either case. */
    public static boolean matchesAt(String text, int at, String word) {
        if (at < 0 || at + word.length() > text.length()) {
            return false;
        }
        for (int k = 0; k < word.length(); k++) {
            if (lower(text.charAt(at + k)) != lower(word.charAt(k))) {
                return false;
            }
        }
        return true;
    }
}
