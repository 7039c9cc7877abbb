package chess.cli;

import chess.core.Board;
import chess.core.Fen;
import chess.core.FenException;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

/**
 * {@code fen [--lenient]}: reads one FEN per line on standard input (UTF-8) and prints exactly one line per
 * input line (ended by {@code \n} or {@code \r\n}; a lone {@code \r} is a character of the line), so answers line up
 * with questions: {@code ok <canonical fen>} or {@code error <message>}, the
 * message naming the field and column. A blank line is not skipped: it gets the parser's "empty" error.
 * {@code --lenient} first normalises what people paste (URLs, underscores, missing trailing fields).
 * Exit status 0 if every line was a valid FEN, 1 if any was not.
 */
final class FenCommand {
    static final String USAGE = String.join("\n",
            "usage: fen [--lenient]",
            "  reads FENs from standard input, one per line; prints 'ok <canonical fen>' or 'error <message>'",
            "  for each line (blank lines too); --lenient normalises pasted text first");

    private FenCommand() {
    }

    static int run(String[] args, InputStream in, PrintStream out, PrintStream err) {
        boolean lenient = false;
        for (String arg : args) {
            if (arg.equals("--lenient")) {
                lenient = true;
            } else {
                return Commands.usageError(err, "fen", new UsageException("unknown argument '" + arg + "'"), USAGE);
            }
        }
        boolean allValid = true;
        // Not BufferedReader.readLine: it ends a line at a lone \r too, giving one input line two answers.
        LineReader reader = new LineReader(new InputStreamReader(in, StandardCharsets.UTF_8));
        try {
            for (String line = reader.readLine(); line != null; line = reader.readLine()) {
                String answer = check(line, lenient);
                allValid &= answer.startsWith("ok ");
                out.println(answer);
            }
        } catch (IOException e) {
            err.println("fen: cannot read standard input: " + e.getMessage());
            return Commands.FAILURE;
        }
        return allValid ? Commands.OK : Commands.FAILURE;
    }

    /** The answer line for one input line. */
    static String check(String line, boolean lenient) {
        try {
            Board board = lenient ? Fen.parseLenient(line) : Fen.parse(line);
            return "ok " + Fen.write(board);
        } catch (FenException e) {
            return "error " + e.getMessage();
        }
    }
}
