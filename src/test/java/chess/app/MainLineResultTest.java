package chess.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import chess.core.Outcome;
import chess.core.RuleSet;
import chess.core.San;
import chess.pgn.GameTree;
import chess.pgn.MoveNode;
import org.junit.jupiter.api.Test;

/** The main line's result by the rules: right after every kind of change, and not worked out again for a mark. */
class MainLineResultTest {
    private final GameTree tree = new GameTree();
    private final MainLineResult result = new MainLineResult();

    private MoveNode play(MoveNode at, String san) {
        return tree.play(at, San.parse(tree.boardAt(at), san));
    }

    @Test
    void keptForAMarkAndWorkedOutAgainWhenTheMainLineChanges() {
        MoveNode f3 = play(tree.root(), "f3");
        MoveNode e5 = play(f3, "e5");
        MoveNode g4 = play(e5, "g4");
        assertFalse(result.outcomeOf(tree, RuleSet.STANDARD).isOver());
        MoveNode mate = play(g4, "Qh4#");
        Outcome checkmate = result.outcomeOf(tree, RuleSet.STANDARD);
        assertTrue(checkmate.isOver());
        assertEquals("0-1", checkmate.pgnResult());
        assertTrue(result.text(tree, RuleSet.STANDARD).startsWith("0-1 · "), result.text(tree, RuleSet.STANDARD));

        g4.addNag(4); // a review's ??
        mate.setCommand("eval", "#-0");
        assertSame(checkmate, result.outcomeOf(tree, RuleSet.STANDARD), "a mark or an evaluation: kept");

        MoveNode g3 = play(e5, "g3");
        tree.promote(g3);
        assertFalse(result.outcomeOf(tree, RuleSet.STANDARD).isOver(), "another main line: worked out again");
        assertEquals("", result.text(tree, RuleSet.STANDARD));
    }
}
