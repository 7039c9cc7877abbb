package chess.app;

import chess.pgn.GameTree;
import chess.pgn.PgnGame;
import chess.pgn.PgnProblem;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * The library of games kept in the browser: keeps the tab's game as it changes, and runs the Games panel (the list,
 * search, open, rename, delete and its undo, export, import, and the offer to continue the last game).
 *
 * <p>Keeping: each change of the game asks for a save; the save runs once the game has been still for
 * {@link #SAVE_DELAY_MS} (or at the latest {@link #SAVE_MAX_WAIT_MS} after the first unsaved change, so a long review
 * is kept as it goes), and only when the PGN differs from what was last written. Each game of a tab has its own
 * entry, made on its first save. An entry carries a revision: a tab writes over an entry only at the revision it
 * last wrote or read, so when another tab has changed (or deleted) the entry meanwhile, this tab's game becomes a new
 * entry instead and nobody's moves are lost.
 *
 * <p>When the store fails (no IndexedDB, storage blocked, the quota full), the library says so once, in plain words,
 * and goes on in memory ({@link MemoryGameStore}): the app plays on and the games last while the page is open.
 */
public final class LibraryController {
    static final int SAVE_DELAY_MS = 600;
    static final int SAVE_MAX_WAIT_MS = 3000;
    /** Records read from the store per task while the list loads. */
    static final int PAGE_SIZE = 250;
    /** Rows drawn at a time ("Show more" adds as many). */
    static final int ROWS = 50;
    /** Said while the page's PGN reader loads for a game being opened. */
    private static final String OPENING = "Opening the game…";

    /** The app's game, as the library sees it ({@link GameController} answers). */
    public interface Game {
        GameTree tree();

        /** The game as PGN, with the app's tags (players, opening, result). */
        String pgn();

        /** Shows {@code tree} as the game, at the end of its main line, and says {@code said}. */
        void open(GameTree tree, String said);
    }

    private final LibraryHost host;
    private final Scheduler scheduler;
    private final Game game;
    private final PgnDoor pgnDoor;
    private final Random random = new Random();
    private int idCount;
    private GameStore store;
    private MemoryGameStore memory;
    private final LibraryImport imports;
    private final LibraryList list = new LibraryList();

    // ---- the tab's game ----
    /** The tree the tab's entry belongs to: another tree on the board is another game. */
    private GameTree tracked;
    private String currentId = "";
    private int currentRevision;
    private double currentCreated;
    private String savedPgn;
    /** The entry this tab kept before a reload ("" for none): the first game of this page load takes it up. */
    private String resumeId = "";
    private int resumeRevision;
    private String resumeFingerprint = "";
    private int changeSerial;
    private double firstUnsavedChange = -1;
    private boolean saving;
    private boolean changedWhileSaving;
    /** The record of a save whose PGN is made, when it has not been written yet (else null). */
    private Runnable waitingRecord;

    // ---- the panel ----
    private String search = "";
    private int rowLimit = ROWS;
    private boolean loading;
    private int loadSerial;
    private String status = "";
    /** Why the library lives in memory ("" while the store works): said once, and kept on show. */
    private String storageNote = "";
    private String skippedNote = "";
    private LibraryEntry offer;
    private boolean offerClosed;
    private GameStore.StoredGame lastDeleted;
    private String lastDeletedTitle = "";
    private String renamingId = "";

    public LibraryController(GameStore store, LibraryHost host, Scheduler scheduler, Game game) {
        this(store, host, scheduler, new DirectPgnDoor(), game);
    }

    /** As above, reading PGN (kept games opened, files imported) through {@code pgnDoor}. */
    public LibraryController(GameStore store, LibraryHost host, Scheduler scheduler, PgnDoor pgnDoor, Game game) {
        this.store = store;
        this.host = host;
        this.scheduler = scheduler;
        this.game = game;
        this.pgnDoor = pgnDoor;
        this.imports = new LibraryImport(scheduler, pgnDoor, this::newId, host::now);
    }

