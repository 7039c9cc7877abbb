package chess.engine;

/**
 * The ints a {@link TranspositionTable} keeps its entries in: a Java array of its own ({@link IntArrayMemory}), or
 * memory that engines in other Web Workers read and write too (the browser's Lazy SMP helpers; chess.web makes it
 * from a shared {@code WebAssembly.Memory}). Each int is read and written on its own, without locks: the table's
 * check word already tells a torn entry from a whole one.
 */
public interface TableMemory {
    /** How many ints there are. */
    int length();

    int get(int index);

    void set(int index, int value);

    /** Sets the ints from {@code from} (inclusive) to {@code to} (exclusive) to 0. */
    default void clear(int from, int to) {
        for (int i = from; i < to; i++) {
            set(i, 0);
        }
    }
}
