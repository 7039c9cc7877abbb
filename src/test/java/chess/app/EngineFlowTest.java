package chess.app;

import static chess.app.RecordingView.sq;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import chess.core.Fen;
import chess.core.RuleSet;
import chess.core.Square;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The controller's engine flow against a fake engine: who moves, what is sent, replies, stops, hints. */
class EngineFlowTest {
    private static final String PAGE = "http://127.0.0.1:8080/";
    private static final String START_POSITION = "position fen " + Fen.START;

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

    private BoardState state() {
        return view.last();
    }

    /** The engine answers, and the minimum reply time (and any other pending timer) passes. */
    private void answer(String bestmoveArguments) {
        controller.engineLine("bestmove " + bestmoveArguments);
        scheduler.runAll();
    }

    @Test
    void twoPlayersNeverWakeTheEngine() {
        controller.start(PAGE);
        controller.clickSquare("e2");
        controller.clickSquare("e4");
        assertEquals(List.of(), engine.sent);
        assertFalse(state().thinking);
        assertFalse(state().canMoveNow);
    }

    @Test
    void analysisAndHintsOfferHelpersOneFullStrengthLineButAMoveForTheGameDoesNot() {
        controller.start(PAGE + "#play=black&level=4");
        assertEquals(List.of(), engine.helped, "a level-4 move searches alone, as its level was measured");
        answer("e2e4");
        controller.setAnalysisLines(3);
        controller.setAnalysis(true);
        assertEquals("setoption name MultiPV value 3", engine.last("setoption name MultiPV"));
        assertEquals(1, engine.helped.size(), "the analysis offers help");
        List<String> helper = engine.helped.get(0);
        assertEquals(List.of("setoption name Skill Level value " + SkillLevel.FULL_STRENGTH,
                "setoption name Repetition Rule value Standard", "setoption name MultiPV value 1",
                "setoption name UCI_AnalyseMode value true", "setoption name UCI_Chess960 value false",
                engine.last("position"), "go infinite"), helper,
                "helpers search the analysed position at full strength, one line, until the analysis ends them");
        controller.engineLine("info depth 5 score cp 20 nodes 900 pv e7e5");
        assertEquals("Analysing…", state().engineStatus);
        engine.searchers = 3;
        controller.engineLine("info depth 6 score cp 25 nodes 1900 pv e7e5");
        assertEquals("Analysing with 3 workers…", state().engineStatus, "the helpers are counted once they search");
    }

    @Test
    void engineOpensWhenThePlayerTakesBlack() {
        controller.start(PAGE + "#play=black&level=4");
        assertEquals(List.of("setoption name Skill Level value 4", "setoption name Repetition Rule value Standard",
                "setoption name MultiPV value 1", "setoption name UCI_AnalyseMode value false",
                "setoption name UCI_Chess960 value false", START_POSITION, "go movetime " + EngineController.THINK_MS),
                engine.sent);
        assertTrue(state().flipped, "the player's side at the bottom");
        assertTrue(state().thinking);
        assertEquals("Engine is thinking…", state().engineStatus);
        assertTrue(state().canMoveNow);
        assertFalse(state().canHint);
        controller.clickSquare("e2");
        assertEquals(-1, state().selected, "the engine's pieces are not the player's");
        controller.engineLine("info depth 1 score cp 30 nodes 20 nps 20000 pv e2e4");
        answer("e2e4 ponder e7e5");
        assertEquals(List.of("e4"), state().moves);
        assertFalse(state().thinking);
        assertEquals("", state().engineStatus);
        assertEquals("White played e4", view.lastAnnouncement());
        assertTrue(view.lastAddress().endsWith("&flip=1&play=black&level=4"), view.lastAddress());
        controller.clickSquare("e7");
        assertEquals(sq("e7"), state().selected, "now the player moves");
    }

    @Test
    void engineRepliesToThePlayer() {
        controller.start(PAGE + "#play=white&level=2");
        assertEquals(List.of(), engine.sent, "white to move: the player's turn");
        controller.clickSquare("e2");
        controller.clickSquare("e4");
        assertEquals(START_POSITION + " moves e2e4", engine.last("position"));
        assertEquals("setoption name Skill Level value 2", engine.last("setoption name Skill"));
        assertTrue(state().thinking);
        assertFalse(controller.submitMove("e5"), "not while the engine is to move");
        assertEquals("It is the engine's move.", state().moveError);
        answer("c7c5");
        assertEquals(List.of("e4", "c5"), state().moves);
        controller.submitMove("Nf3");
        assertEquals(START_POSITION + " moves e2e4 c7c5 g1f3", engine.last("position"));
        assertEquals(0, engine.restarts, "each search finished by itself");
        answer("d7d6");
        assertEquals(List.of("e4", "c5", "Nf3", "d6"), state().moves);
        controller.engineLine("bestmove b8c6"); // a second answer of a finished search is ignored
        assertEquals(4, state().moves.size());
    }

