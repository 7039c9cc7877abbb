package chess.app;

import static chess.app.RecordingView.sq;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Which changes of the shown position the controller hands the view as one move to glide and sound: moves by
 * click, key, the engine, undo/redo and one step through the moves; not drags (no glide), nor jumps and loads.
 */
class MoveTransitionFlowTest {
    private static final String PAGE = "http://127.0.0.1:8080/";

    private RecordingView view;
    private FakeEngine engine;
    private FakeScheduler scheduler;
    private GameController controller;

    @BeforeEach
    void setUp() {
        view = new RecordingView();
        engine = new FakeEngine();
        scheduler = new FakeScheduler();
        controller = new GameController(view, engine, scheduler);
    }

    private MoveTransition transition() {
        return view.last().transition;
    }

    private void type(String... moves) {
        for (String san : moves) {
            assertTrue(controller.submitMove(san), san + ": " + view.last().moveError);
        }
    }

    @Test
    void aClickedMoveGlidesAndSoundsOnce() {
        controller.start(PAGE);
        assertSame(MoveTransition.NONE, transition());
        controller.clickSquare("e2");
        assertSame(MoveTransition.NONE, transition(), "picking a piece up moves nothing");
        controller.clickSquare("e4");
        MoveTransition t = transition();
        assertEquals("[wP e2-e4]", t.glides.toString());
        assertTrue(t.animated);
        assertEquals(MoveSound.MOVE, t.sound);
        assertTrue(t.serial > 0);
        controller.flip();
        controller.setAnalysisLines(3);
        assertSame(t, transition(), "redraws that move nothing keep the same transition, so it plays once");
    }

    @Test
    void aDraggedMoveSoundsButDoesNotGlide() {
        controller.start(PAGE);
        assertTrue(controller.dragStart("g1"));
        controller.drop("g1", "f3");
        MoveTransition t = transition();
        assertEquals("[wN g1-f3]", t.glides.toString());
        assertFalse(t.animated, "the hand put the knight there");
        assertEquals(MoveSound.MOVE, t.sound);
    }

    @Test
    void aTypedMoveGlides() {
        controller.start(PAGE);
        type("Nf3");
        assertTrue(transition().animated);
        assertEquals("[wN g1-f3]", transition().glides.toString());
    }

    @Test
    void oneStepBackOrForwardGlidesAndEachStepIsANewTransition() {
        controller.start(PAGE);
        type("e4", "d5", "exd5");
        assertEquals(MoveSound.CAPTURE, transition().sound);
        assertEquals(sq("d5"), transition().removedSquare);
        int serial = transition().serial;
        controller.back();
        MoveTransition back = transition();
        assertEquals("[wP d5-e4]", back.glides.toString());
        assertEquals(sq("d5"), back.restoredSquare, "the black pawn comes back");
        assertEquals(MoveSound.MOVE, back.sound, "a step back sounds like a plain move");
        assertTrue(back.serial > serial);
        controller.forward();
        assertEquals("[wP e4-d5]", transition().glides.toString());
        assertEquals(MoveSound.CAPTURE, transition().sound, "a step forward sounds like the move");
        assertTrue(transition().serial > back.serial);
        controller.goToMove(view.last().currentMoveId - 1); // the move before, by id, as a click in the list
        assertEquals("[wP d5-e4]", transition().glides.toString());
    }

    @Test
    void undoAndRedoBetweenTwoPlayersGlide() {
        controller.start(PAGE);
        type("e4", "e5");
        controller.undo();
        assertEquals("[bP e5-e7]", transition().glides.toString());
        controller.redo();
        assertEquals("[bP e7-e5]", transition().glides.toString());
    }

    @Test
    void jumpsAndLoadsNeitherGlideNorSound() {
        controller.start(PAGE);
        type("e4", "e5", "Nf3");
        controller.toStart();
        assertSame(MoveTransition.NONE, transition());
        controller.toEnd();
        assertSame(MoveTransition.NONE, transition());
        controller.goToPly(1);
        assertSame(MoveTransition.NONE, transition(), "two moves back at once");
        controller.goToPly(2);
        assertEquals("[bP e7-e5]", transition().glides.toString(), "one move forward");
        controller.loadFen("4k3/8/8/8/8/8/8/4K2R w K - 0 1");
        assertSame(MoveTransition.NONE, transition());
        type("O-O");
        assertEquals(MoveSound.CASTLE, transition().sound);
        assertEquals("[wK e1-g1, wR h1-f1]", transition().glides.toString());
        controller.newGame();
        assertSame(MoveTransition.NONE, transition());
        controller.importPgn("1. e4 e5 2. Nf3 *");
        assertSame(MoveTransition.NONE, transition());
    }

    @Test
    void checkAndTheEndOfTheGameHaveTheirSounds() {
        controller.start(PAGE);
        type("e4", "e5", "Qh5", "Nc6", "Bc4", "Nf6");
        type("Qxf7#");
        assertEquals(MoveSound.GAME_END, transition().sound);
        assertEquals(sq("f7"), transition().removedSquare);
        controller.loadFen("4k3/8/8/8/8/8/8/R3K3 w Q - 0 1");
        type("Ra8+");
        assertEquals(MoveSound.CHECK, transition().sound);
    }

    @Test
    void aPromotionChosenAfterADragGlidesThePawnItWaitedOn() {
        controller.start(PAGE + "#fen=7k/P7/8/8/8/8/8/K7_w_-_-_0_1");
        assertTrue(controller.dragStart("a7"));
        controller.drop("a7", "a8");
        assertSame(MoveTransition.NONE, transition(), "the choice is open: nothing moved yet");
        controller.choosePromotion("q");
        MoveTransition t = transition();
        assertEquals("[wP a7-a8]", t.glides.toString(), "a pawn until it arrives");
        assertTrue(t.animated, "while the choice was open the pawn stood on a7 again");
        assertEquals("wQ", view.last().pieceClassAt(sq("a8")));
    }

    @Test
    void theEnginesMoveGlidesAndUndoAgainstItJumps() {
        controller.start(PAGE + "#play=black&level=4");
        controller.engineLine("bestmove e2e4");
        scheduler.runAll();
        assertEquals("[wP e2-e4]", transition().glides.toString());
        assertTrue(transition().animated);
        type("e5");
        controller.engineLine("bestmove g1f3");
        scheduler.runAll();
        assertEquals("[wN g1-f3]", transition().glides.toString());
        controller.undo(); // the player's move and the engine's reply: two moves back at once
        assertSame(MoveTransition.NONE, transition());
    }
}
