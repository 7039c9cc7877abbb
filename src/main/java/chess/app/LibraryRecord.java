package chess.app;

import chess.core.DecimalText;

/**
 * The text of a library entry's metadata as it is stored (beside the id, revision and name, which the store keeps
 * as fields of their own). Line one names the format and its version; then one {@code key value} per line. A
 * reader skips keys it does not know, so a later release may add some; a record of a newer version, or one that
 * is damaged, is refused with the reason, and the list skips it (the others are read as usual).
 */
public final class LibraryRecord {
    /** The version this release writes; it reads this one and the ones before. */
    public static final int FORMAT = 1;
    static final String MAGIC = "chess-library ";

    private LibraryRecord() {
    }

    /** Thrown for a record that cannot be read: the message says why, in words for the page. */
    public static final class Unreadable extends Exception {
        Unreadable(String reason) {
            super(reason);
        }
    }

    /** The metadata text of {@code e} (its id, revision and name are stored beside it). */
    public static String write(LibraryEntry e) {
        StringBuilder b = new StringBuilder(MAGIC).append(FORMAT).append('\n');
        line(b, "created", number(e.created()));
        line(b, "updated", number(e.updated()));
        line(b, "white", e.white());
        line(b, "black", e.black());
        line(b, "result", e.result());
        line(b, "opening", e.opening());
        line(b, "moves", Integer.toString(e.moves()));
        line(b, "source", e.source());
        return b.toString();
    }

    /** Reads a stored record: its id, revision and name as the store keeps them, and its metadata text. */
    public static LibraryEntry read(String id, int revision, String name, String text) throws Unreadable {
        if (id == null || id.isEmpty()) {
            throw new Unreadable("it has no id");
        }
        if (text == null || !text.startsWith(MAGIC)) {
            throw new Unreadable("it is not a saved game's record");
        }
        int lineEnd = endOfLine(text, 0);
        int version = DecimalText.orMinusOne(text.substring(MAGIC.length(), lineEnd), 1000);
        if (version < 1) {
            throw new Unreadable("its format number is damaged");
        }
        if (version > FORMAT) {
            throw new Unreadable("it was written by a newer version of the app (format " + version + ")");
        }
        double created = -1;
        double updated = -1;
        int moves = -1;
        String white = "";
        String black = "";
        String result = "";
        String opening = "";
        String source = "";
        int at = lineEnd + 1;
        while (at < text.length()) {
            int end = endOfLine(text, at);
            int space = text.indexOf(' ', at);
            if (space > at && space < end) {
                String key = text.substring(at, space);
                String value = text.substring(space + 1, end);
                switch (key) {
                    case "created" -> created = time(value);
                    case "updated" -> updated = time(value);
                    case "moves" -> moves = DecimalText.orMinusOne(value, 100_000);
                    case "white" -> white = value;
                    case "black" -> black = value;
                    case "result" -> result = value;
                    case "opening" -> opening = value;
                    case "source" -> source = value;
                    default -> { } // a later release's field: not ours to read
                }
            }
            at = end + 1;
        }
        if (created < 0 || updated < 0 || moves < 0) {
            throw new Unreadable("its " + (created < 0 ? "date" : updated < 0 ? "last change" : "move count")
                    + " is missing or damaged");
        }
        return new LibraryEntry(id, Math.max(0, revision), name == null ? "" : oneLine(name), created, updated,
                white, black, result, opening, moves, source);
    }

    /** A value as one line of at most 200 characters (a name or tag from a file can hold anything). */
    public static String oneLine(String value) {
        if (value == null) {
            return "";
        }
        StringBuilder b = new StringBuilder(Math.min(value.length(), 200));
        for (int i = 0; i < value.length() && b.length() < 200; i++) {
            char c = value.charAt(i);
            b.append(c < ' ' || c == '\u2028' || c == '\u2029' ? ' ' : c);
        }
        return b.toString().trim();
    }

    private static void line(StringBuilder b, String key, String value) {
        b.append(key).append(' ').append(oneLine(value)).append('\n');
    }

    /** A time in whole milliseconds, written without an exponent or a fraction. */
    private static String number(double ms) {
        return Long.toString((long) Math.max(0, ms));
    }

    private static double time(String value) {
        if (value.isEmpty() || value.length() > 16) {
            return -1;
        }
        double t = 0;
        for (int i = 0; i < value.length(); i++) {
            char c = value.charAt(i);
            if (c < '0' || c > '9') {
                return -1;
            }
            t = t * 10 + (c - '0');
        }
        return t;
    }

    private static int endOfLine(String text, int from) {
        int end = text.indexOf('\n', from);
        return end < 0 ? text.length() : end;
    }

}
