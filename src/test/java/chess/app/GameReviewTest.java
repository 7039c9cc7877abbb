package chess.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import chess.pgn.GameTree;
import chess.pgn.MoveNode;
import chess.pgn.Nag;
import chess.pgn.PgnGame;
import chess.pgn.PgnReader;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The game review in the controller, with the test playing the review engine's part: which positions it is asked
 * for, what the answers turn into (evals, NAGs, graph, summaries, the better line), the cache, cancelling, and
 * how the review travels in the PGN and the link.
 */
class GameReviewTest {
    private static final String PAGE = "http://127.0.0.1:8080/";
    /** 3... Nf6?? allows 4. Qxf7#. */
    private static final String[] MINIATURE = {"e4", "e5", "Qh5", "Nc6", "Bc4", "Nf6", "Qxf7#"};

    private RecordingView view;
    private FakeEngine engine;
    private FakeEngine reviewer;
    private GameController controller;

    @BeforeEach
    void setUp() {
        view = new RecordingView();
        engine = new FakeEngine();
        reviewer = new FakeEngine();
        controller = new GameController(view, engine, reviewer, new FakeScheduler());
        controller.start(PAGE);
        for (String san : MINIATURE) {
            assertTrue(controller.submitMove(san), san);
        }
    }

    private ReviewState review() {
        return view.last().review;
    }

    /** Answers the review's current search: a score for the side to move and its best line. */
    private void answer(String score, String pv) {
        controller.reviewLine("info depth 9 seldepth 14 multipv 1 score " + score + " nodes 50000 pv " + pv);
        controller.reviewLine("bestmove " + pv.split(" ")[0]);
    }

    /** Answers a deeper look at the position before a move: two lines, each a score and its line. */
    private void answerTwoLines(String score1, String pv1, String score2, String pv2) {
        assertEquals("setoption name MultiPV value 2", reviewer.last("setoption name MultiPV"));
        controller.reviewLine("info depth 12 seldepth 20 multipv 1 score " + score1 + " nodes 600000 pv " + pv1);
        controller.reviewLine("info depth 12 seldepth 20 multipv 2 score " + score2 + " nodes 600000 pv " + pv2);
        controller.reviewLine("bestmove " + pv1.split(" ")[0]);
    }

    /** Answers the first pass of the miniature: every position but the mate at the end. */
    private void answerFirstPass() {
        answer("cp 30", "e2e4 e7e5");
        answer("cp -30", "e7e5 g1f3");
        answer("cp 25", "g1f3 b8c6");
        answer("cp -10", "b8c6 f1c4");
        answer("cp 20", "f1c4 g7g6");
        answer("cp -40", "g7g6 h5f3 g8f6");
        answer("mate 1", "h5f7");
    }

    /** Answers the whole miniature: the first pass, then the deeper look confirms 3... Nf6?? (2 searches). */
    private void answerMiniature() {
        answerFirstPass();
        answerTwoLines("cp -45", "g7g6 h5f3 g8f6", "mate -1", "g8f6 h5f7");
        answer("mate 1", "h5f7");
    }

    private long searches() {
        return reviewer.count("go nodes");
    }

    private MoveNode node(String san) {
        for (ReviewState.Point p : review().graph) {
            if (p.label.endsWith(" " + san)) {
                return treeNode(p.nodeId);
            }
        }
        throw new AssertionError(san + " is not on the graph");
    }

    private MoveNode treeNode(int id) {
        PgnGame read = PgnReader.read(controller.pgn());
        return read.tree().node(id);
    }