    /**
     * The entry this tab kept before its reload ("id revision fingerprint", as {@link LibraryHost#rememberTabEntry}
     * kept it): the page's first game goes on in that entry if it is the same game (the same fingerprint: a reload),
     * and becomes a new entry otherwise (another address opened in the same tab).
     */
    public void resume(String tabEntry) {
        if (tabEntry == null) {
            return;
        }
        int first = tabEntry.indexOf(' ');
        int second = first < 0 ? -1 : tabEntry.indexOf(' ', first + 1);
        if (first > 0 && second > first) {
            resumeId = tabEntry.substring(0, first);
            resumeRevision = Math.max(0, chess.core.DecimalText.orMinusOne(tabEntry.substring(first + 1, second),
                    1_000_000_000));
            resumeFingerprint = tabEntry.substring(second + 1);
        }
    }

    /** The tree's own text (its tags, moves and comments, not the app's lent tags) as a short hash. */
    private static String fingerprint(GameTree tree) {
        return Integer.toString(chess.pgn.PgnExport.write(tree).hashCode(), 36);
    }

    private void rememberTab() {
        host.rememberTabEntry(currentId + " " + currentRevision + " " + fingerprint(tracked));
    }

    // ---- keeping the tab's game --------------------------------------------------------------------------

    /** The game or a setting changed: the game is saved once it has been still for a moment. */
    public void gameChanged() {
        if (game.tree() != tracked) {
            takeUp(game.tree()); // at once, so the offer knows whose game is on the board
        }
        int serial = ++changeSerial;
        if (firstUnsavedChange < 0) {
            firstUnsavedChange = host.now();
        }
        scheduler.after(SAVE_DELAY_MS, () -> {
            if (firstUnsavedChange >= 0 && (serial == changeSerial
                    || host.now() - firstUnsavedChange >= SAVE_MAX_WAIT_MS)) {
                saveNow();
            }
        });
    }

    /** Saves at once what is waiting (the page is being hidden or closed). */
    public void flush() {
        writeWaitingRecord();
        if (firstUnsavedChange >= 0) {
            saveNow(true);
        }
    }

    private void saveNow() {
        saveNow(false);
    }

    /**
     * Saves the game if its PGN changed. The PGN is this task's work; the record and the store's write come in the
     * next task unless {@code atOnce}: for a long game each half took 35–45 ms on a phone-speed page, together one
     * task over the page's 50 ms budget.
     */
    private void saveNow(boolean atOnce) {
        firstUnsavedChange = -1;
        GameTree tree = game.tree();
        if (tree != tracked) {
            takeUp(tree);
        }
        if (!tree.hasMoves()) {
            return; // a position without moves is not a game to keep
        }
        String pgn = game.pgn();
        if (pgn.equals(savedPgn)) {
            return;
        }
        if (saving) {
            changedWhileSaving = true;
            return;
        }
        saving = true;
        String id = currentId;
        int revision = currentRevision;
        double created = currentCreated;
        waitingRecord = () -> write(id, revision, created, tree, pgn);
        if (atOnce) {
            writeWaitingRecord();
        } else {
            scheduler.after(0, this::writeWaitingRecord);
        }
    }

    private void writeWaitingRecord() {
        Runnable write = waitingRecord;
        waitingRecord = null;
        if (write != null) {
            write.run();
        }
    }

    /** Writes game {@code id} (its entry at {@code revision} so far) with {@code pgn} into the store. */
    private void write(String id, int revision, double created, GameTree tree, String pgn) {
        double now = host.now();
        LibraryEntry entry = LibraryMetadata.of(id, revision + 1, created, now, pgn, tree, LibraryEntry.PLAYED);
        GameStore.StoredGame record = new GameStore.StoredGame(id, revision + 1, "", now, LibraryRecord.write(entry),
                pgn);
        store.save(record, revision, (outcome, reason) -> {
            saving = false;
            if (!id.equals(currentId)) { // another game was taken up meanwhile: this answer is old
                saveAgainIfChanged();
                return;
            }
            switch (outcome) {
                case SAVED -> {
                    currentRevision++;
                    savedPgn = pgn;
                    LibraryEntry before = list.find(id);
                    list.put(before == null ? entry : entry.renamed(before.name()));
                    if (offer != null && !offer.id().equals(id)) {
                        offerClosed = true; // the player went on with another game
                    }
                    rememberTab();
                    draw();
                }
                case CONFLICT -> {
                    startNewEntry();
                    say("This game was also changed in another tab, so your version is kept as a new game in "
                            + "the list.");
                    saveNow();
                }
                case FAILED -> {
                    storageFailed(reason);
                    saveNow();
                }
            }
            saveAgainIfChanged();
        });
    }

