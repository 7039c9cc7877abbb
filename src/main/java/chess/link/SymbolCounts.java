package chess.link;

/**
 * How often each symbol followed one context: a short list, since most contexts see few different symbols. The
 * counts are halved when their total passes {@link #HALVE_ABOVE}, which keeps totals within what the arithmetic
 * coder takes and lets recent text weigh more.
 */
final class SymbolCounts {
    static final int HALVE_ABOVE = 4000;

    int[] symbols = new int[4];
    int[] counts = new int[4];
    int size;

    SymbolCounts copy() {
        SymbolCounts copy = new SymbolCounts();
        copy.symbols = symbols.clone();
        copy.counts = counts.clone();
        copy.size = size;
        return copy;
    }

    void add(int symbol) {
        int total = 0;
        int at = -1;
        for (int i = 0; i < size; i++) {
            if (symbols[i] == symbol) {
                at = i;
            }
            total += counts[i];
        }
        if (at < 0) {
            if (size == symbols.length) {
                symbols = java.util.Arrays.copyOf(symbols, size * 2);
                counts = java.util.Arrays.copyOf(counts, size * 2);
            }
            at = size++;
            symbols[at] = symbol;
        }
        counts[at]++;
        if (total + 1 > HALVE_ABOVE) {
            for (int i = 0; i < size; i++) {
                counts[i] = (counts[i] + 1) / 2;
            }
        }
    }
}