    @Test
    void eachPositionIsSearchedOnceInGameOrderOnTheReviewEngineOnly() {
        int playEngineLines = engine.sent.size();
        controller.startReview();
        assertTrue(review().running);
        assertEquals(8, review().total);
        assertEquals("go nodes " + ReviewDepth.STANDARD.nodes, reviewer.last("go"));
        assertEquals("position fen rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", reviewer.last("position"));
        answer("cp 30", "e2e4 e7e5");
        assertEquals("position fen rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 moves e2e4",
                reviewer.last("position"), "the moves from the start go with it, so repetitions count");
        assertEquals(2, review().done, "the start is scored, and the checkmate at the end needed no search");
        assertTrue(review().progressText.startsWith("Reviewing… 2 of 8 positions"), review().progressText);
        answer("cp -30", "e7e5 g1f3");
        answer("cp 25", "g1f3 b8c6");
        answer("cp -10", "b8c6 f1c4");
        answer("cp 20", "f1c4 g7g6");
        answer("cp -40", "g7g6 h5f3 g8f6");
        answer("mate 1", "h5f7");
        assertEquals(8, searches(), "the checkmate at the end needs no search; one deeper look is sent");
        assertTrue(review().running, "3... Nf6 drops the game: it is looked at again before it is marked");
        assertEquals(8, review().done);
        assertEquals("go nodes " + ReviewDepth.STANDARD.confirmNodes, reviewer.last("go"));
        assertTrue(reviewer.last("position").endsWith("moves e2e4 e7e5 d1h5 b8c6 f1c4"), "the position before it");
        assertEquals("Checking suspected mistakes… 2 positions left", review().progressText);
        assertEquals("?!", review().graph.get(6).glyph, "not yet confirmed: at most ?!");
        answerTwoLines("cp -45", "g7g6 h5f3 g8f6", "mate -1", "g8f6 h5f7");
        assertTrue(reviewer.last("position").endsWith("moves e2e4 e7e5 d1h5 b8c6 f1c4 g8f6"), "and after it");
        assertEquals("setoption name MultiPV value 1", reviewer.last("setoption name MultiPV"));
        answer("mate 1", "h5f7");
        assertEquals(9, searches());
        assertFalse(review().running);
        assertEquals(8, review().done);
        assertEquals("", review().progressText);
        assertEquals("Review complete", view.lastAnnouncement());
        assertEquals(playEngineLines, engine.sent.size(), "the engine that plays was not disturbed");
    }

    @Test
    void theBlunderIsMarkedAndExplainedWithTheBetterLine() {
        controller.startReview();
        answerMiniature();
        List<ReviewState.Point> graph = review().graph;
        assertEquals(8, graph.size());
        assertEquals("Start", graph.get(0).label);
        assertEquals("3... Nf6", graph.get(6).label);
        assertEquals("??", graph.get(6).glyph);
        assertEquals("", graph.get(7).glyph, "the mate was the best move");
        assertEquals(100.0, graph.get(7).whiteWin, 1e-9);
        assertEquals(7, review().currentIndex);
        List<ReviewState.Moment> moments = review().moments;
        assertEquals(1, moments.size());
        assertEquals("3... Nf6??", moments.get(0).label);
        assertEquals("Blunder", moments.get(0).word);
        assertEquals("g6 was best", moments.get(0).better);
        assertFalse(moments.get(0).white);
        assertEquals(1, review().black.blunders);
        assertEquals(0, review().white.blunders + review().white.mistakes + review().white.inaccuracies);
        assertTrue(review().white.accuracy > review().black.accuracy);
        assertEquals("??", view.last().moveList.stream()
                .filter(t -> "Nf6".equals(t.text)).findFirst().orElseThrow().glyphs, "the move list shows the mark");

        controller.goToMove(moments.get(0).nodeId);
        assertTrue(review().verdict.startsWith("Blunder (??): Black's winning chances fell from "), review().verdict);
        assertTrue(review().verdict.endsWith("g6 was best."), review().verdict);
        assertEquals("3... g6 4. Qf3 Nf6", review().betterLine);
        controller.showBetterLine();
        assertEquals(List.of("e4", "e5", "Qh5", "Nc6", "Bc4", "g6", "Qf3", "Nf6"), view.last().moves);
        assertEquals("g6", view.last().moves.get(view.last().ply - 1), "the first move of the better line is shown");
        assertFalse(view.last().onMainLine);
    }