    private void saveAgainIfChanged() {
        if (changedWhileSaving && !saving) {
            changedWhileSaving = false;
            saveNow();
        }
    }

    /** The board shows another game: it is kept under a new entry (or the one this tab had before its reload). */
    private void takeUp(GameTree tree) {
        boolean firstOfPage = tracked == null;
        tracked = tree;
        savedPgn = null;
        if (firstOfPage && !resumeId.isEmpty() && resumeFingerprint.equals(fingerprint(tree))) {
            currentId = resumeId;
            currentRevision = resumeRevision;
            LibraryEntry known = list.find(resumeId);
            currentCreated = known != null ? known.created() : host.now();
        } else {
            startNewEntry();
        }
        resumeId = "";
    }

    private void startNewEntry() {
        currentId = newId();
        currentRevision = 0;
        currentCreated = host.now();
        savedPgn = null;
    }

    /** A new entry's id: the time in base 36 (so ids sort roughly by age) and random letters (tabs differ). */
    String newId() {
        return Long.toString((long) host.now(), 36) + "-" + Integer.toString(++idCount, 36)
                + Integer.toString(random.nextInt(1 << 30), 36);
    }

    /** The id of the entry the tab's game is kept in ("" before its first save). */
    public String currentId() {
        return currentId;
    }

    // ---- the list -----------------------------------------------------------------------------------------

    /** Reads the list from the store, a page per task; the first page is drawn as soon as it is in. */
    public void load() {
        int serial = ++loadSerial;
        loading = true;
        draw();
        int[] skipped = {0};
        String[] firstSkipReason = {""};
        store.readEntries(PAGE_SIZE, new GameStore.Pages() {
            boolean first = true;

            @Override
            public void page(List<GameStore.StoredRecord> records, boolean last) {
                if (serial != loadSerial) {
                    return;
                }
                List<LibraryEntry> read = new ArrayList<>(records.size());
                for (GameStore.StoredRecord r : records) {
                    try {
                        read.add(LibraryRecord.read(r.id(), r.revision(), r.name(), r.meta()));
                    } catch (LibraryRecord.Unreadable e) {
                        if (skipped[0]++ == 0) {
                            firstSkipReason[0] = e.getMessage();
                        }
                    }
                }
                if (first) {
                    list.clear(); // the list read before gives way to this one, a page at a time
                }
                list.addRead(read); // each page in its own task: no task does the whole list
                if (last) {
                    loading = false;
                    skippedNote = skipped[0] == 0 ? "" : (skipped[0] == 1 ? "One saved game"
                            : skipped[0] + " saved games") + " could not be read and " + (skipped[0] == 1
                            ? "was" : "were") + " skipped: " + firstSkipReason[0] + ".";
                    chooseOffer();
                }
                if (first || last) {
                    draw(); // the first rows at once, the count and the offer when all is in
                }
                first = false;
            }

            @Override
            public void failed(String reason) {
                if (serial != loadSerial) {
                    return;
                }
                loading = false;
                storageFailed(reason);
                draw();
            }
        });
    }

    /** The offer to continue: the newest game, unless it is this tab's own. */
    private void chooseOffer() {
        LibraryEntry newest = list.newest();
        boolean own = newest != null && newest.id().equals(currentId);
        offer = offerClosed || own ? null : newest;
    }

    public void setSearch(String text) {
        search = text == null ? "" : text;
        rowLimit = ROWS;
        draw();
    }

