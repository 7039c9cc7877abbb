package chess.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The library on the JVM, with a store in memory and a fake clock: a tab's game is kept as it changes, once it has
 * settled; reload and a second tab; the list (search, rename, delete and undo, export, import); damaged entries;
 * a store that fails.
 */
class LibraryControllerTest {
    private static final String PAGE = "http://127.0.0.1:8080/";
    private final MemoryGameStore store = new MemoryGameStore();

    /** One tab of the app: its controller, scheduler and library host. */
    private final class Tab {
        final RecordingView view = new RecordingView();
        final FakeScheduler scheduler = new FakeScheduler();
        final FakeLibraryHost host = new FakeLibraryHost();
        final GameController controller = new GameController(view, EngineLink.NONE, scheduler);
        final LibraryController library;

        Tab(String resumed, String address) {
            library = controller.keepGamesIn(store, host);
            library.resume(resumed);
            controller.start(address);
            library.load();
        }

        Tab() {
            this(null, PAGE);
        }

        void play(String... moves) {
            for (String m : moves) {
                assertTrue(controller.submitMove(m), m);
            }
        }

        /**
         * Lets the debounced save run (the clock moves past the delay): its PGN in one task, its record in the next,
         * and a save that follows its answer (a conflict's new entry) likewise.
         */
        void settle() {
            host.now += LibraryController.SAVE_DELAY_MS + 1;
            for (int i = 0; i < 4; i++) {
                scheduler.runAll();
            }
        }

        List<String> titles() {
            return library.state().rows.stream().map(LibraryState.Row::title).toList();
        }
    }

    @Test
    void aGameIsKeptOnceItSettlesNotAtEveryMove() {
        Tab tab = new Tab();
        tab.play("e4", "e5");
        assertEquals(0, store.size(), "nothing written before the game settles");
        tab.play("Nf3");
        tab.settle();
        assertEquals(1, store.size());
        LibraryState state = tab.library.state();
        assertEquals(1, state.rows.size());
        assertEquals("? – ?", state.rows.get(0).title(), "two players at one board have no names");
        assertEquals("* · 2 moves", state.rows.get(0).details());
        assertEquals("2025-11-24 17:00", state.rows.get(0).date(), "local time, one hour east of UTC");
        tab.play("Nc6");
        tab.settle();
        assertEquals(1, store.size(), "the same game stays one entry");
        assertTrue(tab.host.tabEntry.startsWith(tab.library.currentId() + " 2 "),
                "the tab remembers its entry, revision and the game's fingerprint: " + tab.host.tabEntry);
        String[] kept = new String[1];
        store.readGame(tab.library.currentId(), (pgn, rev, reason) -> kept[0] = pgn);
        assertTrue(kept[0].contains("1. e4 e5 2. Nf3 Nc6"), kept[0]);
    }

    @Test
    void aSaveIsTwoTasksAndAPageBeingHiddenWritesWhatWaitsAtOnce() {
        Tab tab = new Tab();
        tab.play("e4", "e5");
        tab.host.now += LibraryController.SAVE_DELAY_MS + 1;
        tab.scheduler.runAll(); // the debounced save: the PGN is made
        assertEquals(0, store.size(), "the record is written in the next task");
        tab.library.flush(); // the page is hidden before that task
        assertEquals(1, store.size());
        tab.play("Nf3");
        tab.library.flush(); // a change not yet saved at all
        String[] kept = new String[1];
        store.readGame(tab.library.currentId(), (pgn, rev, reason) -> kept[0] = pgn);
        assertTrue(kept[0].contains("1. e4 e5 2. Nf3"), kept[0]);
        tab.scheduler.runAll();
        tab.scheduler.runAll();
        assertEquals(1, store.size(), "the tasks left over write nothing twice");
    }

    @Test
    void aLongRunOfChangesIsStillKeptWithinTheLongestWait() {
        Tab tab = new Tab();
        tab.play("e4");
        for (int i = 0; i < 10 && store.size() == 0; i++) { // a change every half second never settles
            tab.host.now += 500;
            tab.controller.flip();
            tab.scheduler.runAll();
        }
        assertEquals(1, store.size(), "kept within " + LibraryController.SAVE_MAX_WAIT_MS + " ms");
    }