    @Test
    void theReviewTravelsInThePgnAndTheLink() {
        controller.startReview();
        answerMiniature();
        String pgn = controller.pgn();
        assertTrue(pgn.contains("Nf6 $4 {[%eval #1]}") || pgn.contains("Nf6?? {[%eval #1]}"), pgn);
        assertTrue(pgn.contains("e4 {[%eval 0.30]}"), pgn);
        GameTree read = PgnReader.read(pgn).tree();
        MoveNode nf6 = read.node(node("Nf6").id());
        assertEquals(List.of(Nag.BLUNDER), nf6.nags());
        assertEquals("#1", nf6.commands().get("eval"));

        RecordingView otherView = new RecordingView();
        GameController opened = new GameController(otherView, new FakeEngine(), new FakeEngine(), new FakeScheduler());
        opened.start(controller.currentAddress());
        ReviewState restored = otherView.last().review;
        assertEquals(8, restored.graph.size());
        assertTrue(Double.isNaN(restored.graph.get(0).whiteWin), "the start position's score is not in the game");
        assertEquals("??", restored.graph.get(6).glyph, "the marks come back from the evaluations");
        assertEquals(1, restored.moments.size());
        assertEquals("", restored.moments.get(0).better, "this page never searched: no better move to offer");
        assertEquals(1, restored.black.blunders);
    }

    @Test
    void knownPositionsAreNotSearchedAgainUnlessTheReviewGoesDeeper() {
        controller.startReview();
        answerMiniature();
        controller.startReview();
        assertEquals(9, searches(), "the same depth costs nothing, nor its deeper look");
        assertFalse(review().running);
        assertEquals("??", review().graph.get(6).glyph);
        controller.setReviewDepth("quick");
        controller.startReview();
        assertEquals(9, searches(), "a lighter review reuses the deeper results");
        assertFalse(review().running);
        assertEquals("??", review().graph.get(6).glyph, "Standard's deeper look is deeper than Quick's");
        controller.setReviewDepth("deep");
        controller.startReview();
        assertEquals(10, searches());
        assertEquals("go nodes " + ReviewDepth.DEEP.nodes, reviewer.last("go"));
        assertEquals("deep", review().depthId);
    }

    @Test
    void aSuspectedBlunderTheDeeperLookRefutesIsNotMarked() {
        controller.startReview();
        answerFirstPass();
        answerTwoLines("cp -35", "g8f6 h5f7", "cp -45", "g7g6 h5f3"); // deeper, Nf6 is the engine's own choice
        assertFalse(review().running, "once the played move is the deeper choice, nothing more is searched");
        assertEquals(8, searches());
        assertEquals("", review().graph.get(6).glyph, "the first pass's suspicion did not hold up");
        assertTrue(review().moments.isEmpty());
        assertTrue(node("Nf6").nags().isEmpty());
        assertEquals("0.35", node("Bc4").commands().get("eval"), "the deeper score is written into the game");
    }

    @Test
    void aBetterMoveThatFailsAtTheDeeperLookIsNotOffered() {
        controller.startReview();
        answer("cp 30", "e2e4 e7e5");
        answer("cp -30", "e7e5 g1f3");
        answer("cp 25", "g1f3 b8c6");
        answer("cp -10", "b8c6 f1c4");
        answer("cp 20", "g1f3 g7g6");
        answer("cp 200", "g7g6 h5f3"); // the first pass thinks 3. Bc4 throws the game away (Nf3 best)
        answer("mate 1", "h5f7");
        assertEquals("?!", review().graph.get(5).glyph, "suspected, not yet confirmed");
        // Deeper: Nf3 is still first, but Bc4 (second) is as good: no mark, so no better move is offered.
        answerTwoLines("cp 30", "g1f3 g7g6", "cp 26", "f1c4 g7g6");
        answerTwoLines("cp -45", "g7g6 h5f3", "mate -1", "g8f6 h5f7");
        answer("mate 1", "h5f7");
        assertFalse(review().running);
        assertEquals("", review().graph.get(5).glyph);
        assertEquals("??", review().graph.get(6).glyph);
        assertEquals(1, review().moments.size());
        controller.goToMove(node("Bc4").id());
        assertEquals("", review().verdict);
    }

    @ParameterizedTest
    @ValueSource(strings = {"standard", "deep"})
    void atStandardAndDeepTheEnginesScoresAreJudgedOnStockfishsScale(String depth) {
        assertEquals("??", bc4GlyphAfterItsDeeperLookLosesAPawnAndAQuarter(depth));
        // Deeper, 3. Bc4 takes White from +0.30 to -0.95: 52.8% to 41.3% on the engine's own scale (a mistake),
        // 53.8% to 38.2% stretched to Stockfish's (+0.41 to -1.30): a blunder, as the curve expects.
        assertEquals("-0.95", node("Bc4").commands().get("eval"), "the engine's own score is what is written");
    }