    public void showMore() {
        rowLimit += ROWS;
        draw();
    }

    /** Opens a kept game on the board: this tab then keeps its changes in that entry. */
    public void open(String id) {
        store.readGame(id, (pgn, revision, reason) -> {
            if (pgn == null) {
                say("That game could not be opened: " + reason + ".");
                return;
            }
            if (!pgnDoor.ready()) {
                say(OPENING); // the page's PGN reader is loaded on first use
            }
            pgnDoor.whenReady(new PgnDoor.Waiting() {
                @Override
                public void ready() {
                    if (status.equals(OPENING)) {
                        status = "";
                    }
                    opened(id, pgn, revision);
                }

                @Override
                public void failed(String why) {
                    say("That game could not be opened: " + why + ". Try again when the connection is back.");
                }
            });
        });
    }

    /** Shows kept game {@code id}, whose PGN was read from the store at {@code revision}. */
    private void opened(String id, String pgn, int revision) {
        PgnGame read = pgnDoor.readFirst(pgn);
        PgnProblem error = read.error();
        if (error != null && !read.tree().hasMoves()) {
            say("That game could not be read (line " + error.line() + ": " + error.message()
                    + "); the board keeps its game.");
            return;
        }
        LibraryEntry entry = list.find(id);
        GameTree tree = read.tree();
        tracked = tree;
        currentId = id;
        currentRevision = revision;
        currentCreated = entry != null ? entry.created() : host.now();
        resumeId = "";
        offerClosed = true;
        offer = null;
        game.open(tree, "Opened " + (entry != null ? entry.title() : "the game") + " from your games");
        savedPgn = game.pgn(); // as the app writes it: nothing to save until it changes
        rememberTab();
        draw();
    }

    /** "Continue your last game": opens the offered game. */
    public void continueLast() {
        if (offer != null) {
            open(offer.id());
        }
    }

    public void closeOffer() {
        offerClosed = true;
        offer = null;
        draw();
    }

    public void startRename(String id) {
        if (list.find(id) != null) {
            renamingId = id;
            draw();
        }
    }

    public void cancelRename() {
        renamingId = "";
        draw();
    }

    /** Names the entry ("" gives it back its players' names). */
    public void rename(String id, String name) {
        String clean = LibraryRecord.oneLine(name);
        renamingId = "";
        store.rename(id, clean, (outcome, reason) -> {
            LibraryEntry entry = list.find(id);
            if (outcome == GameStore.Outcome.SAVED && entry != null) {
                list.put(entry.renamed(clean));
                host.announce(clean.isEmpty() ? "Name removed" : "Renamed to " + clean);
                draw();
            } else {
                say("The game could not be renamed: " + reason + ".");
            }
        });
    }

    /** Deletes the entry; {@link #undoDelete} brings it back until the next delete. */
    public void delete(String id) {
        LibraryEntry entry = list.find(id);
        store.delete(id, (was, reason) -> {
            if (was == null) {
                say("The game could not be deleted: " + reason + ".");
                return;
            }
            list.remove(id);
            lastDeleted = was;
            lastDeletedTitle = entry != null ? entry.title() : "the game";
            if (id.equals(currentId)) {
                startNewEntry(); // the board's game is kept again, as a new entry, if it changes
            }
            host.announce("Deleted " + lastDeletedTitle);
            draw();
        });
    }

    public void undoDelete() {
        GameStore.StoredGame back = lastDeleted;
        if (back == null) {
            return;
        }
        lastDeleted = null;
        store.saveAll(List.of(back), (outcome, reason) -> {
            if (outcome != GameStore.Outcome.SAVED) {
                say("The game could not be brought back: " + reason + ".");
                return;
            }
            try {
                list.put(LibraryRecord.read(back.id(), back.revision(), back.name(), back.meta()));
            } catch (LibraryRecord.Unreadable e) {
                // a damaged entry that was deleted comes back as damaged: the list skips it as before
            }
            host.announce("Brought back " + lastDeletedTitle);
            draw();
        });
    }

