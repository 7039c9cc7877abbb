package chess.core;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Writes a {@link Game} in PGN export format: the seven-tag roster first, {@code SetUp} and {@code FEN} for a
 * non-standard start, any other tags, a blank line, then the movetext wrapped at 80 characters.
 */
final class PgnWriter {
    static final int LINE_LIMIT = 80;
    private static final String[] ROSTER = {"Event", "Site", "Date", "Round", "White", "Black", "Result"};
    private static final String[] ROSTER_DEFAULTS = {"?", "?", "????.??.??", "?", "?", "?", null};

    private PgnWriter() {
    }

    static String write(Game game, Map<String, String> given) {
        Map<String, String> tags = new LinkedHashMap<>();
        String result = game.outcome().pgnResult();
        if (given != null && given.containsKey("Result")) {
            result = given.get("Result");
            if (!"1-0".equals(result) && !"0-1".equals(result) && !"1/2-1/2".equals(result)
                    && !"*".equals(result)) {
                throw new IllegalArgumentException("Result tag must be 1-0, 0-1, 1/2-1/2 or *, not '" + result + "'");
            }
        }
        for (int i = 0; i < ROSTER.length; i++) {
            String value = given == null ? null : given.get(ROSTER[i]);
            tags.put(ROSTER[i], value != null ? value : ROSTER_DEFAULTS[i]);
        }
        tags.put("Result", result);
        if (game.board().isChess960()) {
            tags.put("Variant", "Chess960");
        }
        if (!game.startsFromStandardPosition()) {
            tags.put("SetUp", "1");
            tags.put("FEN", game.startFen());
        }
        if (given != null) {
            for (Map.Entry<String, String> e : given.entrySet()) {
                if (!tags.containsKey(e.getKey()) && e.getKey() != null && e.getValue() != null) {
                    checkTagName(e.getKey());
                    tags.put(e.getKey(), e.getValue());
                }
            }
        }

        StringBuilder out = new StringBuilder();
        for (Map.Entry<String, String> e : tags.entrySet()) {
            out.append('[').append(e.getKey()).append(" \"").append(escape(e.getValue())).append("\"]\n");
        }
        out.append('\n');
        appendMovetext(game, result, out);
        return out.toString();
    }

    private static void appendMovetext(Game game, String result, StringBuilder out) {
        StringBuilder line = new StringBuilder();
        int side = game.startSide();
        int number = game.startFullmove();
        for (int i = 0; i < game.ply(); i++) {
            if (side == Piece.WHITE) {
                addToken(number + ".", line, out);
            } else if (i == 0) {
                addToken(number + "...", line, out);
            }
            addToken(game.san(i), line, out);
            if (side == Piece.BLACK) {
                number++;
            }
            side ^= 1;
        }
        addToken(result, line, out);
        out.append(line).append('\n');
    }

    /** Appends a token to the current line, first moving the line to the output if the token would not fit. */
    private static void addToken(String token, StringBuilder line, StringBuilder out) {
        if (line.length() > 0 && line.length() + 1 + token.length() > LINE_LIMIT) {
            out.append(line).append('\n');
            line.setLength(0);
        }
        if (line.length() > 0) {
            line.append(' ');
        }
        line.append(token);
    }

    private static void checkTagName(String name) {
        if (name.isEmpty()) {
            throw new IllegalArgumentException("a PGN tag name must not be empty");
        }
        for (int i = 0; i < name.length(); i++) {
            char c = name.charAt(i);
            boolean ok = c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '_';
            if (!ok) {
                throw new IllegalArgumentException("PGN tag name '" + name + "' may hold only letters, digits and _"
                        + " (found '" + c + "' at position " + (i + 1) + ")");
            }
        }
    }

    /** Tag values are quoted: backslash and quote are escaped, and line breaks become spaces. */
    private static String escape(String value) {
        StringBuilder sb = new StringBuilder(value.length());
        for (int i = 0; i < value.length(); i++) {
            char c = value.charAt(i);
            if (c == '\\' || c == '"') {
                sb.append('\\').append(c);
            } else if (c == '\n' || c == '\r' || c == '\t') {
                sb.append(' ');
            } else {
                sb.append(c);
            }
        }
        return sb.toString();
    }
}
