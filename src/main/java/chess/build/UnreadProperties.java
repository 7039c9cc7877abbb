package chess.build;

/**
 * A compacted style sheet without the declarations of custom properties that none of the given sheets reads with
 * {@code var(--name)}: board.css and dark.css set the app's whole palette (its review, clock and panel colours too),
 * of which the viewer reads a part. A property read anywhere in the sheets, even by another unread one, is kept.
 */
final class UnreadProperties {
    private UnreadProperties() {
    }

    /** {@code css} (compacted: {@link CompactCss}) without the custom properties that no text in {@code readers} reads. */
    static String remove(String css, String readers) {
        StringBuilder out = new StringBuilder(css.length());
        int from = 0;
        for (int at = declarationStart(css, 0); at >= 0; at = declarationStart(css, from)) {
            int colon = css.indexOf(':', at);
            int end = css.indexOf(';', colon);
            int close = css.indexOf('}', colon);
            if (colon < 0 || end < 0 || close >= 0 && close < end) {
                break; // the block's last declaration has no ';': kept, as anything this does not understand
            }
            String name = css.substring(at, colon);
            out.append(css, from, at);
            if (readers.contains("var(" + name + ")") || readers.contains("var(" + name + ",")) {
                out.append(css, at, end + 1);
            }
            from = end + 1;
        }
        return out.append(css, from, css.length()).toString();
    }

    /** Where the next custom property's declaration starts (its {@code --}, right after a '{' or ';'), or -1. */
    private static int declarationStart(String css, int from) {
        for (int at = css.indexOf("--", from); at >= 0; at = css.indexOf("--", at + 2)) {
            if (at > 0 && (css.charAt(at - 1) == '{' || css.charAt(at - 1) == ';')) {
                return at;
            }
        }
        return -1;
    }
}
