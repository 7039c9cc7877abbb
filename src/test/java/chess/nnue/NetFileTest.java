package chess.nnue;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The quantised file: its layout, the checksum, a round trip, and damaged files refused. */
class NetFileTest {
    private static final int HIDDEN = 8;

    @Test
    void checksumIsFnv1a() {
        // Published FNV-1a 32-bit test vectors.
        assertEquals(0x811C9DC5, NetFile.checksum(new byte[0], 0));
        assertEquals(0xE40C292C, NetFile.checksum(ascii("a"), 1));
        assertEquals(0xBF9CF968, NetFile.checksum(ascii("foobar"), 6));
    }

    @Test
    void headerAndLayoutAreLittleEndianAsSpecified() {
        Network floatNet = Network.random(HIDDEN, 3);
        floatNet.params[floatNet.baseScaleOffset() + 6] = 0.75f;
        QuantisedNet net = QuantisedNet.of(floatNet).withBase(true);
        byte[] bytes = NetFile.toBytes(net);
        assertEquals(36 + 2 * (768 * HIDDEN + HIDDEN + 16 * HIDDEN) + 32 + 32 + 4, bytes.length);
        ByteBuffer in = ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN);
        assertEquals("CNUE", new String(bytes, 0, 4, StandardCharsets.US_ASCII));
        int[] header = {in.getInt(4), in.getInt(8), in.getInt(12), in.getInt(16), in.getInt(20), in.getInt(24),
            in.getInt(28), in.getInt(32)};
        assertArrayEquals(new int[] {3, 768, HIDDEN, 8, 255, 64, 400, 1}, header);
        assertEquals(net.weights[5 * HIDDEN + 3], in.getShort(36 + 2 * (5 * HIDDEN + 3)), "W[5][3]");
        int outputs = 36 + 2 * (768 * HIDDEN + HIDDEN);
        assertEquals(net.outputs[2 * 2 * HIDDEN + HIDDEN + 1], in.getShort(outputs + 2 * (2 * 2 * HIDDEN + HIDDEN + 1)),
                "bucket 2, other side's weight 1");
        int scales = outputs + 2 * 16 * HIDDEN + 32;
        assertEquals(1024, in.getInt(scales), "bucket 0's base scale");
        assertEquals(768, in.getInt(scales + 4 * 6), "bucket 6's base scale");
        assertEquals(NetFile.checksum(bytes, bytes.length - 4), in.getInt(bytes.length - 4));
    }

    @Test
    void writeThenReadGivesTheSameNet(@TempDir Path dir) throws IOException {
        Network net = Network.random(HIDDEN, 5);
        net.params[net.outputBiasOffset() + 3] = -0.37f;
        net.params[net.baseScaleOffset() + 2] = 0.9f;
        QuantisedNet written = QuantisedNet.of(net);
        Path file = dir.resolve("net.nnue");
        NetFile.write(written, file);
        QuantisedNet read = NetFile.read(file);
        assertEquals(HIDDEN, read.hidden);
        assertArrayEquals(written.weights, read.weights);
        assertArrayEquals(written.biases, read.biases);
        assertArrayEquals(written.outputs, read.outputs);
        assertArrayEquals(written.outputBiases, read.outputBiases);
        assertEquals(Math.round(-0.37f * 255 * 64), read.outputBiases[3]);
        assertArrayEquals(written.baseScales, read.baseScales);
        assertEquals(Math.round(0.9f * 1024), read.baseScales[2]);
        // Reading back to floats and rounding again changes nothing.
        assertArrayEquals(written.weights, QuantisedNet.of(read.toFloat()).weights);
        assertArrayEquals(written.outputBiases, QuantisedNet.of(read.toFloat()).outputBiases);
    }

    @Test
    void aChangedByteAnywhereIsRefused() {
        byte[] bytes = NetFile.toBytes(QuantisedNet.of(Network.random(HIDDEN, 7)));
        for (int at : new int[] {40, bytes.length / 2, bytes.length - 40, bytes.length - 1}) {
            byte[] damaged = bytes.clone();
            damaged[at] ^= 0x10;
            IOException e = assertThrows(IOException.class, () -> NetFile.fromBytes(damaged), "byte " + at);
            assertTrue(e.getMessage().contains("checksum"), e.getMessage());
        }
    }

    @Test
    void wrongHeaderOrLengthIsRefused() {
        byte[] bytes = NetFile.toBytes(QuantisedNet.of(Network.random(HIDDEN, 7)));
        byte[] magic = bytes.clone();
        magic[0] = 'X';
        assertThrows(IOException.class, () -> NetFile.fromBytes(magic));
        byte[] version = bytes.clone();
        version[4] = 4;
        assertThrows(IOException.class, () -> NetFile.fromBytes(version));
        byte[] base = bytes.clone();
        base[32] = 2;
        assertThrows(IOException.class, () -> NetFile.fromBytes(base));
        assertThrows(IOException.class, () -> NetFile.fromBytes(Arrays.copyOf(bytes, bytes.length - 2)));
        assertThrows(IOException.class, () -> NetFile.fromBytes(Arrays.copyOf(bytes, 20)));
    }

    /** A version 2 file (no base scales) still reads, every scale 1. */
    @Test
    void aVersionTwoFileReadsWithUnitScales() throws IOException {
        QuantisedNet net = QuantisedNet.of(Network.random(HIDDEN, 9)).withBase(true);
        byte[] v3 = NetFile.toBytes(net);
        int scales = v3.length - 4 - 32;
        ByteBuffer v2 = ByteBuffer.allocate(scales + 4).order(ByteOrder.LITTLE_ENDIAN);
        v2.put(v3, 0, scales);
        v2.putInt(4, 2);
        v2.putInt(scales, NetFile.checksum(v2.array(), scales));
        QuantisedNet read = NetFile.fromBytes(v2.array());
        assertTrue(read.handWrittenBase);
        assertArrayEquals(net.weights, read.weights);
        assertArrayEquals(QuantisedNet.unitScales(), read.baseScales);
    }

    private static byte[] ascii(String s) {
        return s.getBytes(StandardCharsets.US_ASCII);
    }
}
