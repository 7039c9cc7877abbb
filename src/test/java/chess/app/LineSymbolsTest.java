package chess.app;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The shown line's move-quality symbols, one per move, which the phone's move strip shows beside each move. */
class LineSymbolsTest {
    /** A controller that has imported {@code pgn}, drawing into {@code view}. */
    private static GameController importing(RecordingView view, String pgn) {
        GameController controller = new GameController(view);
        controller.start("https://example.org/");
        controller.importPgn(pgn);
        return controller;
    }

    @Test
    void eachMoveHasItsQualitySymbolAndNotThePositionsAssessment() {
        RecordingView view = new RecordingView();
        importing(view, "1. e4 e5 2. Nf3 d6?! 3. d4!? $14 Bg4 *\n");
        BoardState s = view.last();
        assertEquals(List.of("e4", "e5", "Nf3", "d6", "d4", "Bg4"), s.moves);
        assertEquals(List.of("", "", "", "?!", "!?", ""), s.lineSymbols);
    }

    @Test
    void aSymbolAddedToTheShownMoveIsInTheNextState() {
        RecordingView view = new RecordingView();
        GameController controller = importing(view, "1. e4 e5 2. Nf3 d6 *\n");
        controller.toEnd();
        controller.toggleNag(2); // "?"
        assertEquals(List.of("", "", "", "?"), view.last().lineSymbols);
        controller.toggleNag(2);
        assertEquals(List.of("", "", "", ""), view.last().lineSymbols);
    }
}
