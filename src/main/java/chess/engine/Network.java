package chess.engine;

import chess.core.Piece;
import chess.core.Square;

/**
 * A small evaluation network, read from the project's net file and used with integers only. Two perspectives
 * (White's and Black's) each turn the pieces into 768 inputs (own/enemy colour, six types, 64 squares, the board
 * mirrored for Black) feeding {@link #hidden} neurons with shared weights; the clipped neurons of the side to move
 * and of the other side feed one output chosen by how many pieces are left ({@link #BUCKETS} buckets). The hidden
 * sums are kept move by move by {@link NetAccumulator}. File layout (little-endian), written by the trainer in
 * src/tools: "CNUE", version 3, inputs 768, hidden N, buckets 8, QA 255, QB 64, scale 400, base (int32 each; base 1
 * means the output is a correction added to the hand-written {@link Evaluator}), then int16 input weights [768][N],
 * int16 hidden biases [N], int16 output weights [8][2N], int32 output biases [8], int32 base scales [8] (per bucket,
 * how much of the hand-written evaluation a correcting net adds, {@link #BASE_ONE} = all of it), and an FNV-1a
 * checksum of everything before it. Version 2 has no base scales (all {@link #BASE_ONE}); version 1 neither those
 * nor the base field (base 0).
 */
public final class Network {
    static final int INPUTS = 768;
    static final int BUCKETS = 8;
    /** Fixed-point scales: a hidden value of 1.0 is {@link #QA}, an output weight of 1.0 is {@link #QB}. */
    static final int QA = 255;
    static final int QB = 64;
    /** A base scale of 1: the hand-written evaluation counted in full. */
    static final int BASE_ONE = 1024;
    /** The largest base scale a file may hold: 4 times the hand-written evaluation. */
    static final int MAX_BASE_SCALE = 4 * BASE_ONE;
    private static final int VERSION = 3;
    private static final int HEADER_INTS = 8;
    private static final int MAX_HIDDEN = 2048;
    /** The most pieces a position can have: 16 a side. */
    private static final int MAX_PIECES = 32;
    /** The largest output scale (centipawns of an output of 1.0) a file may hold; the trainer writes 400. */
    static final int MAX_SCALE = 10_000;

    final int hidden;
    /** Whether the output is added to the hand-written evaluation (a correction) rather than being the score. */
    final boolean addsHandWritten;
    /** Centipawns of an output of 1.0. */
    final int scale;
    /** Neurons two to an int in {@link #packedWeights}: {@code (hidden + 1) / 2}. */
    final int pairs;
    // Only the packed and split forms of the file's weights are kept: the file's own order would double the memory
    // (0.8 MB more for 256 neurons, in every browser worker too) for nothing the evaluation reads.
    /**
     * The input weights and hidden biases two neurons to an int, neuron 2k + 1 in the high half:
     * {@code w[2k] + (w[2k + 1] << 16)} (an odd last neuron pairs with a zero). Adding such ints adds both halves
     * at once, and the low half is recovered exactly as {@code (short) x} and the high half as
     * {@code (x - low) >> 16} as long as each neuron's true sum fits 16 bits, which {@link #read} makes sure of. So
     * the accumulator does half the additions and array accesses, which the Wasm build (no SIMD) pays for one by
     * one (docs/browser-benchmarks.md, "Two neurons an int"). One array per input (row {@code f} is input
     * {@code f}'s {@code pairs} ints): the accumulator's loops then read and write every array at the same index,
     * the loop shape HotSpot's C2 (JDK 17) turns into SIMD; with rows at offsets in one array it does not
     * (docs/engine.md, "Where the time goes").
     */
    final int[][] packedWeights;
    final int[] packedBias;
    /** Per bucket, the output weights of the even neurons (ours, then theirs: {@code 2 * pairs}), and the odd. */
    final int[] outputEven;
    final int[] outputOdd;
    final int[] outputBias;
    /** Per output bucket, the hand-written evaluation's weight in a correcting net's score ({@link #BASE_ONE} = 1). */
    final int[] baseScale;
    /**
     * The input of a piece on a square, by {@link Piece#onSquare}, from White's and from Black's perspective, and
     * its row of {@link #packedWeights} (the same arrays, not copies). Saves the feature arithmetic on every move.
     */
    final int[] whiteFeature = new int[Piece.ON_SQUARE_LIMIT];
    final int[] blackFeature = new int[Piece.ON_SQUARE_LIMIT];
    final int[][] whiteRow = new int[Piece.ON_SQUARE_LIMIT][];
    final int[][] blackRow = new int[Piece.ON_SQUARE_LIMIT][];
    private final int checksum;
    /** Where accumulators made from now on keep their sums: null for Java ints ({@link #computeSumsIn}). */
    private KernelWeights kernelWeights;