    @Test
    void aNewGameIsANewEntryAndAnEmptyBoardIsNotKept() {
        Tab tab = new Tab();
        tab.play("d4");
        tab.settle();
        String first = tab.library.currentId();
        tab.controller.newGame();
        tab.settle();
        assertEquals(1, store.size(), "a board without moves is not a game to keep");
        tab.play("c4");
        tab.settle();
        assertEquals(2, store.size());
        assertNotEquals(first, tab.library.currentId());
    }

    @Test
    void aReloadKeepsTheSameEntryAndAFreshTabIsOfferedTheLastGame() {
        Tab tab = new Tab();
        tab.play("e4", "c5");
        tab.settle();
        String address = tab.view.addresses.get(tab.view.addresses.size() - 1);
        Tab reloaded = new Tab(tab.host.tabEntry, address); // sessionStorage and the address survive a reload
        assertEquals("", reloaded.library.state().offer, "the tab's own game is on the board: no offer");
        reloaded.play("Nf3");
        reloaded.settle();
        assertEquals(1, store.size(), "the reloaded tab goes on in its entry");

        Tab fresh = new Tab(); // a new tab at the bare address
        assertEquals("? – ?, * · 2 moves", fresh.library.state().offer);
        assertEquals(0, fresh.controller.state().ply, "the offer never replaces the board by itself");
        fresh.library.continueLast();
        assertEquals(3, fresh.controller.state().ply, "the game is back, at its last move");
        assertEquals("", fresh.library.state().offer);
        fresh.play("d6");
        fresh.settle();
        assertEquals(1, store.size(), "continued in the same entry");
    }

    @Test
    void anotherAddressInTheSameTabIsANewGameNotTheRememberedOne() {
        Tab tab = new Tab();
        tab.play("e4", "c5");
        tab.settle();
        Tab bare = new Tab(tab.host.tabEntry, PAGE); // the same tab (its sessionStorage), the bare address
        assertEquals("? – ?, * · 1 move", bare.library.state().offer, "the earlier game is offered");
        bare.play("d4");
        bare.settle();
        assertEquals(2, store.size(), "the new game does not overwrite the earlier one");
    }

    @Test
    void aLinkIsNeverReplacedButTheOfferStands() {
        Tab tab = new Tab();
        tab.play("e4");
        tab.settle();
        Tab linked = new Tab(null, PAGE + "#fen=8/8/8/4k3/8/8/4P3/4K3%20w%20-%20-%200%201");
        assertEquals("8/8/8/4k3/8/8/4P3/4K3 w - - 0 1", linked.controller.state().fen);
        assertFalse(linked.library.state().offer.isEmpty());
    }

    @Test
    void twoTabsEditingOneEntryDoNotOverwriteEachOther() {
        Tab a = new Tab();
        a.play("e4", "e5");
        a.settle();
        String id = a.library.currentId();
        Tab b = new Tab();
        b.library.open(id);
        assertEquals(id, b.library.currentId());
        a.play("Nf3");
        a.settle();
        b.play("Bc4");
        b.settle();
        assertEquals(2, store.size(), "b's later save becomes a new entry");
        assertNotEquals(id, b.library.currentId());
        assertTrue(b.library.state().status.contains("changed in another tab"), b.library.state().status);
        String[] pgns = new String[2];
        store.readGame(id, (pgn, rev, r) -> pgns[0] = pgn);
        store.readGame(b.library.currentId(), (pgn, rev, r) -> pgns[1] = pgn);
        assertTrue(pgns[0].contains("2. Nf3"), pgns[0]);
        assertTrue(pgns[1].contains("2. Bc4"), pgns[1]);
        b.play("Nc6");
        b.settle();
        assertEquals(2, store.size(), "b goes on in its new entry");
    }

