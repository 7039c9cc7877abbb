package chess.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import chess.core.San;
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
}
