package chess.cli;

import static org.junit.jupiter.api.Assertions.assertFalse;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

/** Runs the command line in-process and captures what it printed. */
record Run(int status, String out, String err) {

    /** Runs {@code java -jar chess.jar args...} with empty standard input. */
    static Run main(String... args) {
        return withInput("", args);
    }

    static Run withInput(String input, String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status;
        try (PrintStream o = new PrintStream(out, true, StandardCharsets.UTF_8);
                PrintStream e = new PrintStream(err, true, StandardCharsets.UTF_8)) {
            status = Main.run(args, new ByteArrayInputStream(input.getBytes(StandardCharsets.UTF_8)), o, e);
        }
        return new Run(status, out.toString(StandardCharsets.UTF_8).replace("\r\n", "\n"),
                err.toString(StandardCharsets.UTF_8).replace("\r\n", "\n"));
    }

    String[] outLines() {
        return out.isEmpty() ? new String[0] : out.split("\n", -1);
    }

    /** The last non-empty line of standard output. */
    String lastLine() {
        String trimmed = out.stripTrailing();
        return trimmed.substring(trimmed.lastIndexOf('\n') + 1);
    }

    /** A usage error must be a message, never a stack trace. */
    void assertNoStackTrace() {
        assertFalse(err.contains("Exception"), err);
        assertFalse(err.contains("at chess."), err);
        assertFalse(out.contains("Exception"), out);
    }
}
