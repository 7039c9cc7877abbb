package chess.link;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import chess.pgn.GameTree;
import chess.pgn.MoveNode;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Map;

/** Compares game trees node by node, without recursion (some test trees are 10,000 moves deep). */
final class TreeAssert {
    private TreeAssert() {
    }

    static void assertSameGame(GameTree expected, MoveNode expectedCurrent, DecodedGame actual) {
        assertEquals("", actual.problem());
        assertSameTree(expected, actual.tree());
        assertEquals(pathOf(expectedCurrent), pathOf(actual.current()), "the move shown");
    }

    static void assertSameTree(GameTree expected, GameTree actual) {
        assertEquals(expected.startFen(), actual.startFen());
        assertEquals(expected.result(), actual.result());
        assertEquals(new ArrayList<>(expected.tags().entrySet()), new ArrayList<>(actual.tags().entrySet()));
        Deque<MoveNode[]> todo = new ArrayDeque<>();
        todo.push(new MoveNode[] {expected.root(), actual.root()});
        int nodes = 0;
        while (!todo.isEmpty()) {
            MoveNode[] pair = todo.pop();
            assertSameNode(pair[0], pair[1]);
            nodes++;
            for (int i = 0; i < pair[0].children().size(); i++) {
                todo.push(new MoveNode[] {pair[0].children().get(i), pair[1].children().get(i)});
            }
        }
        assertEquals(expected.moveCount() + 1, nodes);
    }

    private static void assertSameNode(MoveNode e, MoveNode a) {
        String where = e.toString();
        assertEquals(e.move(), a.move(), where);
        assertEquals(e.san(), a.san(), where);
        assertEquals(e.commentBefore(), a.commentBefore(), where);
        assertEquals(e.comment(), a.comment(), where);
        assertEquals(e.nags(), a.nags(), where);
        assertEquals(new ArrayList<Map.Entry<String, String>>(e.commands().entrySet()),
                new ArrayList<Map.Entry<String, String>>(a.commands().entrySet()), where);
        assertEquals(e.children().size(), a.children().size(), where);
    }

    /** The child numbers from the root to a node: where it stands in its tree. */
    static List<Integer> pathOf(MoveNode node) {
        List<Integer> path = new ArrayList<>();
        for (MoveNode n = node; !n.isRoot(); n = n.parent()) {
            path.add(0, n.parent().children().indexOf(n));
        }
        return path;
    }

    /**
     * The tree's moves in the order a game code writes them (depth first, main continuation first), each as
     * {parent's position in this list, move}; the root is entry 0 with parent -1.
     */
    static List<int[]> encodingOrder(GameTree tree) {
        List<int[]> order = new ArrayList<>();
        Deque<MoveNode> nodes = new ArrayDeque<>();
        Deque<Integer> parents = new ArrayDeque<>();
        nodes.push(tree.root());
        parents.push(-1);
        while (!nodes.isEmpty()) {
            MoveNode node = nodes.pop();
            int parent = parents.pop();
            int here = order.size();
            order.add(new int[] {parent, node.move()});
            for (int i = node.children().size() - 1; i >= 0; i--) {
                nodes.push(node.children().get(i));
                parents.push(here);
            }
        }
        return order;
    }

    /** Asserts that {@code part}'s moves are the first ones of {@code whole} in encoding order; returns how many. */
    static int assertPrefixOf(GameTree whole, GameTree part, String where) {
        List<int[]> all = encodingOrder(whole);
        List<int[]> some = encodingOrder(part);
        assertTrue(some.size() <= all.size(), where);
        for (int i = 0; i < some.size(); i++) {
            assertArrayEquals(all.get(i), some.get(i), where + ": move " + i);
        }
        return some.size() - 1;
    }
}
