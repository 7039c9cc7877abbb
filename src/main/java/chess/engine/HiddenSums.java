package chess.engine;

/**
 * Where a {@link NetAccumulator}'s hidden sums are kept and added up: one level per move of the line being
 * searched, each level holding White's view and Black's. {@link PackedSums} keeps them in Java ints, two neurons to
 * an int; {@link KernelSums} in the memory of a {@link SumsKernel} (the browser's WebAssembly SIMD module), sixteen
 * bits a neuron. Both give the same sums and the same output, to the bit; {@link NetAccumulator} decides which
 * levels to work out and from what.
 */
interface HiddenSums {
    /** Makes room for levels 0 to {@code levels - 1}, keeping what the levels so far hold. */
    void ensureLevels(int levels);

    /** Sets both views of {@code level} to the hidden biases. */
    void reset(int level);

    /** Adds to both views of {@code level} the input rows of a piece on a square ({@link chess.core.Piece#onSquare}). */
    void add(int level, int onSquare);

    /** Subtracts from both views of {@code level} the input rows of a piece on a square. */
    void subtract(int level, int onSquare);

    /** Sets {@code level} to its parent's sums ({@code level - 1}). */
    void copyParent(int level);

    /** Sets {@code level} to its parent's sums less the rows of {@code lifted} plus those of {@code put}: a quiet move. */
    void moveParent(int level, int lifted, int put);

    /**
     * Sets {@code level} to its parent's sums less the rows of {@code lifted} and {@code taken} plus those of
     * {@code put}: a capture, in one pass instead of a copy and three.
     */
    void captureParent(int level, int lifted, int taken, int put);

    /**
     * The output layer's sum over the clipped neurons of {@code level}, {@code sideToMove}'s view first, with the
     * weights of {@code bucket}; the output bias is not included.
     */
    int outputSum(int level, int sideToMove, int bucket);

    /** The sums of {@code level} from White's (0) or Black's (1) view, one int per neuron: for tests. */
    int[] unpacked(int level, int view);
}
