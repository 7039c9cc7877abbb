package chess.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import chess.core.San;
import chess.pgn.GameTree;
import chess.pgn.MoveNode;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The kept move list: the same tokens as {@link MoveList} for every shown move, and new ones after any change. */
class MoveListCacheTest {
    private final GameTree tree = new GameTree();
    private final MoveListCache cache = new MoveListCache();

    private MoveNode play(MoveNode at, String san) {
        return tree.play(at, San.parse(tree.boardAt(at), san));
    }

    private static String text(List<MoveToken> tokens) {
        StringBuilder sb = new StringBuilder();
        for (MoveToken t : tokens) {
            sb.append(t).append(' ');
        }
        return sb.toString().trim();
    }

    @Test
    void agreesWithTheMoveListAtEveryStepAndAfterEveryChange() {
        MoveNode e4 = play(tree.root(), "e4");
        MoveNode e5 = play(e4, "e5");
        MoveNode c5 = play(e4, "c5");
        for (MoveNode shown : List.of(tree.root(), e4, e5, c5)) {
            assertEquals(text(MoveList.of(tree, shown, "")), text(cache.of(tree, shown, "")), "at " + shown);
        }
        String before = text(cache.of(tree, e5, ""));
        e5.addNag(1);
        c5.setComment("sharp");
        assertEquals(text(MoveList.of(tree, e5, "")), text(cache.of(tree, e5, "")));
        assertEquals("1.e4 e5!* ( 1...c5 {sharp} )".replace(" ", ""), text(cache.of(tree, e5, "")).replace(" ", ""),
                "was " + before);
        tree.promote(c5);
        assertEquals(text(MoveList.of(tree, c5, "1-0")), text(cache.of(tree, c5, "1-0")), "a result at the end");
        GameTree other = new GameTree();
        assertSame(0, cache.of(other, other.root(), "").size(), "another tree");
    }

    @Test
    void aMarkChangesOnlyItsMovesGlyphs() {
        MoveNode e4 = play(tree.root(), "e4");
        MoveNode e5 = play(e4, "e5");
        MoveNode nf3 = play(e5, "Nf3");
        play(e4, "c5");
        List<MoveToken> before = cache.of(tree, nf3, "");
        int revision = tree.revisionWithoutCommandsOrNags();
        e5.addNag(4); // ??, as a review marks a blunder
        nf3.addNag(1);
        e5.removeNag(4);
        e5.addNag(6);
        assertEquals(revision, tree.revisionWithoutCommandsOrNags(), "marks do not change the list's layout");
        List<MoveToken> after = cache.of(tree, nf3, "");
        assertEquals(text(MoveList.of(tree, nf3, "")), text(after));
        assertEquals("1.e4 e5?! ( 1...c5 ) 2.Nf3!*".replace(" ", ""), text(after).replace(" ", ""));
        for (int i = 0; i < after.size(); i++) {
            MoveToken t = after.get(i);
            boolean marked = t.nodeId == e5.id() || t.nodeId == nf3.id();
            if (!marked) {
                assertSame(before.get(i), t, "an unmarked move's token is kept: " + t);
            }
        }
        nf3.setComment("the main line");
        assertEquals(text(MoveList.of(tree, nf3, "")), text(cache.of(tree, nf3, "")), "a comment: made anew");
    }
}
