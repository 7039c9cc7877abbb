package chess.web;

import chess.engine.TableMemory;
import org.teavm.jso.JSBody;
import org.teavm.jso.JSObject;

/**
 * The hash table the page's engine workers share, as the JavaScript engine worker reads it: an Int32Array over the
 * shared WebAssembly.Memory the page gave this worker (self.chessSharedTable, worker-lines.js).
 */
final class JsTableMemory implements TableMemory {
    private final JSObject ints;
    private final int length;

    private JsTableMemory(JSObject ints) {
        this.ints = ints;
        this.length = lengthOf(ints);
    }

    /** The page's shared table, or null when this worker was given none. */
    static TableMemory fromPage() {
        JSObject ints = sharedInts();
        return ints == null ? null : new JsTableMemory(ints);
    }

    @JSBody(script = "var m = self.chessSharedTable; return m ? new Int32Array(m.buffer) : null;")
    private static native JSObject sharedInts();

    @JSBody(params = "ints", script = "return ints.length;")
    private static native int lengthOf(JSObject ints);

    @JSBody(params = { "ints", "index" }, script = "return ints[index];")
    private static native int load(JSObject ints, int index);

    @JSBody(params = { "ints", "index", "value" }, script = "ints[index] = value;")
    private static native void store(JSObject ints, int index, int value);

    @Override
    public int length() {
        return length;
    }

    @Override
    public int get(int index) {
        return load(ints, index);
    }

    @Override
    public void set(int index, int value) {
        store(ints, index, value);
    }

    @Override
    public void clear(int from, int to) {
        fill(ints, from, to);
    }

    @JSBody(params = { "ints", "from", "to" }, script = "ints.fill(0, from, to);")
    private static native void fill(JSObject ints, int from, int to);
}
