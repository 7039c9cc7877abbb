package chess.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** Opening names in the app: after the table arrives, for the shown move, a transposition, export, the game list. */
class OpeningNamesFlowTest {
    private static final String PAGE = "http://127.0.0.1:8080/";
    private static String tableText;

    private RecordingView view;
    private FakeScheduler scheduler;
    private GameController controller;

    @BeforeEach
    void setUp() throws IOException {
        if (tableText == null) {
            tableText = Files.readString(Path.of("src/main/resources/chess/opening/openings.txt"), StandardCharsets.UTF_8);
        }
        view = new RecordingView();
        scheduler = new FakeScheduler();
        controller = new GameController(view, EngineLink.NONE, scheduler);
        controller.start(PAGE);
    }

    private OpeningState opening() {
        return view.last().opening;
    }

    /** Hands the table over and runs the tasks that read it. */
    private void readTable(String text) {
        controller.openingTable(text);
        for (int i = 0; i < 100; i++) {
            scheduler.runAll();
        }
    }

    private void play(String... moves) {
        for (String move : moves) {
            assertTrue(controller.submitMove(move), move);
        }
    }

    @Test
    void namesAppearOnceTheTableIsInAndFollowTheShownMove() {
        play("e4", "e5", "Nf3", "Nc6", "Bc4", "Bc5", "a3");
        assertEquals("", opening().shown, "no table yet: no name, and nothing wrong");
        assertEquals("", opening().note);
        controller.openingTable(tableText);
        scheduler.runAll();
        assertEquals("", opening().shown, "read a slice at a time: no names before it is all read");
        readTable(tableText);
        assertEquals("C50 Italian Game: Giuoco Piano", opening().shown, "walked back from 4. a3");
        assertEquals("C50 Italian Game: Giuoco Piano, out of known theory with 4. a3", opening().line);
        controller.goToPly(5);
        assertEquals("C50 Italian Game", opening().shown);
        controller.toStart();
        assertEquals("", opening().shown);
    }

    @Test
    void aTranspositionIsNamed() {
        readTable(tableText);
        play("Nf3", "Nc6", "e4", "e5", "Bc4", "Bc5");
        assertEquals("C50 Italian Game: Giuoco Piano", opening().shown);
    }

    @Test
    void exportedPgnGetsEcoAndOpeningOnlyWhenTheGameHasNone() {
        readTable(tableText);
        play("e4", "e5", "Nf3", "Nc6", "Bb5");
        String pgn = controller.pgn();
        assertTrue(pgn.contains("[ECO \"C60\"]\n[Opening \"Ruy Lopez\"]"), pgn);
        controller.importPgn("[Event \"x\"]\n[ECO \"B00\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 *\n");
        String own = controller.pgn();
        assertTrue(own.contains("[ECO \"B00\"]") && !own.contains("[Opening "), own);
        assertFalse(controller.currentAddress().contains("Ruy"), "the link carries no lent tags");
    }

    @Test
    void listedGamesWithoutTagsAreNamedFromTheirMoves() {
        controller.importPgn("[White \"A\"]\n[Opening \"By tag\"]\n\n1. e4 c5 *\n\n"
                + "[White \"B\"]\n\n1. Nf3 Nc6 2. e4 e5 3. Bc4 Bc5 *\n\n[White \"C\"]\n\n1. e4 e5 2. Ke3 *\n");
        scheduler.runAll();
        assertEquals(3, view.last().importedGames.size());
        assertEquals("By tag", view.last().importedGames.get(0).opening);
        assertEquals("", controller.importedGameOpening(2), "no table yet");
        readTable(tableText);
        int before = view.last().opening.listedRead;
        assertEquals("", controller.importedGameOpening(2), "looked for in a task of its own");
        assertEquals("", controller.importedGameOpening(3));
        scheduler.runAll();
        assertEquals(before + 2, view.last().opening.listedRead, "the rows are drawn again");
        assertEquals("C50 Italian Game: Giuoco Piano", controller.importedGameOpening(2));
        assertEquals("C20 King's Pawn Game", controller.importedGameOpening(3), "the moves before the bad one");
        controller.importedGameOpening(9);
        scheduler.runAll();
        assertEquals("", controller.importedGameOpening(9), "no such game");
    }

    @Test
    void aTableThatFailsOrIsGarbageLeavesTheAppWorkingWithoutNames() {
        controller.openingTableFailed("openings.txt: HTTP 404");
        play("e4", "e5");
        assertEquals("", opening().shown);
        assertEquals("Opening names are not available: openings.txt: HTTP 404", opening().note);
        readTable("<html>not a table</html>");
        assertEquals("", opening().shown);
        assertTrue(opening().note.contains("could not be read"), opening().note);
        play("Nf3");
        assertEquals(3, view.last().ply);
    }
}