    @Test
    void anEarlyAnswerWaitsForTheMinimumReplyTime() {
        controller.start(PAGE + "#play=white");
        controller.submitMove("e4");
        controller.engineLine("bestmove c7c5");
        assertEquals(List.of("e4"), state().moves, "held back a moment");
        assertTrue(state().thinking);
        assertEquals(EngineController.MIN_REPLY_MS, scheduler.delays.get(0));
        scheduler.runAll();
        assertEquals(List.of("e4", "c5"), state().moves);
        assertFalse(state().thinking);

        controller.submitMove("Nf3");
        controller.engineLine("bestmove d7d6");
        controller.moveNow();
        assertEquals(List.of("e4", "c5", "Nf3", "d6"), state().moves, "Move now plays a held answer at once");
        scheduler.runAll();
        assertEquals(4, state().moves.size(), "and only once");

        controller.submitMove("d4");
        controller.engineLine("bestmove c5d4");
        controller.undo();
        scheduler.runAll();
        assertEquals(4, state().ply, "a held answer to a move taken back is dropped");
        assertFalse(state().thinking);
    }

    @Test
    void moveNowPlaysTheBestMoveSoFar() {
        controller.start(PAGE + "#play=white");
        controller.submitMove("d4");
        controller.engineLine("info depth 1 score cp -10 nodes 30 pv g8f6");
        controller.engineLine("info depth 2 score cp -5 nodes 90 pv d7d5 c2c4");
        controller.moveNow();
        assertEquals(1, engine.restarts, "the running search is ended at once");
        assertEquals(List.of("d4", "d5"), state().moves);
        controller.engineLine("bestmove g8f6"); // the old search's last word never arrives in the page; if it did
        assertEquals(2, state().moves.size());
    }

    @Test
    void moveNowBeforeAnyReportPlaysALegalMove() {
        controller.start(PAGE + "#fen=4k3/8/8/8/8/8/3r4/4K3_w&play=black");
        controller.moveNow();
        assertEquals(1, state().moves.size());
        assertTrue(List.of("Kxd2", "Kf1").contains(state().moves.get(0)), state().moves.toString());
    }

    @Test
    void anIllegalAnswerIsNeverPlayed() {
        controller.start(PAGE + "#play=black");
        answer("e2e5");
        assertEquals(1, state().moves.size());
        assertTrue(state().engineMessage.startsWith("The engine answered 'e2e5', which is not legal here"),
                state().engineMessage);
    }

    @Test
    void watchdogPlaysTheBestMoveSoFar() {
        controller.start(PAGE + "#play=black&level=10");
        assertEquals("go movetime " + EngineController.FULL_STRENGTH_THINK_MS, engine.last("go"));
        assertEquals(List.of(EngineController.MIN_REPLY_MS,
                EngineController.FULL_STRENGTH_THINK_MS + EngineController.WATCHDOG_SLACK_MS), scheduler.delays);
        controller.engineLine("info depth 9 score cp 20 pv g1f3 d7d5");
        scheduler.runAll();
        assertEquals(List.of("Nf3"), state().moves);
        assertTrue(state().engineMessage.contains("did not answer in time"), state().engineMessage);
    }

    @Test
    void watchdogOfAFinishedSearchDoesNothing() {
        controller.start(PAGE + "#play=black");
        answer("e2e4");
        scheduler.runAll();
        assertEquals(List.of("e4"), state().moves);
        assertEquals(0, engine.restarts);
    }

    @Test
    void undoTakesBackTheMoveAndTheReply() {
        controller.start(PAGE + "#play=white");
        controller.submitMove("e4");
        answer("e7e5");
        controller.submitMove("Nf3");
        assertTrue(state().thinking);
        controller.undo(); // while the engine thinks: only the player's move goes, and the search with it
        assertEquals(1, engine.restarts);
        assertFalse(state().thinking);
        assertEquals(2, state().ply);
        controller.undo();
        assertEquals(0, state().ply, "the player's move and the engine's reply together");
        assertFalse(state().canUndo);
        assertFalse(state().thinking);
        controller.redo();
        assertEquals(2, state().ply);
        controller.submitMove("d4");
        assertEquals(List.of("e4", "e5", "d4"), state().moves);
        assertEquals(START_POSITION + " moves e2e4 e7e5 d2d4", engine.last("position"));
    }

