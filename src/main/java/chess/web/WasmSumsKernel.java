package chess.web;

import chess.engine.SumsKernel;
import org.teavm.interop.Import;

/**
 * The network's SIMD kernel (net-kernel.js) as the WebAssembly engine worker imports it: the import module
 * "chessNetKernel", which worker-boot.js fills with the kernel's exports, so each call goes from Wasm to Wasm
 * without JavaScript in between. Only the Wasm build has it ({@link WasmEngineWorkerMain}): TeaVM's JavaScript
 * build cannot import WebAssembly functions, and keeps the sums in Java.
 */
final class WasmSumsKernel implements SumsKernel {
    private static final String MODULE = "chessNetKernel";

    /** Whether worker-boot.js could make the kernel (a browser with WebAssembly SIMD). */
    static boolean available() {
        return kernelAvailable() != 0;
    }

    @Import(module = MODULE, name = "available")
    private static native int kernelAvailable();

    @Import(module = MODULE, name = "size")
    private static native int kernelSize();

    @Import(module = MODULE, name = "grow")
    private static native int kernelGrow(int pages);

    @Import(module = MODULE, name = "setVectorBytes")
    private static native void kernelSetVectorBytes(int bytes);

    @Import(module = MODULE, name = "store32")
    private static native void kernelStore32(int address, int value);

    @Import(module = MODULE, name = "load32")
    private static native int kernelLoad32(int address);

    @Import(module = MODULE, name = "add")
    private static native void kernelAdd(int dst, int row);

    @Import(module = MODULE, name = "subtract")
    private static native void kernelSubtract(int dst, int row);

    @Import(module = MODULE, name = "move")
    private static native void kernelMove(int src, int dst, int lifted, int put);

    @Import(module = MODULE, name = "copy")
    private static native void kernelCopy(int src, int dst, int bytes);

    @Import(module = MODULE, name = "output")
    private static native int kernelOutput(int us, int them, int weights);

    @Override
    public int size() {
        return kernelSize();
    }

    @Override
    public boolean grow(int pages) {
        return kernelGrow(pages) != -1; // memory.grow answers -1 when it cannot
    }

    @Override
    public void setVectorBytes(int bytes) {
        kernelSetVectorBytes(bytes);
    }

    @Override
    public void store32(int address, int value) {
        kernelStore32(address, value);
    }

    @Override
    public int load32(int address) {
        return kernelLoad32(address);
    }

    @Override
    public void add(int dst, int row) {
        kernelAdd(dst, row);
    }

    @Override
    public void subtract(int dst, int row) {
        kernelSubtract(dst, row);
    }

    @Override
    public void move(int src, int dst, int lifted, int put) {
        kernelMove(src, dst, lifted, put);
    }

    @Override
    public void copy(int src, int dst, int bytes) {
        kernelCopy(src, dst, bytes);
    }

    @Override
    public int output(int us, int them, int weights) {
        return kernelOutput(us, them, weights);
    }
}
