package chess.opening;

import chess.core.DecimalText;
import java.util.ArrayList;
import java.util.List;

/** Splitting the table's lines by hand: {@code String.split} would bring the regex engine into the page. */
final class Fields {
    private Fields() {
    }

    /** The line's tab-separated fields when there are exactly {@code count}, else null. */
    static String[] tabs(String line, int count) {
        String[] fields = new String[count];
        int start = 0;
        for (int i = 0; i < count - 1; i++) {
            int tab = line.indexOf('\t', start);
            if (tab < 0) {
                return null;
            }
            fields[i] = line.substring(start, tab);
            start = tab + 1;
        }
        if (line.indexOf('\t', start) >= 0) {
            return null;
        }
        fields[count - 1] = line.substring(start);
        return fields;
    }

    /** The space-separated words of {@code text}. */
    static List<String> words(String text) {
        List<String> words = new ArrayList<>();
        int start = -1;
        for (int i = 0; i <= text.length(); i++) {
            boolean space = i == text.length() || text.charAt(i) == ' ';
            if (space && start >= 0) {
                words.add(text.substring(start, i));
                start = -1;
            } else if (!space && start < 0) {
                start = i;
            }
        }
        return words;
    }

    /** A small non-negative decimal number (at most 9999), or -1. */
    static int number(String text) {
        return DecimalText.orMinusOne(text, 9999);
    }

    /** Text quoted back in a message, cut to 40 characters. */
    static String cut(String text) {
        return text.length() <= 40 ? text : text.substring(0, 40) + "…";
    }
}
