package chess.app;

import java.util.List;

/** Whether two lists hold the very same objects in the same order: what a cache kept for one list asks of the next. */
final class SameItems {
    private SameItems() {
    }

    static boolean inOrder(List<?> a, List<?> b) {
        if (a.size() != b.size()) {
            return false;
        }
        for (int i = 0; i < a.size(); i++) {
            if (a.get(i) != b.get(i)) {
                return false;
            }
        }
        return true;
    }
}
