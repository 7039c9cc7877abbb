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

    /** Letters, digits, dots and dashes only (a file name from a tag must not name a path); "?" parts dropped. */
    private static String safe(String value) {
        if (value == null) {
            return "";
        }
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < value.length() && sb.length() < 40; i++) {
            char c = value.charAt(i);
            if (Character.isLetterOrDigit(c) || c == '.' || c == '-') {
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
