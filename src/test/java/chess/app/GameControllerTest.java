package chess.app;

import static chess.app.RecordingView.sq;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import chess.core.Fen;
import chess.core.RuleSet;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class GameControllerTest {
    private static final String PAGE = "http://127.0.0.1:8080/";
    private static final String AFTER_E4 = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1";

    private RecordingView view;
    private GameController controller;

    @BeforeEach
    void setUp() {
        view = new RecordingView();
        controller = new GameController(view);
    }

    @Test
    void startsFromTheInitialPositionWithShareableAddress() {
        controller.start(PAGE);
        BoardState s = view.last();
        assertEquals(Fen.START, s.fen);
        assertEquals(Fen.START, s.fenBoxText);
        assertEquals("White to move", s.turn);
        assertEquals("", s.fenError);
        assertFalse(s.flipped);
        assertEquals("e2, white pawn", s.label(sq("e2")));
        assertEquals("e4, empty", s.label(sq("e4")));
        assertEquals("wP", s.pieceClassAt(sq("e2")));
        assertEquals(PAGE + "#fen=rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR_w_KQkq_-_0_1", view.lastAddress());
    }

    @Test
    void clickPicksUpThenMoves() {
        controller.start(PAGE);
        controller.clickSquare("e2");
        BoardState picked = view.last();
        assertEquals(sq("e2"), picked.selected);
        assertTrue(picked.isTarget(sq("e3")));
        assertTrue(picked.isTarget(sq("e4")));
        assertFalse(picked.isTarget(sq("e5")));
        controller.clickSquare("e4");
        BoardState moved = view.last();
        assertEquals(AFTER_E4, moved.fen);
        assertEquals(List.of("e4"), moved.moves);
        assertEquals(-1, moved.selected);
        assertEquals(sq("e2"), moved.lastFrom);
        assertEquals(sq("e4"), moved.lastTo);
        assertEquals("Black to move", moved.turn);
        assertEquals("White played e4", view.lastAnnouncement());
        assertTrue(view.lastAddress().startsWith(PAGE + "#g="), "the address carries the game: " + view.lastAddress());
    }

    @Test
    void opponentPiecesAndEmptySquaresCannotBePickedUp() {
        controller.start(PAGE);
        controller.clickSquare("e7");
        assertEquals(-1, view.last().selected);
        controller.clickSquare("e4");
        assertEquals(-1, view.last().selected);
        assertFalse(controller.dragStart("e7"));
        assertFalse(controller.dragStart("not a square"));
    }

    @Test
    void clickingTheSelectedPieceAgainPutsItDown() {
        controller.start(PAGE);
        controller.clickSquare("g1");
        controller.clickSquare("g1");
        assertEquals(-1, view.last().selected);
    }

    @Test
    void clickingAnotherOwnPieceSwitchesTheSelection() {
        controller.start(PAGE);
        controller.clickSquare("g1");
        controller.clickSquare("b1");
        assertEquals(sq("b1"), view.last().selected);
    }

    @Test
    void illegalDropChangesNothing() {
        controller.start(PAGE);
        assertTrue(controller.dragStart("e2"));
        controller.drop("e2", "e5");
        BoardState s = view.last();
        assertEquals(Fen.START, s.fen);
        assertEquals(-1, s.selected);
        assertTrue(s.moves.isEmpty());
        assertTrue(view.lastAnnouncement().startsWith("Illegal move"));
    }

    @Test
    void dragMove() {
        controller.start(PAGE);
        assertTrue(controller.dragStart("g1"));
        controller.drop("g1", "f3");
        assertEquals(List.of("Nf3"), view.last().moves);
    }

    @Test
    void dropOffTheBoardOrBackHome() {
        controller.start(PAGE);
        controller.dragStart("g1");
        controller.drop("g1", "g1");
        assertEquals(sq("g1"), view.last().selected); // still in hand, like a click
        controller.drop("g1", null);
        assertEquals(-1, view.last().selected);
        assertEquals(Fen.START, view.last().fen);
    }

    @Test
    void movesTypedAsSanOrUci() {
        controller.start(PAGE);
        assertTrue(controller.submitMove("Nf3"));
        assertTrue(controller.submitMove("g8f6"));
        assertTrue(controller.submitMove(" e4 "));
        assertEquals(List.of("Nf3", "Nf6", "e4"), view.last().moves);
        assertEquals("", view.last().moveError);
    }

    @Test
    void badTypedMoveIsExplained() {
        controller.start(PAGE);
        assertFalse(controller.submitMove("Qh5"));
        assertFalse(view.last().moveError.isEmpty());
        assertFalse(controller.submitMove("e2e5"));
        assertFalse(controller.submitMove("xyz"));
        assertFalse(controller.submitMove(""));
        assertTrue(view.last().moveError.contains("Type a move"));
        assertEquals(Fen.START, view.last().fen);
        assertTrue(controller.submitMove("e4"));
        assertEquals("", view.last().moveError);
    }

    @Test
    void promotionAsksForThePiece() {
        controller.start(PAGE + "#fen=8/P6k/8/8/8/8/8/K7_w_-_-_0_1");
        controller.clickSquare("a7");
        controller.clickSquare("a8");
        BoardState asking = view.last();
        assertEquals(sq("a8"), asking.promotionSquare);
        assertEquals(0, asking.promotionColor);
        assertTrue(asking.moves.isEmpty());
        controller.clickSquare("a1"); // ignored while the choice is open
        assertEquals(sq("a8"), view.last().promotionSquare);
        controller.choosePromotion("n");
        BoardState done = view.last();
        assertEquals(-1, done.promotionSquare);
        assertEquals(List.of("a8=N"), done.moves);
        assertEquals("wN", done.pieceClassAt(sq("a8")));
    }

    @Test
    void promotionCanBeCancelled() {
        controller.start(PAGE + "#fen=8/P6k/8/8/8/8/8/K7_w_-_-_0_1");
        controller.dragStart("a7");
        controller.drop("a7", "a8");
        controller.choosePromotion("");
        assertEquals(-1, view.last().promotionSquare);
        assertTrue(view.last().moves.isEmpty());
        assertEquals("wP", view.last().pieceClassAt(sq("a7")));
    }

    @Test
    void undoRedoAndClickingAMove() {
        controller.start(PAGE);
        controller.submitMove("e4");
        controller.submitMove("e5");
        controller.submitMove("Nf3");
        controller.undo();
        BoardState s = view.last();
        assertEquals(2, s.ply);
        assertTrue(s.canRedo);
        assertEquals(List.of("e4", "e5", "Nf3"), s.moves);
        controller.goToPly(1);
        assertEquals(AFTER_E4, view.last().fen);
        controller.redo();
        controller.redo();
        assertEquals(3, view.last().ply);
        assertFalse(view.last().canRedo);
        controller.goToPly(0);
        assertEquals(Fen.START, view.last().fen);
        assertFalse(view.last().canUndo);
        assertEquals(-1, view.last().lastFrom);
    }

    @Test
    void aNewMoveFromAnEarlierPositionReplacesTheRestOfTheLine() {
        controller.start(PAGE);
        controller.submitMove("e4");
        controller.submitMove("e5");
        controller.undo();
        controller.submitMove("c5");
        assertEquals(List.of("e4", "c5"), view.last().moves);
        assertFalse(view.last().canRedo);
    }

    @Test
    void checkmateEndsTheGame() {
        controller.start(PAGE);
        for (String move : new String[] {"f3", "e5", "g4", "Qh4"}) {
            assertTrue(controller.submitMove(move));
        }
        BoardState s = view.last();
        assertEquals("Checkmate: Black wins", s.result);
        assertEquals(sq("e1"), s.checkSquare);
        assertEquals(List.of("f3", "e5", "g4", "Qh4#"), s.moves);
        assertTrue(view.lastAnnouncement().endsWith("Checkmate: Black wins"));
        controller.clickSquare("a2");
        assertEquals(-1, view.last().selected);
        assertFalse(controller.submitMove("a3"));
        assertTrue(view.last().moveError.startsWith("The game is over"));
    }

    @Test
    void checkIsHighlighted() {
        controller.start(PAGE + "#fen=4k3/8/8/8/8/8/8/4K2R_w_-_-_0_1");
        controller.submitMove("Rh8");
        assertEquals(sq("e8"), view.last().checkSquare);
        assertEquals("Black to move (check)", view.last().turn);
    }

    @Test
    void stalemateAndInsufficientMaterialAreReported() {
        controller.start(PAGE + "#fen=k7/8/1Q6/8/8/8/8/K7_w_-_-_0_1");
        controller.submitMove("Qb5"); // not stalemate yet
        assertEquals("", view.last().result);
        controller.loadFen("k7/8/8/1Q6/8/8/8/K7 w - - 0 1");
        controller.submitMove("Qb6");
        assertEquals("Draw by stalemate", view.last().result);
        controller.loadFen("k7/8/8/8/8/8/8/K6N w - - 0 1");
        assertEquals("Draw by insufficient material", view.last().result);
    }

    @Test
    void courseRepetitionRuleIsASetting() {
        controller.start(PAGE);
        String[] shuffle = {"Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1", "Ng8"};
        for (String move : shuffle) {
            assertTrue(controller.submitMove(move));
        }
        assertEquals("Draw by threefold repetition", view.last().result); // start position three times
        controller.setRuleSet(RuleSet.COURSE);
        assertEquals(RuleSet.COURSE, view.last().ruleSet);
        assertEquals("Draw by the course's repetition rule (8 plies)", view.last().result);
        controller.undo();
        assertEquals("", view.last().result);
        controller.redo();
        assertEquals("Draw by the course's repetition rule (8 plies)", view.last().result);
        controller.setRuleSet(RuleSet.STANDARD);
        assertEquals("Draw by threefold repetition", view.last().result);
    }

    @Test
    void loadsLenientFenAndClearsTheError() {
        controller.start(PAGE);
        assertFalse(controller.loadFen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1"));
        BoardState bad = view.last();
        assertEquals(Fen.START, bad.fen);
        assertTrue(bad.fenError.contains("column"), bad.fenError);
        assertEquals("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1", bad.fenBoxText);
        assertTrue(controller.loadFen("8/8/8/8/8/8/8/K6k"));
        BoardState good = view.last();
        assertEquals("8/8/8/8/8/8/8/K6k w - - 0 1", good.fen);
        assertEquals("", good.fenError);
        assertEquals(good.fen, good.fenBoxText);
        assertTrue(controller.loadFen("https://lichess.org/analysis/8/8/8/8/8/8/8/K6k_b_-_-_0_1"));
        assertEquals("8/8/8/8/8/8/8/K6k b - - 0 1", view.last().fen);
        assertTrue(view.last().moves.isEmpty());
    }

    @Test
    void markupInAFenIsReportedAsText() {
        controller.start(PAGE + "#fen=%3Cimg%20src=x%20onerror=alert(1)%3E");
        BoardState s = view.last();
        assertEquals(Fen.START, s.fen);
        assertTrue(s.fenError.startsWith("The FEN in the link was not loaded: "), s.fenError);
        assertFalse(controller.loadFen("<img src=x onerror=alert(1)>"));
        assertEquals("<img src=x onerror=alert(1)>", view.last().fenBoxText);
    }

    @Test
    void linkWithQueryFenAndFlip() {
        controller.start(PAGE + "?build=js&flip=1&fen=8/8/8/8/8/8/8/K6k+b");
        BoardState s = view.last();
        assertEquals("8/8/8/8/8/8/8/K6k b - - 0 1", s.fen);
        assertTrue(s.flipped);
        assertEquals(PAGE + "?build=js#fen=8/8/8/8/8/8/8/K6k_b_-_-_0_1&flip=1", view.lastAddress());
        controller.flip();
        assertFalse(view.last().flipped);
        assertEquals(PAGE + "?build=js#fen=8/8/8/8/8/8/8/K6k_b_-_-_0_1", view.lastAddress());
    }

    @Test
    void blackToMoveStartNumbersMoves() {
        controller.start(PAGE + "#fen=" + AFTER_E4.replace(' ', '_'));
        controller.submitMove("e5");
        controller.submitMove("Nf3");
        BoardState s = view.last();
        assertTrue(s.blackMovesFirst);
        assertEquals(1, s.firstMoveNumber);
        List<String> numbers = new ArrayList<>();
        for (MoveToken t : s.moveList) {
            if (t.kind == MoveToken.Kind.MOVE) {
                numbers.add(t.number);
            }
        }
        assertEquals(List.of("1...", "2."), numbers);
    }

    @Test
    void copiesFenPgnAndLink() {
        controller.start(PAGE + "#fen=" + AFTER_E4.replace(' ', '_'));
        controller.submitMove("e5");
        controller.undo();
        controller.copyFen();
        assertEquals("FEN: " + AFTER_E4, view.copied.get(0));
        controller.copyPgn();
        String pgn = view.copied.get(1);
        assertTrue(pgn.contains("[SetUp \"1\"]"), pgn);
        assertTrue(pgn.contains("[FEN \"" + AFTER_E4 + "\"]"), pgn);
        assertTrue(pgn.contains("1... e5"), pgn); // the whole line, though the board shows the start
        assertEquals(0, view.last().ply);
        controller.share();
        String link = view.copied.get(2).substring("link: ".length());
        assertTrue(link.startsWith(PAGE + "#g="), link);
        RecordingView other = new RecordingView();
        new GameController(other).start(link);
        assertEquals(AFTER_E4, other.last().fen, "the link opens at the move shown, the start here");
        assertEquals(List.of("e5"), other.last().moves, "with the whole game");
    }

    @Test
    void pgnFromTheInitialPositionHasNoSetUp() {
        controller.start(PAGE);
        controller.submitMove("e4");
        String pgn = controller.pgn();
        assertFalse(pgn.contains("SetUp"), pgn);
        assertTrue(pgn.contains("1. e4"), pgn);
    }

    @Test
    void newGameResets() {
        controller.start(PAGE + "#fen=8/8/8/8/8/8/8/K6k_b");
        controller.newGame();
        BoardState s = view.last();
        assertEquals(Fen.START, s.fen);
        assertTrue(s.moves.isEmpty());
    }

    @Test
    void playUciForAnEngineLater() {
        controller.start(PAGE);
        assertTrue(controller.playUci("e2e4"));
        assertFalse(controller.playUci("e2e4"));
        assertFalse(controller.playUci("0000"));
        assertEquals(List.of("e4"), view.last().moves);
    }

    @Test
    void theResultEndsTheMoveListAndEnginesAreNamedInThePgn() {
        GameController c = new GameController(view, new FakeEngine(), new FakeScheduler());
        c.start(PAGE + "#play=white&level=5");
        for (String san : new String[] {"f3"}) {
            assertTrue(c.submitMove(san));
        }
        String pgn = c.pgn();
        assertTrue(pgn.contains("[White \"Player\"]") && pgn.contains("[Black \"Engine level 5\"]"), pgn);
        GameController two = new GameController(view);
        two.start(PAGE);
        for (String san : new String[] {"f3", "e5", "g4", "Qh4#"}) {
            assertTrue(two.submitMove(san), san);
        }
        List<MoveToken> tokens = view.last().moveList;
        assertEquals("0-1 · Checkmate: Black wins", tokens.get(tokens.size() - 1).toString());
        assertEquals(MoveToken.Kind.RESULT, tokens.get(tokens.size() - 1).kind);
        two.goToPly(1);
        tokens = view.last().moveList;
        assertEquals("0-1 · Checkmate: Black wins", tokens.get(tokens.size() - 1).text, "the game's result, wherever shown");
        assertTrue(two.pgn().contains("[White \"?\"]"), "two people: no names made up");
    }
}
