package chess.engine;

import java.util.Arrays;

/** A table's ints in a Java array: the JVM's table, and every browser worker's without shared memory. */
final class IntArrayMemory implements TableMemory {
    private final int[] ints;

    IntArrayMemory(int length) {
        ints = new int[length];
    }

    @Override
    public int length() {
        return ints.length;
    }

    @Override
    public int get(int index) {
        return ints[index];
    }

    @Override
    public void set(int index, int value) {
        ints[index] = value;
    }

    @Override
    public void clear(int from, int to) {
        Arrays.fill(ints, from, to, 0);
    }
}
