package chess.core;

/** Reading one hexadecimal digit, for percent-escapes in pasted FENs and in page addresses. */
public final class HexDigit {
    private HexDigit() {
    }

    /** The value 0..15 of a hexadecimal digit (either case), or -1 if {@code c} is not one. */
    public static int value(char c) {
        if (c >= '0' && c <= '9') {
            return c - '0';
        }
        if (c >= 'a' && c <= 'f') {
            return c - 'a' + 10;
        }
        if (c >= 'A' && c <= 'F') {
            return c - 'A' + 10;
        }
        return -1;
    }
}