    private Network(int hidden, boolean addsHandWritten, int scale, int[] inputWeights, int[] hiddenBias, int[] outputWeights,
            int[] outputBias, int[] baseScale, int checksum) {
        this.hidden = hidden;
        this.addsHandWritten = addsHandWritten;
        this.scale = scale;
        this.outputBias = outputBias;
        this.baseScale = baseScale;
        this.checksum = checksum;
        this.pairs = (hidden + 1) / 2;
        int[] packedInputs = pack(inputWeights, INPUTS, hidden);
        this.packedWeights = new int[INPUTS][];
        for (int f = 0; f < INPUTS; f++) {
            packedWeights[f] = java.util.Arrays.copyOfRange(packedInputs, f * pairs, (f + 1) * pairs);
        }
        this.packedBias = pack(hiddenBias, 1, hidden);
        this.outputEven = new int[BUCKETS * 2 * pairs];
        this.outputOdd = new int[BUCKETS * 2 * pairs];
        for (int view = 0; view < 2 * BUCKETS; view++) { // a bucket's side to move's weights, then the other's
            for (int j = 0; j < hidden; j++) {
                int[] half = j % 2 == 0 ? outputEven : outputOdd;
                half[view * pairs + j / 2] = outputWeights[view * hidden + j];
            }
        }
        for (int color = Piece.WHITE; color <= Piece.BLACK; color++) {
            for (int type = Piece.PAWN; type <= Piece.KING; type++) {
                int piece = Piece.make(color, type);
                for (int i = 0; i < 64; i++) {
                    int sq = Square.from64(i);
                    int at = Piece.onSquare(piece, sq);
                    whiteFeature[at] = feature(Piece.WHITE, color, type, i);
                    blackFeature[at] = feature(Piece.BLACK, color, type, i);
                    whiteRow[at] = packedWeights[whiteFeature[at]];
                    blackRow[at] = packedWeights[blackFeature[at]];
                }
            }
        }
    }

    /** {@code rows} rows of {@code hidden} values, two to an int (see {@link #packedWeights}). */
    private static int[] pack(int[] values, int rows, int hidden) {
        int pairs = (hidden + 1) / 2;
        int[] packed = new int[rows * pairs];
        for (int r = 0; r < rows; r++) {
            for (int k = 0; k < pairs; k++) {
                int low = values[r * hidden + 2 * k];
                int high = 2 * k + 1 < hidden ? values[r * hidden + 2 * k + 1] : 0;
                packed[r * pairs + k] = low + (high << 16);
            }
        }
        return packed;
    }

    /** The low neuron of a packed int ({@link #packedWeights}): its low sixteen bits, sign-extended. */
    static int lowHalf(int packed) {
        return packed << 16 >> 16;
    }

    /** The high neuron of a packed int: what is left once the low neuron (with its borrow) is taken out. */
    static int highHalf(int packed) {
        return (packed - lowHalf(packed)) >> 16;
    }

    /** The input a piece of {@code color} and {@code type} on {@code square64} (a1 = 0) is from {@code view}'s side. */
    static int feature(int view, int color, int type, int square64) {
        int relativeColor = color == view ? 0 : 1;
        int square = view == Piece.WHITE ? square64 : square64 ^ 56;
        return relativeColor * 384 + (type - 1) * 64 + square;
    }

    /**
     * From now on, accumulators made for this net keep their hidden sums in {@code kernel} (the browser's SIMD
     * module); the net's weights are copied into the kernel's memory here, once. Returns false, and the sums stay in
     * Java ints, when the kernel cannot hold this net: a hidden layer that does not fill whole vectors of eight
     * neurons. The engine's scores are the same either way, to the bit.
     */
    public boolean computeSumsIn(SumsKernel kernel) {
        if (!KernelWeights.fits(this)) {
            return false;
        }
        kernelWeights = new KernelWeights(this, kernel);
        return true;
    }