    @Test
    void atQuickTheEnginesScoresAreJudgedAsTheyAre() {
        assertEquals("?", bc4GlyphAfterItsDeeperLookLosesAPawnAndAQuarter("quick"));
    }

    /** Reviews the miniature at {@code depth}, where the deeper look finds 3. Bc4 takes +0.30 to -0.95. */
    private String bc4GlyphAfterItsDeeperLookLosesAPawnAndAQuarter(String depth) {
        controller.setReviewDepth(depth);
        controller.startReview();
        answer("cp 30", "e2e4 e7e5");
        answer("cp -30", "e7e5 g1f3");
        answer("cp 25", "g1f3 b8c6");
        answer("cp -10", "b8c6 f1c4");
        answer("cp 20", "g1f3 g7g6");
        answer("cp 200", "g7g6 h5f3"); // the first pass suspects 3. Bc4
        answer("mate 1", "h5f7");
        answerTwoLines("cp 30", "g1f3 g7g6", "cp 10", "d2d3 g7g6");
        answerTwoLines("cp 95", "g7g6 h5f3", "mate -1", "g8f6 h5f7");
        answer("mate 1", "h5f7");
        assertFalse(review().running);
        return review().graph.get(5).glyph;
    }

    @Test
    void aMoveTheFirstPassChoseIsLookedAtAgainWhenItsScoresFallApart() {
        controller.setReviewDepth("deep"); // the thorough depth
        controller.startReview();
        answerFirstPassWithBc4ItsOwnChoice();
        assertTrue(review().running, "3. Bc4 is looked at again though the first pass chose it");
        answerTwoLines("cp 35", "g1f3 g7g6", "cp 20", "d2d3 g7g6");
        answerTwoLines("cp 150", "g7g6 h5f3", "mate -1", "g8f6 h5f7");
        answer("mate 1", "h5f7");
        assertFalse(review().running);
        assertEquals(10, searches());
        assertEquals("??", review().graph.get(5).glyph, "deeper, Nf3 was best and Bc4 lost");
        assertEquals("Nf3 was best", review().moments.get(0).better);
    }

    @ParameterizedTest
    @ValueSource(strings = {"quick", "standard"})
    void belowDeepAMoveTheFirstPassChoseIsNotLookedAtAgain(String depth) {
        controller.setReviewDepth(depth);
        controller.startReview();
        answerFirstPassWithBc4ItsOwnChoice();
        // 3...g6 is suspected: the deeper look searches the positions before and after it, not the one before Bc4.
        answerTwoLines("cp 150", "g7g6 h5f3", "mate -1", "g8f6 h5f7");
        answer("mate 1", "h5f7");
        assertFalse(review().running);
        assertEquals(9, searches());
        assertEquals("", review().graph.get(5).glyph, "the first pass's own choice is trusted below Deep");
    }

    /**
     * The first pass of the miniature playing 3. Bc4 itself and finding it lost after it: no drop counted, but the
     * scores before and after fall apart.
     */
    private void answerFirstPassWithBc4ItsOwnChoice() {
        answer("cp 30", "e2e4 e7e5");
        answer("cp -30", "e7e5 g1f3");
        answer("cp 25", "g1f3 b8c6");
        answer("cp -10", "b8c6 f1c4");
        answer("cp 40", "f1c4 g8f6");
        answer("cp 150", "g7g6 h5f3");
        answer("mate 1", "h5f7");
    }

    /** The first pass of the miniature with 3. Bc4 an inaccuracy by its scores (Nf3 best). */
    private void answerFirstPassBc4Inaccurate() {
        answer("cp 30", "e2e4 e7e5");
        answer("cp -30", "e7e5 g1f3");
        answer("cp 25", "g1f3 b8c6");
        answer("cp -10", "b8c6 f1c4");
        answer("cp 30", "g1f3 g7g6");
        answer("cp 40", "g7g6 h5f3"); // +0.30 -> -0.40: ?! on either scale
        answer("mate 1", "h5f7");
    }

    @Test
    void atDeepAnInaccuracyGetsTheDeeperLookToo() {
        controller.setReviewDepth("deep"); // the thorough depth
        controller.startReview();
        answerFirstPassBc4Inaccurate();
        answerTwoLines("cp 30", "g1f3 g7g6", "cp 20", "d2d3 g7g6");
        answerTwoLines("cp 150", "g7g6 h5f3", "mate -1", "g8f6 h5f7");
        answer("mate 1", "h5f7");
        assertFalse(review().running);
        assertEquals(10, searches());
        assertEquals("??", review().graph.get(5).glyph, "deeper, 3. Bc4 lost far more than the first pass saw");
    }

