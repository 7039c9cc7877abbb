package chess.web;

import chess.app.EngineLink;
import chess.app.HelperTotals;
import chess.engine.Engine;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import org.teavm.jso.JSObject;
import org.teavm.jso.browser.Window;

/**
 * The engine in a Web Worker (worker-boot.js with the page's build): lines go out with postMessage, lines that
 * come back go to the controller. {@link #restart} ends the running search: at once by the worker's shared stop
 * flag where the page is cross-origin isolated (the service worker makes the app's page so from the second visit
 * on), and the worker goes on with its hash table and net; else an analysis, which such a worker runs in slices,
 * within a slice by a "stop" line it takes between two, keeping its table and net as well; else at once (a move or a hint on a page
 * that is not isolated) by terminating the worker and putting a spare worker, loaded in advance, in its place, so
 * the next search starts without waiting for a build to load ({@link EngineWorker}). Lines still queued from a
 * terminated worker, from the idle spare or from an ended search are dropped.
 *
 * <p>Nothing here runs inside the task of the user's action (a move, a click): lines are posted, and a worker is
 * created, in a task of their own right after it, and a new spare is loaded a second later. Creating a worker
 * costs the main thread a few milliseconds, and its start (the browser parses and compiles the engine's build on
 * another thread) competes for the CPU; on a small machine, both inside the move's task made it one long task.
 *
 * <p>On a cross-origin-isolated page an engine may also have helpers: workers that share its hash table (memory the
 * page makes and gives them all) and search alongside it when a search is offered help ({@link #helpWith}: analysis
 * and hints), Lazy SMP as the JVM's engine does with threads. They are started with the first search that wants
 * them and say when they have taken the shared table; their own reports are dropped, and they are stopped by their
 * flags whenever the engine's search ends or is ended.
 */
final class WorkerEngine implements EngineLink, EngineWorker.Listener {
    /** How long after a restart the next spare worker is loaded: after the new search has got going. */
    private static final int SPARE_DELAY_MS = 1000;

    private final String build;
    /** The helpers wanted (0: none), and the hash table shared with them (null until needed, or where impossible). */
    private final int helperCount;
    private JSObject sharedTable;
    /** Whether the current worker (and the spare) have taken the shared table: only then can helpers help it. */
    private boolean workerShares;
    private boolean spareShares;
    private final List<EngineWorker> helpers = new ArrayList<>();
    /** The helpers that have said they took the shared table, and those searching now. */
    private final List<EngineWorker> sharing = new ArrayList<>();
    private final List<EngineWorker> helping = new ArrayList<>();
    /**
     * Lines for the helpers, not posted yet (null: none): posted once the search they help is posted and its worker
     * has taken the shared table, which a new worker says only once it runs.
     */
    private List<String> helperLines;
    /** The helpers' nodes and speeds in the current search, added to the engine's reports. */
    private final HelperTotals totals = new HelperTotals();
    /** Where the engine's lines go. */
    private Consumer<String> lines = line -> { };
    private EngineWorker worker;
    private EngineWorker spare;
    /** Lines sent but not yet posted: they go out together in the next task. */
    private final List<String> outbox = new ArrayList<>();
    private boolean flushScheduled;
    private boolean spareScheduled;
    /** Whether the worker's search (the last go sent, until its bestmove) is one it runs in slices without a flag. */
    private boolean searchInSlices;

    /** {@code build}: "wasm" or "js", the build the page runs; no helpers. */
    WorkerEngine(String build) {
        this(build, 0);
    }

    /** {@code helperCount}: how many helpers may search alongside the engine on a cross-origin-isolated page. */
    WorkerEngine(String build, int helperCount) {
        this.build = build;
        this.helperCount = helperCount;
    }

    /** Sends the engine's lines to {@code receiver} (the controller's engineLine or reviewLine). */
    void connect(Consumer<String> receiver) {
        this.lines = receiver;
    }

    @Override
    public void send(String line) {
        if (line.startsWith("go")) {
            searchInSlices = endsByStopOrDepth(line);
        }
        outbox.add(line);
        if (!flushScheduled) {
            flushScheduled = true;
            Window.setTimeout(this::flush, 0);
        }
    }

    private void flush() {
        flushScheduled = false;
        if (outbox.isEmpty()) {
            return;
        }
        if (worker == null) {
            worker = load();
        }
        if (worker != null) { // one message for the task's lines: each postMessage is a copy and an event
            worker.post(String.join("\n", outbox));
        }
        outbox.clear();
        postHelperLines();
    }

    /** True when helper lines wait and the search they help has a worker that took the shared table. */
    private boolean helpersDue() {
        return helperLines != null && worker != null && workerShares;
    }

