package chess.pgn;

import java.util.ArrayList;
import java.util.List;

/**
 * Gathers the comments said at one place in the movetext (several in a row are joined by a space) until the reader
 * knows which move they belong to. Comment commands such as {@code [%eval 0.35]} or {@code [%clk 1:02:03]} are taken
 * out of the text as name and value. Every run of whitespace becomes one space and the ends are trimmed: PGN writers
 * wrap comments at any space, so line breaks in a comment are layout, not content. The shapes commands
 * ({@code [%cal ...]}, {@code [%csl ...]}) keep only their valid entries ({@link Shapes}); what was left out is
 * noted for the reader to report.
 */
final class CommentCollector {
    /** Longest comment text kept for one place; the rest is cut (and the reader notes it). */
    static final int MAX_LENGTH = 100_000;

    private final StringBuilder text = new StringBuilder();
    private final List<String> names = new ArrayList<>();
    private final List<String> values = new ArrayList<>();
    private final List<String> notes = new ArrayList<>();

    boolean isEmpty() {
        return text.length() == 0 && names.isEmpty();
    }

    void clear() {
        text.setLength(0);
        names.clear();
        values.clear();
    }

    /** Adds the comment {@code src[from, to)}; false when its text had to be cut at {@link #MAX_LENGTH}. */
    boolean add(String src, int from, int to) {
        boolean space = text.length() > 0;
        int i = from;
        while (i < to) {
            char c = src.charAt(i);
            if (c == '[' && i + 1 < to && src.charAt(i + 1) == '%') {
                int after = command(src, i + 2, to);
                if (after > 0) {
                    i = after;
                    space = text.length() > 0;
                    continue;
                }
            }
            if (isBlank(c)) {
                space = text.length() > 0;
            } else {
                if (text.length() + (space ? 1 : 0) >= MAX_LENGTH) {
                    return false;
                }
                if (space) {
                    text.append(' ');
                    space = false;
                }
                text.append(c);
            }
            i++;
        }
        return true;
    }

    /**
     * Reads a command {@code name value]} starting after "[%"; returns the offset after its ']', or 0 when the text
     * there is not a command (then it stays comment text).
     */
    private int command(String src, int nameStart, int to) {
        int i = nameStart;
        while (i < to && TagPair.isNameChar(src.charAt(i))) {
            i++;
        }
        if (i == nameStart || i >= to || !isBlank(src.charAt(i))) {
            return 0;
        }
        String name = src.substring(nameStart, i);
        StringBuilder value = new StringBuilder();
        boolean space = false;
        for (; i < to; i++) {
            char c = src.charAt(i);
            if (c == ']') {
                if (value.length() == 0) {
                    return 0;
                }
                addCommand(name, value.toString());
                return i + 1;
            }
            if (c == '[' || c == '{' || c == '}') {
                return 0; // MoveNode refuses these in a value: it could not be written back
            }
            if (isBlank(c)) {
                space = value.length() > 0;
            } else {
                if (space) {
                    value.append(' ');
                    space = false;
                }
                value.append(c);
            }
        }
        return 0;
    }

    private void addCommand(String name, String value) {
        if (name.equals(Shapes.ARROWS) || name.equals(Shapes.CIRCLES)) {
            Shapes.Parsed shapes = Shapes.parse(value, name.equals(Shapes.ARROWS));
            notes.addAll(shapes.problems);
            if (shapes.shapes.isEmpty()) {
                return; // nothing drawable is left: the command goes (its entries were noted)
            }
            value = shapes.value();
        }
        names.add(name);
        values.add(value);
    }

    /** The notes about commands read since the last call (entries of shapes left out), then forgets them. */
    List<String> takeNotes() {
        List<String> taken = new ArrayList<>(notes);
        notes.clear();
        return taken;
    }

    /** Gives what was gathered to {@code node}, as the comment after it or (at a variation start) before it. */
    void moveTo(MoveNode node, boolean before) {
        if (text.length() > 0) {
            String old = before ? node.commentBefore() : node.comment();
            String joined = old.isEmpty() ? text.toString() : old + " " + text;
            if (before) {
                node.setCommentBefore(joined);
            } else {
                node.setComment(joined);
            }
        }
        for (int k = 0; k < names.size(); k++) {
            node.setCommand(names.get(k), values.get(k));
        }
        clear();
    }

    static boolean isBlank(char c) {
        return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\u000B' || c == '\u00A0';
    }
}
