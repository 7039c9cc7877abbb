package chess.app;

import chess.pgn.PgnGameEntry;
import java.util.ArrayList;
import java.util.List;
import java.util.function.DoubleSupplier;
import java.util.function.Supplier;

/**
 * A PGN file read into the library: listed in slices of {@link #SLICE_CHARS} and read {@link #BATCH} games a task,
 * each batch written in one go, so a file of thousands of games never holds the page. Each game is kept as its own
 * text from the file (comments, variations and clocks as they were); its list data comes from its tags and main
 * line. A game that cannot be read at all is left out and counted.
 */
final class LibraryImport {
    static final int SLICE_CHARS = 200_000;
    static final int BATCH = 100;

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
        if (!scanner.scan(SLICE_CHARS)) {
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
        read(mine, scanner, found, 0, new int[2], progress);
    }

    /** Reads and writes games {@code from} on; {@code counts} holds the games added and left out so far. */
    private void read(int mine, PgnDoor.Listing listing, List<PgnGameEntry> found, int from, int[] counts,
            Progress progress) {
        if (mine != serial) {
            listing.close();
            return;
        }
        if (from >= found.size()) {
            listing.close();
            progress.done("Added " + counts[0] + (counts[0] == 1 ? " game" : " games") + " to your games"
                    + (counts[1] == 0 ? "." : "; " + counts[1] + " could not be read and " + (counts[1] == 1
                    ? "was" : "were") + " left out."));
            return;
        }
        int to = Math.min(found.size(), from + BATCH);
        List<GameStore.StoredGame> batch = new ArrayList<>();
        double now = clock.getAsDouble();
        for (int i = from; i < to; i++) {
            PgnGameEntry entry = found.get(i);
            PgnDoor.GameOutline game = listing.outline(entry);
            if (!game.readable()) {
                counts[1]++;
                continue;
            }
            String id = ids.get();
            String pgn = listing.text(entry).trim() + "\n";
            // The file's first game ends up first in the list: a millisecond apart, newest first.
            double updated = now - i;
            LibraryEntry e = LibraryMetadata.of(id, 1, now, updated, entry, game.result(), game.fullMoves(),
                    LibraryEntry.IMPORTED);
            batch.add(new GameStore.StoredGame(id, 1, "", updated, LibraryRecord.write(e), pgn));
            counts[0]++;
        }
        progress.progress("Adding the file's games: " + to + " of " + found.size() + "…");
        progress.batch(batch, () -> scheduler.after(0, () -> read(mine, listing, found, to, counts, progress)));
    }
}
