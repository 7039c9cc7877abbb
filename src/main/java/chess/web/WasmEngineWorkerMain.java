package chess.web;

/**
 * Entry point of the engine's WebAssembly worker: {@link EngineWorkerMain}'s, with the network's hidden sums in the
 * SIMD kernel that worker-boot.js imports ({@link WasmSumsKernel}) where the browser could make it. The worker says
 * which, once, when a net is loaded: "info string network sums: simd kernel", or "java" and why not.
 */
public final class WasmEngineWorkerMain {
    private WasmEngineWorkerMain() {
    }

    public static void main(String[] args) {
        EngineWorkerMain.start(net -> {
            if (!WasmSumsKernel.available()) {
                return "java (the SIMD kernel could not be made in this browser)";
            }
            return net.computeSumsIn(new WasmSumsKernel()) ? "simd kernel"
                    : "java (the net's neurons do not fill whole SIMD vectors)";
        }, WasmTableMemory::fromPage);
    }
}
