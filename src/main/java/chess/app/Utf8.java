package chess.app;

/**
 * UTF-8 by hand, for percent-encoded addresses: small and free of the charset machinery that would otherwise be
 * compiled into the browser build. Bytes are ints 0..255.
 */
final class Utf8 {
    private static final char REPLACEMENT = '\uFFFD';

    private Utf8() {
    }

    /** The UTF-8 bytes of one code point (a lone surrogate is encoded as U+FFFD). */
    static int[] encode(int codePoint) {
        int cp = codePoint >= 0xD800 && codePoint <= 0xDFFF ? REPLACEMENT : codePoint;
        if (cp < 0x80) {
            return new int[] {cp};
        }
        if (cp < 0x800) {
            return new int[] {0xC0 | cp >> 6, 0x80 | cp & 0x3F};
        }
        if (cp < 0x10000) {
            return new int[] {0xE0 | cp >> 12, 0x80 | cp >> 6 & 0x3F, 0x80 | cp & 0x3F};
        }
        return new int[] {0xF0 | cp >> 18, 0x80 | cp >> 12 & 0x3F, 0x80 | cp >> 6 & 0x3F, 0x80 | cp & 0x3F};
    }

    /** Decodes the first {@code count} bytes; malformed input becomes U+FFFD (one per bad sequence or stray byte). */
    static String decode(int[] bytes, int count) {
        StringBuilder sb = new StringBuilder(count);
        int i = 0;
        while (i < count) {
            int b = bytes[i];
            int length;
            int cp;
            int min;
            if (b < 0x80) {
                sb.append((char) b);
                i++;
                continue;
            } else if (b >= 0xC2 && b <= 0xDF) {
                length = 2;
                cp = b & 0x1F;
                min = 0x80;
            } else if (b >= 0xE0 && b <= 0xEF) {
                length = 3;
                cp = b & 0x0F;
                min = 0x800;
            } else if (b >= 0xF0 && b <= 0xF4) {
                length = 4;
                cp = b & 0x07;
                min = 0x10000;
            } else {
                sb.append(REPLACEMENT);
                i++;
                continue;
            }
            int j = 1;
            while (j < length && i + j < count && (bytes[i + j] & 0xC0) == 0x80) {
                cp = cp << 6 | bytes[i + j] & 0x3F;
                j++;
            }
            if (j < length || cp < min || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) {
                sb.append(REPLACEMENT);
                i += j; // skip the lead byte and the continuation bytes that were read
                continue;
            }
            sb.appendCodePoint(cp);
            i += length;
        }
        return sb.toString();
    }
}
