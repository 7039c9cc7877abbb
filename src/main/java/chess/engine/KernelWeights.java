package chess.engine;

/**
 * A {@link Network}'s weights laid out in a {@link SumsKernel}'s memory, one sixteen-bit lane a neuron: the 768
 * input rows from address 0, the hidden biases, the output weights by bucket (the side to move's, then the
 * other's), and after them the regions the accumulators take for their sums ({@link #allocate}).
 */
final class KernelWeights {
    private static final int PAGE = 65_536;
    /** SIMD vectors are 16 bytes: eight lanes. */
    static final int LANES = 8;

    final SumsKernel kernel;
    /** Bytes of one view's sums, or of one row of weights. */
    final int viewBytes;
    /** The address of each piece-on-square's input row, by {@link chess.core.Piece#onSquare}, per view. */
    final int[] whiteRow;
    final int[] blackRow;
    final int bias;
    final int output;
    /** The first byte no region has taken. */
    private int free;

    /** Whether a kernel can hold {@code net}: its hidden layer must fill whole vectors. */
    static boolean fits(Network net) {
        return net.hidden % LANES == 0;
    }

    KernelWeights(Network net, SumsKernel kernel) {
        this.kernel = kernel;
        this.viewBytes = 2 * net.hidden;
        kernel.setVectorBytes(viewBytes);
        bias = Network.INPUTS * viewBytes;
        output = bias + viewBytes;
        free = output + Network.BUCKETS * 2 * viewBytes;
        reserve(free);
        for (int f = 0; f < Network.INPUTS; f++) {
            storeUnpacked(net.packedWeights[f], net.pairs, f * viewBytes);
        }
        storeUnpacked(net.packedBias, net.pairs, bias);
        for (int v = 0; v < 2 * Network.BUCKETS; v++) {
            for (int k = 0; k < net.pairs; k++) {
                int even = net.outputEven[v * net.pairs + k];
                int odd = net.outputOdd[v * net.pairs + k];
                kernel.store32(output + v * viewBytes + 4 * k, (even & 0xFFFF) | odd << 16);
            }
        }
        whiteRow = new int[net.whiteRow.length];
        blackRow = new int[net.blackRow.length];
        for (int i = 0; i < whiteRow.length; i++) {
            whiteRow[i] = net.whiteFeature[i] * viewBytes;
            blackRow[i] = net.blackFeature[i] * viewBytes;
        }
    }

    /**
     * Stores a row of {@code pairs} packed ints ({@link Network#packedWeights}: the high half carries the low half's
     * borrow) as plain sixteen-bit lanes from {@code at}.
     */
    private void storeUnpacked(int[] packed, int pairs, int at) {
        for (int i = 0; i < pairs; i++) {
            kernel.store32(at + 4 * i, (Network.lowHalf(packed[i]) & 0xFFFF) | Network.highHalf(packed[i]) << 16);
        }
    }

    /** A region of {@code bytes} bytes (rounded up to whole vectors) no one else uses; its address. */
    int allocate(int bytes) {
        int at = free;
        free += (bytes + 15) & ~15;
        reserve(free);
        return at;
    }

    private void reserve(int bytes) {
        int missing = bytes - kernel.size();
        if (missing > 0 && !kernel.grow((missing + PAGE - 1) / PAGE)) {
            throw new IllegalStateException("the network kernel's memory cannot grow to " + bytes + " bytes");
        }
    }

    /** The lanes of one view's vector at {@code address}, sign-extended: for tests. */
    int[] readLanes(int address) {
        int[] lanes = new int[viewBytes / 2];
        for (int i = 0; i < lanes.length; i += 2) {
            int both = kernel.load32(address + 2 * i);
            lanes[i] = (short) both;
            lanes[i + 1] = both >> 16;
        }
        return lanes;
    }
}
