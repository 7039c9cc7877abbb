package chess.cli;

import java.io.PrintStream;

/** Small helpers shared by the commands: exit statuses, number arguments, usage errors. */
final class Commands {
    static final int OK = 0;
    static final int FAILURE = 1;
    static final int BAD_USAGE = 2;

    private Commands() {
    }

    /** Reports a usage error as the command's name, the message and the command's usage lines. */
    static int usageError(PrintStream err, String command, UsageException e, String usage) {
        err.println(command + ": " + e.getMessage());
        err.println(usage);
        return BAD_USAGE;
    }

    /** Parses a whole number between {@code min} and {@code max}, naming {@code what} if it is not one. */
    static int parseInt(String text, String what, int min, int max) {
        int value;
        try {
            value = Integer.parseInt(text);
        } catch (NumberFormatException e) {
            if (!text.matches("-?[0-9]+")) {
                throw new UsageException(what + " must be a whole number, got '" + text + "'");
            }
            value = text.startsWith("-") ? Integer.MIN_VALUE : Integer.MAX_VALUE; // too big for an int
        }
        if (value < min || value > max) {
            throw new UsageException(what + " must be between " + min + " and " + max + ", got " + text);
        }
        return value;
    }

    /** The value after an option such as {@code --depth}, or a usage error if the arguments end there. */
    static String optionValue(String[] args, int i) {
        if (i + 1 >= args.length) {
            throw new UsageException(args[i] + " needs a value");
        }
        return args[i + 1];
    }
}
