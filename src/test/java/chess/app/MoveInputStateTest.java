package chess.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * A change of the move input alone (a piece picked up or put down, an illegal move, the promotion choice, the move
 * box's error, a premove) is drawn with the state last drawn, only the move input's part made anew
 * ({@code GameController.moveInputState}, {@link GameView#renderMoveInput}): it must be exactly the state the
 * controller would make whole, field for field, and whatever was drawn before it.
 */
class MoveInputStateTest {
    private static final String PAGE = "http://127.0.0.1:8080/";

    /** Records which of the view's ways of drawing each state came by. */
    private static final class WaysView extends RecordingView {
        final List<String> ways = new ArrayList<>();

        @Override
        public void render(BoardState state) {
            ways.add("whole");
            super.render(state);
        }

        @Override
        public void renderMoveInput(BoardState state) {
            ways.add("move input");
            renders.add(state);
        }
    }

    private WaysView view;
    private FakeScheduler scheduler;
    private GameController controller;

    @BeforeEach
    void setUp() {
        view = new WaysView();
        scheduler = new FakeScheduler();
        controller = new GameController(view, new FakeEngine(), scheduler);
    }

    @Test
    void pickingUpAndPuttingDownIsDrawnAsTheMoveInputAndIsTheWholeState() {
        controller.start(PAGE);
        controller.setAnalysis(true);
        controller.engineLine("info depth 6 score cp 30 nodes 900 nps 9000 pv e2e4 e7e5");
        scheduler.runAll();
        clickAsMoveInput("e2", "the pawn picked up");
        assertEquals(RecordingView.sq("e2"), view.last().selected);
        assertTrue(view.last().isTarget(RecordingView.sq("e4")));
        clickAsMoveInput("g1", "another piece picked up instead");
        assertFalse(view.last().isTarget(RecordingView.sq("e4")), "the pawn's targets are gone");
        clickAsMoveInput("g1", "put down again");
        assertEquals(-1, view.last().selected);
        clickAsMoveInput("b1", "picked up");
        clickAsMoveInput("b4", "an illegal move puts it down");
        assertEquals(-1, view.last().selected);
        assertTrue(controller.dragStart("d2"));
        assertMoveInput("a drag picks the piece up");
        controller.drop("d2", null);
        assertMoveInput("dropped off the board: put down");
        controller.clickSquare("e2");
        controller.cancelSelection();
        assertMoveInput("Escape puts it down");
        assertFalse(controller.submitMove("Ke5"));
        assertMoveInput("a typed move refused");
        assertFalse(view.last().moveError.isEmpty());

        controller.clickSquare("e2");
        controller.clickSquare("e4");
        assertEquals("whole", lastWay(), "a move is drawn whole");
        controller.engineLine("info depth 3 score cp -20 nodes 500 nps 5000 pv e7e5");
        scheduler.runAll();
        clickAsMoveInput("e7", "after a move and a report");
        controller.engineLine("info depth 4 score cp -25 nodes 700 nps 5000 pv d7d5");
        scheduler.runAll();
        assertEquals(StateFields.of(controller.state()), StateFields.of(view.last()),
                "a report's state is made from the move input's");
    }

    @Test
    void thePromotionChoiceOpensAndCancelsAsTheMoveInput() {
        controller.start(PAGE + "#fen=8/4P3/8/8/8/8/k7/4K3_w_-_-_0_1");
        controller.clickSquare("e7");
        clickAsMoveInput("e8", "the promotion chooser opens");
        assertEquals(RecordingView.sq("e8"), view.last().promotionSquare);
        controller.choosePromotion("x");
        assertMoveInput("the choice cancelled");
        assertEquals(-1, view.last().promotionSquare);
        controller.clickSquare("e7");
        controller.clickSquare("e8");
        controller.choosePromotion("q");
        assertEquals("whole", lastWay(), "the promotion played is drawn whole");
        assertEquals(StateFields.of(controller.state()), StateFields.of(view.last()));
    }

    @Test
    void aPremoveIsDrawnAsTheMoveInput() {
        controller.start(PAGE + "#play=white");
        controller.setTimeControl("1+0");
        controller.clickSquare("e2");
        controller.clickSquare("e4");
        clickAsMoveInput("g1", "the premove's piece picked up during the engine's turn");
        clickAsMoveInput("f3", "the premove set");
        assertEquals(RecordingView.sq("f3"), view.last().premoveTo);
        clickAsMoveInput("a1", "a further click cancels it");
        assertEquals(-1, view.last().premoveFrom);
    }

    @Test
    void theComparisonSeesADifference() {
        controller.start(PAGE);
        controller.clickSquare("e2");
        BoardState before = view.last();
        controller.clickSquare("d2");
        assertNotEquals(StateFields.of(before), StateFields.of(view.last()), "another piece picked up");
    }

    private void clickAsMoveInput(String square, String what) {
        controller.clickSquare(square);
        assertMoveInput(what);
    }

    private void assertMoveInput(String what) {
        assertEquals("move input", lastWay(), what + ": drawn as the move input");
        assertEquals(StateFields.of(controller.state()), StateFields.of(view.last()), what + ": the whole state");
    }

    private String lastWay() {
        return view.ways.get(view.ways.size() - 1);
    }
}
