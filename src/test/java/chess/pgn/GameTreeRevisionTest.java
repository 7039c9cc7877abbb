package chess.pgn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import chess.core.San;
import org.junit.jupiter.api.Test;

/** {@link GameTree#revision}: every change to what the tree holds moves it; visiting a line and reading do not. */
class GameTreeRevisionTest {
    private final GameTree tree = new GameTree();

    private MoveNode play(MoveNode at, String san) {
        return tree.play(at, San.parse(tree.boardAt(at), san));
    }

    /** Runs {@code change} and checks that the revision moved. */
    private void changes(String what, Runnable change) {
        int before = tree.revision();
        change.run();
        assertNotEquals(before, tree.revision(), what + " moves the revision");
    }

    private void keeps(String what, Runnable read) {
        int before = tree.revision();
        read.run();
        assertEquals(before, tree.revision(), what + " keeps the revision");
    }

    @Test
    void everyChangeMovesTheRevisionAndVisitsAndReadsDoNot() {
        MoveNode e4 = play(tree.root(), "e4");
        MoveNode e5 = play(e4, "e5");
        MoveNode c5 = play(e4, "c5");
        keeps("playing a move that is there", () -> play(e4, "e5"));
        keeps("visiting a line", () -> tree.visit(c5));
        keeps("reading", () -> {
            tree.moveCount();
            tree.path(c5);
            tree.mainLineEnd();
        });
        changes("a new move", () -> play(e5, "Nf3"));
        changes("a comment", () -> e4.setComment("the best by test"));
        changes("a comment before", () -> c5.setCommentBefore("Sicilian"));
        changes("a NAG", () -> e4.addNag(1));
        changes("a NAG taken off", () -> e4.removeNag(1));
        changes("a command", () -> e5.setCommand("eval", "0.3"));
        changes("a command removed", () -> e5.setCommand("eval", ""));
        changes("a tag", () -> tree.setTag("White", "Anna"));
        changes("the result", () -> tree.setResult("1-0"));
        changes("a promotion", () -> tree.promote(c5));
        changes("a deletion", () -> tree.delete(e5));
        changes("deleting what follows", () -> tree.deleteAfter(e4));
    }
}
