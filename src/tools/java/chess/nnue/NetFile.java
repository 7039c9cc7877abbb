package chess.nnue;

import java.io.IOException;
import java.nio.BufferOverflowException;
import java.nio.BufferUnderflowException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Arrays;

/**
 * The network file, little-endian: "CNUE", version 3, inputs 768, hidden N, buckets 8, QA 255, QB 64, scale 400,
 * base (0: the net's output is the evaluation, 1: it is added to the hand-written evaluation) (int32 each), then
 * int16 W[768*N] feature-major, int16 B[N], int16 O[8*2N] bucket-major (side to move's N weights, then the other
 * side's), int32 OB[8], int32 S[8] (per bucket, the hand-written evaluation's weight times 1024), and an int32
 * FNV-1a checksum of all bytes before it. Older files are still read: version 2 has no S (all 1024), version 1
 * neither S nor the base field (base 0).
 */
public final class NetFile {
    private static final byte[] MAGIC = "CNUE".getBytes(StandardCharsets.US_ASCII);
    private static final int VERSION = 3;
    private static final int HEADER_BYTES = 36;

    private NetFile() {
    }

    /** The file's size for N hidden neurons. */
    public static int size(int hidden) {
        return size(hidden, VERSION);
    }

    private static int size(int hidden, int version) {
        return (version == 1 ? HEADER_BYTES - 4 : HEADER_BYTES)
                + 2 * (Features.INPUTS * hidden + hidden + Features.BUCKETS * 2 * hidden)
                + 4 * Features.BUCKETS * (version >= 3 ? 2 : 1) + 4;
    }

    public static byte[] toBytes(QuantisedNet net) {
        ByteBuffer out = ByteBuffer.allocate(size(net.hidden)).order(ByteOrder.LITTLE_ENDIAN);
        out.put(MAGIC);
        for (int v : new int[] {VERSION, Features.INPUTS, net.hidden, Features.BUCKETS, QuantisedNet.QA,
                QuantisedNet.QB, QuantisedNet.SCALE, net.handWrittenBase ? 1 : 0}) {
            out.putInt(v);
        }
        for (short[] block : new short[][] {net.weights, net.biases, net.outputs}) {
            for (short v : block) {
                out.putShort(v);
            }
        }
        for (int v : net.outputBiases) {
            out.putInt(v);
        }
        for (int v : net.baseScales) {
            out.putInt(v);
        }
        out.putInt(checksum(out.array(), out.position()));
        return out.array();
    }

    /** Reads and checks a file's bytes: header values, length and checksum. */
    public static QuantisedNet fromBytes(byte[] bytes) throws IOException {
        ByteBuffer in = ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN);
        try {
            byte[] magic = new byte[MAGIC.length];
            in.get(magic);
            if (!Arrays.equals(magic, MAGIC)) {
                throw new IOException("not a network file (no CNUE header)");
            }
            int version = in.getInt();
            if (version < 1 || version > VERSION) {
                throw new IOException("version is " + version + ", expected 1 to " + VERSION);
            }
            expect(in, "inputs", Features.INPUTS);
            int hidden = in.getInt();
            expect(in, "buckets", Features.BUCKETS);
            expect(in, "QA", QuantisedNet.QA);
            expect(in, "QB", QuantisedNet.QB);
            expect(in, "scale", QuantisedNet.SCALE);
            int base = version == 1 ? 0 : in.getInt();
            if (base != 0 && base != 1) {
                throw new IOException("base is " + base + ", expected 0 or 1");
            }
            if (hidden <= 0 || hidden > 1 << 16 || bytes.length != size(hidden, version)) {
                throw new IOException("hidden size " + hidden + " does not fit the file's " + bytes.length + " bytes");
            }
            int stored = ByteBuffer.wrap(bytes, bytes.length - 4, 4).order(ByteOrder.LITTLE_ENDIAN).getInt();
            if (stored != checksum(bytes, bytes.length - 4)) {
                throw new IOException("checksum mismatch: the file is damaged");
            }
            short[] weights = shorts(in, Features.INPUTS * hidden);
            short[] biases = shorts(in, hidden);
            short[] outputs = shorts(in, Features.BUCKETS * 2 * hidden);
            int[] outputBiases = new int[Features.BUCKETS];
            for (int b = 0; b < outputBiases.length; b++) {
                outputBiases[b] = in.getInt();
            }
            int[] baseScales = QuantisedNet.unitScales();
            if (version >= 3) {
                for (int b = 0; b < baseScales.length; b++) {
                    baseScales[b] = in.getInt();
                }
            }
            return new QuantisedNet(hidden, weights, biases, outputs, outputBiases, baseScales, base == 1);
        } catch (BufferUnderflowException | BufferOverflowException e) {
            throw new IOException("the file is truncated", e);
        }
    }

    /** Writes through a temporary file, so a run stopped mid-write leaves the previous file whole. */
    public static void write(QuantisedNet net, Path file) throws IOException {
        Path absolute = file.toAbsolutePath();
        Path temporary = absolute.resolveSibling(absolute.getFileName() + ".tmp");
        Files.write(temporary, toBytes(net));
        Files.move(temporary, absolute, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    }

    public static QuantisedNet read(Path file) throws IOException {
        return fromBytes(Files.readAllBytes(file));
    }

    /** FNV-1a, 32 bits, over {@code bytes[0 .. length)}. */
    public static int checksum(byte[] bytes, int length) {
        int hash = 0x811C9DC5;
        for (int i = 0; i < length; i++) {
            hash ^= bytes[i] & 0xFF;
            hash *= 0x01000193;
        }
        return hash;
    }

    private static void expect(ByteBuffer in, String field, int value) throws IOException {
        int actual = in.getInt();
        if (actual != value) {
            throw new IOException(field + " is " + actual + ", expected " + value);
        }
    }

    private static short[] shorts(ByteBuffer in, int count) {
        short[] values = new short[count];
        in.asShortBuffer().get(values);
        in.position(in.position() + 2 * count);
        return values;
    }
}
