package chess.image;

/** An int-to-int hash table with open addressing: no boxing, for colour counts and lookups. Keys are not negative. */
final class IntTable {
    private int[] keys = new int[1024];
    private int[] values = new int[1024];
    private int size;

    IntTable() {
        java.util.Arrays.fill(keys, -1);
    }

    int get(int key, int missing) {
        int slot = find(key);
        return keys[slot] == key ? values[slot] : missing;
    }

    void put(int key, int value) {
        int slot = find(key);
        if (keys[slot] != key) {
            keys[slot] = key;
            size++;
            if (size * 2 > keys.length) {
                values[slot] = value;
                grow();
                return;
            }
        }
        values[slot] = value;
    }

    int size() {
        return size;
    }

    int capacity() {
        return keys.length;
    }

    boolean used(int slot) {
        return keys[slot] >= 0;
    }

    int keyAt(int slot) {
        return keys[slot];
    }

    int valueAt(int slot) {
        return values[slot];
    }

    private int find(int key) {
        int mask = keys.length - 1;
        // with 0x9e3779b1 here both builds were much slower on real pictures' colours, for a reason not found
        // (TeaVM's JavaScript multiplies ints exactly, with Math.imul); this multiplier measured well (docs/images.md)
        int h = (key ^ key >>> 15) * 0x9e3b5;
        int slot = (h ^ h >>> 13) & mask;
        while (keys[slot] != key && keys[slot] >= 0) {
            slot = (slot + 1) & mask;
        }
        return slot;
    }

    private void grow() {
        int[] oldKeys = keys;
        int[] oldValues = values;
        keys = new int[oldKeys.length * 2];
        values = new int[oldKeys.length * 2];
        java.util.Arrays.fill(keys, -1);
        size = 0;
        for (int i = 0; i < oldKeys.length; i++) {
            if (oldKeys[i] >= 0) {
                put(oldKeys[i], oldValues[i]);
            }
        }
    }
}
