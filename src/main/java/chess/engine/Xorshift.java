package chess.engine;

/**
 * A tiny seeded 32-bit xorshift generator: the same sequence on the JVM and in the browser (unlike
 * {@code java.util.Random}, whose {@code nextInt(bound)} differs under TeaVM).
 */
public final class Xorshift {
    private int state;

    public Xorshift(int seed) {
        setSeed(seed);
    }

    public void setSeed(int seed) {
        state = seed == 0 ? 0x9E3779B9 : seed;
    }

    public int nextInt() {
        int x = state;
        x ^= x << 13;
        x ^= x >>> 17;
        x ^= x << 5;
        state = x;
        return x;
    }

    /** Uniform in {@code [0, bound)}, bound > 0. */
    public int nextInt(int bound) {
        return (nextInt() >>> 1) % bound;
    }
}