    @Test
    void searchRenameDeleteUndoAndExport() {
        Tab tab = new Tab();
        tab.controller.importPgn("[White \"Anna\"]\n[Black \"Ben\"]\n[Result \"1-0\"]\n[ECO \"C50\"]\n"
                + "[Opening \"Italian Game\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bc4 1-0\n");
        tab.settle();
        tab.controller.newGame();
        tab.play("d4", "d5");
        tab.host.now += 5000;
        tab.settle();
        assertEquals(List.of("? – ?", "Anna – Ben"), tab.titles(), "newest first");
        assertEquals("1-0 · 3 moves · C50 Italian Game", tab.library.state().rows.get(1).details());
        tab.library.setSearch("  italian  anna ");
        assertEquals(List.of("Anna – Ben"), tab.titles());
        assertEquals("1 of 2 games matches", tab.library.state().count);
        tab.library.setSearch("");

        String anna = tab.library.state().rows.get(1).id();
        tab.library.startRename(anna);
        assertEquals(anna, tab.library.state().renamingId);
        tab.library.rename(anna, "Club final\n");
        assertEquals(List.of("? – ?", "Club final"), tab.titles());
        assertEquals("", tab.library.state().renamingId);
        tab.library.delete(anna);
        assertEquals(List.of("? – ?"), tab.titles());
        assertEquals("Deleted “Club final”.", tab.library.state().undo);
        tab.library.undoDelete();
        assertEquals(List.of("? – ?", "Club final"), tab.titles(), "back, with its name");
        assertEquals("", tab.library.state().undo);

        tab.library.exportAll();
        String file = tab.host.downloads.get(0);
        assertTrue(file.startsWith("chess-games.pgn\n"), file);
        assertTrue(file.contains("1. d4 d5") && file.contains("[White \"Anna\"]"), file);
        assertTrue(file.indexOf("1. d4 d5") < file.indexOf("Anna"), "newest first, as listed");
    }

    @Test
    void damagedAndNewerEntriesAreSkippedWithANote() {
        Tab tab = new Tab();
        tab.play("e4");
        tab.settle();
        store.putRaw(new GameStore.StoredGame("bad", 1, "", 1, "{not a record", "1. e4"));
        store.putRaw(new GameStore.StoredGame("later", 1, "", 2, "chess-library 7\ncreated 1\n", "1. e4"));
        store.putRaw(new GameStore.StoredGame("", 1, "", 3, null, null));
        tab.library.load();
        LibraryState state = tab.library.state();
        assertEquals(1, state.rows.size(), "the readable entry is listed");
        assertEquals("3 saved games could not be read and were skipped: it has no id.", state.status);
    }

    @Test
    void aFailingStoreIsSaidOnceAndTheGamesStayInMemory() {
        Tab tab = new Tab();
        store.failWrites("the storage quota is full");
        tab.play("e4");
        tab.settle();
        tab.play("e5");
        tab.settle();
        assertTrue(tab.library.inMemoryOnly());
        long told = tab.host.said.stream().filter(s -> s.contains("not keeping your games")).count();
        assertEquals(1, told, tab.host.said.toString());
        assertTrue(tab.library.state().status.startsWith("This browser is not keeping your games (the storage "
                + "quota is full)."), tab.library.state().status);
        assertEquals(1, tab.library.state().rows.size(), "the game is listed from memory");
        assertEquals(2, tab.controller.state().ply, "the app plays on");
    }

    @Test
    void aStoreThatCannotOpenIsSaidOnce() {
        RecordingView view = new RecordingView();
        FakeScheduler scheduler = new FakeScheduler();
        FakeLibraryHost host = new FakeLibraryHost();
        GameController controller = new GameController(view, EngineLink.NONE, scheduler);
        LibraryController library = controller.keepGamesIn(new FailingStore(), host);
        controller.start(PAGE);
        library.load();
        assertTrue(library.state().status.contains("IndexedDB is blocked"), library.state().status);
        assertTrue(controller.submitMove("e4"));
        host.now += 1000;
        scheduler.runAll(); // the save's PGN
        assertEquals(0, library.state().rows.size(), "the record waits for the next task");
        scheduler.runAll();
        assertEquals(1, library.state().rows.size());
        assertEquals(1, host.said.stream().filter(s -> s.contains("not keeping")).count());
    }

