package chess.web;

import chess.app.GameStore;
import java.util.ArrayList;
import java.util.List;
import org.teavm.jso.JSBody;
import org.teavm.jso.JSFunctor;
import org.teavm.jso.JSObject;

/**
 * The library's {@link GameStore} in the browser's IndexedDB (database {@code chess-library}, version 1). Two object
 * stores: {@code entries}, the small records the list reads ({@code {id, order, rev, name, format, meta}}, with the
 * index {@code newest} on {@code [order, id]}, order being minus the time of the last write, so the index runs newest
 * first), and {@code games}, the PGN ({@code {id, rev, format, pgn}}), read only to open or export a game. The list
 * is read in pages ({@code getAll} with a count, after the last key), one task each. A save checks the stored
 * revision and writes both records in one transaction. Every failure (no IndexedDB, storage blocked, the quota full,
 * a write refused) comes back as a reason in plain words; the scripts are fixed text and the data only values.
 */
final class IndexedDbStore implements GameStore {
    /** The database, opened on first use: a Promise of it, or of the reason it cannot be had. */
    private JSObject database;

    private JSObject database() {
        if (database == null) {
            database = open();
        }
        return database;
    }

    @JSFunctor
    interface RecordReceiver extends JSObject {
        void record(String id, int revision, String name, String meta);
    }

    @JSFunctor
    interface PageEnd extends JSObject {
        void end(boolean last, String failure);
    }

    @JSFunctor
    interface Done extends JSObject {
        void done(String outcome, String reason);
    }

    @JSFunctor
    interface GameReceiver extends JSObject {
        void game(String pgn, int revision, String reason);
    }

    @JSFunctor
    interface DeletedReceiver extends JSObject {
        void deleted(String id, int revision, String name, double updated, String meta, String pgn, String reason);
    }

    @JSFunctor
    interface TextReceiver extends JSObject {
        void text(String pgn);
    }

    @Override
    public void readEntries(int pageSize, Pages pages) {
        List<StoredRecord> page = new ArrayList<>();
        readEntries(database(), pageSize, (id, revision, name, meta) -> page.add(new StoredRecord(id, revision, name,
                meta)), (last, failure) -> {
                    if (failure != null) {
                        pages.failed(failure);
                        return;
                    }
                    List<StoredRecord> records = new ArrayList<>(page);
                    page.clear();
                    pages.page(records, last);
                });
    }

    @Override
    public void save(StoredGame game, int expectedRevision, Saved done) {
        save(database(), game.id(), expectedRevision, game.revision(), game.name(), game.updated(), game.meta(),
                game.pgn(), (outcome, reason) -> done.saved(Outcome.valueOf(outcome), reason));
    }

    @Override
    public void saveAll(List<StoredGame> games, Saved done) {
        JSObject batch = newArray();
        for (StoredGame g : games) {
            push(batch, g.id(), g.revision(), g.name(), g.updated(), g.meta(), g.pgn());
        }
        saveAll(database(), batch, (outcome, reason) -> done.saved(Outcome.valueOf(outcome), reason));
    }

    @Override
    public void rename(String id, String name, Saved done) {
        rename(database(), id, name, (outcome, reason) -> done.saved(Outcome.valueOf(outcome), reason));
    }

    @Override
    public void readGame(String id, Game receiver) {
        readGame(database(), id, receiver::game);
    }

    @Override
    public void delete(String id, Deleted receiver) {
        delete(database(), id, (was, revision, name, updated, meta, pgn, reason) -> receiver.deleted(
                was == null ? null : new StoredGame(was, revision, name, updated, meta, pgn), reason));
    }

    @Override
    public void readAllGames(Games receiver) {
        List<String> pgns = new ArrayList<>();
        readAllGames(database(), pgns::add, (last, failure) -> receiver.games(failure == null ? pgns : null,
                failure));
    }

    // ---- the scripts ------------------------------------------------------------------------------------------

    /** The reason a request failed, in plain words (shared by the scripts below through the page's global). */
    private static final String REASON = "var reason = function (e) {"
            + " var n = e && e.name ? String(e.name) : '';"
            + " if (n === 'QuotaExceededError') { return 'the storage space for this site is full'; }"
            + " if (n === 'SecurityError' || n === 'InvalidStateError' || n === 'UnknownError') {"
            + "   return 'storage is blocked or unavailable in this window'; }"
            + " return 'storage failed' + (e && e.message ? ': ' + String(e.message) : ''); };";

    /**
     * {@code withDb(database, body, fail)}: runs {@code body(db)} once the database is open; {@code fail(why)} gets
     * the reason in words when it did not open or when the body threw.
     */
    private static final String WITH_DB = REASON + " var withDb = function (database, body, fail) {"
            + " database.then(function (db) { try { body(db); } catch (e) { fail(reason(e)); } },"
            + " function (why) { fail(String(why)); }); };";

