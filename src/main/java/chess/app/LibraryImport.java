package chess.app;

import chess.pgn.PgnGameEntry;
import java.util.ArrayList;
import java.util.List;
import java.util.function.DoubleSupplier;
import java.util.function.Supplier;

/**
 * A PGN file read into the library: listed in slices of {@link PgnImport#SLICE_CHARS} as the PGN panel lists one,
 * then read a few games a task and written {@link #BATCH} at a time, so a file of thousands of games never holds the
 * page. Each game is kept as its own text from the file (comments, variations and clocks as they were); its list
 * data comes from its tags and main line. A game that cannot be read at all is left out and counted.
 */
final class LibraryImport {
    static final int BATCH = 100;
    /** Reading a task's games stops once this many milliseconds have passed (the page's budget is 50 a task). */
    static final double READ_MS = 10;

    /** What the import tells the library. */
    interface Progress {
        void progress(String message);

        /** Writes a batch; {@code next} goes on with the next one once it is written. */
        void batch(List<GameStore.StoredGame> games, Runnable next);

        void done(String message);
    }

    private final Scheduler scheduler;
    private final PgnDoor door;
    private final Supplier<String> ids;
    private final DoubleSupplier clock;
    private int serial;

    LibraryImport(Scheduler scheduler, PgnDoor door, Supplier<String> ids, DoubleSupplier clock) {
        this.scheduler = scheduler;
        this.door = door;
        this.ids = ids;
        this.clock = clock;
    }

    void cancel() {
        serial++;
    }

    /** Adds the games of {@code text}. */
    void start(String text, Progress progress) {
        String file = text == null ? "" : text;
        start(file.length(), PgnImport.blank(file), () -> door.list(file), progress);
    }

    /**
     * Adds the games of a file's text of {@code length} characters that the page gave the PGN reader itself (it
     * never crosses into the app: {@link PgnDoor#listStaged}); {@code blank} when it holds only spaces and controls.
     */
    void startStaged(int length, boolean blank, Progress progress) {
        start(length, blank, () -> door.listStaged(length), progress);
    }

    private void start(int length, boolean blank, Supplier<PgnDoor.Listing> lister, Progress progress) {
        int mine = ++serial;
        if (blank) {
            progress.done("That file is empty: no games were added.");
            return;
        }
        if (length > PgnImport.MAX_CHARS) {
            progress.done("That file has " + length + " characters; a PGN file of up to "
                    + PgnImport.MAX_CHARS + " can be added.");
            return;
        }
        if (!door.ready()) {
            progress.progress("Reading the file…"); // the page's PGN reader is loaded on first use
        }
        door.whenReady(new PgnDoor.Waiting() {
            @Override
            public void ready() {
                if (mine == serial) {
                    scan(mine, lister.get(), progress);
                }
            }

            @Override
            public void failed(String reason) {
                if (mine == serial) {
                    progress.done("No games were added: " + reason + ". Try again when the connection is back.");
                }
            }
        });
    }

    private void scan(int mine, PgnDoor.Listing scanner, Progress progress) {
        if (mine != serial) {
            scanner.close();
            return;
        }
        if (!scanner.scan(PgnImport.SLICE_CHARS)) {
            progress.progress("Reading the file: " + scanner.found() + " games so far…");
            scheduler.after(0, () -> scan(mine, scanner, progress));
            return;
        }
        List<PgnGameEntry> found = scanner.games();
        if (found.isEmpty()) {
            scanner.close();
            progress.done("No game was found in that file: PGN has tags such as [White \"Anna\"] and moves such "
                    + "as 1. e4 e5.");
            return;
        }
        new Reading(mine, scanner, found, clock.getAsDouble(), progress).next();
    }

    /**
     * The second part of an import: the games listed are read and written. Reading goes on for {@link #READ_MS} of
     * the clock a task, at least one game, and a batch is written once it has {@link #BATCH} games or the file ends:
     * a batch read in one task took 0.8-2 s with the CPU slowed 4x (MainThreadProbe's library10mb).
     */
    private final class Reading {
        private final int mine;
        private final PgnDoor.Listing listing;
        private final List<PgnGameEntry> found;
        /** The import's time: each game's entry is dated by it, a millisecond apart, the file's first newest. */
        private final double now;
        private final Progress progress;
        private List<GameStore.StoredGame> batch = new ArrayList<>();
        private int next;
        private int added;
        private int leftOut;

        Reading(int mine, PgnDoor.Listing listing, List<PgnGameEntry> found, double now, Progress progress) {
            this.mine = mine;
            this.listing = listing;
            this.found = found;
            this.now = now;
            this.progress = progress;
        }

        /** One task's reading, then the next task, the batch written or the end said. */
        void next() {
            if (mine != serial) {
                listing.close();
                return;
            }
            double started = clock.getAsDouble();
            do {
                add(next++);
            } while (next < found.size() && batch.size() < BATCH && clock.getAsDouble() - started < READ_MS);
            if (next < found.size() && batch.size() < BATCH) {
                scheduler.after(0, this::next);
                return;
            }
            List<GameStore.StoredGame> full = batch;
            batch = new ArrayList<>();
            progress.progress("Adding the file's games: " + next + " of " + found.size() + "…");
            progress.batch(full, () -> scheduler.after(0, next < found.size() ? this::next : this::finish));
        }

        private void add(int i) {
            PgnGameEntry entry = found.get(i);
            PgnDoor.GameOutline game = listing.outline(entry);
            if (!game.readable()) {
                leftOut++;
                return;
            }
            String id = ids.get();
            String pgn = listing.text(entry).trim() + "\n";
            double updated = now - i;
            LibraryEntry e = LibraryMetadata.of(id, 1, now, updated, entry, game.result(), game.fullMoves(),
                    LibraryEntry.IMPORTED);
            batch.add(new GameStore.StoredGame(id, 1, "", updated, LibraryRecord.write(e), pgn));
            added++;
        }

        private void finish() {
            listing.close();
            if (mine == serial) {
                progress.done("Added " + added + (added == 1 ? " game" : " games") + " to your games"
                        + (leftOut == 0 ? "." : "; " + leftOut + " could not be read and " + (leftOut == 1
                        ? "was" : "were") + " left out."));
            }
        }
    }
}
