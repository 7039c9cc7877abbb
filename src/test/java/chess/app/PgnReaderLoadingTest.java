package chess.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * PGN read through a reader that is loaded on first use, as the page's second script is: while it loads the panel
 * says so and the board keeps its game; when it cannot be loaded the panel says why, the app goes on, and the next
 * import tries again; a {@code #pgn=} link and a kept game wait for it the same way.
 */
class PgnReaderLoadingTest {
    private static final String PAGE = "http://127.0.0.1:8080/";
    private static final String GAME = "[White \"Anna\"]\n[Black \"Ben\"]\n\n1. e4 e5 2. Nf3 Nc6 *\n";

    /** A loader that answers when the test says: the script arrives, or fails to. */
    private static final class HeldLoader implements TextPgnDoor.Loader {
        boolean loaded;
        int loads;
        final List<PgnDoor.Waiting> waiting = new ArrayList<>();

        @Override
        public boolean ready() {
            return loaded;
        }

        @Override
        public void whenReady(PgnDoor.Waiting then) {
            if (loaded) {
                then.ready();
                return;
            }
            loads++;
            waiting.add(then);
        }

        void arrive() {
            loaded = true;
            List<PgnDoor.Waiting> all = new ArrayList<>(waiting);
            waiting.clear();
            all.forEach(PgnDoor.Waiting::ready);
        }

        void fail() {
            List<PgnDoor.Waiting> all = new ArrayList<>(waiting);
            waiting.clear();
            all.forEach(w -> w.failed("js/pgn-tools.js could not be loaded (offline, or blocked)"));
        }
    }

    private final RecordingView view = new RecordingView();
    private final FakeScheduler scheduler = new FakeScheduler();
    private final HeldLoader loader = new HeldLoader();
    private final GameController controller = new GameController(view, EngineLink.NONE, List.of(EngineLink.NONE),
            scheduler, new TextPgnDoor(new PgnDoorService()::answer, loader));

    @Test
    void theImportWaitsForTheReaderThenOpensTheGame() {
        controller.start(PAGE);
        controller.submitMove("d4");
        controller.importPgn(GAME);
        assertEquals("", view.last().importMessage, "pasted text: the busy bar only, no word that would flash");
        assertTrue(view.last().importing, "the busy bar shows and the import button waits meanwhile");
        assertTrue(view.last().moveList.get(0).toString().startsWith("1.d4"), "the board keeps its game meanwhile");
        loader.arrive();
        assertEquals("loaded: 4 moves.", view.last().importMessage);
        assertFalse(view.last().importing);
        assertTrue(controller.pgn().contains("[White \"Anna\"]"), controller.pgn());
    }

    @Test
    void aReaderThatCannotLoadIsSaidAndTheNextImportTriesAgain() {
        controller.start(PAGE);
        controller.submitMove("d4");
        controller.importPgn(GAME);
        loader.fail();
        assertEquals("The PGN could not be read: js/pgn-tools.js could not be loaded (offline, or blocked). The rest"
                + " of the app works as before; try again when the connection is back.", view.last().importMessage);
        assertFalse(view.last().importing);
        assertTrue(view.announcements.contains(view.last().importMessage), "said to screen readers too");
        assertTrue(view.last().moveList.get(0).toString().startsWith("1.d4"), "the board keeps its game");
        assertTrue(controller.submitMove("d5"), "the app plays on");
        controller.importPgn(GAME);
        assertEquals(2, loader.loads, "the next import asks again");
        loader.arrive();
        assertEquals("loaded: 4 moves.", view.last().importMessage);
    }

    @Test
    void aFileIsListedInSlicesOnceTheReaderIsThere() {
        controller.start(PAGE);
        StringBuilder file = new StringBuilder();
        while (file.length() <= 2 * PgnImport.SLICE_CHARS) {
            file.append(GAME).append('\n');
        }
        controller.importPgn(file.toString());
        assertEquals("Reading the file…", view.last().importMessage);
        loader.arrive();
        assertTrue(view.last().importing, "not done in one task");
        for (int i = 0; i < 20 && view.last().importing; i++) {
            scheduler.runAll();
        }
        assertFalse(view.last().importing);
        int games = view.last().importedGames.size();
        assertTrue(games > 100, "" + games);
        assertEquals(games + " games in this file: pick one.", view.last().importMessage);
        controller.openImportedGame(2);
        assertEquals("Game 2: loaded: 4 moves.", view.last().importMessage);
        assertEquals(2, view.last().importedGameShown);
    }

    @Test
    void aPgnLinkOpensOnceTheReaderIsThere() {
        controller.start(PAGE + "#pgn=1.%20e4%20e5%20(1...%20c5)%202.%20Nf3");
        assertEquals("Reading the PGN in the link…", view.last().importMessage);
        assertTrue(view.last().moveList.isEmpty(), "the start position meanwhile");
        loader.arrive();
        assertEquals("The PGN in the link: loaded: 4 moves.", view.last().importMessage);
    }

    @Test
    void aKeptGameWaitsForTheReaderAndSaysWhenItCannotBeRead() {
        MemoryGameStore store = new MemoryGameStore();
        FakeLibraryHost host = new FakeLibraryHost();
        LibraryController library = controller.keepGamesIn(store, host);
        controller.start(PAGE);
        library.load();
        controller.submitMove("e4");
        controller.submitMove("c5");
        host.now += LibraryController.SAVE_DELAY_MS + 1;
        scheduler.runAll(); // the save's PGN
        scheduler.runAll(); // its record
        assertEquals(1, store.size(), "kept without the reader: its tags are read back by hand");
        assertEquals("? – ?", library.state().rows.get(0).title(), "two players at one board: no names");
        String id = library.state().rows.get(0).id();
        controller.newGame();
        library.open(id);
        assertEquals("Opening the game…", library.state().status);
        loader.fail();
        assertEquals("That game could not be opened: js/pgn-tools.js could not be loaded (offline, or blocked). Try"
                + " again when the connection is back.", library.state().status);
        assertTrue(view.last().moveList.isEmpty(), "the board keeps its game");
        library.open(id);
        loader.arrive();
        assertEquals(List.of("1.e4", "c5"), view.last().moveList.stream().map(MoveToken::toString)
                .map(t -> t.replace("*", "")).toList());
    }
}
