package chess.image;

/**
 * GIF's variable-length LZW compression of one frame's pixels: codes of {@code codeSize + 1} bits growing to 12,
 * a clear code when the table of 4096 codes is full, packed least significant bit first into sub-blocks of at most
 * 255 bytes. The string table is a hash of (prefix code, next index) pairs in int arrays.
 */
final class Lzw {
    private static final int MAX_CODES = 4096;
    private static final int TABLE = 5003 * 2; // a prime's double: few collisions for 4096 entries

    private final ByteSink out;
    private final byte[] block = new byte[255];
    private int blockSize;
    private int bitBuffer;
    private int bitCount;

    private Lzw(ByteSink out) {
        this.out = out;
    }

    /** Compresses the pixels inside {@code box} (x, y, width, height) of a frame {@code stride} pixels wide. */
    static void encode(byte[] pixels, int stride, int[] box, int codeSize, ByteSink out) {
        new Lzw(out).run(pixels, stride, box, codeSize);
    }

    private void run(byte[] pixels, int stride, int[] box, int codeSize) {
        int clear = 1 << codeSize;
        int end = clear + 1;
        int[] keys = new int[TABLE];
        int[] codes = new int[TABLE];
        java.util.Arrays.fill(keys, -1);
        int next = end + 1;
        int width = codeSize + 1;
        write(clear, width);
        int prefix = -1;
        for (int y = box[1]; y < box[1] + box[3]; y++) {
            int row = y * stride;
            for (int x = box[0]; x < box[0] + box[2]; x++) {
                int pixel = pixels[row + x] & 0xff;
                if (prefix < 0) {
                    prefix = pixel;
                    continue;
                }
                int key = prefix << 8 | pixel;
                int slot = (key * 31 + (key >>> 11)) % TABLE;
                if (slot < 0) {
                    slot += TABLE;
                }
                while (keys[slot] != -1 && keys[slot] != key) {
                    slot = slot + 1 == TABLE ? 0 : slot + 1;
                }
                if (keys[slot] == key) {
                    prefix = codes[slot];
                    continue;
                }
                write(prefix, width);
                if (next < MAX_CODES) {
                    keys[slot] = key;
                    codes[slot] = next;
                    // the decoder widens its codes one code later than the encoder adds them
                    if (next == 1 << width && width < 12) {
                        width++;
                    }
                    next++;
                } else {
                    write(clear, width);
                    java.util.Arrays.fill(keys, -1);
                    next = end + 1;
                    width = codeSize + 1;
                }
                prefix = pixel;
            }
        }
        if (prefix >= 0) {
            write(prefix, width);
        }
        write(end, width);
        if (bitCount > 0) {
            byteOut(bitBuffer & 0xff);
        }
        flushBlock();
    }

    private void write(int code, int width) {
        bitBuffer |= code << bitCount;
        bitCount += width;
        while (bitCount >= 8) {
            byteOut(bitBuffer & 0xff);
            bitBuffer >>>= 8;
            bitCount -= 8;
        }
    }

    private void byteOut(int b) {
        block[blockSize++] = (byte) b;
        if (blockSize == 255) {
            flushBlock();
        }
    }

    private void flushBlock() {
        if (blockSize > 0) {
            out.add(blockSize);
            for (int i = 0; i < blockSize; i++) {
                out.add(block[i]);
            }
            blockSize = 0;
        }
    }
}
