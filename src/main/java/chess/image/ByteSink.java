package chess.image;

import java.util.Arrays;

/** A growing byte array, written in GIF's little-endian order. */
final class ByteSink {
    private byte[] bytes = new byte[4096];
    private int size;

    void add(int b) {
        if (size == bytes.length) {
            bytes = Arrays.copyOf(bytes, bytes.length * 2);
        }
        bytes[size++] = (byte) b;
    }

    void short16(int value) {
        add(value & 0xff);
        add(value >> 8 & 0xff);
    }

    void ascii(String text) {
        for (int i = 0; i < text.length(); i++) {
            add(text.charAt(i));
        }
    }

    byte[] toArray() {
        return Arrays.copyOf(bytes, size);
    }
}
