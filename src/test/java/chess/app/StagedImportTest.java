package chess.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A file's text that the page gives the PGN reader itself (it never enters the app): listed in slices and opened as
 * a text handed to {@link GameController#importPgn}, with the same messages for a blank or too long one.
 */
class StagedImportTest {
    private static final String PAGE = "http://127.0.0.1:8080/";
    private static final String GAME = "[Event \"Club\"]\n[White \"Anna\"]\n[Black \"Ben\"]\n[Result \"1-0\"]\n\n"
            + "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 1-0\n";

    private final RecordingView view = new RecordingView();
    private final FakeScheduler scheduler = new FakeScheduler();
    private final PgnDoorService reader = new PgnDoorService();
    private final GameController controller = new GameController(view, EngineLink.NONE, List.of(EngineLink.NONE),
            scheduler, new TextPgnDoor(reader::answer, TextPgnDoor.AT_ONCE));

    private BoardState state() {
        return view.last();
    }

    /** What the page does with a chosen file: the text to the reader's side, its length and blankness to the app. */
    private void chooseFile(String text) {
        reader.answer("stage", text, "first");
        controller.importStagedPgn(text.length(), PgnImport.blank(text));
    }

    @Test
    void aLongStagedFileIsListedInSlicesAndAGameOpensWhenPicked() {
        controller.start(PAGE);
        StringBuilder file = new StringBuilder();
        for (int i = 1; file.length() <= 2 * PgnImport.SLICE_CHARS; i++) {
            file.append(GAME.replace("Anna", "Anna " + i)).append('\n');
        }
        chooseFile(file.toString());
        assertTrue(state().importing, "not done in one task");
        assertTrue(state().importMessage.startsWith("Reading the file"), state().importMessage);
        for (int i = 0; i < 20 && state().importing; i++) {
            scheduler.runAll();
        }
        assertFalse(state().importing);
        int games = file.toString().split("\\[Event ").length - 1;
        assertEquals(games, state().importedGames.size());
        assertEquals(games + " games in this file: pick one.", state().importMessage);
        controller.openImportedGame(2);
        assertEquals(2, state().importedGameShown);
        assertTrue(controller.pgn().contains("Anna 2"), controller.pgn());
    }

    @Test
    void aStagedFileOfOneGameOpensAtOnce() {
        controller.start(PAGE);
        chooseFile(GAME);
        assertEquals("loaded: 6 moves.", state().importMessage);
        assertTrue(controller.pgn().contains("[White \"Anna\"]"), controller.pgn());
    }

    @Test
    void aBlankOrTooLongStagedFileSaysSoAndTheBoardKeepsItsGame() {
        controller.start(PAGE);
        controller.submitMove("d4");
        chooseFile(" \n\t\n");
        assertEquals("Paste the PGN of a game, or choose or drop a .pgn file.", state().importMessage);
        controller.importStagedPgn(PgnImport.MAX_CHARS + 1, false);
        assertEquals("This text has " + (PgnImport.MAX_CHARS + 1) + " characters; PGN import reads up to "
                + PgnImport.MAX_CHARS + ".", state().importMessage);
        assertTrue(state().moveList.get(0).toString().startsWith("1.d4"), "the board keeps its game");
    }
}
