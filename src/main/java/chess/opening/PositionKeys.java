package chess.opening;

import java.util.Arrays;

/**
 * A hash set of positions keyed by the board's Zobrist hash, two int halves (TeaVM's JavaScript emulates
 * {@code long}): open addressing over int arrays, each key mapped to a value index. The hash covers the placement,
 * the side to move, the castling rights and the en passant file only where a legal capture exists, which is
 * exactly the sameness of positions the opening table wants.
 */
final class PositionKeys {
    private int[] lo;
    private int[] hi;
    private int[] value;
    private int size;

    PositionKeys(int expected) {
        int capacity = 16;
        while (capacity < expected * 2) {
            capacity <<= 1;
        }
        allocate(capacity);
    }

    private void allocate(int capacity) {
        lo = new int[capacity];
        hi = new int[capacity];
        value = new int[capacity];
        Arrays.fill(value, -1);
        size = 0;
    }

    /** The value of the key, or -1. */
    int get(int keyLo, int keyHi) {
        int mask = value.length - 1;
        for (int i = mix(keyLo, keyHi) & mask; value[i] >= 0; i = (i + 1) & mask) {
            if (lo[i] == keyLo && hi[i] == keyHi) {
                return value[i];
            }
        }
        return -1;
    }

    /** Puts the key with its value (replacing an earlier value). */
    void put(int keyLo, int keyHi, int v) {
        if ((size + 1) * 2 > value.length) {
            grow();
        }
        int mask = value.length - 1;
        int i = mix(keyLo, keyHi) & mask;
        while (value[i] >= 0 && !(lo[i] == keyLo && hi[i] == keyHi)) {
            i = (i + 1) & mask;
        }
        if (value[i] < 0) {
            size++;
        }
        lo[i] = keyLo;
        hi[i] = keyHi;
        value[i] = v;
    }

    int size() {
        return size;
    }

    private void grow() {
        int[] oldLo = lo;
        int[] oldHi = hi;
        int[] oldValue = value;
        allocate(oldValue.length * 2);
        for (int i = 0; i < oldValue.length; i++) {
            if (oldValue[i] >= 0) {
                put(oldLo[i], oldHi[i], oldValue[i]);
            }
        }
    }

    private static int mix(int a, int b) {
        int h = a ^ (b * 0x9E3779B1);
        return h ^ (h >>> 15);
    }
}
