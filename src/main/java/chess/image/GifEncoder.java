package chess.image;

/**
 * Writes an animated GIF (GIF89a) frame by frame: one global colour table, a loop forever (the NETSCAPE2.0
 * extension), each frame with its own delay, compressed with LZW. A frame after the first is stored only over the
 * rectangle where it differs from the one before (the rest stays on show: disposal "do not dispose"), and inside
 * it the pixels that did not change are the transparent index, one long run that LZW packs into few codes. That keeps
 * a game's GIF small: a move changes its two squares and the last move's highlight, often far apart.
 */
public final class GifEncoder {
    private final int width;
    private final int height;
    private final ByteSink out = new ByteSink();
    private byte[] previous;
    private final int colourBits;
    /** The index left free for "unchanged" (transparent), or -1 when the palette takes all 256. */
    private final int transparent;

    /** How long the last frame of a line is shown before the GIF starts again: four moves' time, at least 2 s. */
    public static int holdMs(int delayMs) {
        return Math.max(2000, 4 * delayMs);
    }

    /** Starts a GIF of {@code width} x {@code height} pixels in the palette's colours. */
    public GifEncoder(int width, int height, Palette palette) {
        if (width < 1 || height < 1 || width > 0xffff || height > 0xffff) {
            throw new IllegalArgumentException("a GIF is 1 to 65535 pixels wide and high, got " + width + " x "
                    + height);
        }
        this.width = width;
        this.height = height;
        this.transparent = palette.size() < 256 ? palette.size() : -1;
        int entries = palette.size() + (transparent >= 0 ? 1 : 0);
        int bits = 1;
        while (1 << bits < entries) {
            bits++;
        }
        this.colourBits = bits;
        out.ascii("GIF89a");
        out.short16(width);
        out.short16(height);
        out.add(0x80 | 0x70 | (bits - 1)); // a global table, 8 bits per primary, 2^bits entries
        out.add(0); // background colour index
        out.add(0); // no aspect ratio
        for (int i = 0; i < 1 << bits; i++) {
            int rgb = i < palette.size() ? palette.colour(i) : 0;
            out.add(rgb >> 16 & 0xff);
            out.add(rgb >> 8 & 0xff);
            out.add(rgb & 0xff);
        }
        out.add(0x21); // application extension: loop forever
        out.add(0xff);
        out.add(11);
        out.ascii("NETSCAPE2.0");
        out.add(3);
        out.add(1);
        out.short16(0);
        out.add(0);
    }

    /**
     * Adds a frame of palette indices (row by row, {@code width * height} of them) shown for {@code delayMs}
     * milliseconds (GIF counts hundredths: rounded, at least one).
     */
    public void addFrame(byte[] indices, int delayMs) {
        if (indices.length != width * height) {
            throw new IllegalArgumentException("a frame has " + width * height + " pixels, got " + indices.length);
        }
        int[] box = changedBox(indices);
        boolean clear = previous != null && transparent >= 0;
        out.add(0x21); // graphic control extension
        out.add(0xf9);
        out.add(4);
        out.add(1 << 2 | (clear ? 1 : 0)); // disposal: leave the frame in place; a transparent index or not
        out.short16(Math.max(1, Math.min(0xffff, (delayMs + 5) / 10)));
        out.add(clear ? transparent : 0);
        out.add(0);
        out.add(0x2c); // image descriptor
        out.short16(box[0]);
        out.short16(box[1]);
        out.short16(box[2]);
        out.short16(box[3]);
        out.add(0); // no local colour table, not interlaced
        int codeSize = Math.max(2, colourBits);
        out.add(codeSize);
        Lzw.encode(inside(indices, box, clear), box[2], new int[] {0, 0, box[2], box[3]}, codeSize, out);
        out.add(0); // end of the frame's data
        previous = indices;
    }

    /** Ends the file and returns its bytes. */
    public byte[] finish() {
        out.add(0x3b);
        return out.toArray();
    }

    /** The frame's pixels inside the box, those unchanged since the previous frame made transparent if {@code clear}. */
    private byte[] inside(byte[] indices, int[] box, boolean clear) {
        byte[] part = new byte[box[2] * box[3]];
        int k = 0;
        for (int y = box[1]; y < box[1] + box[3]; y++) {
            for (int x = box[0]; x < box[0] + box[2]; x++) {
                int i = y * width + x;
                part[k++] = clear && indices[i] == previous[i] ? (byte) transparent : indices[i];
            }
        }
        return part;
    }

    /** The rectangle x, y, width, height that differs from the previous frame (all of the first; one pixel if none). */
    private int[] changedBox(byte[] indices) {
        if (previous == null) {
            return new int[] {0, 0, width, height};
        }
        int minX = width;
        int minY = height;
        int maxX = -1;
        int maxY = -1;
        for (int y = 0; y < height; y++) {
            int row = y * width;
            for (int x = 0; x < width; x++) {
                if (indices[row + x] != previous[row + x]) {
                    minX = Math.min(minX, x);
                    maxX = Math.max(maxX, x);
                    minY = Math.min(minY, y);
                    maxY = Math.max(maxY, y);
                }
            }
        }
        if (maxX < 0) {
            return new int[] {0, 0, 1, 1}; // nothing changed: one unchanged pixel carries the delay
        }
        return new int[] {minX, minY, maxX - minX + 1, maxY - minY + 1};
    }
}
