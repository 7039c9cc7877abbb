package chess.pgn;

/**
 * Reads back the tags a game list shows from PGN that {@link PgnExport} wrote: its tag section is one
 * {@code [Name "value"]} a line, values with {@code \\} and {@code "} escaped, then a blank line. The app keeps its
 * games' list data from the PGN it writes; this reads it as {@link PgnScanner} would (the same values, and a pair
 * longer than {@link TagPair#MAX_LENGTH} left out as the scanner refuses it), without bringing the scanner into the
 * page's first script.
 */
public final class ExportedTags {
    private ExportedTags() {
    }

    /** The list tags of {@code pgn}, written by {@link PgnExport#write}, as the scanner's entry of its one game. */
    public static PgnGameEntry of(String pgn) {
        String white = null;
        String black = null;
        String result = null;
        String event = null;
        String date = null;
        String opening = null;
        String eco = null;
        int i = 0;
        while (i < pgn.length() && pgn.charAt(i) == '[') {
            int lineEnd = pgn.indexOf('\n', i);
            if (lineEnd < 0) {
                lineEnd = pgn.length();
            }
            int space = pgn.indexOf(' ', i);
            if (space > i && space < lineEnd && lineEnd - i <= TagPair.MAX_LENGTH) {
                String name = pgn.substring(i + 1, space);
                String value = value(pgn, space + 2, lineEnd);
                switch (name) {
                    case "White": white = value; break;
                    case "Black": black = value; break;
                    case "Result": result = value; break;
                    case "Event": event = value; break;
                    case "Date": date = value; break;
                    case "Opening": opening = value; break;
                    case "ECO": eco = value; break;
                    default: break;
                }
            }
            i = lineEnd + 1;
        }
        return new PgnGameEntry(1, 0, pgn.length(), 1, 1, white, black, result, event, date, opening, eco);
    }

    /** The value from {@code from} (just after its opening quote) to its closing quote, unescaped. */
    private static String value(String pgn, int from, int lineEnd) {
        StringBuilder sb = new StringBuilder();
        for (int i = from; i < lineEnd; i++) {
            char c = pgn.charAt(i);
            if (c == '"') {
                break;
            }
            if (c == '\\' && i + 1 < lineEnd) {
                c = pgn.charAt(++i);
            }
            sb.append(c);
        }
        return sb.toString();
    }
}