    @Test
    void theEngineWaitsInEarlierPositions() {
        controller.start(PAGE + "#play=white");
        controller.submitMove("e4");
        answer("e7e5");
        int sent = engine.sent.size();
        controller.goToPly(1); // black (the engine) to move, but not at the end of the line
        assertEquals(sent, engine.sent.size());
        assertFalse(state().thinking);
        assertTrue(state().engineStatus.contains("earlier position"), state().engineStatus);
    }

    @Test
    void theEngineNeverMovesAfterTheGameEnds() {
        controller.start(PAGE + "#fen=rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR_b_KQkq_g3_0_2&play=black");
        assertEquals(List.of(), engine.sent);
        controller.submitMove("Qh4#");
        assertEquals("Checkmate: Black wins", state().result);
        assertEquals(List.of(), engine.sent);
        assertFalse(state().canHint);
        controller.setAnalysis(true);
        assertEquals(List.of(), engine.sent, "nothing to analyse either");
    }

    @Test
    void levelChangeRestartsTheSearchAtTheNewLevel() {
        controller.start(PAGE + "#play=black&level=3");
        controller.setLevel(8);
        assertEquals(1, engine.restarts);
        assertEquals("setoption name Skill Level value 8", engine.last("setoption name Skill"));
        assertEquals(2, engine.count("go"));
        assertEquals(8, state().level);
        controller.setLevel(42);
        assertEquals(10, state().level, "clamped");
        assertTrue(view.lastAddress().endsWith("&play=black&level=10"), view.lastAddress());
    }

    @Test
    void courseRuleIsPassedToTheEngine() {
        controller.start(PAGE);
        controller.setRuleSet(RuleSet.COURSE);
        controller.setPlayMode("watch");
        assertEquals("setoption name Repetition Rule value Course", engine.last("setoption name Repetition"));
    }

    @Test
    void watchModePausesBetweenMoves() {
        controller.start(PAGE);
        controller.setPlayMode("watch");
        assertEquals(1, engine.count("go"));
        controller.engineLine("bestmove e2e4");
        assertEquals(1, engine.count("go"), "a pause before the reply");
        assertTrue(scheduler.delays.contains(EngineController.WATCH_PAUSE_MS));
        scheduler.runAll();
        assertEquals(2, engine.count("go"));
        assertEquals(START_POSITION + " moves e2e4", engine.last("position"));
        controller.setPlayMode("both");
        assertEquals(1, engine.restarts, "the search stops with the engine's part");
        assertFalse(state().thinking);
    }

    @Test
    void watchModeAnalysesDuringThePause() {
        controller.start(PAGE + "#play=watch");
        controller.setAnalysis(true);
        controller.engineLine("bestmove d2d4");
        assertEquals("go depth " + EngineController.ANALYSIS_DEPTH, engine.last("go"));
        assertEquals("setoption name UCI_AnalyseMode value true", engine.last("setoption name UCI_AnalyseMode"),
                "analysis scores draws 0 whatever the engine's contempt");
        assertEquals(START_POSITION + " moves d2d4", engine.last("position"));
        controller.engineLine("info depth 6 score cp -20 pv d7d5");
        assertEquals("+0.20", state().scoreText);
        scheduler.runAll();
        assertEquals("go movetime " + EngineController.THINK_MS, engine.last("go"));
        assertEquals("setoption name UCI_AnalyseMode value false", engine.last("setoption name UCI_AnalyseMode"));
        assertEquals(1, engine.restarts, "the endless analysis made way for the engine's move");
    }

