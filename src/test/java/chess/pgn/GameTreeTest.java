package chess.pgn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import chess.core.Fen;
import chess.core.San;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

class GameTreeTest {
    private final GameTree tree = new GameTree();

    /** Plays SAN moves from {@code at}, returning the last node. */
    private MoveNode play(MoveNode at, String... sans) {
        MoveNode n = at;
        for (String san : sans) {
            n = tree.play(n, San.parse(tree.boardAt(n), san));
        }
        return n;
    }

    private static String sans(List<MoveNode> nodes) {
        return nodes.stream().map(MoveNode::san).collect(Collectors.joining(" "));
    }

    @Test
    void aMoveAtAnEarlierPositionStartsAVariationAndAnExistingMoveIsReused() {
        MoveNode e5 = play(tree.root(), "e4", "e5", "Nf3");
        MoveNode e4 = tree.root().next();
        MoveNode c5 = play(e4, "c5");
        assertEquals(List.of("e5", "c5"), e4.children().stream().map(MoveNode::san).collect(Collectors.toList()));
        assertSame(e4.next(), play(e4, "e5"), "the existing move is gone to, not added again");
        assertEquals(4, tree.moveCount());
        assertTrue(e5.isOnMainLine());
        assertFalse(c5.isOnMainLine());
        assertEquals("e4 e5 Nf3", sans(tree.path(tree.mainLineEnd())));
    }

    @Test
    void promotingOneStepAndToTheMainLine() {
        MoveNode e4 = play(tree.root(), "e4");
        play(e4, "e5", "Nf3");
        MoveNode c5 = play(e4, "c5", "Nf3");
        MoveNode deep = play(c5, "d6", "d4");
        play(c5, "Nc6", "d4");
        MoveNode nc6line = c5.children().get(1).next();
        assertTrue(tree.promote(nc6line), "Nc6 becomes the main continuation after 2. Nf3");
        assertEquals("Nc6", c5.next().san());
        assertEquals("e5", e4.next().san(), "only one step: c5 is still a variation");
        assertTrue(tree.promoteToMainLine(deep));
        assertEquals("e4 c5 Nf3 d6 d4", sans(tree.path(tree.mainLineEnd())));
        assertFalse(tree.promote(deep), "already main line");
    }

    @Test
    void deletingAVariationAndEverythingAfterAMove() {
        MoveNode e4 = play(tree.root(), "e4");
        MoveNode e5 = play(e4, "e5", "Nf3");
        MoveNode c5 = play(e4, "c5");
        int c5Id = c5.id();
        assertSame(e4, tree.delete(c5));
        assertNull(tree.node(c5Id), "a deleted move is no longer found by id");
        assertEquals(1, e4.children().size());
        tree.deleteAfter(e4);
        assertNull(e4.next());
        assertNull(tree.node(e5.id()));
        assertThrows(IllegalArgumentException.class, () -> tree.delete(tree.root()));
    }

    @Test
    void redoFollowsTheLineLastVisited() {
        MoveNode e4 = play(tree.root(), "e4");
        play(e4, "e5");
        MoveNode c5 = play(e4, "c5");
        assertEquals("e5", e4.redoChild().san());
        tree.visit(c5);
        assertSame(c5, e4.redoChild());
        tree.delete(c5);
        assertEquals("e5", e4.redoChild().san());
    }

    @Test
    void illegalMovesAndForeignNodesAreRefused() {
        MoveNode e4 = play(tree.root(), "e4");
        int whiteMoveAgain = San.parse(Fen.parse(Fen.START), "d4");
        assertThrows(IllegalArgumentException.class, () -> tree.play(e4, whiteMoveAgain));
        GameTree other = new GameTree();
        assertThrows(IllegalArgumentException.class, () -> tree.play(other.root(), whiteMoveAgain));
    }

    @Test
    void boardAtANodeHasTheLineAsItsHistory() {
        MoveNode n = play(tree.root(), "Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1", "Ng8");
        assertEquals(8, tree.boardAt(n).ply());
        assertTrue(tree.boardAt(n).repeated(2), "the start position occurred twice before: threefold");
    }

    @Test
    void annotations() {
        MoveNode e4 = play(tree.root(), "e4");
        e4.addNag(Nag.GOOD);
        e4.addNag(Nag.BLUNDER);
        e4.addNag(16);
        assertEquals(List.of(Nag.BLUNDER, 16), e4.nags(), "one move-quality NAG at a time");
        assertThrows(IllegalArgumentException.class, () -> e4.addNag(256));
        e4.setCommand("eval", "0.35");
        assertEquals("0.35", e4.commands().get("eval"));
        assertThrows(IllegalArgumentException.class, () -> e4.setCommand("eval", "1]"));
        assertEquals("!", Nag.symbol(1));
        assertEquals("$200", Nag.symbol(200));
        assertEquals(Nag.DUBIOUS, Nag.ofSuffix("?!"));
    }

    @Test
    void tagsAndResult() {
        tree.setTag("White", "Anna");
        assertEquals("Anna", tree.tag("White"));
        assertThrows(IllegalArgumentException.class, () -> tree.setTag("FEN", "x"));
        assertThrows(IllegalArgumentException.class, () -> tree.setTag("Bad name", "x"));
        assertThrows(IllegalArgumentException.class, () -> tree.setResult("2-0"));
        tree.setResult("1/2-1/2");
        assertEquals("1/2-1/2", tree.result());
    }
}
