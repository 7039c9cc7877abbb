package chess.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Arrows and circles through the controller: drawn on the shown move, removed by the same again, cleared by a left
 * click, typed in the move box, coloured by modifiers, kept per move in the tree, in the link and in the PGN.
 */
class ShapeEditsTest {
    private static final String PAGE = "http://127.0.0.1:8080/";

    private RecordingView view;
    private GameController controller;

    @BeforeEach
    void setUp() {
        view = new RecordingView();
        controller = new GameController(view);
        controller.start(PAGE);
    }

    private String shapes() {
        return view.last().shapesText();
    }

    @Test
    void drawnOnTheShownMoveAndRemovedByTheSameAgain() {
        assertTrue(controller.submitMove("e4"));
        controller.drawShape("g1", "f3", 'G');
        assertEquals("arrow from g1 to f3, green", shapes());
        assertEquals("Arrow from g1 to f3, green, drawn", view.lastAnnouncement());
        controller.drawShape("d4", "d4", 'R');
        assertEquals("circle on d4, red; arrow from g1 to f3, green", shapes()); // circles are said first
        controller.drawShape("g1", "f3", 'B'); // the same squares in another colour: recoloured
        assertTrue(shapes().contains("arrow from g1 to f3, blue"), shapes());
        controller.drawShape("g1", "f3", 'B');
        assertEquals("circle on d4, red", shapes());
        assertEquals("Arrow from g1 to f3, blue, removed", view.lastAnnouncement());
        controller.drawShape("d4", null, 'G'); // let go off the board: nothing
        controller.drawShape("d4", "d9", 'G');
        controller.drawShape("d4", "d5", 'X');
        assertEquals("circle on d4, red", shapes());
    }

    @Test
    void shapesBelongToTheirMove() {
        assertTrue(controller.submitMove("e4"));
        controller.drawShape("e2", "e4", 'G');
        assertTrue(controller.submitMove("e5"));
        assertEquals("", shapes());
        controller.back();
        assertEquals("arrow from e2 to e4, green", shapes());
        controller.toStart();
        assertEquals("", shapes());
    }

    @Test
    void aLeftClickClearsTheShownMovesShapes() {
        controller.drawShape("e2", "e4", 'G');
        controller.drawShape("e4", "e4", 'Y');
        controller.clickSquare("a3"); // an empty square: only the clearing
        assertEquals("", shapes());
        assertEquals("Arrows and circles cleared", view.lastAnnouncement());
        controller.drawShape("e2", "e4", 'G');
        controller.clickSquare("e2"); // picks up the pawn as before, and clears
        assertEquals("", shapes());
        assertEquals(RecordingView.sq("e2"), view.last().selected);
        controller.clickSquare("e4");
        assertEquals(1, view.last().ply);
    }

    @Test
    void modifiersChooseTheColour() {
        assertEquals('G', controller.shapeColour(false, false));
        assertEquals('R', controller.shapeColour(true, false));
        assertEquals('B', controller.shapeColour(false, true));
        assertEquals('Y', controller.shapeColour(true, true));
        controller.setDrawMode(true);
        controller.setDrawColour('B');
        assertTrue(view.last().drawMode);
        assertEquals('B', view.last().drawColour);
        assertEquals('B', controller.shapeColour(false, false));
        assertEquals('R', controller.shapeColour(true, false));
        controller.setDrawColour('Q');
        assertEquals('B', view.last().drawColour);
    }

    @Test
    void typedInTheMoveBox() {
        assertTrue(controller.submitMove("arrow e2e4"));
        assertEquals("arrow from e2 to e4, green", shapes());
        assertTrue(controller.submitMove("Arrow g8 f6 red"));
        assertTrue(controller.submitMove("circle d5 y"));
        assertEquals("circle on d5, yellow; arrow from e2 to e4, green; arrow from g8 to f6, red", shapes());
        assertFalse(controller.submitMove("arrow e2"));
        assertTrue(view.last().moveError.contains("arrow e2e4"), view.last().moveError);
        assertFalse(controller.submitMove("circle d4 purple"));
        assertEquals("The colour is green, red, blue or yellow (or G, R, B, Y), not 'purple'.", view.last().moveError);
        assertFalse(controller.submitMove("arrow e4e4"));
        assertTrue(controller.submitMove("clear"));
        assertEquals("", shapes());
        assertEquals("", view.last().moveError);
        assertEquals(0, view.last().ply, "no move was played");
        assertTrue(controller.submitMove("e4"), "moves are still moves");
    }

    @Test
    void theLinkAndThePgnCarryThem() {
        assertTrue(controller.submitMove("e4"));
        controller.drawShape("e2", "e4", 'G');
        controller.drawShape("f7", "f7", 'R');
        assertTrue(controller.pgn().contains("1. e4 {[%csl Rf7] [%cal Ge2e4]}"), controller.pgn());
        String address = view.lastAddress();
        assertTrue(address.contains("#g=C"), address);
        RecordingView other = new RecordingView();
        GameController opened = new GameController(other);
        opened.start(address);
        assertEquals("circle on f7, red; arrow from e2 to e4, green", other.last().shapesText());
    }
}
