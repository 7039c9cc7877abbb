package chess.image;

import chess.core.AsciiCase;

/** Colours as {@code 0xrrggbb} ints and their {@code #rrggbb} text. */
public final class Rgb {
    private Rgb() {
    }

    /** The colour of {@code #rrggbb} (or {@code #rgb}), or -1 when the text is not one. */
    public static int parse(String text) {
        if (text == null || text.isEmpty() || text.charAt(0) != '#' || (text.length() != 7 && text.length() != 4)) {
            return -1;
        }
        int value = 0;
        for (int i = 1; i < text.length(); i++) {
            int digit = hexDigit(text.charAt(i));
            if (digit < 0) {
                return -1;
            }
            value = text.length() == 4 ? value << 8 | digit << 4 | digit : value << 4 | digit;
        }
        return value;
    }

    /** The value of an ASCII hex digit, or -1 (by hand: Character.digit brings Unicode's tables into the page). */
    private static int hexDigit(char c) {
        if (c >= '0' && c <= '9') {
            return c - '0';
        }
        char lower = AsciiCase.lower(c);
        return lower >= 'a' && lower <= 'f' ? lower - 'a' + 10 : -1;
    }

    public static String text(int rgb) {
        String hex = Integer.toHexString(rgb & 0xffffff);
        return "#000000".substring(0, 7 - hex.length()) + hex;
    }
}
