package chess.app;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A {@link GameStore} in memory: the library of a browser that keeps nothing (IndexedDB missing, blocked or full),
 * which lasts while the page is open, and the store of the JVM tests. It answers at once. {@link #failWrites} makes
 * every later write fail, as a full disk would.
 */
public final class MemoryGameStore implements GameStore {
    private final Map<String, StoredGame> games = new LinkedHashMap<>();
    private String writeFailure;

    /** From now on every write fails with {@code reason} (null: writes work again). */
    public void failWrites(String reason) {
        writeFailure = reason;
    }

    /** Puts a record as it is, damaged or not (tests of what a reader does with it). */
    void putRaw(StoredGame game) {
        games.put(game.id(), game);
    }

    int size() {
        return games.size();
    }

    @Override
    public void readEntries(int pageSize, Pages pages) {
        List<StoredGame> newestFirst = newestFirst();
        int size = Math.max(1, pageSize);
        for (int from = 0; from < newestFirst.size(); from += size) {
            List<StoredRecord> page = new ArrayList<>();
            for (StoredGame g : newestFirst.subList(from, Math.min(newestFirst.size(), from + size))) {
                page.add(new StoredRecord(g.id(), g.revision(), g.name(), g.meta()));
            }
            pages.page(page, from + size >= newestFirst.size());
        }
        if (newestFirst.isEmpty()) {
            pages.page(List.of(), true);
        }
    }

    @Override
    public void save(StoredGame game, int expectedRevision, Saved done) {
        if (writeFailure != null) {
            done.saved(Outcome.FAILED, writeFailure);
            return;
        }
        StoredGame stored = games.get(game.id());
        int storedRevision = stored == null ? 0 : stored.revision();
        if (storedRevision != expectedRevision) {
            done.saved(Outcome.CONFLICT, "");
            return;
        }
        String name = stored == null ? game.name() : stored.name();
        games.put(game.id(), new StoredGame(game.id(), game.revision(), name, game.updated(), game.meta(),
                game.pgn()));
        done.saved(Outcome.SAVED, "");
    }

    @Override
    public void saveAll(List<StoredGame> list, Saved done) {
        if (writeFailure != null) {
            done.saved(Outcome.FAILED, writeFailure);
            return;
        }
        for (StoredGame g : list) {
            games.put(g.id(), g);
        }
        done.saved(Outcome.SAVED, "");
    }

    @Override
    public void rename(String id, String name, Saved done) {
        StoredGame g = games.get(id);
        if (writeFailure != null || g == null) {
            done.saved(Outcome.FAILED, writeFailure != null ? writeFailure : "the game is no longer kept");
            return;
        }
        games.put(id, new StoredGame(id, g.revision(), name, g.updated(), g.meta(), g.pgn()));
        done.saved(Outcome.SAVED, "");
    }

    @Override
    public void readGame(String id, Game receiver) {
        StoredGame g = games.get(id);
        if (g == null || g.pgn() == null) {
            receiver.game(null, 0, "the game is no longer kept");
        } else {
            receiver.game(g.pgn(), g.revision(), "");
        }
    }

    @Override
    public void delete(String id, Deleted receiver) {
        if (writeFailure != null) {
            receiver.deleted(null, writeFailure);
            return;
        }
        StoredGame g = games.remove(id);
        receiver.deleted(g, g == null ? "the game is no longer kept" : "");
    }

    @Override
    public void readAllGames(Games receiver) {
        List<String> pgns = new ArrayList<>();
        for (StoredGame g : newestFirst()) {
            if (g.pgn() != null) {
                pgns.add(g.pgn());
            }
        }
        receiver.games(pgns, "");
    }

    /** Newest first; the same time by id, as IndexedDB's index orders them. */
    private List<StoredGame> newestFirst() {
        List<StoredGame> list = new ArrayList<>(games.values());
        list.sort(Comparator.comparingDouble((StoredGame g) -> -g.updated()).thenComparing(StoredGame::id));
        return list;
    }
}
