package chess.link;

/**
 * Adaptive frequencies over a fixed alphabet in which every symbol stays possible (each count starts at one):
 * for the two bytes of a character outside ASCII, where a text in one script soon makes its bytes cheap.
 */
final class FrequencyTable {
    private static final int HALVE_ABOVE = 8000;

    private final int[] counts;
    private final int increment;
    private int total;

    FrequencyTable(int size, int increment) {
        counts = new int[size];
        java.util.Arrays.fill(counts, 1);
        total = size;
        this.increment = increment;
    }

    void encode(int symbol, ArithmeticEncoder out) {
        int cum = 0;
        for (int s = 0; s < symbol; s++) {
            cum += counts[s];
        }
        out.encode(cum, cum + counts[symbol], total);
        learn(symbol);
    }

    int decode(ArithmeticDecoder in) {
        int target = in.target(total);
        int cum = 0;
        int s = 0;
        while (s < counts.length - 1 && cum + counts[s] <= target) {
            cum += counts[s];
            s++;
        }
        in.consume(cum, cum + counts[s], total);
        learn(s);
        return s;
    }

    private void learn(int symbol) {
        counts[symbol] += increment;
        total += increment;
        if (total > HALVE_ABOVE) {
            total = 0;
            for (int s = 0; s < counts.length; s++) {
                counts[s] = (counts[s] + 1) / 2;
                total += counts[s];
            }
        }
    }
}
