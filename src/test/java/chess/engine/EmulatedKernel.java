package chess.engine;

/**
 * A {@link SumsKernel} in plain Java with the WebAssembly module's semantics (sixteen-bit lanes that wrap, clipping
 * to 0..255, 32-bit sums), so that the JVM tests can check {@link KernelSums} and {@link KernelWeights} against
 * {@link PackedSums}. The module itself is checked in the browser (WorkerNetworkChromeIT).
 */
final class EmulatedKernel implements SumsKernel {
    private static final int PAGE = 65_536;
    private short[] lanes = new short[PAGE / 2];
    private int vectorBytes;

    @Override
    public int size() {
        return lanes.length * 2;
    }

    @Override
    public boolean grow(int pages) {
        lanes = java.util.Arrays.copyOf(lanes, lanes.length + pages * PAGE / 2);
        return true;
    }

    @Override
    public void setVectorBytes(int bytes) {
        vectorBytes = bytes;
    }

    @Override
    public void store32(int address, int value) {
        lanes[address / 2] = (short) value;
        lanes[address / 2 + 1] = (short) (value >> 16);
    }

    @Override
    public int load32(int address) {
        return (lanes[address / 2] & 0xFFFF) | lanes[address / 2 + 1] << 16;
    }

    @Override
    public void add(int dst, int row) {
        for (int i = 0; i < vectorBytes / 2; i++) {
            lanes[dst / 2 + i] += lanes[row / 2 + i];
        }
    }

    @Override
    public void subtract(int dst, int row) {
        for (int i = 0; i < vectorBytes / 2; i++) {
            lanes[dst / 2 + i] -= lanes[row / 2 + i];
        }
    }

    @Override
    public void move(int src, int dst, int lifted, int put) {
        for (int i = 0; i < vectorBytes / 2; i++) {
            lanes[dst / 2 + i] = (short) (lanes[src / 2 + i] - lanes[lifted / 2 + i] + lanes[put / 2 + i]);
        }
    }

    @Override
    public void copy(int src, int dst, int bytes) {
        System.arraycopy(lanes, src / 2, lanes, dst / 2, bytes / 2);
    }

    @Override
    public int output(int us, int them, int weights) {
        int n = vectorBytes / 2;
        int sum = 0;
        for (int i = 0; i < n; i++) {
            sum += clip(lanes[us / 2 + i]) * lanes[weights / 2 + i];
            sum += clip(lanes[them / 2 + i]) * lanes[weights / 2 + n + i];
        }
        return sum;
    }

    private static int clip(int x) {
        return Math.max(0, Math.min(255, x));
    }
}
