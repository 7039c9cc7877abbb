package chess.app;

import chess.pgn.GameTree;
import chess.pgn.PgnGame;
import chess.pgn.PgnGameEntry;
import chess.pgn.PgnProblem;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * PGN import: text pasted, dropped or chosen as a file. A file is listed in slices, one task each, so the page stays
 * responsive; one game opens at once, several are listed to pick from. What went wrong with a game is said in the
 * import's message (the moves before a bad one are kept). The reading goes through a {@link PgnDoor}: in the page a
 * second script, loaded on the first import (the message says the PGN is being read meanwhile, and why not if it
 * cannot be loaded; the next import tries again).
 */
final class PgnImport {
    /** Longest PGN text imported (about 50 MB of games); the page keeps it while its game list is open. */
    static final int MAX_CHARS = 50_000_000;
    /**
     * Characters of PGN listed per task: a few milliseconds in the browser, so a slice stays well under 50 ms even
     * on a slow phone (a CPU four times slower).
     */
    static final int SLICE_CHARS = 40_000;
    /** The progress ("... games so far") is redrawn at most this often: a redraw costs more than a slice. */
    static final int PROGRESS_MS = 250;

    private final Updates updates;
    private final Scheduler scheduler;
    private final PgnDoor door;
    /** Shows a game read from the PGN on the board. */
    private final Consumer<GameTree> openGame;
    /** Counts imports, so a slice scheduled for an earlier one does nothing. */
    private int serial;
    /** The games of the text being imported, or null. */
    private PgnDoor.Listing listing;
    /** True while the text is being listed. */
    private boolean scanning;
    /** True while the PGN reader is being loaded. */
    private boolean waiting;
    /** The text whose games are listed ("" for a staged one), or null. */
    private String text;
    /** Its length in characters, and whether the page handed it to the reader itself ({@link #readStaged}). */
    private int textLength;
    private boolean staged;
    private List<PgnGameEntry> entries;
    private List<ImportedGame> games = List.of();
    /** The number of the listed game on the board, or 0. */
    private int shown;
    private String message = "";
    /** When the progress was last drawn (System.currentTimeMillis). */
    private long progressDrawn;

    PgnImport(Updates updates, Scheduler scheduler, PgnDoor door, Consumer<GameTree> openGame) {
        this.updates = updates;
        this.scheduler = scheduler;
        this.door = door;
        this.openGame = openGame;
    }

    /**
     * True when {@code text} holds nothing but spaces and controls, as {@code trim().isEmpty()} says, without its
     * copy: a file's text ends with a newline, and trimming 10 MB copied it whole.
     */
    static boolean blank(String text) {
        for (int i = 0; i < text.length(); i++) {
            if (text.charAt(i) > ' ') {
                return false;
            }
        }
        return true;
    }

    /** Reads PGN text: one game opens at once; several are listed for {@link #openListed}. */
    void read(String pgn) {
        start(pgn, pgn == null ? 0 : pgn.length(), pgn == null || blank(pgn));
    }

    /**
     * As {@link #read}, for a text of {@code length} characters that the page gave the reader itself
     * ({@link PgnDoor#listStaged}): a file's text, which the WebAssembly build would otherwise copy in and out
     * again. {@code blank}: whether it holds nothing but spaces and controls.
     */
    void readStaged(int length, boolean blank) {
        start(null, length, blank);
    }

    /** Starts reading {@code pgn}, or with {@code pgn} null the staged text. */
    private void start(String pgn, int length, boolean blank) {
        serial++;
        games = List.of();
        drop();
        if (blank) {
            message = "Paste the PGN of a game, or choose or drop a .pgn file.";
            updates.render();
            return;
        }
        if (length > MAX_CHARS) {
            message = "This text has " + length + " characters; PGN import reads up to " + MAX_CHARS + ".";
            updates.render();
            return;
        }
        text = pgn == null ? "" : pgn;
        textLength = length;
        staged = pgn == null;
        message = "";
        if (!door.ready()) {
            // A file says so as it always has; pasted text (read at once when the reader is there) shows only the
            // panel's busy bar meanwhile, so a quick load does not flash a word before the result.
            waitForReader(length <= SLICE_CHARS ? "" : "Reading the file…", serial, this::startListing);
            return;
        }
        startListing();
    }

    /** Says {@code saying} while the PGN reader loads, then runs {@code then} unless another import came first. */
    private void waitForReader(String saying, int waitSerial, Runnable then) {
        waiting = true;
        message = saying;
        updates.render();
        door.whenReady(new PgnDoor.Waiting() {
            @Override
            public void ready() {
                if (waitSerial == serial) {
                    waiting = false;
                    then.run();
                }
            }

            @Override
            public void failed(String reason) {
                if (waitSerial == serial) {
                    waiting = false;
                    drop();
                    message = "The PGN could not be read: " + reason + ". The rest of the app works as before; try"
                            + " again when the connection is back.";
                    updates.announce(message);
                    updates.render();
                }
            }
        });
    }

