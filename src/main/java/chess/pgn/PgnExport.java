package chess.pgn;

import chess.core.Piece;
import java.util.ArrayList;
import java.util.List;
import chess.core.Variant;
import java.util.Map;

/**
 * Writes a {@link GameTree} in PGN export format, which {@link PgnReader} reads back to the same tree.
 *
 * <ul>
 * <li>Tags: the seven-tag roster first (Event, Site, Date, Round, White, Black, Result; {@code ?} and
 * {@code ????.??.??} where missing), then {@code Variant "Chess960"} for a Chess960 game, {@code SetUp "1"} and
 * {@code FEN} for a start position that is not the standard one, then the other tags in their order. {@code \} and {@code "} are escaped; a line break in a value
 * (which PGN cannot hold) is written as a space.</li>
 * <li>Movetext wrapped at 80 characters: a move number before every white move, and {@code 3...} before a black move
 * that opens the game or a variation or follows a comment or a variation. NAGs as {@code $n}. Variations in
 * parentheses after the move they replace.</li>
 * <li>Comments in braces, comment commands first ({@code {[%eval 0.35] text}}). A comment cannot hold {@code }} in
 * PGN, so each {@code }} in comment text is written as {@code )}; runs of whitespace are written as one space (the
 * reader reads comments that way too, since writers wrap them).</li>
 * </ul>
 * PGN has a place for a comment before a move only at the start of a variation (and before the first move, which
 * is the root's comment): a {@link MoveNode#commentBefore()} elsewhere is written, but reads back as part of the
 * comment after the move before it.
 * Nothing here recurses: variations nested 10,000 deep are written with an explicit stack.
 */
public final class PgnExport {
    private static final String[] ROSTER = {"Event", "Site", "Date", "Round", "White", "Black"};
    private static final String[] ROSTER_DEFAULTS = {"?", "?", "????.??.??", "?", "?", "?"};

    private PgnExport() {
    }

    /** The game as PGN: tags, a blank line, the movetext and the result, ending with a line break. */
    public static String write(GameTree tree) {
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < ROSTER.length; i++) {
            String value = tree.tag(ROSTER[i]);
            tag(out, ROSTER[i], value != null ? value : ROSTER_DEFAULTS[i]);
        }
        tag(out, "Result", tree.result());
        if (tree.variant() == Variant.CHESS960) {
            tag(out, "Variant", "Chess960");
        }
        if (!tree.startsFromStandardPosition()) {
            tag(out, "SetUp", "1");
            tag(out, "FEN", tree.startFen());
        }
        for (Map.Entry<String, String> e : tree.tags().entrySet()) {
            if (!isRoster(e.getKey()) && !e.getKey().equals("Variant")) {
                tag(out, e.getKey(), e.getValue());
            }
        }
        out.append('\n');
        LineWrapper lines = new LineWrapper(out);
        movetext(tree, lines);
        lines.token(tree.result());
        lines.finish();
        return out.toString();
    }

    private static boolean isRoster(String name) {
        for (String r : ROSTER) {
            if (r.equals(name)) {
                return true;
            }
        }
        return false;
    }

    private static void tag(StringBuilder out, String name, String value) {
        out.append('[').append(name).append(" \"");
        for (int i = 0; i < value.length(); i++) {
            char c = value.charAt(i);
            if (c == '\\' || c == '"') {
                out.append('\\').append(c);
            } else {
                out.append(c == '\n' || c == '\r' ? ' ' : c);
            }
        }
        out.append("\"]\n");
    }

    /** A line being written: the node to write next, and how far through its parent's variations we are. */
    private static final class Line {
        MoveNode node;
        boolean numberNeeded = true;
        /** Next sibling variation of {@code node} to write, once {@code node} itself is written; 0 = not yet. */
        int nextVariation;

        Line(MoveNode node) {
            this.node = node;
        }
    }

    private static void movetext(GameTree tree, LineWrapper lines) {
        MoveNode root = tree.root();
        comment(lines, root.comment(), root.commands());
        List<Line> stack = new ArrayList<>();
        if (root.next() != null) {
            stack.add(new Line(root.next()));
        }
        while (!stack.isEmpty()) {
            Line line = stack.get(stack.size() - 1);
            if (line.node == null) {
                stack.remove(stack.size() - 1);
                lines.closeParen();
                stack.get(stack.size() - 1).numberNeeded = true;
                continue;
            }
            MoveNode node = line.node;
            if (line.nextVariation == 0) {
                line.numberNeeded = move(tree, lines, node, line.numberNeeded);
                line.nextVariation = 1;
            }
            List<MoveNode> siblings = node.parent().children();
            if (node.isFirstChild() && line.nextVariation < siblings.size()) {
                MoveNode variation = siblings.get(line.nextVariation++);
                lines.openParen();
                stack.add(new Line(variation));
                line.numberNeeded = true;
                continue;
            }
            line.node = node.next();
            line.nextVariation = 0;
            if (line.node == null && stack.size() == 1) {
                stack.clear();
            }
        }
    }

    /** Writes one move with what is said about it; returns whether the next move needs its number. */
    private static boolean move(GameTree tree, LineWrapper lines, MoveNode node, boolean numberNeeded) {
        boolean commentBefore = comment(lines, node.commentBefore(), Map.of());
        int plyBefore = node.ply() - 1 + (tree.startSide() == Piece.BLACK ? 1 : 0);
        int number = tree.startFullmove() + plyBefore / 2;
        // the number and its move are one unit, never split across lines
        if (plyBefore % 2 == 0) {
            lines.token(number + ". " + node.san());
        } else if (numberNeeded || commentBefore) {
            lines.token(number + "... " + node.san());
        } else {
            lines.token(node.san());
        }
        for (int nag : node.nags()) {
            lines.token("$" + nag);
        }
        return comment(lines, node.comment(), node.commands());
    }

    /**
     * Writes {@code {[%name value] ... text}} word by word, or nothing when there is nothing to say. Returns whether
     * a comment was written.
     */
    private static boolean comment(LineWrapper lines, String text, Map<String, String> commands) {
        List<String> words = new ArrayList<>();
        for (Map.Entry<String, String> c : commands.entrySet()) {
            splitWords("[%" + c.getKey() + " " + c.getValue() + "]", words);
        }
        splitWords(text.replace('}', ')'), words);
        if (words.isEmpty()) {
            return false;
        }
        words.set(0, "{" + words.get(0));
        int last = words.size() - 1;
        words.set(last, words.get(last) + "}");
        for (String word : words) {
            lines.token(word);
        }
        return true;
    }

    private static void splitWords(String s, List<String> words) {
        int i = 0;
        int n = s.length();
        while (i < n) {
            while (i < n && CommentCollector.isBlank(s.charAt(i))) {
                i++;
            }
            int start = i;
            while (i < n && !CommentCollector.isBlank(s.charAt(i))) {
                i++;
            }
            if (i > start) {
                words.add(s.substring(start, i));
            }
        }
    }
}