    @Test
    void aPgnFileIsAddedInBatchesAndBadGamesAreLeftOut() {
        Tab tab = new Tab();
        StringBuilder file = new StringBuilder();
        for (int i = 1; i <= 150; i++) {
            file.append("[White \"W").append(i).append("\"]\n[Black \"B\"]\n[Result \"*\"]\n\n1. e4 e5 *\n\n");
        }
        file.append("[White \"Broken\"]\n\n1. e5 *\n");
        tab.library.importFile(file.toString());
        for (int i = 0; i < 10; i++) {
            tab.scheduler.runAll();
        }
        assertEquals(150, store.size());
        assertEquals("Added 150 games to your games; 1 could not be read and was left out.",
                tab.library.state().status);
        assertEquals("W1 – B", tab.titles().get(0), "the file's first game first");
        assertEquals("150 games", tab.library.state().count);
        assertEquals(LibraryController.ROWS, tab.library.state().rows.size(), "the rows come a page at a time");
        assertTrue(tab.library.state().more);
        tab.library.showMore();
        assertEquals(2 * LibraryController.ROWS, tab.library.state().rows.size());
    }

    @Test
    void aFileThePageGaveTheReaderIsAddedGameByGameWithItsOwnText() {
        PgnDoorService reader = new PgnDoorService();
        FakeScheduler scheduler = new FakeScheduler();
        FakeLibraryHost host = new FakeLibraryHost();
        GameController controller = new GameController(new RecordingView(), EngineLink.NONE,
                List.of(EngineLink.NONE), scheduler, new TextPgnDoor(reader::answer, TextPgnDoor.AT_ONCE));
        LibraryController library = controller.keepGamesIn(store, host);
        controller.start(PAGE);
        library.load();
        String first = "[White \"Anna\"]\n[Black \"Ben\"]\n[Result \"1-0\"]\n\n1. e4 {best by test} e5 (1... c5) 1-0";
        StringBuilder file = new StringBuilder(first).append("\n\n");
        for (int i = 2; i <= 250; i++) {
            file.append("[White \"W").append(i).append("\"]\n[Black \"B\"]\n[Result \"*\"]\n\n1. d4 *\n\n");
        }
        String text = file.toString();
        reader.answer("stage", text, "first"); // what the page does with a chosen file: the text stays outside
        library.importStagedFile(text.length(), PgnImport.blank(text));
        for (int i = 0; i < 20; i++) {
            scheduler.runAll();
        }
        assertEquals("Added 250 games to your games.", library.state().status);
        assertEquals(250, store.size());
        assertEquals("Anna – Ben", library.state().rows.get(0).title(), "the file's first game first");
        String[] kept = new String[1];
        store.readGame(library.state().rows.get(0).id(), (pgn, rev, reason) -> kept[0] = pgn);
        assertEquals(first + "\n", kept[0], "kept as the file has it: comments and variations too");

        library.importStagedFile(3, true);
        assertEquals("That file is empty: no games were added.", library.state().status);
        library.importStagedFile(PgnImport.MAX_CHARS + 1, false);
        assertEquals("That file has " + (PgnImport.MAX_CHARS + 1) + " characters; a PGN file of up to "
                + PgnImport.MAX_CHARS + " can be added.", library.state().status);
        assertEquals(250, store.size());
    }

    /** A store whose every call fails as a blocked IndexedDB does. */
    private static final class FailingStore implements GameStore {
        private static final String WHY = "IndexedDB is blocked";

        @Override
        public void readEntries(int pageSize, Pages pages) {
            pages.failed(WHY);
        }

        @Override
        public void save(StoredGame game, int expectedRevision, Saved done) {
            done.saved(Outcome.FAILED, WHY);
        }

        @Override
        public void saveAll(List<StoredGame> games, Saved done) {
            done.saved(Outcome.FAILED, WHY);
        }

        @Override
        public void rename(String id, String name, Saved done) {
            done.saved(Outcome.FAILED, WHY);
        }

        @Override
        public void readGame(String id, Game receiver) {
            receiver.game(null, 0, WHY);
        }

        @Override
        public void delete(String id, Deleted receiver) {
            receiver.deleted(null, WHY);
        }

        @Override
        public void readAllGames(Games receiver) {
            receiver.games(null, WHY);
        }
    }
}