    /** Lists the text: a game or a few at once, a file in slices. */
    private void startListing() {
        listing = staged ? door.listStaged(textLength) : door.list(text);
        scanning = true;
        message = "";
        if (textLength <= SLICE_CHARS) {
            scanSlice(serial); // a game or a few: listed (or opened) at once
            return;
        }
        // A file: the task that brought its text (a file read, a drop) ends here; listing starts in the next.
        message = "Reading the file…";
        progressDrawn = System.currentTimeMillis();
        updates.render();
        int sliceSerial = serial;
        scheduler.after(0, () -> scanSlice(sliceSerial));
    }

    /** Lists the next slice of the file; schedules the one after, so no task holds the page for long. */
    private void scanSlice(int sliceSerial) {
        if (sliceSerial != serial || listing == null || !scanning) {
            return;
        }
        if (!listing.scan(SLICE_CHARS)) {
            message = "Reading the file: " + listing.found() + " games so far…";
            long now = System.currentTimeMillis();
            if (now - progressDrawn >= PROGRESS_MS) {
                progressDrawn = now;
                updates.render();
            }
            scheduler.after(0, () -> scanSlice(sliceSerial));
            return;
        }
        List<PgnGameEntry> found = listing.games();
        scanning = false;
        if (found.isEmpty()) {
            message = "No game was found in this text: PGN has tags such as [White \"Anna\"] and moves "
                    + "such as 1. e4 e5.";
            drop();
        } else if (found.size() == 1) {
            open(found.get(0));
            drop();
            return;
        } else {
            List<ImportedGame> listed = new ArrayList<>(found.size());
            for (PgnGameEntry e : found) {
                listed.add(new ImportedGame(e.number(), orEmpty(e.white()), orEmpty(e.black()), orEmpty(e.result()),
                        orEmpty(e.event()), orEmpty(e.date()), e.opening() != null ? e.opening() : orEmpty(e.eco())));
            }
            games = listed;
            entries = found;
            message = found.size() + " games in this file: pick one.";
        }
        updates.render();
    }

    /** Opens game {@code number} (1-based) of the file being imported. */
    void openListed(int number) {
        if (text == null || entries == null || number < 1 || number > entries.size()) {
            return;
        }
        open(entries.get(number - 1));
    }

    /** The games listed (empty when none). */
    List<ImportedGame> games() {
        return games;
    }

    /** Reads listed game {@code number} (1-based) without opening it, or null when there is no such game. */
    PgnGame readListed(int number) {
        if (text == null || entries == null || number < 1 || number > entries.size()) {
            return null;
        }
        return listing.read(entries.get(number - 1));
    }

    /** Opens the PGN given in the page's link (once the reader is there: the board shows the start meanwhile). */
    void openFromLink(String pgn) {
        message = "";
        if (!door.ready()) {
            waitForReader("Reading the PGN in the link…", serial, () -> openFromLink(pgn));
            return;
        }
        show(door.readFirst(pgn), "The PGN in the link: ");
    }

    /** Reads one game of the file and shows its start. */
    private void open(PgnGameEntry entry) {
        PgnGame read = listing.read(entry);
        shown = entry.number();
        show(read, games.isEmpty() ? "" : "Game " + entry.number() + ": ");
    }

    private void show(PgnGame read, String prefix) {
        PgnProblem error = read.error();
        if (error != null && !read.tree().hasMoves()) { // nothing usable: the board keeps its game
            message = prefix + "not loaded: line " + error.line() + ", column " + error.column() + ": "
                    + sentence(error.message());
            updates.announce(message);
            updates.render();
            return;
        }
        openGame.accept(read.tree());
        if (error != null) {
            message = prefix + "line " + error.line() + ", column " + error.column() + ": "
                    + sentence(error.message()) + " The moves before it were loaded.";
        } else if (!read.problems().isEmpty()) {
            PgnProblem note = read.problems().get(0);
            message = prefix + "loaded, with a note: line " + note.line() + ", column " + note.column() + ": "
                    + note.message();
        } else {
            message = prefix + "loaded: " + read.tree().moveCount() + " moves.";
        }
        updates.announce(message);
        updates.changed();
    }

    /** Says what was lost from a game opened another way (a damaged link), or nothing when {@code problem} is "". */
    void report(String problem) {
        message = problem;
        if (!message.isEmpty()) {
            updates.announce(message);
        }
    }

    /** Closes the list of imported games (the game on the board stays). */
    void close() {
        serial++;
        games = List.of();
        entries = null;
        drop();
        waiting = false;
        shown = 0;
        message = "";
        updates.render();
    }

    /** Fills in the game list and the import's message. */
    void fill(BoardState.Builder b) {
        b.importedGames = games;
        b.importedGameShown = shown;
        b.importing = scanning || waiting;
        b.importMessage = message;
    }

    /** Lets the text go (and the reader its copy). */
    private void drop() {
        if (listing != null) {
            listing.close();
        }
        listing = null;
        scanning = false;
        text = null;
    }

    private static String sentence(String text) {
        return text.endsWith(".") ? text : text + ".";
    }

    private static String orEmpty(String text) {
        return text == null ? "" : text;
    }
}
