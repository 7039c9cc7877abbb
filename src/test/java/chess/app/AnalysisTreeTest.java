package chess.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import chess.pgn.Nag;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The controller's move tree: variations, navigation, editing and the move list the page draws. */
class AnalysisTreeTest {
    private static final String PAGE = "http://127.0.0.1:8080/";
    private static final String START_POSITION = "position fen rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

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
        controller.start(PAGE);
    }

    private BoardState state() {
        return view.last();
    }

    private void moves(String... sans) {
        for (String san : sans) {
            assertTrue(controller.submitMove(san), san + ": " + state().moveError);
        }
    }

    /** The move list as text: "1.e4 e5 ( 1...c5* ) 2.Nf3". */
    private String list() {
        return state().moveList.stream().map(MoveToken::toString).collect(Collectors.joining(" "));
    }

    @Test
    void aMoveAtAnEarlierPositionStartsAVariationAndKeepsTheMainLine() {
        moves("e4", "e5", "Nf3");
        controller.goToPly(1);
        moves("c5");
        assertEquals("Black played c5 (a variation)", view.lastAnnouncement());
        assertEquals("1.e4 e5 ( 1...c5* ) 2.Nf3", list());
        assertEquals(List.of("e4", "c5"), state().moves);
        assertFalse(state().onMainLine);
        controller.goToPly(1);
        moves("e5");
        assertEquals("1.e4 e5* ( 1...c5 ) 2.Nf3", list(), "an existing move is gone to, not added again");
    }

    /** 1.e4 e5 2.Nf3 Nc6 with the variation 1...c5 2.Nf3 d6 visited last, shown from the start. */
    private void mainLineAndAVariationVisitedLast() {
        moves("e4", "e5", "Nf3", "Nc6");
        controller.goToPly(1);
        moves("c5", "Nf3", "d6");
        controller.toStart();
    }

    @Test
    void arrowsStepThroughTheTreeAndRedoFollowsTheLineLastVisited() {
        mainLineAndAVariationVisitedLast();
        assertEquals(0, state().ply);
        assertEquals("Start position", view.lastAnnouncement());
        controller.forward();
        controller.forward();
        assertEquals("Black played c5", view.lastAnnouncement().replace("After ", ""),
                "forward follows the variation visited last");
        controller.toEnd();
        assertEquals(List.of("e4", "c5", "Nf3", "d6"), state().moves);
        controller.back();
        assertEquals(3, state().ply);
        assertTrue(state().canForward);
        controller.goToMove(firstMoveId("e5"));
        controller.toEnd();
        assertEquals(List.of("e4", "e5", "Nf3", "Nc6"), state().moves);
    }

    @Test
    void aHeldKeysStepsTakenTogetherFollowTheLineLastVisitedAndStopAtItsEnds() {
        mainLineAndAVariationVisitedLast();
        int drawsBefore = view.renders.size();
        controller.step(3);
        assertEquals(3, state().ply);
        assertEquals("White played Nf3", view.lastAnnouncement().replace("After ", ""),
                "three plies along the variation visited last");
        assertEquals(drawsBefore + 1, view.renders.size(), "drawn once");
        controller.step(-2);
        assertEquals(1, state().ply);
        controller.step(10);
        assertEquals(4, state().ply, "stops at the end of the line");
        assertEquals(List.of("e4", "c5", "Nf3", "d6"), state().moves);
        assertFalse(state().canForward);
        controller.step(-10);
        assertEquals(0, state().ply, "and at the start");
        assertEquals("Start position", view.lastAnnouncement());
        int drawsAtStart = view.renders.size();
        controller.step(-1);
        assertEquals(drawsAtStart, view.renders.size(), "nothing before the start: nothing drawn");
    }

    @Test
    void aHeldKeysStepGivesTheViewTheNewPositionAtOnceAndTheWholeStateWhenAsked() {
        mainLineAndAVariationVisitedLast();
        BoardState atStart = state();
        view.drawsStepsInPart = true;
        int drawsBefore = view.renders.size();
        controller.stepHeld(3);
        assertEquals(drawsBefore, view.renders.size(), "no whole drawing per step");
        BoardState step = view.steps.get(0);
        BoardState whole = view.wholeOfLastStep.get();
        assertEquals(3, step.ply);
        assertEquals(List.of("e4", "c5", "Nf3", "d6"), step.moves, "the variation visited last");
        for (BoardState s : List.of(step, whole)) {
            assertEquals("rnbqkbnr/pp1ppppp/8/2p5/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2", s.fen);
        }
        for (int i = 0; i < 64; i++) {
            assertEquals(whole.piece(i), step.piece(i), "square " + i);
        }
        assertEquals(whole.lastFrom, step.lastFrom);
        assertEquals(whole.lastTo, step.lastTo);
        assertEquals(whole.currentMoveId, step.currentMoveId);
        assertEquals(whole.moveList.size(), step.moveList.size());
        assertEquals(whole.canBack, step.canBack);
        assertEquals(whole.canForward, step.canForward);
        assertEquals(whole.fenBoxText, step.fenBoxText);
        assertSame(atStart.review, step.review, "the review's state waits for the whole state");
        assertEquals("White played Nf3", view.lastAnnouncement().replace("After ", ""));
        assertNotSame(step.review, whole.review, "the whole state is made anew when asked");
        controller.stepHeld(-10);
        assertEquals(2, view.steps.size());
        assertEquals(0, view.steps.get(1).ply, "stops at the start");
        assertEquals("Start position", view.lastAnnouncement());
        controller.stepHeld(-1);
        assertEquals(2, view.steps.size(), "nothing before the start: nothing drawn");
    }

    private int firstMoveId(String san) {
        return state().moveList.stream().filter(t -> t.kind == MoveToken.Kind.MOVE && t.text.equals(san))
                .findFirst().orElseThrow().nodeId;
    }

    @Test
    void promotingAndDeletingVariations() {
        moves("e4", "e5", "Nf3");
        controller.goToPly(1);
        moves("c5", "Nf3");
        controller.promoteVariation();
        assertEquals("1.e4 c5 ( 1...e5 2.Nf3 ) 2.Nf3*", list());
        assertTrue(state().onMainLine);
        controller.goToMove(firstMoveId("e5"));
        controller.makeMainLine();
        assertEquals("1.e4 e5* ( 1...c5 2.Nf3 ) 2.Nf3", list());
        controller.goToMove(firstMoveId("c5"));
        controller.deleteFromHere();
        assertEquals("1.e4* e5 2.Nf3", list(), "the variation is gone and the move before it is shown");
        controller.deleteAfter();
        assertEquals("1.e4*", list());
        assertFalse(state().canDeleteAfter);
    }

    @Test
    void commentsAndNagsShowInTheMoveList() {
        moves("e4", "e5");
        controller.setComment("  The open game  ");
        controller.toggleNag(Nag.GOOD);
        controller.toggleNag(16);
        assertEquals("1.e4 e5! ±* {The open game}", list());
        assertEquals("The open game", state().comment);
        controller.toggleNag(16);
        assertEquals(List.of(Nag.GOOD), state().nags);
        controller.toStart();
        controller.setComment("Before the first move");
        assertEquals("{Before the first move} 1.e4 e5! {The open game}", list());
        controller.setComment("x".repeat(TreeEdits.MAX_COMMENT + 1));
        assertTrue(state().moveError.startsWith("A comment may have up to"), state().moveError);
    }

    @Test
    void againstTheEngineAMoveFromAnEarlierPositionStartsAVariationThatTheEngineAnswers() {
        controller.setPlayMode("white");
        moves("e4");
        controller.engineLine("bestmove e7e5");
        scheduler.runAll();
        assertEquals(List.of("e4", "e5"), state().moves);
        int sent = engine.sent.size();
        controller.toStart();
        assertEquals(sent, engine.sent.size(), "at an earlier position the engine waits");
        moves("d4");
        assertEquals(START_POSITION + " moves d2d4", engine.last("position"), "the engine answers the variation");
        controller.engineLine("bestmove d7d5");
        scheduler.runAll();
        assertEquals("1.e4 ( 1.d4 d5* ) 1...e5", list());
    }

    @Test
    void aDeepEnoughAnalysisScoreIsKeptWithTheMove() {
        moves("e4");
        controller.setAnalysis(true);
        controller.engineLine("info depth 11 score cp -20 nodes 9000 pv e7e5");
        assertFalse(controller.pgn().contains("%eval"), "too shallow to keep");
        controller.engineLine("info depth 12 score cp -35 nodes 90000 pv e7e5");
        assertTrue(controller.pgn().contains("[%eval 0.35]"), "Black to move at -35: White is 0.35 up");
    }

    @Test
    void aSharedLinkOpensTheSameTreeAtTheSameMoveWithTheSameSettings() {
        moves("e4", "e5", "Nf3", "Nc6");
        controller.goToPly(2);
        moves("Nc3");
        controller.setComment("Vienna");
        controller.toggleNag(Nag.INTERESTING);
        controller.flip();
        controller.setLevel(6);
        controller.share();
        String link = view.copied.get(view.copied.size() - 1).substring("link: ".length());
        RecordingView other = new RecordingView();
        GameController opened = new GameController(other, new FakeEngine(), new FakeScheduler());
        opened.start(link);
        assertEquals(list(), other.last().moveList.stream().map(MoveToken::toString)
                .collect(Collectors.joining(" ")));
        assertEquals(state().fen, other.last().fen);
        assertTrue(other.last().flipped);
        assertEquals(6, other.last().level);
        assertEquals("", other.last().importMessage);
    }

    @Test
    void aLinkCutShortOpensThePartThatDecodesAndSaysSo() {
        moves("e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "Ba4", "Nf6", "O-O", "Be7");
        controller.share();
        String link = view.copied.get(view.copied.size() - 1).substring("link: ".length());
        RecordingView other = new RecordingView();
        new GameController(other).start(link.substring(0, link.length() - 6));
        assertTrue(other.last().importMessage.startsWith("The link"), other.last().importMessage);
        assertFalse(other.last().moveList.isEmpty(), "the moves that decode are there");
    }

    @Test
    void aReadablePgnLinkOpensToo() {
        RecordingView other = new RecordingView();
        new GameController(other).start(PAGE + "#pgn=1.%20e4%20e5%20(1...%20c5)%202.%20Nf3");
        assertEquals("1.e4 e5 ( 1...c5 ) 2.Nf3", other.last().moveList.stream().map(MoveToken::toString)
                .collect(Collectors.joining(" ")));
    }
}
