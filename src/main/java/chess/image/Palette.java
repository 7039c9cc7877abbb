package chess.image;

/**
 * A GIF's colour table of at most 255 colours, made from the pictures' own colours: the most frequent ones are
 * kept (a board picture has few: squares, pieces, shapes, and the blends of their edges), and every other colour
 * goes to its nearest entry. Colours are {@code 0xrrggbb} ints; the lookups are cached in an int hash table, as a
 * frame has hundreds of thousands of pixels but few distinct colours.
 */
public final class Palette {
    /** 255, not 256: the GIF keeps one index free for the pixels a frame leaves as they were. */
    public static final int MAX_COLOURS = 255;

    private final int[] colours;
    private final IntTable cache = new IntTable();

    private Palette(int[] colours) {
        this.colours = colours;
    }

    /**
     * A palette that holds the {@code required} colours (say, drawn shapes that appear only in the middle of a line)
     * and then the most frequent colours of the pixels; at most 255 in all.
     */
    public static Palette withColours(int[] required, int[]... pixelSets) {
        Palette frequent = of(pixelSets);
        int[] chosen = new int[Math.min(MAX_COLOURS, required.length + frequent.size())];
        IntTable taken = new IntTable();
        int n = 0;
        for (int rgb : required) {
            if (n < chosen.length && taken.get(rgb & 0xffffff, -1) < 0) {
                taken.put(rgb & 0xffffff, n);
                chosen[n++] = rgb & 0xffffff;
            }
        }
        for (int i = 0; i < frequent.size() && n < chosen.length; i++) {
            if (taken.get(frequent.colour(i), -1) < 0) {
                taken.put(frequent.colour(i), n);
                chosen[n++] = frequent.colour(i);
            }
        }
        return new Palette(java.util.Arrays.copyOf(chosen, Math.max(1, n)));
    }

    /** A palette of the most frequent colours of the given pixels (RGB ints, alpha ignored); at most 255. */
    public static Palette of(int[]... pixelSets) {
        IntTable counts = new IntTable();
        for (int[] pixels : pixelSets) {
            for (int px : pixels) {
                int rgb = px & 0xffffff;
                counts.put(rgb, counts.get(rgb, 0) + 1);
            }
        }
        int size = Math.max(1, Math.min(MAX_COLOURS, counts.size()));
        int[] chosen = mostFrequent(counts, size);
        return new Palette(chosen);
    }

    /**
     * The keys of the {@code size} largest counts, most frequent first: a min-heap of the best so far, in int arrays
     * (no long or boxed sorting: this runs in the page, where TeaVM's JavaScript emulates long).
     */
    private static int[] mostFrequent(IntTable counts, int size) {
        int[] heapKeys = new int[size];
        int[] heapCounts = new int[size];
        int filled = 0;
        for (int slot = 0; slot < counts.capacity(); slot++) {
            if (!counts.used(slot)) {
                continue;
            }
            int key = counts.keyAt(slot);
            int count = counts.valueAt(slot);
            if (filled < size) {
                int i = filled++;
                while (i > 0 && heapCounts[(i - 1) / 2] > count) { // sift up
                    heapKeys[i] = heapKeys[(i - 1) / 2];
                    heapCounts[i] = heapCounts[(i - 1) / 2];
                    i = (i - 1) / 2;
                }
                heapKeys[i] = key;
                heapCounts[i] = count;
            } else if (count > heapCounts[0]) {
                siftDown(heapKeys, heapCounts, size, key, count);
            }
        }
        // empty the heap, least frequent first, into the answer from its end
        int[] chosen = new int[size];
        for (int n = filled; n > 0; n--) {
            chosen[n - 1] = heapKeys[0];
            siftDown(heapKeys, heapCounts, n - 1, heapKeys[n - 1], heapCounts[n - 1]);
        }
        return chosen;
    }

    /** Puts (key, count) at the heap's root and sinks it among the first {@code n} entries. */
    private static void siftDown(int[] keys, int[] counts, int n, int key, int count) {
        int i = 0;
        while (true) {
            int child = 2 * i + 1;
            if (child >= n) {
                break;
            }
            if (child + 1 < n && counts[child + 1] < counts[child]) {
                child++;
            }
            if (counts[child] >= count) {
                break;
            }
            keys[i] = keys[child];
            counts[i] = counts[child];
            i = child;
        }
        if (n > 0) {
            keys[i] = key;
            counts[i] = count;
        }
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
