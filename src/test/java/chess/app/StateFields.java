package chess.app;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;

/** A state's every field as text, objects by their contents: two states drawn alike compare equal. */
final class StateFields {
    private StateFields() {
    }

    /** Every public field of a state, its pieces and targets, as text. */
    static String of(BoardState s) {
        StringBuilder text = new StringBuilder();
        for (Field f : BoardState.class.getFields()) {
            if (!Modifier.isStatic(f.getModifiers())) {
                try {
                    text.append(f.getName()).append('=').append(describe(f.get(s), 0)).append('\n');
                } catch (IllegalAccessException e) {
                    throw new AssertionError(e);
                }
            }
        }
        for (int i = 0; i < 64; i++) {
            text.append(s.piece(i)).append(s.isTarget(i) ? "t" : "").append(' ');
        }
        return text.toString();
    }

    /** A value by its contents: objects without a toString of their own are described field by field. */
    private static String describe(Object value, int depth) {
        if (value == null || depth > 4) {
            return String.valueOf(value);
        }
        if (value instanceof java.util.Collection<?> list) {
            StringBuilder text = new StringBuilder("[");
            for (Object item : list) {
                text.append(describe(item, depth + 1)).append(", ");
            }
            return text.append(']').toString();
        }
        try {
            if (value.getClass().getMethod("toString").getDeclaringClass() != Object.class
                    || value.getClass().isEnum()) {
                return value.toString();
            }
        } catch (NoSuchMethodException e) {
            throw new AssertionError(e);
        }
        StringBuilder text = new StringBuilder(value.getClass().getSimpleName()).append('{');
        for (Field f : value.getClass().getDeclaredFields()) {
            if (!Modifier.isStatic(f.getModifiers())) {
                f.setAccessible(true);
                try {
                    text.append(f.getName()).append('=').append(describe(f.get(value), depth + 1)).append(' ');
                } catch (IllegalAccessException e) {
                    throw new AssertionError(e);
                }
            }
        }
        return text.append('}').toString();
    }
}