    private void postHelperLines() {
        if (!helpersDue()) {
            return;
        }
        startHelpers(); // a new helper keeps the lines until it runs, and then says whether it took the table
        totals.clear();
        String text = String.join("\n", helperLines);
        for (EngineWorker h : helpers) {
            h.post(text);
            helping.add(h);
        }
        helperLines = null;
    }

    @Override
    public int searchers() {
        // Helpers about to be posted count already, so the page's status does not change (and is not announced
        // again) a moment after each new search starts.
        return 1 + (helpersDue() ? helpers.size() : helping.size());
    }

    @Override
    public void helpWith(List<String> lines) {
        if (helperCount > 0) {
            helperLines = lines; // posted after the search's own lines
        }
    }

    /** Starts the helpers not running yet; they help from the first search after they took the table. */
    private void startHelpers() {
        while (helpers.size() < helperCount) {
            EngineWorker h = EngineWorker.start(url(), this, sharedTable);
            if (h == null) {
                return;
            }
            helpers.add(h);
        }
    }

    /** Ends the helpers' searches: by their flags, or by ending a helper that cannot be trusted with its flag. */
    private void stopHelpers() {
        List<EngineWorker> stopping = new ArrayList<>(helping);
        helping.clear();
        totals.clear();
        for (EngineWorker h : stopping) {
            if (!h.stopByFlag()) {
                dropHelper(h); // a new one is started with the next search that wants help
            }
        }
    }

    private void dropHelper(EngineWorker h) {
        h.terminate();
        helpers.remove(h);
        sharing.remove(h);
        helping.remove(h);
    }

    @Override
    public void restart() {
        outbox.clear(); // lines for the work just ended; a posted one would have been lost with it
        helperLines = null;
        stopHelpers();
        if (worker != null && worker.stopByFlag()) {
            return;
        }
        if (worker != null && searchInSlices && worker.stopBetweenSlices()) {
            searchInSlices = false;
            return;
        }
        if (worker != null) {
            worker.terminate();
        }
        worker = spare; // null: the next flush loads one
        spare = null;
        workerShares = spareShares; // else not until the new worker says it has taken the table
        spareShares = false;
        if (!spareScheduled) {
            spareScheduled = true;
            Window.setTimeout(() -> {
                spareScheduled = false;
                if (spare == null) {
                    spare = load();
                }
            }, SPARE_DELAY_MS);
        }
    }

    /**
     * Whether the search of {@code goLine} is one a worker without a stop flag runs in slices: only a stop or its
     * depth ends it, no clock, move time or node count (as chess.engine.Limits#endsByStopOrDepth decides there).
     */
    static boolean endsByStopOrDepth(String goLine) {
        String words = " " + goLine.trim() + " "; // the page's lines: words one space apart
        for (String limit : new String[] {"wtime", "btime", "movetime", "nodes", "mate", "perft"}) {
            if (words.contains(" " + limit + " ")) {
                return false;
            }
        }
        return words.contains(" infinite ") || words.contains(" depth ");
    }

    /** A new worker, or null (reported to the controller) when the browser refuses one. */
    private EngineWorker load() {
        if (helperCount > 0 && sharedTable == null) {
            sharedTable = EngineWorker.newSharedTable(Engine.DEFAULT_HASH_MB);
        }
        EngineWorker w = EngineWorker.start(url(), this, sharedTable);
        if (w == null) { // e.g. a page opened from file://, where workers are refused
            Window.setTimeout(() -> lines.accept(
                    EngineLink.failureLine("could not start: this browser refused to start a worker")), 0);
        }
        return w;
    }

    private String url() {
        return "worker-boot.js?build=" + build;
    }

    @Override
    public void line(EngineWorker from, String line) {
        boolean takesTable = line.startsWith(EngineWorkerMain.SHARED_TABLE);
        if (from == worker) { // a terminated worker's last lines may still be queued: ignore them
            if (takesTable) {
                workerShares = true;
                postHelperLines();
            } else if (line.startsWith("bestmove")) {
                searchInSlices = false;
                helperLines = null;
                stopHelpers(); // the search they helped has ended by itself
            }
            lines.accept(totals.addTo(line)); // nodes and speed of all the workers searching, as threads report them
        } else if (helpers.contains(from)) {
            if (helping.contains(from)) {
                totals.helperLine(from, line);
            }
            if (takesTable) {
                sharing.add(from);
            } else if (EngineLink.isFailure(line) || line.startsWith("info depth") && !sharing.contains(from)) {
                dropHelper(from); // it failed, or it searches with a table of its own, which helps nobody
            }
        } else if (from == spare && takesTable) {
            spareShares = true;
        }
    }

    @Override
    public void failed(EngineWorker from) {
        if (helpers.contains(from)) {
            dropHelper(from);
        } else if (from == worker) {
            lines.accept(EngineLink.failureLine("could not start: the worker failed to load"));
        } else if (from == spare) {
            spare = null; // not worth swapping in
        }
    }
}
