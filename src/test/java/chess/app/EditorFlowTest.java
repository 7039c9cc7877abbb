package chess.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import chess.core.Piece;
import chess.core.Square;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The board editor through the controller: clicks, drags, the panel's controls, the link, leaving it. */
class EditorFlowTest {
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

    private int pieceOn(String square) {
        return state().piece(Square.to64(Square.parse(square)));
    }

    @Test
    void setsUpAPositionByHandAndPlaysFromIt() {
        controller.submitMove("e4");
        controller.openEditor();
        assertNotNull(state().editor);
        assertEquals("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1", state().fen,
                "the editor opens on the shown position");
        assertTrue(view.lastAddress().startsWith(PAGE + "#editor=rnbqkbnr/"), view.lastAddress());
        controller.editorClear();
        assertEquals("8/8/8/8/8/8/8/8 b - - 0 1", state().fen);
        assertFalse(state().editor.legal());
        controller.editorTool("wK");
        controller.clickSquare("g1");
        controller.editorTool("bK");
        controller.clickSquare("g8");
        controller.editorTool("wQ");
        controller.clickSquare("d1");
        controller.clickSquare("d1");
        assertEquals(Piece.EMPTY, pieceOn("d1"), "the same piece clicked again is taken away");
        controller.editorDropNew("wR", "a1");
        controller.drop("a1", "a7");
        controller.drop("g1", "h1");
        controller.editorTool("bP");
        for (String square : new String[] {"f7", "g7", "h7"}) {
            controller.clickSquare(square);
        }
        controller.editorSetSide("w");
        assertEquals("6k1/R4ppp/8/8/8/8/8/7K w - - 0 1", state().fen);
        assertTrue(state().editor.legal(), state().editor.problems.toString());
        assertEquals("6k1/R4ppp/8/8/8/8/8/7K w - - 0 1", state().fenBoxText);
        assertTrue(controller.finishEditor(false));
        assertNull(state().editor);
        assertEquals("6k1/R4ppp/8/8/8/8/8/7K w - - 0 1", state().fen);
        assertTrue(controller.submitMove("Ra8#"));
        assertEquals("Checkmate: White wins", state().result);
    }

    @Test
    void anIllegalPositionSaysWhyAndCannotBeLeftForTheBoard() {
        controller.openEditor();
        controller.editorTool("bK");
        controller.clickSquare("e4");
        assertEquals(List.of("Black has 2 kings; each side has exactly one.",
                "Black has 17 pieces; a side has at most 16."), state().editor.problems);
        assertFalse(controller.finishEditor(true));
        assertNotNull(state().editor, "still editing");
        controller.editorTool("eraser");
        controller.clickSquare("e4");
        assertTrue(state().editor.legal());
        assertTrue(controller.finishEditor(true));
        assertTrue(state().analysis, "Analyse turns the analysis on");
        assertEquals("go depth " + EngineController.ANALYSIS_DEPTH, engine.last("go"));
    }

    @Test
    void castlingAndEnPassantOffersFollowThePieces() {
        controller.openEditor();
        assertEquals(List.of(true, true, true, true), state().editor.castlingAllowed);
        controller.drop("h8", null); // dragged off the board
        assertEquals(List.of(true, true, false, true), state().editor.castlingAllowed);
        assertEquals(List.of(true, true, false, true), state().editor.castling);
        controller.editorSetCastling("Q", false);
        assertEquals("rnbqkbn1/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w Kq - 0 1", state().fen);
        controller.drop("d7", "d5");
        assertEquals(List.of("d6"), state().editor.enPassantOptions);
        controller.editorSetEnPassant("d6");
        assertEquals("d6", state().editor.enPassant);
        controller.editorSetCounters(3, 12);
        assertEquals("rnbqkbn1/ppp1pppp/8/3p4/8/8/PPPPPPPP/RNBQKBNR w Kq d6 3 12", state().fen);
    }

    @Test
    void theEditorLinkOpensTheEditorAndBadTextIsReported() {
        controller.start(PAGE + "#editor=8/8/8/8/8/8/8/K6k_w");
        assertNotNull(state().editor);
        assertEquals("8/8/8/8/8/8/8/K6k w - - 0 1", state().fen);
        assertEquals("", state().editor.message);
        assertFalse(controller.loadFen("8/8/8/x/8/8/8/K6k w - - 0 1"));
        assertTrue(state().editor.message.startsWith("The FEN was not loaded: "), state().editor.message);
        assertEquals("8/8/8/8/8/8/8/K6k w - - 0 1", state().fen, "the editor keeps its position");
        assertTrue(controller.loadFen("4k3/8/8/8/8/8/8/4K3 b"));
        assertEquals("4k3/8/8/8/8/8/8/4K3 b - - 0 1", state().fen);

        RecordingView other = new RecordingView();
        GameController opened = new GameController(other, new FakeEngine(), new FakeScheduler());
        opened.start(PAGE + "#editor=%3Cscript%3E");
        assertNotNull(other.last().editor);
        assertTrue(other.last().editor.message.startsWith("The FEN was not loaded: "));
        assertEquals("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", other.last().fen);
    }

    @Test
    void theGameWaitsWhileTheEditorIsOpen() {
        controller.submitMove("e4");
        controller.setAnalysis(true);
        assertEquals(1, engine.count("go"));
        controller.openEditor();
        assertEquals(1, engine.restarts, "the analysis of the hidden game stops");
        assertFalse(controller.submitMove("e5"));
        controller.back();
        controller.undo();
        controller.cancelEditor();
        assertEquals(List.of("e4"), state().moves, "keys and moves left the hidden game alone");
        assertEquals(2, engine.count("go"), "back from the editor, the analysis goes on");
    }

    @Test
    void cancellingKeepsTheGame() {
        controller.submitMove("d4");
        controller.openEditor();
        controller.editorClear();
        controller.cancelEditor();
        assertNull(state().editor);
        assertEquals(List.of("d4"), state().moves);
        assertEquals("rnbqkbnr/pppppppp/8/8/3P4/8/PPP1PPPP/RNBQKBNR b KQkq d3 0 1", state().fen);
    }
}
