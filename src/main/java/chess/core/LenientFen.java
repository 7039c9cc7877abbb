package chess.core;

/**
 * Turns what people paste into one canonical FEN text: surrounding and repeated whitespace, '_' or '+' or "%20"
 * between fields, percent-encoded characters ("%2F" for '/'), only the first one to five fields (the rest are
 * filled in as {@code w - - 0 1}), and lichess URLs such as {@code https://lichess.org/analysis/standard/<fen>}
 * or {@code lichess.org/editor/<fen>?color=white}.
 *
 * <p>It only reshapes text; whether the result is a valid FEN is for the strict parser to say.
 */
final class LenientFen {
    /** Longer texts are rejected before any work (a URL with a percent-encoded FEN stays far below this). */
    static final int MAX_LENGTH = 4000;

    private static final String[] DEFAULTS = {"w", "-", "-", "0", "1"};
    /** Lichess path words that may stand between "analysis/" or "editor/" and the FEN. */
    private static final String[] VARIANTS = {"standard", "fromPosition", "chess960", "antichess", "atomic",
        "crazyhouse", "horde", "kingOfTheHill", "racingKings", "threeCheck"};

    private LenientFen() {
    }

    static String normalize(String input) {
        if (input == null) {
            throw new FenException(FenField.TEXT, 0, "no FEN text was given (null)");
        }
        if (input.length() > MAX_LENGTH) {
            throw new FenException(FenField.TEXT, MAX_LENGTH + 1, "the text is " + input.length()
                    + " characters long; at most " + MAX_LENGTH + " are accepted");
        }
        String text = percentDecode(stripUrl(trim(input)));
        StringBuilder fen = new StringBuilder(text.length() + 12);
        int fields = 0;
        boolean inField = false;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (isSeparator(c)) {
                inField = false;
            } else {
                if (!inField) {
                    if (fields > 0) {
                        fen.append(' ');
                    }
                    fields++;
                    inField = true;
                }
                fen.append(c);
            }
        }
        if (fields == 0) {
            throw new FenException(FenField.TEXT, 0, "there is no FEN in the text");
        }
        for (int missing = fields; missing < 6; missing++) {
            fen.append(' ').append(DEFAULTS[missing - 1]);
        }
        return fen.toString();
    }

    private static boolean isSpace(char c) {
        return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\u000b' || c == '\u00a0'
                || c == '\ufeff';
    }

    private static boolean isSeparator(char c) {
        return isSpace(c) || c == '_' || c == '+';
    }

    private static String trim(String s) {
        int start = 0;
        int end = s.length();
        while (start < end && isSpace(s.charAt(start))) {
            start++;
        }
        while (end > start && isSpace(s.charAt(end - 1))) {
            end--;
        }
        return s.substring(start, end);
    }

    /**
     * The FEN part of a lichess URL (scheme and "www." optional), or the text unchanged if it is not a URL. For any
     * other site only the scheme and host are dropped: where its FEN starts cannot be known.
     */
    private static String stripUrl(String s) {
        int i = 0;
        boolean url = false;
        if (startsWith(s, 0, "https://")) {
            i = 8;
            url = true;
        } else if (startsWith(s, 0, "http://")) {
            i = 7;
            url = true;
        }
        int host = i;
        if (startsWith(s, i, "www.")) {
            i += 4;
        }
        if (startsWith(s, i, "lichess.org/")) {
            i += "lichess.org/".length();
            url = true;
        } else if (url) {
            i = host;
            while (i < s.length() && s.charAt(i) != '/') {
                i++;
            }
            i = Math.min(i + 1, s.length());
        } else {
            return s;
        }
        int end = i;
        while (end < s.length() && s.charAt(end) != '?' && s.charAt(end) != '#') {
            end++;
        }
        int afterMode = skipSegment(s, i, end, "analysis");
        if (afterMode == i) {
            afterMode = skipSegment(s, i, end, "editor");
        }
        if (afterMode != i) {
            for (String variant : VARIANTS) {
                int afterVariant = skipSegment(s, afterMode, end, variant);
                if (afterVariant != afterMode) {
                    afterMode = afterVariant;
                    break;
                }
            }
        }
        return s.substring(afterMode, end);
    }

    /** If the path segment at {@code i} is {@code word} (any case), the index after it and its '/'; else i. */
    private static int skipSegment(String s, int i, int end, String word) {
        int after = i + word.length();
        if (after <= end && AsciiCase.matchesAt(s, i, word)
                && (after == end || s.charAt(after) == '/')) {
            return Math.min(after + 1, end);
        }
        return i;
    }

    private static boolean startsWith(String s, int at, String prefix) {
        return AsciiCase.matchesAt(s, at, prefix);
    }

    /** Decodes "%XX" escapes of printable ASCII (FEN text is ASCII); anything else is left for the parser. */
    private static String percentDecode(String s) {
        if (s.indexOf('%') < 0) {
            return s;
        }
        StringBuilder sb = new StringBuilder(s.length());
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '%' && i + 2 < s.length()) {
                int high = HexDigit.value(s.charAt(i + 1));
                int low = HexDigit.value(s.charAt(i + 2));
                int value = high * 16 + low;
                if (high >= 0 && low >= 0 && value >= 0x20 && value < 0x7f) {
                    sb.append((char) value);
                    i += 2;
                    continue;
                }
            }
            sb.append(c);
        }
        return sb.toString();
    }
}