    @JSBody(script = REASON + " try {"
            + " if (typeof indexedDB === 'undefined' || !indexedDB) {"
            + "   return Promise.reject('this browser offers no storage for pages (IndexedDB)'); }"
            + " return new Promise(function (resolve, reject) {"
            + "   var r; try { r = indexedDB.open('chess-library', 1); } catch (e) { reject(reason(e)); return; }"
            + "   r.onupgradeneeded = function () { var db = r.result;"
            + "     if (!db.objectStoreNames.contains('entries')) {"
            + "       db.createObjectStore('entries', { keyPath: 'id' }).createIndex('newest', ['order', 'id']); }"
            + "     if (!db.objectStoreNames.contains('games')) { db.createObjectStore('games', { keyPath: 'id' }); } };"
            + "   r.onsuccess = function () { var db = r.result;"
            + "     db.onversionchange = function () { db.close(); };" // a later release may upgrade it
            + "     resolve(db); };"
            + "   r.onerror = function () { reject(reason(r.error)); };"
            + "   r.onblocked = function () { reject('an older copy of the app in another tab holds the storage'); };"
            + " });"
            + " } catch (e) { return Promise.reject(reason(e)); }")
    private static native JSObject open();

    @JSBody(params = { "database", "size", "record", "end" }, script = WITH_DB
            + " withDb(database, function (db) { var after = null;"
            + " var next = function () { try {"
            + "   var index = db.transaction('entries', 'readonly').objectStore('entries').index('newest');"
            + "   var req = index.getAll(after === null ? null : IDBKeyRange.lowerBound(after, true), size);"
            + "   req.onsuccess = function () { var rows = req.result;"
            + "     for (var i = 0; i < rows.length; i++) { var r = rows[i];"
            + "       record(typeof r.id === 'string' ? r.id : '', typeof r.rev === 'number' ? r.rev | 0 : 0,"
            + "         typeof r.name === 'string' ? r.name : '', typeof r.meta === 'string' ? r.meta : null); }"
            + "     var last = rows.length < size;"
            + "     if (rows.length > 0) { after = [rows[rows.length - 1].order, rows[rows.length - 1].id]; }"
            + "     end(last, null); if (!last) { setTimeout(next, 0); } };"
            + "   req.onerror = function () { end(true, reason(req.error)); };"
            + " } catch (e) { end(true, reason(e)); } };"
            + " next(); }, function (why) { end(true, why); });")
    private static native void readEntries(JSObject database, int size, RecordReceiver record, PageEnd end);

    @JSBody(params = { "database", "id", "expected", "rev", "name", "updated", "meta", "pgn", "done" },
            script = WITH_DB + " withDb(database, function (db) {"
            + " var tx = db.transaction(['entries', 'games'], 'readwrite'); var outcome = 'SAVED';"
            + " var entries = tx.objectStore('entries'); var get = entries.get(id);"
            + " get.onsuccess = function () { var old = get.result;"
            + "   var stored = old && typeof old.rev === 'number' ? old.rev : 0;"
            + "   if (stored !== expected) { outcome = 'CONFLICT'; return; }"
            + "   entries.put({ id: id, order: -updated, rev: rev, format: 1, meta: meta,"
            + "     name: old && typeof old.name === 'string' ? old.name : name });"
            + "   tx.objectStore('games').put({ id: id, rev: rev, format: 1, pgn: pgn }); };"
            + " tx.oncomplete = function () { done(outcome, ''); };"
            + " tx.onabort = function () { done('FAILED', reason(tx.error)); };"
            + " }, function (why) { done('FAILED', why); });")
    private static native void save(JSObject database, String id, int expected, int rev, String name, double updated,
            String meta, String pgn, Done done);

    @JSBody(script = "return [];")
    private static native JSObject newArray();

    @JSBody(params = { "array", "id", "rev", "name", "updated", "meta", "pgn" }, script = "array.push({ id: id,"
            + " rev: rev, name: name, updated: updated, meta: meta, pgn: pgn });")
    private static native void push(JSObject array, String id, int rev, String name, double updated, String meta,
            String pgn);

    @JSBody(params = { "database", "batch", "done" }, script = WITH_DB + " withDb(database, function (db) {"
            + " var tx = db.transaction(['entries', 'games'], 'readwrite');"
            + " var entries = tx.objectStore('entries'); var games = tx.objectStore('games');"
            + " for (var i = 0; i < batch.length; i++) { var g = batch[i];"
            + "   entries.put({ id: g.id, order: -g.updated, rev: g.rev, format: 1, meta: g.meta, name: g.name });"
            + "   games.put({ id: g.id, rev: g.rev, format: 1, pgn: g.pgn }); }"
            + " tx.oncomplete = function () { done('SAVED', ''); };"
            + " tx.onabort = function () { done('FAILED', reason(tx.error)); };"
            + " }, function (why) { done('FAILED', why); });")
    private static native void saveAll(JSObject database, JSObject batch, Done done);

