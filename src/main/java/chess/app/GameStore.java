package chess.app;

import java.util.List;

/**
 * Where the library keeps its games: IndexedDB in the page ({@code chess.web.IndexedDbStore}), memory in tests and
 * when the browser keeps nothing ({@link MemoryGameStore}). Every call answers once, later or at once, through its
 * receiver; none blocks. Two kinds of record: an entry's metadata ({@link StoredRecord}, read for the list) and its
 * game (PGN, read only to open or export it).
 */
public interface GameStore {
    /** The raw metadata of one stored entry, as the store holds it: read by {@link LibraryRecord#read}. */
    record StoredRecord(String id, int revision, String name, String meta) {
    }

    /** One entry to write: its record fields and its game's PGN. */
    record StoredGame(String id, int revision, String name, double updated, String meta, String pgn) {
        /** Not the record's own, which writes the {@code double} time (the double-to-text code: about 12 KB gzip). */
        @Override
        public String toString() {
            return "StoredGame " + id + " revision " + revision;
        }
    }

    /** How a save ended. */
    enum Outcome {
        SAVED,
        /** The stored entry is not at the revision the writer last saw (another tab wrote or deleted it): unsaved. */
        CONFLICT,
        /** The browser refused the write (quota, blocked storage...): the reason says so. */
        FAILED
    }

    interface Pages {
        /** A page of records, newest first; {@code last} on the final page (which may be empty). */
        void page(List<StoredRecord> records, boolean last);

        void failed(String reason);
    }

    interface Saved {
        void saved(Outcome outcome, String reason);
    }

    interface Game {
        /** The game's PGN and its revision; {@code pgn} null when there is no such entry or it could not be read. */
        void game(String pgn, int revision, String reason);
    }

    interface Deleted {
        /** The entry as it was before it went (for undo), or null with the reason. */
        void deleted(StoredGame was, String reason);
    }

    interface Games {
        /** Every stored game's PGN, newest first; or null with the reason. */
        void games(List<String> pgns, String reason);
    }

    /** Reads the metadata newest first, {@code pageSize} records a page, each page in a task of its own. */
    void readEntries(int pageSize, Pages pages);

    /**
     * Writes {@code game} if the stored entry is at {@code expectedRevision} (0: there must be none); its name is
     * kept as stored (a rename in another tab is not undone by a save here).
     */
    void save(GameStore.StoredGame game, int expectedRevision, Saved done);

    /** Writes entries as they are, without a revision check: an import, or an undone delete. */
    void saveAll(List<StoredGame> games, Saved done);

    /** Gives the entry a name ("" for none), leaving its game and revision as they are. */
    void rename(String id, String name, Saved done);

    void readGame(String id, Game receiver);

    void delete(String id, Deleted receiver);

    void readAllGames(Games receiver);
}
