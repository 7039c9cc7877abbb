package chess.app;

import chess.pgn.GameTree;

/** A file name for a downloaded game: "Carlsen-Nakamura-2024.01.20.pgn", or "game.pgn" without players. */
final class PgnFileName {
    private PgnFileName() {
    }

    static String of(GameTree tree) {
        StringBuilder sb = new StringBuilder();
        for (String tag : new String[] {"White", "Black", "Date"}) {
            String part = safe(tree.tag(tag));
            if (!part.isEmpty()) {
                sb.append(sb.length() > 0 ? "-" : "").append(part);
            }
        }
        return (sb.length() == 0 ? "game" : sb.toString()) + ".pgn";
    }

    /**
     * ASCII letters and digits and the letters of the Latin, Greek and Cyrillic blocks: by hand, since
     * Character.isLetterOrDigit brings Unicode's category tables (about 5 KB gzip) into the page. Letters of other
     * scripts are left out of the name as punctuation is; every character let in is a letter or digit.
     */
    static boolean isLetterOrDigit(char c) {
        return c >= '0' && c <= '9' || c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z'
                || c >= '\u00c0' && c <= '\u024f' && c != '\u00d7' && c != '\u00f7'
                || c == '\u0386' || c >= '\u0388' && c <= '\u038a' || c == '\u038c'
                || c >= '\u038e' && c <= '\u03f5' && c != '\u03a2' || c >= '\u03f7' && c <= '\u0481'
                || c >= '\u048a' && c <= '\u052f';
    }

    /** Letters, digits, dots and dashes only (a file name from a tag must not name a path); "?" parts dropped. */
    private static String safe(String value) {
        if (value == null) {
            return "";
        }
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < value.length() && sb.length() < 40; i++) {
            char c = value.charAt(i);
            if (isLetterOrDigit(c) || c == '.' || c == '-') {
                sb.append(c);
            } else if (c == ' ' || c == ',' || c == '_') {
                if (sb.length() > 0 && sb.charAt(sb.length() - 1) != '_') {
                    sb.append('_');
                }
            }
        }
        int from = 0;
        int to = sb.length();
        while (from < to && (sb.charAt(from) == '_' || sb.charAt(from) == '.' || sb.charAt(from) == '-')) {
            from++;
        }
        while (to > from && (sb.charAt(to - 1) == '_' || sb.charAt(to - 1) == '.' || sb.charAt(to - 1) == '-')) {
            to--;
        }
        return sb.substring(from, to);
    }
}
