package chess.image;

import java.util.Arrays;

/**
 * A GIF's colour table of at most 256 colours, made from the pictures' own colours: the most frequent ones are
 * kept (a board picture has few: squares, pieces, shapes, and the blends of their edges), and every other colour
 * goes to its nearest entry. Colours are {@code 0xrrggbb} ints; the lookups are cached in an int hash table, as a
 * frame has hundreds of thousands of pixels but few distinct colours.
 */
public final class Palette {
    private final int[] colours;
    private final IntTable cache = new IntTable();

    private Palette(int[] colours) {
        this.colours = colours;
    }

    /** A palette of the most frequent colours of the given pixels (RGB ints, alpha ignored); at most 256. */
    public static Palette of(int[]... pixelSets) {
        IntTable counts = new IntTable();
        for (int[] pixels : pixelSets) {
            for (int px : pixels) {
                int rgb = px & 0xffffff;
                counts.put(rgb, counts.get(rgb, 0) + 1);
            }
        }
        int n = counts.size();
        long[] ranked = new long[n]; // count in the high half, colour in the low: one sort, no objects
        int k = 0;
        for (int slot = 0; slot < counts.capacity(); slot++) {
            if (counts.used(slot)) {
                ranked[k++] = (long) counts.valueAt(slot) << 32 | counts.keyAt(slot);
            }
        }
        Arrays.sort(ranked);
        int size = Math.max(1, Math.min(256, n));
        int[] chosen = new int[size];
        for (int i = 0; i < size && i < n; i++) {
            chosen[i] = (int) (ranked[n - 1 - i] & 0xffffff);
        }
        return new Palette(chosen);
    }

    public int size() {
        return colours.length;
    }

    public int colour(int index) {
        return colours[index];
    }

    /** The index of the nearest entry to an RGB colour (squared distance, weighted as the eye sees). */
    public int indexOf(int rgb) {
        rgb &= 0xffffff;
        int known = cache.get(rgb, -1);
        if (known >= 0) {
            return known;
        }
        int r = rgb >> 16 & 0xff;
        int g = rgb >> 8 & 0xff;
        int b = rgb & 0xff;
        int best = 0;
        int bestDistance = Integer.MAX_VALUE;
        for (int i = 0; i < colours.length; i++) {
            int dr = r - (colours[i] >> 16 & 0xff);
            int dg = g - (colours[i] >> 8 & 0xff);
            int db = b - (colours[i] & 0xff);
            int distance = 3 * dr * dr + 4 * dg * dg + 2 * db * db;
            if (distance < bestDistance) {
                bestDistance = distance;
                best = i;
            }
        }
        cache.put(rgb, best);
        return best;
    }

    /** The pixels' palette indices. */
    public byte[] indices(int[] pixels) {
        byte[] out = new byte[pixels.length];
        for (int i = 0; i < pixels.length; i++) {
            out[i] = (byte) indexOf(pixels[i]);
        }
        return out;
    }
}
