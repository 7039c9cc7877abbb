package chess.uci;

import java.util.List;
import java.util.function.Consumer;
import java.util.function.IntConsumer;

/**
 * One engine option, declared once: the line that announces it after {@code uci}, and how {@code setoption}
 * applies a value to it. A value that does not fit the option's type is refused with a note (a spin's number out
 * of range is clamped, with a note).
 */
interface UciOption {
    String name();

    /** The {@code option name ... type ...} line. */
    String declaration();

    /** Applies the value of a {@code setoption}; {@code typedName} is the name as the GUI spelled it. */
    void set(String typedName, String value, Consumer<String> note);

    /** A whole number from {@code min} to {@code max}. */
    record Spin(String name, int defaultValue, int min, int max, IntConsumer setter) implements UciOption {
        @Override
        public String declaration() {
            return "option name " + name + " type spin default " + defaultValue + " min " + min + " max " + max;
        }

        @Override
        public void set(String typedName, String value, Consumer<String> note) {
            Integer v = Tokens.parseInt(value);
            if (v == null) {
                note.accept("option '" + typedName + "' needs a whole number, not '" + Tokens.echo(value) + "'");
                return;
            }
            int clamped = Math.max(min, Math.min(max, v));
            if (v < min || v > max) {
                note.accept("option '" + typedName + "' value " + v + " is outside " + min + ".." + max + "; using "
                        + clamped);
            }
            setter.accept(clamped);
        }
    }

    /** On or off: {@code true} or {@code false} in any case. */
    record Check(String name, boolean defaultValue, Consumer<Boolean> setter) implements UciOption {
        @Override
        public String declaration() {
            return "option name " + name + " type check default " + defaultValue;
        }

        @Override
        public void set(String typedName, String value, Consumer<String> note) {
            if (value.equalsIgnoreCase("true") || value.equalsIgnoreCase("false")) {
                setter.accept(value.equalsIgnoreCase("true"));
            } else {
                note.accept(name + " must be true or false, not '" + Tokens.echo(value) + "'");
            }
        }
    }

    /** An action; a value, if given, is ignored. */
    record Button(String name, Runnable press) implements UciOption {
        @Override
        public String declaration() {
            return "option name " + name + " type button";
        }

        @Override
        public void set(String typedName, String value, Consumer<String> note) {
            press.run();
        }
    }

    /** One of a few words ({@code vars}), in any case; the setter gets the word as declared. */
    record Combo(String name, String defaultValue, List<String> vars, Consumer<String> setter) implements UciOption {
        @Override
        public String declaration() {
            StringBuilder sb = new StringBuilder("option name " + name + " type combo default " + defaultValue);
            for (String var : vars) {
                sb.append(" var ").append(var);
            }
            return sb.toString();
        }

        @Override
        public void set(String typedName, String value, Consumer<String> note) {
            for (String var : vars) {
                if (var.equalsIgnoreCase(value)) {
                    setter.accept(var);
                    return;
                }
            }
            note.accept(name + " must be " + String.join(" or ", vars) + ", not '" + Tokens.echo(value) + "'");
        }
    }
}
