package chess.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** Importing PGN into the controller: one game, a file of several, bad games, and PGN out again. */
class PgnImportTest {
    private static final String PAGE = "http://127.0.0.1:8080/";
    private static final String GAME = "[Event \"Club\"]\n[White \"Anna\"]\n[Black \"Ben\"]\n[Result \"1-0\"]\n\n"
            + "1. e4 e5 {open} (1... c5 $5 2. Nf3) 2. Nf3 Nc6 3. Bb5 a6 1-0\n";

    private RecordingView view;
    private FakeScheduler scheduler;
    private GameController controller;

    @BeforeEach
    void setUp() {
        view = new RecordingView();
        scheduler = new FakeScheduler();
        controller = new GameController(view, EngineLink.NONE, scheduler);
        controller.start(PAGE);
    }

    private BoardState state() {
        return view.last();
    }

    private String list() {
        return state().moveList.stream().map(MoveToken::toString).collect(Collectors.joining(" "));
    }

    @Test
    void blankIsWhatTrimLeavesEmpty() {
        for (String text : new String[] {"", " ", "\n\t\r \u0000\u001f", " a", "\u00a0", "\u3000", "x\n", "\u007f"}) {
            assertEquals(text.trim().isEmpty(), PgnImport.blank(text), "\"" + text + "\"");
        }
    }

    @Test
    void oneGameOpensAtItsStartWithVariationsAndComments() {
        controller.importPgn(GAME);
        assertEquals("1.e4 e5 {open} ( 1...c5!? 2.Nf3 ) 2.Nf3 Nc6 3.Bb5 a6 1-0", list(), "the result ends the list");
        assertEquals(0, state().ply);
        assertEquals("loaded: 8 moves.", state().importMessage, "6 in the main line, 2 in the variation");
        controller.toEnd();
        assertEquals(6, state().ply);
        String pgn = controller.pgn();
        assertTrue(pgn.contains("[White \"Anna\"]") && pgn.contains("[Event \"Club\"]"), pgn);
        assertTrue(pgn.contains("1. e4 e5 {open} (1... c5 $5 2. Nf3) 2. Nf3 Nc6 3. Bb5 a6 1-0"), pgn);
    }

    @Test
    void aFileOfSeveralGamesIsListedAndAGameOpensWhenPicked() {
        StringBuilder file = new StringBuilder();
        for (int i = 1; i <= 3; i++) {
            file.append(GAME.replace("Anna", "Anna " + i)).append('\n');
        }
        controller.importPgn(file.toString());
        assertEquals(3, state().importedGames.size());
        assertEquals("2. Anna 2 – Ben 1-0, Club", state().importedGames.get(1).label(),
                "the list shows players, result and event");
        controller.openImportedGame(2);
        assertEquals(2, state().importedGameShown);
        assertTrue(controller.pgn().contains("Anna 2"));
        controller.openImportedGame(99);
        assertEquals(2, state().importedGameShown, "a number out of range changes nothing");
    }

    @Test
    void aLongFileIsListedInSlicesSoThePageStaysResponsive() {
        StringBuilder file = new StringBuilder();
        while (file.length() <= 2 * PgnImport.SLICE_CHARS) {
            file.append(GAME).append('\n');
        }
        controller.importPgn(file.toString());
        assertTrue(state().importing, "not done in one task");
        assertTrue(state().importMessage.startsWith("Reading the file"), state().importMessage);
        for (int i = 0; i < 10 && state().importing; i++) {
            scheduler.runAll();
        }
        assertFalse(state().importing);
        assertTrue(state().importedGames.size() > 100);
    }

    @Test
    void anIllegalMoveKeepsTheMovesBeforeItAndSaysWhere() {
        controller.importPgn("[White \"A\"]\n\n1. e4 e5 2. Ke3 Nc6 *\n");
        assertTrue(state().importMessage.startsWith("line 3, column 13: "), state().importMessage);
        assertTrue(state().importMessage.contains("Ke3"), state().importMessage);
        assertTrue(state().importMessage.endsWith("The moves before it were loaded."), state().importMessage);
        assertEquals("1.e4 e5", list());
    }

    @Test
    void emptyAndJunkInputAreExplained() {
        controller.submitMove("d4");
        controller.importPgn("   ");
        assertTrue(state().importMessage.startsWith("Paste the PGN"), state().importMessage);
        controller.importPgn("\u0000\u0001 binary junk {");
        assertFalse(state().importMessage.isEmpty());
        assertEquals("1.d4*", list(), "the game on the board stays when nothing was imported");
    }
}
