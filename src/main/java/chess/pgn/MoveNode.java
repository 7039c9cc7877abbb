package chess.pgn;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One move of a {@link GameTree} with what is said about it: the comment before it (PGN allows one at the start
 * of a variation), the comment after it, its NAGs and the comment commands such as {@code [%eval 0.35]}. The root
 * node has no move; its comment is the one before the first move. The first child is the main continuation, the
 * others are variations in their order of preference.
 */
public final class MoveNode {
    private final GameTree tree;
    private final MoveNode parent;
    private final int id;
    private final int move;
    private final String san;
    private final int ply;
    final List<MoveNode> children = new ArrayList<>(1);
    private String commentBefore = "";
    private String comment = "";
    private final List<Integer> nags = new ArrayList<>(0);
    private final Map<String, String> commands = new LinkedHashMap<>();
    /** The child last visited, which redo follows; null means the main continuation. */
    MoveNode lastVisited;

    MoveNode(GameTree tree, MoveNode parent, int id, int move, String san) {
        this.tree = tree;
        this.parent = parent;
        this.id = id;
        this.move = move;
        this.san = san;
        this.ply = parent == null ? 0 : parent.ply + 1;
    }

    public GameTree tree() {
        return tree;
    }

    /** The node before this one, or null for the root. */
    public MoveNode parent() {
        return parent;
    }

    public boolean isRoot() {
        return parent == null;
    }

    /** A number unique in the tree, never reused after a deletion (the page addresses moves by it). */
    public int id() {
        return id;
    }

    /** The move ({@link chess.core.Move} encoding); {@link chess.core.Move#NONE} for the root. */
    public int move() {
        return move;
    }

    /** The move in SAN, as written when it was added; "" for the root. */
    public String san() {
        return san;
    }

    /** Moves from the start position to this one (0 for the root). */
    public int ply() {
        return ply;
    }

    /** The moves played next here: the main continuation first, then the variations. */
    public List<MoveNode> children() {
        return Collections.unmodifiableList(children);
    }

    /** The main continuation, or null at the end of a line. */
    public MoveNode next() {
        return children.isEmpty() ? null : children.get(0);
    }

    /** The child with this move, or null. */
    public MoveNode child(int childMove) {
        for (MoveNode c : children) {
            if (c.move == childMove) {
                return c;
            }
        }
        return null;
    }

    /** The child redo goes to: the one last visited, else the main continuation; null at the end of a line. */
    public MoveNode redoChild() {
        return lastVisited != null && children.contains(lastVisited) ? lastVisited : next();
    }

    /** True for the main continuation of its parent (and for the root). */
    public boolean isFirstChild() {
        return parent == null || parent.children.get(0) == this;
    }

    /** True when every move from the start to here is a main continuation. */
    public boolean isOnMainLine() {
        for (MoveNode n = this; n != null; n = n.parent) {
            if (!n.isFirstChild()) {
                return false;
            }
        }
        return true;
    }

    /** The comment before this move (at the start of a variation), "" when none. */
    public String commentBefore() {
        return commentBefore;
    }

    public void setCommentBefore(String text) {
        commentBefore = text == null ? "" : text;
        tree.changed();
    }

    /** The comment after this move (for the root: before the first move), "" when none. */
    public String comment() {
        return comment;
    }

    public void setComment(String text) {
        comment = text == null ? "" : text;
        tree.changed();
    }

    /** The NAG numbers (1..255) in their order; 1 = {@code !}, 2 = {@code ?} and so on ({@link Nag}). */
    public List<Integer> nags() {
        return Collections.unmodifiableList(nags);
    }

    /**
     * Adds a NAG. The move-quality ones (1..6: ! ? !! ?? !? ?!) exclude one another, so a new one replaces the old;
     * a NAG already there is not added twice.
     *
     * @throws IllegalArgumentException outside 1..255
     */
    public void addNag(int nag) {
        if (nag < 1 || nag > Nag.MAX) {
            throw new IllegalArgumentException("a NAG is a number from 1 to " + Nag.MAX + ", not " + nag);
        }
        if (nags.contains(nag)) {
            return;
        }
        if (Nag.isMoveQuality(nag)) {
            nags.removeIf(Nag::isMoveQuality);
        }
        nags.add(nag);
        tree.nagChanged();
    }

    /** Removes a NAG (nothing happens when it is not there). */
    public void removeNag(int nag) {
        nags.remove(Integer.valueOf(nag));
        tree.nagChanged();
    }

    /** The comment commands ({@code [%eval 0.35]} is {@code eval -> 0.35}), in the order they were given. */
    public Map<String, String> commands() {
        return Collections.unmodifiableMap(commands);
    }

    /**
     * Sets a comment command; a null or empty value removes it. Names are ASCII letters, digits and {@code _}; values
     * must not contain {@code ]} or braces (they are written inside a PGN comment).
     *
     * @throws IllegalArgumentException for a bad name or value
     */
    public void setCommand(String name, String value) {
        if (!TagPair.isName(name)) {
            throw new IllegalArgumentException("a comment command's name is letters, digits and _, not '" + name + "'");
        }
        if (value == null || value.isEmpty()) {
            commands.remove(name);
            tree.commandChanged();
            return;
        }
        if (value.indexOf(']') >= 0 || value.indexOf('{') >= 0 || value.indexOf('}') >= 0) {
            throw new IllegalArgumentException("a comment command's value must not contain ], { or }: '" + value + "'");
        }
        if (value.equals(commands.get(name))) {
            return; // the analysis writes its [%eval] with every report: an unchanged value changes nothing
        }
        commands.put(name, value);
        tree.commandChanged();
    }

    @Override
    public String toString() {
        return isRoot() ? "start" : ply + ":" + san;
    }
}
