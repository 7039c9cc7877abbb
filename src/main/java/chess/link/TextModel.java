package chess.link;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;

/**
 * Predicts the next symbol of a text from the ones before it (prediction by partial matching, "PPM"): the
 * counts of what followed the last two symbols, else the last one, else none, else every symbol alike. Each
 * context that has not seen the symbol codes an escape (weighted by how many different symbols it has seen) and
 * the next shorter context then leaves out the symbols already refused. Symbols are {@link #END}, the ASCII
 * characters 1..127 and {@link #OTHER} (any other character, which the caller then spells out). Each text starts
 * from a context of its own kind (comment, a tag's value, a clock time...), so a kind's first letters are
 * predicted well too.
 */
final class TextModel {
    static final int END = 0;
    static final int OTHER = 128;
    static final int SYMBOLS = 129;
    /** Kinds of text are 0..MAX_KINDS-1. */
    static final int MAX_KINDS = 64;
    /** The context that stands for "start of a text of kind k" is KIND_CONTEXT + k. */
    private static final int KIND_CONTEXT = SYMBOLS;

    private final int maxOrder;
    /** The contexts this model has learned in (for a copy: those it changed since). */
    private final Map<Integer, SymbolCounts> contexts = new HashMap<>();
    /** For a copy, the model it was copied from, read but never changed; null otherwise. */
    private final TextModel base;
    /** The last symbols' contexts, the most recent first. */
    private final int[] history = new int[3];
    private final boolean[] excluded = new boolean[SYMBOLS];

    /** A model of up to {@code maxOrder} (0..3) symbols of context. */
    TextModel(int maxOrder) {
        this(maxOrder, null);
    }

    private TextModel(int maxOrder, TextModel base) {
        this.maxOrder = maxOrder;
        this.base = base;
    }

    /**
     * A model that knows what this one knows and then learns on its own. It reads this model's counts and copies a
     * context only when it first learns in it (the page codes its game after every move, and copying the whole
     * primed model each time cost more than the coding), so this model must not learn any more afterwards.
     */
    TextModel copy() {
        TextModel copy = new TextModel(maxOrder, this);
        System.arraycopy(history, 0, copy.history, 0, history.length);
        return copy;
    }

    /** The counts of a context, from this model or the one it was copied from; null when neither has seen it. */
    private SymbolCounts counts(int key) {
        SymbolCounts c = contexts.get(key);
        return c != null || base == null ? c : base.counts(key);
    }

    void startText(int kind) {
        history[0] = KIND_CONTEXT + kind;
        history[1] = 0;
        history[2] = 0;
    }

    void encode(int symbol, ArithmeticEncoder out) {
        Arrays.fill(excluded, false);
        for (int order = maxOrder; order >= 0; order--) {
            SymbolCounts c = counts(key(order));
            if (c == null) {
                continue;
            }
            int sum = 0;
            int distinct = 0;
            int cum = -1;
            int freq = 0;
            for (int i = 0; i < c.size; i++) {
                int s = c.symbols[i];
                if (!excluded[s]) {
                    if (s == symbol) {
                        cum = sum;
                        freq = c.counts[i];
                    }
                    sum += c.counts[i];
                    distinct++;
                }
            }
            if (distinct == 0) {
                continue;
            }
            if (cum >= 0) {
                out.encode(cum, cum + freq, sum + distinct);
                learn(symbol);
                return;
            }
            out.encode(sum, sum + distinct, sum + distinct);
            exclude(c);
        }
        int cum = 0;
        int total = 0;
        for (int s = 0; s < SYMBOLS; s++) {
            if (!excluded[s]) {
                cum += s < symbol ? 1 : 0;
                total++;
            }
        }
        out.encode(cum, cum + 1, total);
        learn(symbol);
    }

    int decode(ArithmeticDecoder in) {
        Arrays.fill(excluded, false);
        for (int order = maxOrder; order >= 0; order--) {
            SymbolCounts c = counts(key(order));
            if (c == null) {
                continue;
            }
            int sum = 0;
            int distinct = 0;
            for (int i = 0; i < c.size; i++) {
                if (!excluded[c.symbols[i]]) {
                    sum += c.counts[i];
                    distinct++;
                }
            }
            if (distinct == 0) {
                continue;
            }
            int target = in.target(sum + distinct);
            if (target < sum) {
                int cum = 0;
                for (int i = 0; i < c.size; i++) {
                    int s = c.symbols[i];
                    if (!excluded[s]) {
                        int w = c.counts[i];
                        if (target < cum + w) {
                            in.consume(cum, cum + w, sum + distinct);
                            learn(s);
                            return s;
                        }
                        cum += w;
                    }
                }
            }
            in.consume(sum, sum + distinct, sum + distinct);
            exclude(c);
        }
        int total = 0;
        for (int s = 0; s < SYMBOLS; s++) {
            total += excluded[s] ? 0 : 1;
        }
        if (total == 0) {
            return END; // only damaged bits escape from every symbol: end the text
        }
        int target = in.target(total);
        int symbol = 0;
        for (int seen = 0; symbol < SYMBOLS; symbol++) {
            if (!excluded[symbol]) {
                if (seen == target) {
                    break;
                }
                seen++;
            }
        }
        in.consume(target, target + 1, total);
        learn(symbol);
        return symbol;
    }

    /** Counts a symbol in every context without coding it (also how the primer text teaches the model). */
    void learn(int symbol) {
        for (int order = 0; order <= maxOrder; order++) {
            int key = key(order);
            SymbolCounts c = contexts.get(key);
            if (c == null) {
                SymbolCounts known = base == null ? null : base.counts(key);
                c = known == null ? new SymbolCounts() : known.copy();
                contexts.put(key, c);
            }
            c.add(symbol);
        }
        history[2] = history[1];
        history[1] = history[0];
        history[0] = symbol;
    }

    private void exclude(SymbolCounts c) {
        for (int i = 0; i < c.size; i++) {
            excluded[c.symbols[i]] = true;
        }
    }

    /** The map key of the context of the last {@code order} symbols (each below 256). */
    private int key(int order) {
        int key = order << 24;
        for (int i = 0; i < order; i++) {
            key |= history[i] << 8 * i;
        }
        return key;
    }
}
