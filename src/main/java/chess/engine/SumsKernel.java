package chess.engine;

/**
 * Vector arithmetic on sixteen-bit lanes in a flat memory of its own, addressed in bytes: what the browser's
 * WebAssembly worker hands the network ({@link Network#computeSumsIn}) so that the hidden sums are added eight
 * neurons at a time with SIMD instead of one int at a time (net-kernel.js builds the module; chess.web binds it).
 * Every vector is {@link #setVectorBytes} long, a multiple of 16, and starts at a multiple of 16. Lanes wrap
 * around on overflow, as Java's ints do; the network's sums are checked to fit sixteen bits when it is read, so
 * they come out exact.
 */
public interface SumsKernel {
    /** The memory's size in bytes: a multiple of 65,536. */
    int size();

    /** Grows the memory by {@code pages} of 65,536 bytes; false when it cannot. */
    boolean grow(int pages);

    /** The length of every vector below, in bytes. */
    void setVectorBytes(int bytes);

    /** Stores a 32-bit value, little-endian: two lanes, the low half first. */
    void store32(int address, int value);

    /** The 32-bit value at {@code address}: for tests. */
    int load32(int address);

    /** {@code dst += row}, lane by lane. */
    void add(int dst, int row);

    /** {@code dst -= row}, lane by lane. */
    void subtract(int dst, int row);

    /** {@code dst = src - lifted + put}, lane by lane. */
    void move(int src, int dst, int lifted, int put);

    /** Copies {@code bytes} bytes from {@code src} to {@code dst} (the ranges do not overlap). */
    void copy(int src, int dst, int bytes);

    /**
     * The sum over lanes i of {@code clip(us[i]) * weights[i] + clip(them[i]) * weights[n + i]}, with n the
     * vector's lanes and clip(x) = x limited to 0..255, in 32-bit integers.
     */
    int output(int us, int them, int weights);
}
