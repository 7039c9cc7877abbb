package chess.pgn;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.Map;

/**
 * A tree as text for comparisons in tests: start FEN, result, tags, then every node in pre-order with its depth,
 * SAN, comments, NAGs and commands. Walks with a stack, so trees 10,000 variations deep can be compared.
 */
final class TreeDump {
    private TreeDump() {
    }

    /**
     * Gives a tree the seven-tag roster's tags (those missing are written as "?", which reads back as a tag), so it
     * reads back exactly.
     */
    static GameTree withRoster(GameTree tree) {
        String[] roster = {"Event", "Site", "Date", "Round", "White", "Black"};
        for (String name : roster) {
            if (tree.tag(name) == null) {
                tree.setTag(name, name.equals("Date") ? "????.??.??" : "?");
            }
        }
        return tree;
    }

    static String of(GameTree tree) {
        StringBuilder sb = new StringBuilder();
        sb.append("fen ").append(tree.startFen()).append('\n');
        sb.append("result ").append(tree.result()).append('\n');
        for (Map.Entry<String, String> e : tree.tags().entrySet()) {
            sb.append("tag ").append(e.getKey()).append('=').append(e.getValue()).append('\n');
        }
        Deque<MoveNode> todo = new ArrayDeque<>();
        todo.push(tree.root());
        while (!todo.isEmpty()) {
            MoveNode n = todo.pop();
            sb.append(n.ply()).append(' ').append(n.isRoot() ? "root" : n.san());
            if (!n.commentBefore().isEmpty()) {
                sb.append(" before{").append(n.commentBefore()).append('}');
            }
            if (!n.comment().isEmpty()) {
                sb.append(" {").append(n.comment()).append('}');
            }
            if (!n.nags().isEmpty()) {
                sb.append(" nags").append(n.nags());
            }
            if (!n.commands().isEmpty()) {
                sb.append(" commands").append(n.commands());
            }
            sb.append(" children ").append(n.children().size()).append('\n');
            List<MoveNode> children = n.children();
            for (int i = children.size() - 1; i >= 0; i--) {
                todo.push(children.get(i));
            }
        }
        return sb.toString();
    }
}
