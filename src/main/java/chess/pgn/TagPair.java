package chess.pgn;

/**
 * One tag pair, {@code [Name "value"]}, read from PGN text: the name and the value with {@code \"} and {@code \\}
 * unescaped, or why the text is not a tag pair and where. A tag pair stays on one line; spaces and tabs may
 * surround its parts. The scanner and the reader both read tags here, so they agree on what a tag is.
 */
final class TagPair {
    /** Longest tag pair read, brackets included: a longer one is refused, so a broken line cannot eat a file. */
    static final int MAX_LENGTH = 10_000;

    final String name;
    final String value;
    /** Offset of the value's first character (after the opening quote). */
    final int valueOffset;
    /** Offset just after the closing ']', or where reading stopped when there is an error. */
    final int end;
    /** Why this is not a tag pair, or null. */
    final String error;

    private TagPair(String name, String value, int valueOffset, int end, String error) {
        this.name = name;
        this.value = value;
        this.valueOffset = valueOffset;
        this.end = end;
        this.error = error;
    }

    boolean ok() {
        return error == null;
    }

    /** Reads the tag pair whose '[' is at {@code from}, not looking at or beyond {@code limit}. */
    static TagPair parse(String text, int from, int limit) {
        int stop = Math.min(limit, from + MAX_LENGTH);
        int i = skipBlanks(text, from + 1, stop);
        int nameStart = i;
        while (i < stop && isNameChar(text.charAt(i))) {
            i++;
        }
        if (i == nameStart) {
            return failure(i, "a tag pair is written [Name \"value\"], but the name is missing");
        }
        String name = text.substring(nameStart, i);
        i = skipBlanks(text, i, stop);
        if (i >= stop || text.charAt(i) != '"') {
            return failure(i, "the value of the tag " + name + " must be in double quotes");
        }
        int valueStart = ++i;
        boolean escaped = false;
        while (i < stop) {
            char c = text.charAt(i);
            if (c == '"' || c == '\n' || c == '\r') {
                break;
            }
            if (c == '\\' && i + 1 < stop && (text.charAt(i + 1) == '"' || text.charAt(i + 1) == '\\')) {
                escaped = true;
                i++;
            }
            i++;
        }
        if (i >= stop && stop < limit) {
            return failure(i, "a tag pair may be at most " + MAX_LENGTH + " characters long");
        }
        if (i >= stop || text.charAt(i) != '"') {
            return failure(i, "the value of the tag " + name + " has no closing '\"' on its line");
        }
        String value = escaped ? unescape(text, valueStart, i) : text.substring(valueStart, i);
        i = skipBlanks(text, i + 1, stop);
        if (i >= stop || text.charAt(i) != ']') {
            return failure(i, "the tag " + name + " is not closed by ']' after its value");
        }
        return new TagPair(name, value, valueStart, i + 1, null);
    }

    private static TagPair failure(int at, String why) {
        return new TagPair(null, null, at, at, why);
    }

    /**
     * Whether {@code name} is a tag's or a comment command's name: not empty, letters, digits and '_' only. A loop,
     * not {@code chars().allMatch}: streams would come into the browser builds for this alone.
     */
    static boolean isName(String name) {
        if (name == null || name.isEmpty()) {
            return false;
        }
        for (int i = 0; i < name.length(); i++) {
            if (!isNameChar(name.charAt(i))) {
                return false;
            }
        }
        return true;
    }

    /** Letters, digits and '_' (ASCII), as {@link GameTree#setTag} accepts. */
    static boolean isNameChar(char c) {
        return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_';
    }

    private static int skipBlanks(String text, int i, int stop) {
        while (i < stop && (text.charAt(i) == ' ' || text.charAt(i) == '\t')) {
            i++;
        }
        return i;
    }

    private static String unescape(String text, int from, int to) {
        StringBuilder sb = new StringBuilder(to - from);
        for (int i = from; i < to; i++) {
            char c = text.charAt(i);
            if (c == '\\' && i + 1 < to && (text.charAt(i + 1) == '"' || text.charAt(i + 1) == '\\')) {
                c = text.charAt(++i);
            }
            sb.append(c);
        }
        return sb.toString();
    }

    /**
     * True when a whole line, starting at {@code lineStart}, is one tag pair (spaces after it allowed). An
     * unclosed comment ends at such a line: it is far likelier the next game than comment text.
     */
    static boolean isTagLine(String text, int lineStart, int limit) {
        if (lineStart >= limit || text.charAt(lineStart) != '[') {
            return false;
        }
        TagPair tag = parse(text, lineStart, limit);
        if (!tag.ok()) {
            return false;
        }
        int i = skipBlanks(text, tag.end, limit);
        return i >= limit || text.charAt(i) == '\n' || text.charAt(i) == '\r';
    }
}
