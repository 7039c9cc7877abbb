package chess.web;

import org.teavm.jso.JSBody;
import org.teavm.jso.JSObject;
import org.teavm.jso.dom.events.MessageEvent;
import org.teavm.jso.workers.Worker;

/**
 * One engine worker of the page, and how a search in it is ended. The search runs synchronously inside the worker,
 * where no "stop" line reaches it. On a cross-origin-isolated page the worker is given a stop flag in shared memory
 * (worker-lines.js); once it says it has it, {@link #stopByFlag} writes the next generation into the flag, the
 * search sees it within a thousand nodes and ends, and the worker keeps its hash table and loaded net for the next
 * lines. Without the flag the worker runs the page's analysis ({@code go depth}, {@code go infinite}) in slices
 * and handles lines between two of them, so {@link #stopBetweenSlices} ends one by a "stop" line within a slice
 * (0.1 to 0.5 s); any other search only {@link #terminate} ends. Messages carry their generation both ways, and what an ended search still says is
 * dropped here.
 */
final class EngineWorker {
    /** Where a worker's lines and failure go; {@code from} tells a current worker from a spare or an ended one. */
    interface Listener {
        void line(EngineWorker from, String line);

        void failed(EngineWorker from);
    }

    /** What worker-lines.js answers once it has the stop flag. */
    private static final String FLAG_TAKEN = "info string stop flag shared";
    /**
     * A worker silent this long is not trusted to see the flag: it is terminated instead, as without a flag. A
     * search reports after every iteration and polls the flag every thousand nodes; one silent for this long is in
     * an iteration of its own (a long analysis: then ending the worker costs only its table) or at fault, and
     * then the flag might never be seen and every later search would wait behind it.
     */
    private static final int SILENT_MS = 20_000;

    private final Worker worker;
    /** The shared stop flag (an Int32Array), or null where the page is not cross-origin isolated. */
    private final JSObject flag;
    private boolean flagTaken;
    /** When the worker last said anything, in the page's milliseconds. */
    private double lastHeard = Browser.now();
    /** The generation of the work sent now: what the flag holds, and the tag of every message both ways. */
    private int generation;

    private EngineWorker(Worker worker, JSObject flag) {
        this.worker = worker;
        this.flag = flag;
    }

    /**
     * A worker started from {@code url}, or null when the browser refuses one (a page opened from file://). On a
     * cross-origin-isolated page it gets a stop flag, and {@code table} (a shared WebAssembly.Memory from
     * {@link #newSharedTable}, or null) as the hash table it shares with other workers.
     */
    static EngineWorker start(String url, Listener listener, JSObject table) {
        boolean isolated = crossOriginIsolated();
        // "table=1": the worker waits for the table before its engine starts (worker-boot.js)
        Worker w = createWorker(table != null && isolated ? url + "&table=1" : url);
        if (w == null) {
            return null;
        }
        EngineWorker engine = new EngineWorker(w, isolated ? newStopFlag() : null);
        w.onMessage((MessageEvent e) -> engine.receive(e.getData(), listener));
        w.onError(e -> listener.failed(engine));
        if (engine.flag != null) {
            // before any line, so the worker handles every line knowing the flag (and has the table at its start)
            shareFlag(w, engine.flag, table);
        }
        return engine;
    }

    /**
     * Memory for a hash table of {@code megabytes} (a power of two) that several workers can share, or null where
     * the page is not cross-origin isolated or the browser refuses it: the table's buckets and the 48 bytes the
     * engine leaves before them (chess.engine.TranspositionTable), in 64 KB pages.
     */
    static JSObject newSharedTable(int megabytes) {
        return crossOriginIsolated() ? newSharedMemory(megabytes * 16 + 1) : null;
    }

    @JSBody(params = "pages", script = "try { return new WebAssembly.Memory({ initial: pages, maximum: pages,"
            + " shared: true }); } catch (e) { return null; }")
    private static native JSObject newSharedMemory(int pages);

    private void receive(JSObject data, Listener listener) {
        lastHeard = Browser.now();
        if (isTagged(data)) {
            String text = taggedText(data);
            // Else said by a search that was ended since; but what the worker says of its table, at its start,
            // holds whatever ended meanwhile.
            if (tag(data) == generation || text.startsWith(EngineWorkerMain.SHARED_TABLE)) {
                listener.line(this, text);
            }
        } else if (flag != null && FLAG_TAKEN.equals(text(data))) {
            flagTaken = true; // the worker's generation is 0, as is ours: nothing was ended by the flag yet
        } else {
            listener.line(this, text(data));
        }
    }

    /** Posts {@code text} (lines joined by "\n") as one message, tagged with the work's generation. */
    void post(String text) {
        postTagged(worker, generation, text);
    }

    /**
     * Ends an analysis that runs in slices (a worker without a stop flag) by a "stop" line of its generation, which
     * the worker handles after the slice in hand, and returns true; false when this worker has a flag (then
     * {@link #stopByFlag}) or has been silent too long to be trusted to take a line soon.
     */
    boolean stopBetweenSlices() {
        if (flag != null || Browser.now() - lastHeard > SILENT_MS) {
            return false;
        }
        postTagged(worker, generation, "stop");
        generation++;
        return true;
    }

    /**
     * Ends the work in hand (a running search, and any lines posted but not yet handled) by the stop flag and
     * returns true, or returns false when this worker has no flag or has been silent too long to be trusted with
     * it: then only {@link #terminate} ends it.
     */
    boolean stopByFlag() {
        if (!flagTaken || Browser.now() - lastHeard > SILENT_MS) {
            return false;
        }
        generation++;
        raise(flag, generation);
        return true;
    }

    void terminate() {
        worker.terminate();
    }

    @JSBody(script = "return self.crossOriginIsolated === true && typeof SharedArrayBuffer === 'function'"
            + " && typeof Atomics === 'object';")
    private static native boolean crossOriginIsolated();

    @JSBody(script = "return new Int32Array(new SharedArrayBuffer(4));")
    private static native JSObject newStopFlag();

    @JSBody(params = { "worker", "flag", "table" }, script = "worker.postMessage(table"
            + " ? { stopFlag: flag.buffer, table: table } : { stopFlag: flag.buffer });")
    private static native void shareFlag(Worker worker, JSObject flag, JSObject table);

    @JSBody(params = { "flag", "generation" }, script = "Atomics.store(flag, 0, generation);")
    private static native void raise(JSObject flag, int generation);

    @JSBody(params = "url", script = "try { return new Worker(url); } catch (e) { return null; }")
    private static native Worker createWorker(String url);

    @JSBody(params = { "worker", "generation", "text" }, script = "worker.postMessage([generation, text]);")
    private static native void postTagged(Worker worker, int generation, String text);

    @JSBody(params = "data", script = "return Array.isArray(data);")
    private static native boolean isTagged(JSObject data);

    @JSBody(params = "data", script = "return data[0] | 0;")
    private static native int tag(JSObject data);

    @JSBody(params = "data", script = "return String(data[1]);")
    private static native String taggedText(JSObject data);

    @JSBody(params = "data", script = "return String(data);")
    private static native String text(JSObject data);
}