    /** Hidden sums for a new accumulator: in the kernel given to {@link #computeSumsIn}, else in Java ints. */
    HiddenSums newSums() {
        return kernelWeights != null ? new KernelSums(kernelWeights) : new PackedSums(this);
    }

    /** The output bucket of a position with {@code pieceCount} pieces on the board (kings and pawns included). */
    static int bucket(int pieceCount) {
        return Math.min((pieceCount - 2) >> 2, BUCKETS - 1);
    }

    /** The hand-written evaluation {@code cp} as much of it as a correcting net adds in bucket {@code bucket}. */
    int scaledHandWritten(int cp, int bucket) {
        return cp * baseScale[bucket] / BASE_ONE;
    }

    /** The checksum as eight hex digits: how people and logs name a net. */
    public String name() {
        return hex(checksum);
    }

    /** How logs and the UCI info string name the net: "network 349d5122 (256 hidden neurons)". */
    public String description() {
        return "network " + name() + " (" + hidden + " hidden neurons"
                + (addsHandWritten ? ", added to the hand-written evaluation)" : ")");
    }

    /** Whether the net's output is added to the hand-written evaluation. */
    public boolean addsHandWritten() {
        return addsHandWritten;
    }

    /** Number of hidden neurons per perspective. */
    public int hidden() {
        return hidden;
    }

    /** The file's checksum (FNV-1a over its contents), which names the net. */
    public int checksum() {
        return checksum;
    }

    /**
     * Reads a net file.
     *
     * @throws IllegalArgumentException saying what is wrong: not a net file, another version or shape, cut short,
     *     or a checksum that does not match
     */
    public static Network read(byte[] data) {
        if (data.length < HEADER_INTS * 4 || data[0] != 'C' || data[1] != 'N' || data[2] != 'U' || data[3] != 'E') {
            throw new IllegalArgumentException("not a network file: it does not start with CNUE");
        }
        int version = int32(data, 4);
        if (version < 1 || version > VERSION) {
            throw new IllegalArgumentException("network file version " + version + "; this engine reads 1 to "
                    + VERSION);
        }
        int headerBytes = version == 1 ? HEADER_INTS * 4 : HEADER_INTS * 4 + 4;
        int inputs = int32(data, 8);
        int hidden = int32(data, 12);
        int buckets = int32(data, 16);
        if (inputs != INPUTS || buckets != BUCKETS || int32(data, 20) != QA || int32(data, 24) != QB) {
            throw new IllegalArgumentException("network shape not supported: " + inputs + " inputs, " + buckets
                    + " buckets, QA " + int32(data, 20) + ", QB " + int32(data, 24));
        }
        if (hidden < 1 || hidden > MAX_HIDDEN) {
            throw new IllegalArgumentException("network hidden size " + hidden + " outside 1.." + MAX_HIDDEN);
        }
        int scale = int32(data, 28);
        if (scale < 1 || scale > MAX_SCALE) {
            throw new IllegalArgumentException("network output scale " + scale + " outside 1.." + MAX_SCALE);
        }
        int base = version == 1 ? 0 : int32(data, 32);
        if (base != 0 && base != 1) {
            throw new IllegalArgumentException("network base " + base + " unknown (0: none, 1: hand-written)");
        }
        int scaleBytes = version >= 3 ? 4 * BUCKETS : 0;
        int expected = headerBytes + 2 * (INPUTS * hidden + hidden + BUCKETS * 2 * hidden) + 4 * BUCKETS
                + scaleBytes + 4;
        if (data.length != expected) {
            throw new IllegalArgumentException("network file is " + data.length + " bytes; hidden size " + hidden
                    + " needs " + expected);
        }
        int stored = int32(data, expected - 4);
        int actual = fnv1a(data, expected - 4);
        if (stored != actual) {
            throw new IllegalArgumentException("network file damaged: checksum " + hex(actual) + ", expected "
                    + hex(stored));
        }
        int at = headerBytes;
        int[] inputWeights = int16s(data, at, INPUTS * hidden);
        at += 2 * INPUTS * hidden;
        int[] hiddenBias = int16s(data, at, hidden);
        at += 2 * hidden;
        int[] outputWeights = int16s(data, at, BUCKETS * 2 * hidden);
        at += 2 * BUCKETS * 2 * hidden;
        int[] outputBias = new int[BUCKETS];
        int[] baseScale = new int[BUCKETS];
        for (int i = 0; i < BUCKETS; i++) {
            outputBias[i] = int32(data, at + 4 * i);
            baseScale[i] = version >= 3 ? int32(data, at + 4 * BUCKETS + 4 * i) : BASE_ONE;
            // A scale beyond this could overflow the int product with an evaluation; trained scales stay near 1.
            if (baseScale[i] < 0 || baseScale[i] > MAX_BASE_SCALE) {
                throw new IllegalArgumentException("network base scale of bucket " + i + " is " + baseScale[i]
                        + "; 0 to " + MAX_BASE_SCALE + " allowed (" + BASE_ONE + " = 1)");
            }
        }
        checkOutputRange(hidden, scale, outputWeights, outputBias);
        checkHiddenRange(hidden, inputWeights, hiddenBias);
        return new Network(hidden, base == 1, scale, inputWeights, hiddenBias, outputWeights, outputBias, baseScale,
                stored);
    }

