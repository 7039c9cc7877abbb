package chess.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The page hidden (Page Visibility) against a fake engine: a running analysis is ended and its last report stays,
 * and it starts again when the page is shown; a move the engine owes and a review (its own engine) go on.
 */
class PageHiddenTest {
    private static final String PAGE = "http://127.0.0.1:8080/";
    private static final String REPORT = "info depth 12 seldepth 14 multipv 1 score cp 30 nodes 5000 nps 100000"
            + " time 50 pv e2e4 e7e5";

    private RecordingView view;
    private FakeEngine engine;
    private FakeEngine reviewer;
    private FakeScheduler scheduler;
    private GameController controller;

    @BeforeEach
    void setUp() {
        view = new RecordingView();
        engine = new FakeEngine();
        reviewer = new FakeEngine();
        scheduler = new FakeScheduler();
        controller = new GameController(view, engine, reviewer, scheduler);
    }

    @Test
    void analysisPausesWhileHiddenAndStartsAgainWhenShown() {
        controller.start(PAGE);
        controller.setAnalysis(true);
        controller.engineLine(REPORT);
        assertEquals(1, engine.count("go"));
        assertEquals(0, engine.restarts);

        controller.setPageHidden(true);
        assertEquals(1, engine.restarts, "the searching engine is ended");
        assertEquals("Analysis paused while the page is hidden", view.last().engineStatus);
        assertEquals("Depth 12", view.last().depthText, "the last report stays");
        assertTrue(view.last().analysis, "analysis stays on");
        controller.engineLine(REPORT.replace("depth 12", "depth 13")); // a late line of the ended engine
        assertEquals("Depth 12", view.last().depthText);
        assertEquals(1, engine.count("go"), "nothing searches while hidden");

        controller.setPageHidden(false);
        assertEquals(2, engine.count("go"), "the analysis starts again");
        assertEquals("Analysing…", view.last().engineStatus);
        assertEquals(1, engine.restarts);
    }

    @Test
    void aFinishedAnalysisIsNotSearchedAgainAfterThePageWasHidden() {
        controller.start(PAGE);
        controller.setAnalysis(true);
        controller.engineLine(REPORT);
        controller.engineLine("bestmove e2e4");
        assertEquals("Analysis complete", view.last().engineStatus);
        controller.setPageHidden(true);
        controller.setPageHidden(false);
        assertEquals(1, engine.count("go"), "nothing left to search");
        assertEquals("Analysis complete", view.last().engineStatus);
        assertEquals("Depth 12", view.last().depthText);
    }

    @Test
    void hidingWithoutAnalysisChangesNothingAndAMoveOwedIsStillPlayed() {
        controller.start(PAGE + "#play=black&level=3");
        assertEquals(1, engine.count("go"));
        controller.setPageHidden(true);
        assertEquals(0, engine.restarts, "the engine's move is a short search: it goes on");
        controller.engineLine("bestmove e2e4");
        scheduler.runAll();
        assertEquals(1, view.last().moves.size(), "the move was played while hidden");
        controller.setPageHidden(false);
        assertEquals(0, engine.restarts);
    }

    @Test
    void aReviewGoesOnWhileHidden() {
        controller.start(PAGE);
        controller.submitMove("e4");
        controller.submitMove("e5");
        controller.startReview();
        long searches = reviewer.count("go");
        assertTrue(searches > 0, "the review searches");
        controller.setPageHidden(true);
        assertEquals(0, reviewer.restarts, "the review's engine is not ended");
        assertTrue(view.last().review.running, "the review runs on");
    }
}
