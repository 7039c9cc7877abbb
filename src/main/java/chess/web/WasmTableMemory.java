package chess.web;

import chess.engine.TableMemory;
import org.teavm.interop.Import;

/**
 * The hash table the page's engine workers share, as the WebAssembly engine worker imports it (table-memory.js):
 * the import module "chessTable", whose functions read and write a shared WebAssembly.Memory, so each access goes
 * from Wasm to Wasm without JavaScript in between. Only the Wasm build has it ({@link WasmEngineWorkerMain}).
 */
final class WasmTableMemory implements TableMemory {
    private static final String MODULE = "chessTable";

    private final int length = tableLength();

    private WasmTableMemory() {
    }

    /** The page's shared table, or null when this worker was given none (or the browser could not map it). */
    static TableMemory fromPage() {
        return tableAvailable() != 0 ? new WasmTableMemory() : null;
    }

    @Import(module = MODULE, name = "available")
    private static native int tableAvailable();

    @Import(module = MODULE, name = "length")
    private static native int tableLength();

    @Import(module = MODULE, name = "load")
    private static native int tableLoad(int index);

    @Import(module = MODULE, name = "store")
    private static native void tableStore(int index, int value);

    @Override
    public int length() {
        return length;
    }

    @Override
    public int get(int index) {
        return tableLoad(index);
    }

    @Override
    public void set(int index, int value) {
        tableStore(index, value);
    }
}
