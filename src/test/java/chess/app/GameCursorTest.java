package chess.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import chess.core.Game;
import chess.core.RuleSet;
import chess.core.San;
import chess.pgn.GameTree;
import chess.pgn.MoveNode;
import org.junit.jupiter.api.Test;

/** The cursor over the game tree: moves played and gone to, and where undo and redo lead for who plays. */
class GameCursorTest {
    private final GameCursor cursor = new GameCursor();

    private boolean play(String san) {
        return cursor.play(San.parse(cursor.board(), san), true);
    }

    @Test
    void aMoveBeforeTheEndOfALineStartsAVariationAndTheGameFollowsTheCursor() {
        assertFalse(play("e4"));
        assertFalse(play("e5"));
        MoveNode afterE5 = cursor.current();
        assertTrue(cursor.goTo(cursor.previous()));
        assertTrue(play("c5"), "a new move before the end of the line");
        assertEquals("Black played c5", cursor.describeMove(cursor.current()));
        assertTrue(cursor.goTo(afterE5));
        assertEquals("White to move", cursor.turnText());
        assertEquals(2, cursor.game().ply());
        assertFalse(cursor.goTo(afterE5), "already on show");
    }

    @Test
    void againstTheEngineUndoAndRedoStepBetweenThePlayersTurns() {
        play("e4");
        play("e5");
        play("Nf3");
        play("Nc6");
        MoveNode end = cursor.current();
        assertSame(end.parent(), cursor.undoTarget(PlayMode.HUMANS));
        assertSame(end.parent().parent(), cursor.undoTarget(PlayMode.WHITE), "the reply and the move");
        cursor.goTo(cursor.tree().root());
        assertSame(cursor.tree().root().next(), cursor.redoTarget(PlayMode.HUMANS));
        assertSame(cursor.tree().root().next().next(), cursor.redoTarget(PlayMode.WHITE));
        assertNull(cursor.undoTarget(PlayMode.WHITE), "nothing before the start");
        assertSame(end, cursor.endOfShownLine());
        assertSame(end, cursor.atPly(99), "a ply past the end is the end");
        assertSame(cursor.tree().root(), cursor.atPly(-1));
    }

    @Test
    void aStepOfOneMoveGlidesAndAJumpDoesNot() {
        play("e4");
        play("e5");
        assertTrue(cursor.transition().serial > 0);
        cursor.goTo(cursor.previous());
        assertTrue(cursor.transition().serial > 0, "one move back glides");
        cursor.goTo(cursor.tree().root());
        cursor.goTo(cursor.endOfShownLine());
        assertSame(MoveTransition.NONE, cursor.transition(), "two moves at once is a jump");
    }

    @Test
    void aJumpReplaysTheTreesMovesToTheSamePositionAndStopsWhereTheRulesNowEndTheGame() {
        cursor.replace(new GameTree("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"), null);
        for (String san : new String[] {"Kf1", "Kf8", "Ke1", "Ke8", "Kf1", "Kf8", "Ke1", "Ke8", "Kf1", "Kf8"}) {
            play(san);
        }
        MoveNode end = cursor.current();
        Game fresh = new Game("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
        for (String san : new String[] {"Kf1", "Kf8", "Ke1", "Ke8", "Kf1", "Kf8", "Ke1", "Ke8", "Kf1", "Kf8"}) {
            fresh.playSan(san);
        }
        cursor.jumpTo(cursor.tree().root());
        cursor.jumpTo(end);
        assertEquals(fresh.fen(), cursor.game().fen());
        assertEquals("Kf8", cursor.game().san(9));
        cursor.jumpTo(cursor.tree().root());
        assertTrue(cursor.setRuleSet(RuleSet.COURSE));
        cursor.jumpTo(end);
        assertEquals(8, cursor.current().ply(), "the course rule ends the game after the eighth move");
        assertEquals(8, cursor.game().ply());
    }
}
