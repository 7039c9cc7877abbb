package chess.match;

import java.util.ArrayList;
import java.util.List;

/**
 * One side of a match as given on the command line: a name for the tables and the PGN, the command that starts the
 * engine (split into words like a shell does, so quoted words may hold spaces) and the UCI options to set on it.
 */
record EngineSpec(String name, String command, List<Option> options) {
    /** A {@code setoption name NAME value VALUE}; the name may hold spaces ({@code Skill Level}). */
    record Option(String name, String value) {
        /** Reads {@code NAME=VALUE}. */
        static Option parse(String text) {
            int eq = text.indexOf('=');
            if (eq <= 0) {
                throw new IllegalArgumentException("an option is NAME=VALUE, not '" + text + "'");
            }
            return new Option(text.substring(0, eq).trim(), text.substring(eq + 1).trim());
        }

        String command() {
            return "setoption name " + name + " value " + value;
        }
    }

    /** The command's words: split at white space outside quotes; single or double quotes group, and are dropped. */
    List<String> argv() {
        List<String> words = new ArrayList<>();
        StringBuilder word = new StringBuilder();
        boolean inWord = false;
        char quote = 0;
        for (char c : command.toCharArray()) {
            if (quote != 0) {
                if (c == quote) {
                    quote = 0;
                } else {
                    word.append(c);
                }
            } else if (c == '"' || c == '\'') {
                quote = c;
                inWord = true;
            } else if (Character.isWhitespace(c)) {
                if (inWord) {
                    words.add(word.toString());
                    word.setLength(0);
                    inWord = false;
                }
            } else {
                word.append(c);
                inWord = true;
            }
        }
        if (quote != 0) {
            throw new IllegalArgumentException("unclosed quote in the engine command: " + command);
        }
        if (inWord) {
            words.add(word.toString());
        }
        if (words.isEmpty()) {
            throw new IllegalArgumentException("the engine command is empty");
        }
        return words;
    }
}
