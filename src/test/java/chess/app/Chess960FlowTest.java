package chess.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import chess.core.Chess960;
import chess.core.Square;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** A Chess960 game through the controller: new game, castling by click, the engine's commands, PGN and link. */
class Chess960FlowTest {
    private static final String PAGE = "http://127.0.0.1:8080/";

    private RecordingView view;
    private FakeEngine engine;
    private GameController controller;

    @BeforeEach
    void setUp() {
        view = new RecordingView();
        engine = new FakeEngine();
        controller = new GameController(view, engine, new FakeScheduler());
        controller.start(PAGE);
    }

    private BoardState state() {
        return view.last();
    }

    /** Position 0, BBQNNRKR, with the queen and knights moved so both sides may castle long. */
    private void openingOfPositionZero() {
        controller.newChess960(0);
        for (String san : new String[] {"d4", "d5", "Qd2", "Qd7", "Ne3", "Ne6", "Nd3", "Nd6"}) {
            assertTrue(controller.submitMove(san), san + ": " + state().moveError);
        }
    }

    @Test
    void aNumberedStartIsShownAndTravelsInTheLink() {
        controller.newChess960(0);
        assertEquals("bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1", state().fen);
        assertEquals("Chess960 · position 0", state().variantText);
        assertTrue(view.lastAddress().startsWith(PAGE + "#g="), "a FEN cannot say Chess960: " + view.lastAddress());
        RecordingView other = new RecordingView();
        GameController opened = new GameController(other, new FakeEngine(), new FakeScheduler());
        opened.start(view.lastAddress());
        assertEquals("Chess960 · position 0", other.last().variantText);
        controller.newChess960(-1);
        assertTrue(state().variantText.startsWith("Chess960 · position "), state().variantText);
        controller.newGame();
        assertEquals("", state().variantText);
    }

    @Test
    void theKingCastlesWhenDroppedOnItsRookOrItsDestination() {
        openingOfPositionZero();
        controller.clickSquare("g1");
        assertTrue(state().isTarget(Square.to64(Square.parse("f1"))), "the rook's square is a target");
        assertTrue(state().isTarget(Square.to64(Square.parse("c1"))), "and so is the king's destination");
        controller.clickSquare("f1");
        assertEquals("O-O-O", state().moves.get(state().moves.size() - 1), "dropped on its rook: castles");
        controller.drop("g8", "c8");
        assertEquals("O-O-O", state().moves.get(state().moves.size() - 1), "dropped on c8: castles too");
        assertTrue(state().fen.startsWith("bbkr3r/pppqpppp/3nn3/3p4/3P4/3NN3/PPPQPPPP/BBKR3R w "), state().fen);
    }

    /**
     * A king on f1 beside its rook on h1, the knight between gone: a click on g1 is both a king's step and the short
     * castle's destination. The square the king steps to is a step; the rook's square castles.
     */
    @Test
    void aKingNextToItsDestinationStepsThereAndCastlesOntoItsRook() {
        int number = -1;
        for (int n = 0; n < Chess960.COUNT && number < 0; n++) {
            if (Chess960.backRank(n).endsWith("KNR")) {
                number = n;
            }
        }
        assertTrue(number >= 0, "a start with king, knight and rook on f, g and h");
        controller.newChess960(number);
        for (String san : new String[] {"Nh3", "Nh6"}) {
            assertTrue(controller.submitMove(san), san + ": " + state().moveError);
        }
        controller.clickSquare("f1");
        controller.clickSquare("g1");
        assertEquals("Kg1", state().moves.get(state().moves.size() - 1), "onto the square beside it: a step");
        controller.undo();
        controller.clickSquare("f1");
        controller.clickSquare("h1");
        assertEquals("O-O", state().moves.get(state().moves.size() - 1), "onto its rook: castles");
    }

    @Test
    void theEngineIsToldTheVariantAndGetsCastlingAsKingTakesRook() {
        openingOfPositionZero();
        controller.submitMove("O-O-O");
        controller.setAnalysis(true);
        assertEquals("setoption name UCI_Chess960 value true", engine.last("setoption name UCI_Chess960"));
        assertTrue(engine.last("position").endsWith("moves d2d4 d7d5 c1d2 c8d7 d1e3 d8e6 e1d3 e8d6 g1f1"),
                engine.last("position"));
        controller.engineLine("info depth 8 score cp 10 pv g8f8 a2a3");
        assertEquals("-0.10", state().scoreText, "black to move at +10");
        assertEquals("5... O-O-O 6. a3", state().pvText, "the engine's king-takes-rook is read as castling");
        controller.newGame();
        controller.setAnalysis(false);
        controller.setAnalysis(true);
        assertEquals("setoption name UCI_Chess960 value false", engine.last("setoption name UCI_Chess960"));
    }

    @Test
    void pgnAndFenOfAChess960Game() {
        openingOfPositionZero();
        String pgn = controller.pgn();
        assertTrue(pgn.contains("[Variant \"Chess960\"]"), pgn);
        assertTrue(pgn.contains("[FEN \"bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1\"]"), pgn);
        controller.importPgn(pgn);
        assertEquals("Chess960 · position 0", state().variantText);
        assertEquals(8, state().moves.size());

        assertTrue(controller.loadFen("nrkbbqrn/pppppppp/8/8/8/8/PPPPPPPP/NRKBBQRN w GBgb - 0 1"),
                "a Shredder-FEN is a Chess960 position: " + state().fenError);
        assertEquals("Chess960 · position " + chess.core.Chess960.number(
                chess.core.Fen.parse("nrkbbqrn/pppppppp/8/8/8/8/PPPPPPPP/NRKBBQRN w KQkq - 0 1",
                        chess.core.Variant.CHESS960)), state().variantText);
        assertFalse(controller.loadFen("nrkbbqrn/pppppppp/8/8/8/8/PPPPPPPP/NRKBBQRN w GBgbX - 0 1"));
        assertTrue(state().fenError.startsWith("castling field"), state().fenError);
        assertEquals(List.of(), state().moves);
    }
}
