package chess.app;

/**
 * What the page's address says: a position ({@code fen=}) and the orientation ({@code flip=1}), read from the
 * fragment ({@code #fen=...}) or the query ({@code ?fen=...}); the fragment wins when both have them. Values are
 * percent-decoded with {@code +} as a space; the FEN text itself is returned as written (with {@code _} or spaces
 * between fields) for {@code Fen.parseLenient} to normalise. Pure Java, so it is tested on the JVM.
 */
public final class UrlState {
    /** Longest parameter value kept; a longer one is cut (no FEN is near this long). */
    static final int MAX_VALUE = 1000;

    private final String base;
    private final String query;
    private final String fen;
    private final boolean flipped;

    private UrlState(String base, String query, String fen, boolean flipped) {
        this.base = base;
        this.query = query;
        this.fen = fen;
        this.flipped = flipped;
    }

    /** Reads an absolute or relative address; null reads as an empty one. Never throws. */
    public static UrlState parse(String href) {
        String text = href == null ? "" : href;
        int hash = text.indexOf('#');
        String fragment = hash < 0 ? "" : text.substring(hash + 1);
        String beforeHash = hash < 0 ? text : text.substring(0, hash);
        int question = beforeHash.indexOf('?');
        String base = question < 0 ? beforeHash : beforeHash.substring(0, question);
        String query = question < 0 ? "" : beforeHash.substring(question + 1);

        String fen = param(fragment, "fen");
        if (fen == null) {
            fen = param(query, "fen");
        }
        String flip = param(fragment, "flip");
        if (flip == null) {
            flip = param(query, "flip");
        }
        boolean flipped = flip != null && (flip.equals("1") || flip.equals("true") || flip.equals("yes"));
        return new UrlState(base, withoutParams(query, "fen", "flip"), fen, flipped);
    }

    /** The address up to (not including) the query: scheme, host and path. */
    public String base() {
        return base;
    }

    /** The query without its {@code fen} and {@code flip} parameters and without the {@code ?}; may be empty. */
    public String otherQuery() {
        return query;
    }

    /** The FEN text from the address, decoded, or null when there is none. */
    public String fen() {
        return fen;
    }

    /** True when the address asks for black at the bottom. */
    public boolean flipped() {
        return flipped;
    }

    /**
     * The shareable address of a position: this page (keeping unrelated query parameters such as
     * {@code build=js}) with {@code #fen=<FEN, spaces as _>} and {@code &flip=1} when flipped.
     */
    public String addressOf(String fen, boolean flip) {
        StringBuilder sb = new StringBuilder(base);
        if (!query.isEmpty()) {
            sb.append('?').append(query);
        }
        sb.append("#fen=").append(fenForUrl(fen));
        if (flip) {
            sb.append("&flip=1");
        }
        return sb.toString();
    }

    /** A FEN as written in the fragment: spaces become {@code _}; characters outside the FEN set are escaped. */
    static String fenForUrl(String fen) {
        StringBuilder sb = new StringBuilder(fen.length());
        for (int i = 0; i < fen.length(); i++) {
            char c = fen.charAt(i);
            if (c == ' ') {
                sb.append('_');
            } else if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')
                    || c == '/' || c == '-' || c == '_' || c == '.') {
                sb.append(c);
            } else {
                int codePoint = fen.codePointAt(i);
                i += Character.charCount(codePoint) - 1;
                for (int b : Utf8.encode(codePoint)) {
                    sb.append('%').append(HEX.charAt(b >> 4)).append(HEX.charAt(b & 15));
                }
            }
        }
        return sb.toString();
    }

    private static final String HEX = "0123456789ABCDEF";

    /** The decoded value of the first {@code name=} parameter in an {@code a=1&b=2} list, or null. */
    static String param(String list, String name) {
        int start = 0;
        while (start <= list.length()) {
            int end = list.indexOf('&', start);
            if (end < 0) {
                end = list.length();
            }
            int eq = list.indexOf('=', start);
            String key = eq >= 0 && eq < end ? list.substring(start, eq) : list.substring(start, end);
            if (decode(key).equals(name)) {
                String value = eq >= 0 && eq < end ? list.substring(eq + 1, end) : "";
                return decode(value);
            }
            start = end + 1;
        }
        return null;
    }

    /** The list without the named parameters, other parameters kept as written. */
    static String withoutParams(String list, String... names) {
        StringBuilder sb = new StringBuilder();
        int start = 0;
        while (start < list.length()) {
            int end = list.indexOf('&', start);
            if (end < 0) {
                end = list.length();
            }
            String item = list.substring(start, end);
            int eq = item.indexOf('=');
            String key = decode(eq < 0 ? item : item.substring(0, eq));
            boolean drop = item.isEmpty();
            for (String name : names) {
                drop |= key.equals(name);
            }
            if (!drop) {
                if (sb.length() > 0) {
                    sb.append('&');
                }
                sb.append(item);
            }
            start = end + 1;
        }
        return sb.toString();
    }

    /**
     * Percent-decoding as UTF-8 with {@code +} as a space. A {@code %} not followed by two hex digits stays as it
     * is; bytes that are not valid UTF-8 become U+FFFD. The result is cut at {@link #MAX_VALUE} characters.
     */
    static String decode(String text) {
        int limit = Math.min(text.length(), MAX_VALUE * 3);
        int[] bytes = new int[limit * 4];
        int count = 0;
        for (int i = 0; i < limit; i++) {
            char c = text.charAt(i);
            if (c == '+') {
                bytes[count++] = ' ';
            } else if (c == '%' && i + 2 < text.length() && hex(text.charAt(i + 1)) >= 0
                    && hex(text.charAt(i + 2)) >= 0) {
                bytes[count++] = hex(text.charAt(i + 1)) * 16 + hex(text.charAt(i + 2));
                i += 2;
            } else {
                int codePoint = text.codePointAt(i);
                i += Character.charCount(codePoint) - 1;
                for (int b : Utf8.encode(codePoint)) {
                    bytes[count++] = b;
                }
            }
        }
        String decoded = Utf8.decode(bytes, count);
        return decoded.length() > MAX_VALUE ? decoded.substring(0, MAX_VALUE) : decoded;
    }

    private static int hex(char c) {
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