    /** Offers every kept game, newest first, as one PGN file. */
    public void exportAll() {
        store.readAllGames((pgns, reason) -> {
            if (pgns == null) {
                say("The games could not be read for export: " + reason + ".");
                return;
            }
            if (pgns.isEmpty()) {
                say("There are no games to export yet.");
                return;
            }
            host.download("chess-games.pgn", LibraryExport.join(pgns));
            say("Exporting " + pgns.size() + (pgns.size() == 1 ? " game" : " games") + " as chess-games.pgn.");
        });
    }

    /** Reads a PGN file into the library, in slices (the page stays responsive); the list then shows its games. */
    public void importFile(String text) {
        imports.start(text, importProgress());
    }

    /**
     * As {@link #importFile}, for a file's text of {@code length} characters that the page gave the PGN reader
     * itself (it never crosses into the app); {@code blank} when it holds nothing but spaces and controls.
     */
    public void importStagedFile(int length, boolean blank) {
        imports.startStaged(length, blank, importProgress());
    }

    /** What an import tells the library: its progress said, its batches written, the list read again at the end. */
    private LibraryImport.Progress importProgress() {
        return new LibraryImport.Progress() {
            @Override
            public void progress(String message) {
                say(message);
            }

            @Override
            public void batch(List<GameStore.StoredGame> games, Runnable next) {
                store.saveAll(games, (outcome, reason) -> {
                    if (outcome == GameStore.Outcome.SAVED) {
                        next.run();
                    } else {
                        storageFailed(reason);
                        imports.cancel();
                        draw();
                    }
                });
            }

            @Override
            public void done(String message) {
                say(message);
                load();
            }
        };
    }

    // ---- failures and drawing -------------------------------------------------------------------------------

    /** The store failed: said once, in plain words; from then on the library lives in memory. */
    void storageFailed(String reason) {
        if (memory != null && store == memory) {
            return;
        }
        memory = new MemoryGameStore();
        store = memory;
        storageNote = "This browser is not keeping your games (" + reason + "). They are kept only while this "
                + "page is open: use Export all or Download PGN to keep them.";
        host.announce(storageNote);
    }

    /** True once the library works from memory only. */
    public boolean inMemoryOnly() {
        return memory != null && store == memory;
    }

    private void say(String message) {
        status = message;
        host.announce(message);
        draw();
    }

    public LibraryState state() {
        List<LibraryEntry> matching = list.matching(search);
        List<LibraryState.Row> rows = new ArrayList<>();
        int offset = host.utcOffsetMinutes();
        for (int i = 0; i < matching.size() && i < rowLimit; i++) {
            LibraryEntry e = matching.get(i);
            rows.add(new LibraryState.Row(e.id(), e.title(), e.details(), LibraryDates.text(e.updated(), offset)));
        }
        String count;
        if (loading && list.size() == 0) {
            count = "Reading your games…";
        } else if (list.size() == 0) {
            count = "No games kept yet: games you play, open or import are kept here as they change.";
        } else if (search.trim().isEmpty()) {
            count = list.size() + (list.size() == 1 ? " game" : " games") + (loading ? " so far…" : "");
        } else {
            count = matching.size() + " of " + list.size() + (list.size() == 1 ? " game" : " games")
                    + (matching.size() == 1 ? " matches" : " match");
        }
        String news = joined(joined(storageNote, status), skippedNote);
        LibraryEntry renaming = renamingId.isEmpty() ? null : list.find(renamingId);
        return new LibraryState(news, offer == null ? "" : offer.title() + ", " + offer.details(), rows, count,
                matching.size() > rowLimit, lastDeleted == null ? "" : "Deleted “" + lastDeletedTitle + "”.",
                renaming == null ? "" : renamingId, renaming == null ? "" : renaming.title(), loading);
    }

    private static String joined(String a, String b) {
        return a.isEmpty() ? b : b.isEmpty() ? a : a + " " + b;
    }

    private void draw() {
        host.draw(state());
    }
}