    @Test
    void atQuickAnInaccuracyIsMarkedWithoutADeeperLook() {
        atDepthAnInaccuracyIsMarkedWithoutADeeperLook("quick");
    }

    @Test
    void atStandardTooAnInaccuracyIsMarkedWithoutADeeperLook() {
        atDepthAnInaccuracyIsMarkedWithoutADeeperLook("standard");
    }

    private void atDepthAnInaccuracyIsMarkedWithoutADeeperLook(String depth) {
        controller.setReviewDepth(depth);
        controller.startReview();
        answerFirstPassBc4Inaccurate();
        answerTwoLines("cp 40", "g7g6 h5f3", "mate -1", "g8f6 h5f7"); // only 3... Nf6 is looked at again
        answer("mate 1", "h5f7");
        assertFalse(review().running);
        assertEquals(9, searches());
        assertEquals("?!", review().graph.get(5).glyph);
        assertEquals("??", review().graph.get(6).glyph);
    }

        @Test
    void theBetterMoveOfferedIsTheDeeperLooksChoice() {
        controller.startReview();
        answerFirstPass();
        answerTwoLines("cp -60", "d8e7 g1f3", "cp -45", "g7g6 h5f3");
        answer("mate 1", "h5f7");
        assertEquals("??", review().graph.get(6).glyph, "confirmed");
        assertEquals("Qe7 was best", review().moments.get(0).better, "not the first pass's g6");
    }

    @Test
    void aMoveWhoseReplySwingsTheScoreIsLookedAtAgain() {
        controller.startReview();
        answer("cp 30", "e2e4 e7e5");
        answer("cp -30", "e7e5 g1f3");
        answer("cp 25", "g1f3 b8c6");
        answer("cp -10", "b8c6 f1c4");
        answer("cp 20", "f1c4 g7g6");
        answer("cp -40", "g7g6 h5f3 g8f6");
        answer("cp 30", "d2d3 d7d6"); // the first pass misses the mate: no drop for 3... Nf6
        assertTrue(review().running, "the reply, 4. Qxf7#, swings the score: 3... Nf6 is looked at again");
        answerTwoLines("cp -40", "g7g6 h5f3", "cp -30", "g8f6 d2d3");
        answer("cp 30", "d2d3 d7d6"); // even deeper, the position after Nf6 looks fine ...
        assertFalse(review().running);
        assertEquals("??", review().graph.get(6).glyph, "... but the reply mates: Nf6 lost the game");
        assertEquals(9, searches());
    }

    @Test
    void quickHasADeeperLookToo() {
        controller.setReviewDepth("quick");
        controller.startReview();
        answerFirstPass();
        assertEquals("go nodes " + ReviewDepth.QUICK.confirmNodes, reviewer.last("go"));
        assertTrue(ReviewDepth.QUICK.confirmNodes > ReviewDepth.QUICK.nodes);
        answerTwoLines("cp -40", "g8f6 h5f7", "cp -45", "g7g6 h5f3");
        answer("cp 40", "c4b3");
        assertEquals("", review().graph.get(6).glyph);
    }

    @Test
    void cancellingKeepsWhatWasDoneAndTheNextReviewGoesOnFromThere() {
        controller.startReview();
        answer("cp 30", "e2e4 e7e5");
        answer("cp -30", "e7e5 g1f3");
        controller.cancelReview();
        assertEquals(1, reviewer.restarts, "a synchronous search is ended by restarting its worker");
        assertFalse(review().running);
        assertEquals("Review stopped at 3 of 8 positions.", review().progressText, "two searched, the mate known");
        controller.reviewLine("bestmove e2e4"); // a late line from the ended search
        assertEquals(3, review().done);
        controller.startReview();
        assertEquals(4, searches(), "the two positions done are not searched again; the cut-off one is");
        assertEquals("position fen rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 moves e2e4 e7e5",
                reviewer.last("position"));
    }

