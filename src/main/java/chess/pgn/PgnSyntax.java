package chess.pgn;

/**
 * The character rules of PGN that both its readers follow: {@link PgnScanner}, which finds the games of a file, and
 * {@link GameReader}, which reads one game's moves. ({@link TagPair} holds the other shared rules: a tag pair, and
 * the tag line that ends a comment left open.)
 */
final class PgnSyntax {
    private PgnSyntax() {
    }

    /** A line ends at '\n', or at a '\r' not followed by '\n' (old Mac files): "\r\n" counts once, at its '\n'. */
    static boolean isLineEnd(String text, int i) {
        char c = text.charAt(i);
        return c == '\n' || c == '\r' && (i + 1 >= text.length() || text.charAt(i + 1) != '\n');
    }

    /** True when {@code text[from, to)} is a result mark: 1-0, 0-1, 1/2-1/2 or *. */
    static boolean isResult(String text, int from, int to) {
        int n = to - from;
        if (n == 1) {
            return text.charAt(from) == '*';
        }
        if (n == 3) {
            return text.startsWith("1-0", from) || text.startsWith("0-1", from);
        }
        return n == 7 && text.startsWith("1/2-1/2", from);
    }
}