    @Test
    void analysisShowsTheLinesAskedForAndTheBestMoveArrow() {
        controller.start(PAGE);
        controller.submitMove("e4");
        controller.setAnalysis(true);
        assertEquals("setoption name MultiPV value 1", engine.last("setoption name MultiPV"));
        controller.setAnalysisLines(3);
        assertEquals(1, engine.restarts, "the running analysis starts again with three lines");
        assertEquals("setoption name MultiPV value 3", engine.last("setoption name MultiPV"));
        assertEquals(3, state().analysisLineCount);
        controller.engineLine("info depth 10 multipv 1 score cp -30 pv c7c5 g1f3");
        controller.engineLine("info depth 10 multipv 2 score cp -35 pv e7e5");
        assertEquals(List.of("+0.30 1... c5 2. Nf3", "+0.35 1... e5"), state().analysisLines);
        controller.engineLine("info depth 10 multipv 3 score mate -4 pv e8e7");
        controller.engineLine("info depth 10 multipv 4 score cp 0 pv a7a6"); // more than asked for: ignored
        assertEquals(List.of("+0.30 1... c5 2. Nf3", "+0.35 1... e5", "#4"), state().analysisLines,
                "an illegal line shows its score only");
        assertEquals(Square.to64(Square.parse("c7")), state().arrowFrom);
        assertEquals(Square.to64(Square.parse("c5")), state().arrowTo);
        controller.setBestMoveArrow(false);
        assertFalse(state().bestMoveArrow);
        assertEquals(-1, state().arrowFrom);
        controller.setAnalysisLines(9);
        assertEquals(5, state().analysisLineCount, "clamped");
    }

    @Test
    void analysisShowsNoMoveTwiceWhileANewDepthComesInLineByLine() {
        controller.start(PAGE);
        controller.submitMove("e4");
        controller.setAnalysis(true);
        controller.setAnalysisLines(3);
        controller.engineLine("info depth 10 multipv 1 score cp -30 pv c7c5 g1f3");
        controller.engineLine("info depth 10 multipv 2 score cp -25 pv g8f6");
        controller.engineLine("info depth 10 multipv 3 score cp -20 pv e7e5 g1f3");
        controller.engineLine("info depth 11 multipv 1 score cp -28 pv c7c5 g1f3");
        controller.engineLine("info depth 11 multipv 2 score cp -22 pv e7e5 g1f3"); // depth 10's third line
        assertEquals(List.of("+0.28 1... c5 2. Nf3", "+0.22 1... e5 2. Nf3"), state().analysisLines,
                "depth 10's e5 is not shown below depth 11's");
        controller.engineLine("info depth 11 multipv 3 score cp -15 pv g8f6");
        assertEquals(List.of("+0.28 1... c5 2. Nf3", "+0.22 1... e5 2. Nf3", "+0.15 1... Nf6"),
                state().analysisLines);
    }

    @Test
    void analysisReportsInWhitesViewAndFollowsThePosition() {
        controller.start(PAGE);
        controller.submitMove("e4");
        controller.setAnalysis(true);
        assertEquals("setoption name Skill Level value 10", engine.last("setoption name Skill"));
        assertEquals("go depth " + EngineController.ANALYSIS_DEPTH, engine.last("go"));
        assertTrue(state().canStop);
        assertEquals("Analysing…", state().engineStatus);
        controller.engineLine("info depth 14 seldepth 20 score cp -30 nodes 500000 nps 1500000 pv c7c5 g1f3 zz00");
        BoardState s = state();
        assertEquals("Depth 14", s.depthText);
        assertEquals("+0.30", s.scoreText, "black to move at -30: White is better");
        assertTrue(s.whiteShare > 0.5);
        assertEquals("1... c5 2. Nf3", s.pvText);
        assertEquals("1.5 M nodes/s", s.speedText);
        controller.submitMove("c5");
        assertEquals(1, engine.restarts, "a new position: the endless search is replaced");
        assertEquals(START_POSITION + " moves e2e4 c7c5", engine.last("position"));
        assertEquals("", state().pvText, "no report about the new position yet");
        assertEquals(-1.0, state().whiteShare);
        controller.engineLine("info depth 3 score mate 2 pv d1h5");
        assertEquals("#2", state().scoreText);
        controller.stop();
        assertEquals(2, engine.restarts);
        assertFalse(state().canStop);
        assertFalse(state().analysis, "Stop ends analysis mode");
        assertTrue(state().analysisShown, "the last report stays on show");
        assertEquals("Analysis stopped", state().engineStatus);
        assertEquals("#2", state().scoreText, "the last report stays");
        controller.setAnalysis(true);
        assertEquals(3, count(engine.sent, "go depth"), "Analysis again starts a new search of the position");
        controller.engineLine("info depth 7 score mate 2 pv d1h5");
        controller.engineLine("bestmove d1h5");
        assertEquals("Analysis complete", state().engineStatus, "a proven mate ends the analysis by itself");
        assertFalse(state().canStop);
        assertEquals("#2", state().scoreText);
        controller.setAnalysis(false);
        assertEquals("", state().scoreText);
        assertFalse(state().analysisShown);
        assertEquals(2, engine.restarts, "a stopped search needs no restart");
    }

