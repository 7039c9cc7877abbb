package chess.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * An engine report's redraw is given the state last drawn with only the engine's part made anew
 * ({@code GameController.reportState}): it must be exactly the state the controller would make whole, field for field,
 * whatever the report (a score, lines, the arrow, a hint, a mate, lines of an earlier position) and whatever was
 * drawn before it.
 */
class ReportStateTest {
    private static final String PAGE = "http://127.0.0.1:8080/";

    private RecordingView view;
    private FakeScheduler scheduler;
    private GameController controller;

    @BeforeEach
    void setUp() {
        view = new RecordingView();
        scheduler = new FakeScheduler();
        controller = new GameController(view, new FakeEngine(), scheduler);
        controller.start(PAGE);
    }

    @Test
    void anAnalysisReportsStateIsTheWholeState() {
        controller.setAnalysis(true);
        report("info depth 1 score cp 30 nodes 20 nps 20000 pv e2e4");
        report("info depth 12 score cp 41 nodes 2000000 nps 1300000 pv e2e4 e7e5 g1f3 b8c6");
        controller.clickSquare("e2");
        controller.clickSquare("e4");
        report("info depth 5 score cp -20 nodes 9000 nps 90000 pv c7c5 g1f3");
        report("info depth 9 score mate -3 nodes 90000 nps 900000 pv d8h4");
        controller.setBestMoveArrow(false);
        report("info depth 10 score cp 5 nodes 100000 nps 900000 pv e7e5");
    }

    @Test
    void threeLinesAndAHintAreTheWholeStateToo() {
        controller.setAnalysisLines(3);
        controller.setAnalysis(true);
        report("info depth 8 multipv 1 score cp 30 nodes 5000 nps 50000 pv e2e4 e7e5");
        report("info depth 8 multipv 2 score cp 25 nodes 6000 nps 50000 pv d2d4 d7d5");
        report("info depth 8 multipv 3 score cp 20 nodes 7000 nps 50000 pv g1f3 g8f6");
        controller.setAnalysis(false);
        controller.hint();
        report("info depth 4 score cp 28 nodes 800 nps 8000 pv e2e4");
        controller.engineLine("bestmove e2e4");
        scheduler.runAll();
        assertWhole();
    }

    @Test
    void theComparisonSeesADifference() {
        controller.setAnalysis(true);
        report("info depth 3 score cp 30 nodes 20 nps 20000 pv e2e4");
        BoardState before = view.last();
        report("info depth 4 score cp 90 nodes 40 nps 20000 pv d2d4");
        assertNotEquals(StateFields.of(before), StateFields.of(view.last()), "a new report changes the engine's part");
    }

    private void report(String line) {
        controller.engineLine(line);
        assertWhole();
    }

    private void assertWhole() {
        assertEquals(StateFields.of(controller.state()), StateFields.of(view.last()));
    }
}