    @Test
    void aPlayersOwnMarkIsKept() {
        controller.goToPly(6);
        controller.toggleNag(Nag.INTERESTING);
        controller.startReview();
        answerMiniature();
        controller.goToPly(6);
        assertEquals(List.of(Nag.INTERESTING), view.last().nags, "the player's !? stays");
        assertEquals("??", review().graph.get(6).glyph, "the graph still shows the review's view");
    }

    @Test
    void aVariationIsReviewedAlongItsOwnLine() {
        controller.goToPly(4);
        assertTrue(controller.submitMove("Qh4"));
        controller.startReview();
        assertEquals(6, review().total, "start, e4, e5, Qh5, Nc6, Qh4");
        List<String> positions = new ArrayList<>();
        for (int i = 0; i < 6; i++) {
            positions.add(reviewer.last("position"));
            answer("cp 10", i == 5 ? "h5h4" : "a2a3");
        }
        assertTrue(positions.get(5).endsWith("moves e2e4 e7e5 d1h5 b8c6 h5h4"), positions.get(5));
        assertFalse(review().running);
    }

    @Test
    void aNewGameEndsTheReview() {
        controller.startReview();
        answer("cp 30", "e2e4 e7e5");
        controller.newGame();
        assertEquals(1, reviewer.restarts);
        assertFalse(review().running);
        assertFalse(review().available);
        assertTrue(review().graph.isEmpty());
        assertNull(review().white);
        assertNotNull(review().depthId);
    }

    // ---- several review engines ---------------------------------------------------------------------------

    /** The miniature's answers, by the number of moves played to the position. */
    private static final String[][] MINIATURE_ANSWERS = {
        {"cp 30", "e2e4 e7e5"}, {"cp -30", "e7e5 g1f3"}, {"cp 25", "g1f3 b8c6"}, {"cp -10", "b8c6 f1c4"},
        {"cp 20", "f1c4 g7g6"}, {"cp -40", "g7g6 h5f3 g8f6"}, {"mate 1", "h5f7"},
    };

    /** Review engine {@code worker} (of {@code on}) answers the position it was last sent, as in the miniature. */
    private static void answerAsScripted(GameController on, int worker, FakeEngine engine) {
        String position = engine.last("position");
        int moves = position.contains(" moves ") ? position.substring(position.indexOf(" moves ") + 7).split(" ").length
                : 0;
        String[] a = MINIATURE_ANSWERS[moves];
        on.reviewLine(worker, "info depth 9 seldepth 14 multipv 1 score " + a[0] + " nodes 50000 pv " + a[1]);
        on.reviewLine(worker, "bestmove " + a[1].split(" ")[0]);
    }

    /** The miniature on a fresh page whose review has these engines. */
    private static GameController miniatureWith(RecordingView on, List<EngineLink> reviewers) {
        GameController c = new GameController(on, new FakeEngine(), reviewers, new FakeScheduler());
        c.start(PAGE);
        for (String san : MINIATURE) {
            assertTrue(c.submitMove(san), san);
        }
        return c;
    }

    /** The miniature reviewed by one engine, answering in game order: its PGN. */
    private static String reviewedByOneEngine() {
        FakeEngine one = new FakeEngine();
        GameController c = miniatureWith(new RecordingView(), List.of(one));
        c.startReview();
        while (c.state().review.running) { // the seven positions, then the deeper look at the blunder
            answerAsScripted(c, 0, one);
        }
        return c.pgn();
    }