    private static long count(List<String> lines, String prefix) {
        return lines.stream().filter(l -> l.startsWith(prefix)).count();
    }

    @Test
    void stopEndsAnalysisModeSoTheNextMoveIsNotAnalysed() {
        controller.start(PAGE);
        controller.setAnalysis(true);
        controller.engineLine("info depth 5 score cp 20 pv e2e4 e7e5");
        controller.stop();
        assertFalse(state().analysis);
        assertEquals("Analysis stopped", view.lastAnnouncement());
        assertEquals("+0.20", state().scoreText, "the last report stays on show");
        int sent = engine.sent.size();
        controller.setAnalysisLines(2);
        assertEquals(sent, engine.sent.size(), "no search for another line count with analysis off");
        assertTrue(state().analysisShown, "the stopped report stays");
        controller.flip();
        assertEquals("+0.20", state().scoreText, "a flip keeps the stopped report");
        controller.submitMove("e4");
        assertEquals(sent, engine.sent.size(), "no search after the next move");
        assertFalse(state().analysisShown, "a new position: the stopped report goes");
        assertEquals("", state().engineStatus);
        assertFalse(state().canStop);
    }

    @Test
    void analysisOfAFinishedGameShowsTheResult() {
        controller.start(PAGE + "#fen=rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR_w_KQkq_-_1_3");
        controller.setAnalysis(true);
        assertNull(engine.last("go"), "nothing to search");
        BoardState s = state();
        assertEquals("0-1", s.scoreText);
        assertEquals(0.0, s.whiteShare);
        assertEquals("#", s.depthText);
        assertEquals("Checkmate: Black wins", s.pvText);
        assertEquals("Checkmate: Black wins", s.scoreSpoken);
        assertEquals("Game over: nothing to analyse", s.engineStatus);
        assertEquals(List.of("0-1 Checkmate: Black wins"), s.analysisLines);
        controller.loadFen("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1");
        assertEquals("½-½", state().scoreText);
        assertEquals(0.5, state().whiteShare);
        assertEquals("Draw by stalemate", state().pvText);
        controller.loadFen("8/8/4k3/8/8/3K4/8/8 w - - 0 1");
        assertEquals("½-½", state().scoreText);
        assertEquals("Draw by insufficient material", state().pvText);
    }

    @Test
    void hintSearchesBrieflyAndShowsTheMove() {
        controller.start(PAGE);
        assertTrue(state().canHint);
        controller.hint();
        assertEquals("go movetime " + EngineController.HINT_MS, engine.last("go"));
        assertEquals("Looking for a hint…", state().hintText);
        controller.engineLine("bestmove g1f3");
        assertEquals("Hint: Nf3", state().hintText);
        assertEquals("Hint: Nf3", view.lastAnnouncement());
        assertEquals(sq("g1"), state().hintFrom);
        assertEquals(sq("f3"), state().hintTo);
        controller.clickSquare("e2");
        assertEquals("Hint: Nf3", state().hintText, "a selection keeps the hint");
        controller.clickSquare("e4");
        assertEquals("", state().hintText, "a move clears it");
        assertEquals(-1, state().hintFrom);
    }

    @Test
    void hintDuringAnalysisIsImmediate() {
        controller.start(PAGE);
        controller.setAnalysis(true);
        controller.engineLine("info depth 8 score cp 25 pv d2d4 d7d5");
        int sent = engine.sent.size();
        controller.hint();
        assertEquals(sent, engine.sent.size(), "the analysis already knows");
        assertEquals("Hint: d4", state().hintText);
        assertEquals("Hint: d4", view.lastAnnouncement());
    }

    @Test
    void engineErrorsAreShown() {
        controller.start(PAGE + "#play=black");
        controller.engineLine("info string build wasm");
        assertEquals("", state().engineMessage);
        controller.engineLine("info string engine could not start: no network");
        assertEquals("Engine could not start: no network", state().engineMessage);
        controller.engineLine(EngineLink.failureLine("error: unreachable"));
        assertEquals("Engine error: unreachable", state().engineMessage, "the page's own failure lines read back");
    }

    @Test
    void badEngineSettingsInTheLinkAreReported() {
        controller.start(PAGE + "#play=green&level=0");
        assertTrue(state().engineMessage.startsWith("The link's play='green'"), state().engineMessage);
        assertEquals(PlayMode.HUMANS, state().playMode);
        assertEquals(UrlState.DEFAULT_LEVEL, state().level);
        assertNull(engine.last("go"));
    }
}
