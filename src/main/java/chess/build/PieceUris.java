package chess.build;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * A style sheet's {@code url(pieces/…svg)} replaced by the image itself as a {@code data:} URI of its SVG text:
 * the white space between tags dropped, the double quotes turned single and {@code % # < >} percent-encoded. Kept
 * as text (not base64), the twelve pieces gzip together with the sheet into a fraction of their twelve files.
 */
final class PieceUris {
    private static final String PREFIX = "url(pieces/";

    private PieceUris() {
    }

    static String inline(Path site, String css) throws IOException {
        StringBuilder out = new StringBuilder();
        int from = 0;
        for (int start = css.indexOf(PREFIX); start >= 0; start = css.indexOf(PREFIX, from)) {
            int end = css.indexOf(')', start);
            String file = css.substring(start + 4, end);
            if (!file.endsWith(".svg") || file.contains("..")) {
                throw new IOException("a style sheet: only pieces/*.svg can be inlined, not '" + file + "'");
            }
            String svg = Files.readString(site.resolve(file), StandardCharsets.UTF_8);
            out.append(css, from, start).append("url(\"").append(dataUri(file, svg)).append("\")");
            from = end + 1;
        }
        return out.append(css, from, css.length()).toString();
    }

    static String dataUri(String file, String svg) throws IOException {
        if (svg.indexOf('\'') >= 0) {
            throw new IOException(file + ": a single quote, which the data: URI's quoting cannot keep apart");
        }
        StringBuilder uri = new StringBuilder("data:image/svg+xml,");
        String text = svg.strip();
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '\n' || c == '\r' || c == '\t' || c == ' ' && i + 1 < text.length() && text.charAt(i + 1) <= ' ') {
                // A line break and its indent: nothing between two tags, one space anywhere else.
                int next = i;
                while (next + 1 < text.length() && text.charAt(next + 1) <= ' ') {
                    next++;
                }
                if (text.charAt(i - 1) != '>' && text.charAt(next + 1) != '<') {
                    uri.append(' ');
                }
                i = next;
                continue;
            }
            if (c > 126 || c < 32) {
                throw new IOException(file + ": a character outside printable ASCII at offset " + i);
            }
            switch (c) {
                case '"' -> uri.append('\'');
                case '%' -> uri.append("%25");
                case '#' -> uri.append("%23");
                case '<' -> uri.append("%3C");
                case '>' -> uri.append("%3E");
                default -> uri.append(c);
            }
        }
        return uri.toString();
    }
}