    @Test
    void twoEnginesSearchTwoPositionsAtOnceAndTheirAnswersInAnyOrderGiveTheSameReview() {
        FakeEngine first = new FakeEngine();
        FakeEngine second = new FakeEngine();
        RecordingView twoView = new RecordingView();
        GameController two = miniatureWith(twoView, List.of(first, second));
        two.startReview();
        assertEquals(1, first.count("go nodes"));
        assertEquals(1, second.count("go nodes"), "both engines search from the start");
        assertTrue(first.last("position").endsWith("w KQkq - 0 1"), first.last("position"));
        assertTrue(second.last("position").endsWith("moves e2e4"), second.last("position"));
        assertEquals("ucinewgame", second.sent.get(second.sent.size() - 3), "each search starts from a fresh engine");
        // The second engine answers first, twice, then the first one catches up: the answers come out of order.
        answerAsScripted(two, 1, second);
        assertTrue(second.last("position").endsWith("moves e2e4 e7e5"), "the next position went to the free one");
        answerAsScripted(two, 1, second);
        assertEquals(1, first.count("go nodes"), "the first engine is still busy with the start");
        answerAsScripted(two, 0, first);
        for (int i = 0; i < 4; i++) {
            answerAsScripted(two, i % 2 == 0 ? 1 : 0, i % 2 == 0 ? second : first);
        }
        assertEquals(8, first.count("go nodes") + second.count("go nodes"),
                "each position searched once, and the deeper look begun");
        // The deeper look at the blunder: the position before it, then the one after it, each to the first free
        // engine (both are free by then).
        for (int round = 0; round < 2; round++) {
            assertEquals("go nodes " + ReviewDepth.STANDARD.confirmNodes, first.last("go"), "deeper look " + round);
            answerAsScripted(two, 0, first);
        }
        assertEquals(9, first.count("go nodes") + second.count("go nodes"), "and two for the deeper look");
        assertFalse(twoView.last().review.running);
        assertEquals("Review complete", twoView.lastAnnouncement());
        assertEquals(reviewedByOneEngine(), two.pgn(), "the same evals and marks as with one engine");
        assertEquals("??", twoView.last().review.graph.get(6).glyph);
    }

    @Test
    void whileThePlayerUsesThePageTheLastEngineGetsNoNewSearchAndTheReviewComesOutTheSame() {
        FakeEngine first = new FakeEngine();
        FakeEngine second = new FakeEngine();
        RecordingView twoView = new RecordingView();
        GameController two = miniatureWith(twoView, List.of(first, second));
        two.lendReviewCoreWhileUsed(true); // as many review engines as cores
        two.pageUsed(); // the tap on Review game
        two.startReview();
        assertEquals(1, second.count("go nodes"), "the tap that starts a review lends nothing");
        two.pageUsed(); // a step back, a tap: until the page is left alone (the scheduler here never says so)
        answerAsScripted(two, 1, second);
        assertEquals(1, second.count("go nodes"), "the lent engine finished its search and got no new one");
        while (twoView.last().review.running) {
            answerAsScripted(two, 0, first);
        }
        assertEquals(1, second.count("go nodes"));
        assertEquals(reviewedByOneEngine(), two.pgn(), "the same evals and marks");
    }

    @Test
    void aChangeOfDepthRestartsARunningReviewOnEveryEngineAsATapOnReviewWould() {
        FakeEngine first = new FakeEngine();
        FakeEngine second = new FakeEngine();
        GameController two = miniatureWith(new RecordingView(), List.of(first, second));
        two.lendReviewCoreWhileUsed(true);
        two.startReview();
        two.pageUsed(); // the tap on the depth's button
        two.setReviewDepth("quick");
        assertEquals(2, second.count("go nodes"), "the restarted review searches on the second engine at once");
    }

    @Test
    void cancellingWithTwoSearchesInFlightRestartsBothAndTheResumedReviewIsTheSame() {
        FakeEngine first = new FakeEngine();
        FakeEngine second = new FakeEngine();
        RecordingView twoView = new RecordingView();
        GameController two = miniatureWith(twoView, List.of(first, second));
        two.startReview();
        answerAsScripted(two, 1, second); // e4's position known; the second engine takes e4 e5's
        two.cancelReview();
        assertEquals(1, first.restarts, "busy with the start");
        assertEquals(1, second.restarts, "busy with the next position");
        assertEquals("Review stopped at 2 of 8 positions.", twoView.last().review.progressText);
        two.reviewLine(0, "bestmove e2e4"); // late lines of the ended searches change nothing
        two.reviewLine(1, "bestmove e7e5");
        assertEquals(2, twoView.last().review.done);
        two.startReview();
        assertEquals(2, first.count("go nodes"), "the start again");
        assertEquals(3, second.count("go nodes"));
        assertTrue(second.last("position").endsWith("moves e2e4 e7e5"), "the cut-off position again, not e4's");
        while (twoView.last().review.running) {
            answerAsScripted(two, 1, second);
            if (twoView.last().review.running) {
                answerAsScripted(two, 0, first);
            }
        }
        assertEquals(11, first.count("go nodes") + second.count("go nodes"),
                "three searches, then the six left, then the deeper look's two");
        assertEquals(reviewedByOneEngine(), two.pgn());
    }
}
