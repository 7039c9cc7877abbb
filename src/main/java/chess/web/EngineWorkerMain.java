package chess.web;

import chess.engine.Network;
import chess.engine.TableMemory;
import chess.uci.SearchRunner;
import chess.uci.UciProcessor;
import java.util.function.Function;
import java.util.function.Supplier;
import org.teavm.jso.JSBody;
import org.teavm.jso.JSFunctor;
import org.teavm.jso.JSObject;

/**
 * Entry point of the engine's Web Worker (JavaScript and WebAssembly GC builds): UCI text lines in through
 * {@code postMessage}, lines out the same way. The search runs synchronously inside the message handler
 * ({@link SearchRunner#SYNCHRONOUS}); it watches its own clock, and the page ends an unwanted search by raising
 * the stop flag it shares with the worker (worker-lines.js; a cross-origin-isolated page only). Without the flag
 * the page's analysis ({@code go infinite} or {@code go depth}) runs in slices ({@link #SLICE_MS}), each handing the
 * worker back to its event loop, so that a "stop" line reaches it within a slice; any other search the page can only
 * end by terminating the worker. worker-boot.js loads this build and the evaluation network
 * ({@link WorkerNetwork}), buffers lines that arrive before {@code main} runs and hands them over through
 * {@code chessEngineAttach}.
 */
public final class EngineWorkerMain {
    private EngineWorkerMain() {
    }

    /**
     * How long the first slices of an analysis run without a stop flag: later ones grow with the search, to five
     * times this after five seconds (UciProcessor#searchInSlices), so a stop waits 0.1 to 0.5 s, and the search
     * loses little to them (each goes on with the iteration the last one cut short; see chess.engine.SearchSlice).
     */
    static final int SLICE_MS = 100;

    /** Receives one line from the page. */
    @JSFunctor
    interface LineHandler extends JSObject {
        void handle(String line);
    }

    /** Runs the next slice of an analysis in slices; true while one more is due. */
    @JSFunctor
    interface SliceRunner extends JSObject {
        boolean next();
    }

    public static void main(String[] args) {
        start(null, JsTableMemory::fromPage);
    }

    /**
     * Starts the worker; {@code placeSums}, when given, decides where the loaded net keeps its hidden sums and
     * returns what to report ({@link WasmEngineWorkerMain}); {@code sharedTable} gives the hash table the page
     * shares among its workers, or null.
     */
    static void start(Function<Network, String> placeSums, Supplier<TableMemory> sharedTable) {
        // A worker given the page's shared table searches with it from the start and makes no 16 MB table of its own
        // (a net's arrival leaves a shared table's entries alone: every worker of the page uses the same net).
        TableMemory table = sharedTable.get();
        UciProcessor processor = table == null ? new UciProcessor(EngineWorkerMain::post, SearchRunner.SYNCHRONOUS)
                : new UciProcessor(EngineWorkerMain::post, SearchRunner.SYNCHRONOUS, table);
        processor.stopAlsoWhen(EngineWorkerMain::stopAsked);
        processor.searchInSlices(SLICE_MS, EngineWorkerMain::slicesWanted);
        // before the first line, so every search uses the net
        WorkerNetwork.offer(processor, EngineWorkerMain::post, placeSums);
        if (table != null) {
            post(SHARED_TABLE + processor.hashSize());
        }
        attach(processor::handle, processor::continueSearch);
    }

    /**
     * What the worker says once its hash table is the one the page shares among its workers (followed by its size):
     * the page lets it help a search only then ({@link WorkerEngine}).
     */
    static final String SHARED_TABLE = "info string hash table shared: ";

    @JSBody(params = "line", script = "self.chessPost(line);")
    private static native void post(String line);

    /** True once the page has raised the shared stop flag for the work in hand (never without a flag). */
    @JSBody(script = "return self.chessStopAsked();")
    private static native boolean stopAsked();

    /**
     * Whether an analysis runs in slices: for a page that tags its messages and has shared no stop flag
     * (worker-lines.js); a client sending plain lines gets every search whole.
     */
    @JSBody(script = "return self.chessSlicesWanted();")
    private static native boolean slicesWanted();

    @JSBody(params = {"handler", "slices"}, script = "self.chessEngineAttach(handler, slices);")
    private static native void attach(LineHandler handler, SliceRunner slices);
}
