package chess.link;

/**
 * The 64 digits of base64url (RFC 4648, section 5): {@code A-Z a-z 0-9 - _}, values 0..63. A game link is a
 * string of these digits, each carrying six bits; none of them needs escaping in an address.
 */
final class Base64Url {
    private static final String DIGITS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

    private Base64Url() {
    }

    /** The digit for a value 0..63. */
    static char digit(int value) {
        return DIGITS.charAt(value);
    }

    /** The value 0..63 of a digit, or -1 for any other character. */
    static int value(char c) {
        if (c >= 'A' && c <= 'Z') {
            return c - 'A';
        }
        if (c >= 'a' && c <= 'z') {
            return c - 'a' + 26;
        }
        if (c >= '0' && c <= '9') {
            return c - '0' + 52;
        }
        if (c == '-') {
            return 62;
        }
        return c == '_' ? 63 : -1;
    }
}