    /**
     * Refuses an output layer whose int arithmetic in {@link NetAccumulator#evaluate} could overflow: the largest
     * sum a bucket can reach (every neuron at its clip bound {@link #QA}, on the side its weight makes count) must
     * fit an int, and so must that sum over 16 times the scale. Trained nets stay far inside (the trainer clips
     * output weights to 127); a foreign file with large weights and many neurons would not.
     */
    private static void checkOutputRange(int hidden, int scale, int[] outputWeights, int[] outputBias) {
        for (int bucket = 0; bucket < BUCKETS; bucket++) {
            long largest = Math.abs((long) outputBias[bucket]);
            for (int j = 0; j < 2 * hidden; j++) {
                largest += (long) QA * Math.abs(outputWeights[bucket * 2 * hidden + j]);
            }
            if (largest > Integer.MAX_VALUE || ((largest >> 4) + 1) * scale > Integer.MAX_VALUE) {
                throw new IllegalArgumentException("network output weights of bucket " + bucket
                        + " too large: their sum can reach " + largest + ", more than the evaluation's integers "
                        + "hold at output scale " + scale);
            }
        }
    }

    /**
     * Refuses input weights whose hidden sums could leave 16 bits, which the packed accumulator needs (see
     * {@link #packedWeights}): a position has at most 32 pieces (16 a side, as FEN checking demands), so a neuron's
     * sum is within its bias plus its 32 largest weights in absolute value. The shipped 256-neuron net (349d5122)
     * reaches at most 16,304, the 64-neuron one before it (92844cff) under 6,400.
     */
    private static void checkHiddenRange(int hidden, int[] inputWeights, int[] hiddenBias) {
        int[] magnitudes = new int[INPUTS];
        for (int j = 0; j < hidden; j++) {
            for (int f = 0; f < INPUTS; f++) {
                magnitudes[f] = Math.abs(inputWeights[f * hidden + j]);
            }
            java.util.Arrays.sort(magnitudes);
            int largest = Math.abs(hiddenBias[j]);
            for (int k = 1; k <= MAX_PIECES; k++) {
                largest += magnitudes[INPUTS - k];
            }
            if (largest > Short.MAX_VALUE) {
                throw new IllegalArgumentException("network input weights of hidden neuron " + j
                        + " too large: its sum can reach " + largest + ", more than 16 bits hold (" + Short.MAX_VALUE
                        + ")");
            }
        }
    }

    /** FNV-1a (32 bits) of the first {@code length} bytes. */
    static int fnv1a(byte[] data, int length) {
        int h = 0x811C9DC5;
        for (int i = 0; i < length; i++) {
            h = (h ^ (data[i] & 0xff)) * 0x01000193;
        }
        return h;
    }

    static String hex(int value) {
        String digits = Integer.toHexString(value);
        return "00000000".substring(digits.length()) + digits;
    }

    private static int int32(byte[] d, int at) {
        return (d[at] & 0xff) | (d[at + 1] & 0xff) << 8 | (d[at + 2] & 0xff) << 16 | d[at + 3] << 24;
    }

    /** {@code count} little-endian int16 values, sign-extended. */
    private static int[] int16s(byte[] d, int at, int count) {
        int[] values = new int[count];
        for (int i = 0; i < count; i++) {
            values[i] = (short) ((d[at + 2 * i] & 0xff) | d[at + 2 * i + 1] << 8);
        }
        return values;
    }
}
