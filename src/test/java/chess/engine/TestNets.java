package chess.engine;

import java.io.ByteArrayOutputStream;
import java.util.SplittableRandom;

/** Net files for tests: the trainer's format, with random weights small enough to stay in range. */
public final class TestNets {
    /** The checksum of the project's net file, as docs/nnue.md states it. */
    public static final String SHIPPED_NAME = "92844cff";

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
        SplittableRandom random = new SplittableRandom(seed);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.writeBytes(new byte[] {'C', 'N', 'U', 'E'});
        int version = baseScales != null ? 3 : handWrittenBase ? 2 : 1;
        for (int v : new int[] {version, Network.INPUTS, hidden, Network.BUCKETS, Network.QA, Network.QB, 400}) {
            int32(out, v);
        }
        if (version >= 2) {
            int32(out, handWrittenBase ? 1 : 0);
        }
        for (int i = 0; i < Network.INPUTS * hidden; i++) {
            int16(out, random.nextInt(-60, 61));
        }
        for (int i = 0; i < hidden; i++) {
            int16(out, random.nextInt(0, 120));
        }
        for (int i = 0; i < Network.BUCKETS * 2 * hidden; i++) {
            int16(out, random.nextInt(-127, 128));
        }
        for (int i = 0; i < Network.BUCKETS; i++) {
            int32(out, random.nextInt(-5000, 5001));
        }
        if (baseScales != null) {
            for (int scale : baseScales) {
                int32(out, scale);
            }
        }
        byte[] body = out.toByteArray();
        int32(out, Network.fnv1a(body, body.length));
        return out.toByteArray();
    }

    /**
     * A copy of a version 1 {@link #randomNetFile} with every output weight set to {@code weight} and the output
     * scale to {@code scale}, its checksum written again: the extreme files a reader must refuse or contain.
     */
    public static byte[] withOutputWeights(byte[] file, int hidden, int weight, int scale) {
        byte[] copy = file.clone();
        put32(copy, 28, scale);
        int at = 32 + 2 * (Network.INPUTS * hidden + hidden);
        for (int i = 0; i < Network.BUCKETS * 2 * hidden; i++) {
            copy[at + 2 * i] = (byte) weight;
            copy[at + 2 * i + 1] = (byte) (weight >> 8);
        }
        put32(copy, copy.length - 4, Network.fnv1a(copy, copy.length - 4));
        return copy;
    }

    private static void put32(byte[] data, int at, int v) {
        for (int i = 0; i < 4; i++) {
            data[at + i] = (byte) (v >> (8 * i));
        }
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