    @JSBody(params = { "database", "id", "name", "done" }, script = WITH_DB + " withDb(database, function (db) {"
            + " var tx = db.transaction('entries', 'readwrite'); var entries = tx.objectStore('entries');"
            + " var outcome = 'SAVED'; var why = ''; var get = entries.get(id);"
            + " get.onsuccess = function () { var old = get.result;"
            + "   if (!old) { outcome = 'FAILED'; why = 'the game is no longer kept'; return; }"
            + "   old.name = name; entries.put(old); };"
            + " tx.oncomplete = function () { done(outcome, why); };"
            + " tx.onabort = function () { done('FAILED', reason(tx.error)); };"
            + " }, function (why) { done('FAILED', why); });")
    private static native void rename(JSObject database, String id, String name, Done done);

    @JSBody(params = { "database", "id", "receive" }, script = WITH_DB + " withDb(database, function (db) {"
            + " var req = db.transaction('games', 'readonly').objectStore('games').get(id);"
            + " req.onsuccess = function () { var g = req.result;"
            + "   if (!g || typeof g.pgn !== 'string') { receive(null, 0, 'the game is no longer kept'); return; }"
            + "   receive(g.pgn, typeof g.rev === 'number' ? g.rev | 0 : 0, ''); };"
            + " req.onerror = function () { receive(null, 0, reason(req.error)); };"
            + " }, function (why) { receive(null, 0, why); });")
    private static native void readGame(JSObject database, String id, GameReceiver receive);

    @JSBody(params = { "database", "id", "receive" }, script = WITH_DB + " withDb(database, function (db) {"
            + " var tx = db.transaction(['entries', 'games'], 'readwrite');"
            + " var entries = tx.objectStore('entries'); var games = tx.objectStore('games');"
            + " var entry = null; var game = null;"
            + " var e = entries.get(id); e.onsuccess = function () { entry = e.result || null; };"
            + " var g = games.get(id); g.onsuccess = function () { game = g.result || null; };"
            + " entries.delete(id); games.delete(id);"
            + " tx.oncomplete = function () {"
            + "   if (!entry) { receive(null, 0, '', 0, null, null, 'the game is no longer kept'); return; }"
            + "   receive(String(entry.id), typeof entry.rev === 'number' ? entry.rev | 0 : 0,"
            + "     typeof entry.name === 'string' ? entry.name : '', typeof entry.order === 'number' ? -entry.order : 0,"
            + "     typeof entry.meta === 'string' ? entry.meta : null, game && typeof game.pgn === 'string' ? game.pgn"
            + "     : null, ''); };"
            + " tx.onabort = function () { receive(null, 0, '', 0, null, null, reason(tx.error)); };"
            + " }, function (why) { receive(null, 0, '', 0, null, null, why); });")
    private static native void delete(JSObject database, String id, DeletedReceiver receive);

    /** Every game's PGN, newest first (the entries' index gives the order), read 500 games a request. */
    @JSBody(params = { "database", "text", "end" }, script = WITH_DB + " withDb(database, function (db) {"
            + " var keys = db.transaction('entries', 'readonly').objectStore('entries').index('newest').getAllKeys();"
            + " keys.onerror = function () { end(true, reason(keys.error)); };"
            + " keys.onsuccess = function () { var order = keys.result; var byId = new Map(); var after = null;"
            + "   var next = function () { try {"
            + "     var req = db.transaction('games', 'readonly').objectStore('games')"
            + "       .getAll(after === null ? null : IDBKeyRange.lowerBound(after, true), 500);"
            + "     req.onsuccess = function () { var rows = req.result;"
            + "       for (var i = 0; i < rows.length; i++) { byId.set(rows[i].id, rows[i].pgn); }"
            + "       if (rows.length === 500) { after = rows[499].id; setTimeout(next, 0); return; }"
            + "       for (var j = 0; j < order.length; j++) { var p = byId.get(order[j]);"
            + "         if (typeof p === 'string') { text(p); } }"
            + "       end(true, null); };"
            + "     req.onerror = function () { end(true, reason(req.error)); };"
            + "   } catch (e) { end(true, reason(e)); } };"
            + "   next(); };"
            + " }, function (why) { end(true, why); });")
    private static native void readAllGames(JSObject database, TextReceiver text, PageEnd end);
}
