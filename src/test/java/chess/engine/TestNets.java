package chess.engine;

import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.SplittableRandom;

/** Net files for tests: the trainer's format, with random weights small enough to stay in range. */
public final class TestNets {
    /** The checksum of the project's net file, as docs/nnue.md states it. */
    public static final String SHIPPED_NAME = "349d5122";

    private TestNets() {
    }

    /** The net the jar and the site ship (src/main/resources/chess/engine/engine.nnue). */
    public static Network shipped() {
        try (java.io.InputStream in = TestNets.class.getResourceAsStream("/chess/engine/engine.nnue")) {
            if (in == null) {
                throw new AssertionError("the net file is not on the classpath");
            }
            return Network.read(in.readAllBytes());
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    /** A net file of random weights, written as the trainer writes it. */
    public static byte[] randomNetFile(int hidden, long seed) {
        return randomNetFile(hidden, seed, false);
    }

    /**
     * The same; {@code handWrittenBase}: a version 2 file whose output is added to the hand-written evaluation
     * (version 1, without the base field, otherwise).
     */
    public static byte[] randomNetFile(int hidden, long seed, boolean handWrittenBase) {
        return randomNetFile(hidden, seed, handWrittenBase, null);
    }

    /**
     * A version 3 correcting net file with these base scales (per bucket, {@link Network#BASE_ONE} = 1), or with
     * {@code baseScales} null the files above.
     */
    public static byte[] randomNetFile(int hidden, long seed, boolean handWrittenBase, int[] baseScales) {
        return netFile(hidden, seed, handWrittenBase, baseScales, 400, null, null);
    }

    /**
     * A version 1 {@link #randomNetFile} whose output weights are all {@code outputWeight} and whose output scale
     * is {@code scale}: the extreme files a reader must refuse or contain.
     */
    public static byte[] withOutputWeights(int hidden, long seed, int outputWeight, int scale) {
        return netFile(hidden, seed, false, null, scale, outputWeight, null);
    }

    /**
     * A version 1 {@link #randomNetFile} whose input weights are {@code inputWeight} for the even neurons and
     * {@code -inputWeight} for the odd ones: hidden sums as large as a reader allows, or larger, both ways.
     */
    public static byte[] withInputWeights(int hidden, long seed, int inputWeight) {
        return netFile(hidden, seed, false, null, 400, null, inputWeight);
    }

    /** The writer of all: with {@code outputWeight} or {@code inputWeight} null those weights are random. */
    private static byte[] netFile(int hidden, long seed, boolean handWrittenBase, int[] baseScales, int scale,
            Integer outputWeight, Integer inputWeight) {
        SplittableRandom random = new SplittableRandom(seed);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.writeBytes(new byte[] {'C', 'N', 'U', 'E'});
        int version = baseScales != null ? 3 : handWrittenBase ? 2 : 1;
        for (int v : new int[] {version, Network.INPUTS, hidden, Network.BUCKETS, Network.QA, Network.QB, scale}) {
            int32(out, v);
        }
        if (version >= 2) {
            int32(out, handWrittenBase ? 1 : 0);
        }
        for (int i = 0; i < Network.INPUTS * hidden; i++) {
            int drawn = random.nextInt(-60, 61);
            int16(out, inputWeight == null ? drawn : i % hidden % 2 == 0 ? inputWeight : -inputWeight);
        }
        for (int i = 0; i < hidden; i++) {
            int16(out, random.nextInt(0, 120));
        }
        for (int i = 0; i < Network.BUCKETS * 2 * hidden; i++) {
            int drawn = random.nextInt(-127, 128); // drawn either way, so the biases after it stay the same
            int16(out, outputWeight == null ? drawn : outputWeight);
        }
        for (int i = 0; i < Network.BUCKETS; i++) {
            int32(out, random.nextInt(-5000, 5001));
        }
        if (baseScales != null) {
            for (int baseScale : baseScales) {
                int32(out, baseScale);
            }
        }
        byte[] body = out.toByteArray();
        int32(out, Network.fnv1a(body, body.length));
        return out.toByteArray();
    }

    /** A net file's weights as the file orders them, read here without {@link Network}: what tests check it against. */
    record FileWeights(int[] input, int[] hiddenBias, int[] output, int[] outputBias) {}

    /** The weights of a net file, by the layout {@link Network}'s comment gives. */
    static FileWeights weightsOf(byte[] file) {
        ByteBuffer in = ByteBuffer.wrap(file).order(ByteOrder.LITTLE_ENDIAN);
        int version = in.getInt(4);
        int hidden = in.getInt(12);
        in.position(version == 1 ? 32 : 36);
        int[] input = shorts(in, Network.INPUTS * hidden);
        int[] hiddenBias = shorts(in, hidden);
        int[] output = shorts(in, Network.BUCKETS * 2 * hidden);
        int[] outputBias = new int[Network.BUCKETS];
        for (int i = 0; i < outputBias.length; i++) {
            outputBias[i] = in.getInt();
        }
        return new FileWeights(input, hiddenBias, output, outputBias);
    }

    private static int[] shorts(ByteBuffer in, int count) {
        int[] values = new int[count];
        for (int i = 0; i < count; i++) {
            values[i] = in.getShort();
        }
        return values;
    }

    private static void int32(ByteArrayOutputStream out, int v) {
        int16(out, v);
        int16(out, v >> 16);
    }

    private static void int16(ByteArrayOutputStream out, int v) {
        out.write(v & 0xff);
        out.write((v >> 8) & 0xff);
    }
}
