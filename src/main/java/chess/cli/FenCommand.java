package chess.cli;

import chess.core.Board;
import chess.core.Fen;
import chess.core.FenException;
import chess.core.Variant;
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
 * {@code --960} reads Chess960 FENs (X-FEN or Shredder-FEN castling fields) and answers in X-FEN, or with
 * {@code --shredder} in Shredder-FEN.
 * Exit status 0 if every line was a valid FEN, 1 if any was not.
 */
final class FenCommand {
    static final String USAGE = String.join("\n",
            "usage: fen [--lenient] [--960 [--shredder]]",
            "  reads FENs from standard input, one per line; prints 'ok <canonical fen>' or 'error <message>'",
            "  for each line (blank lines too); --lenient normalises pasted text first",
            "  --960: Chess960 (X-FEN or Shredder-FEN in, X-FEN out; --shredder: Shredder-FEN out)");

    private FenCommand() {
    }

    static int run(String[] args, InputStream in, PrintStream out, PrintStream err) {
        boolean lenient = false;
        Variant variant = Variant.STANDARD;
        boolean shredder = false;
        for (String arg : args) {
            if (arg.equals("--lenient")) {
                lenient = true;
            } else if (arg.equals("--960")) {
                variant = Variant.CHESS960;
            } else if (arg.equals("--shredder")) {
                shredder = true;
            } else {
                return Commands.usageError(err, "fen", new UsageException("unknown argument '" + arg + "'"), USAGE);
            }
        }
        if (shredder && variant != Variant.CHESS960) {
            return Commands.usageError(err, "fen", new UsageException("--shredder goes with --960"), USAGE);
        }
        boolean allValid = true;
        // Not BufferedReader.readLine: it ends a line at a lone \r too, giving one input line two answers.
        LineReader reader = new LineReader(new InputStreamReader(in, StandardCharsets.UTF_8));
        try {
            for (String line = reader.readLine(); line != null; line = reader.readLine()) {
                String answer = check(line, lenient, variant, shredder);
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
        return check(line, lenient, Variant.STANDARD, false);
    }

    /** The answer line for one input line read as {@code variant}, written as Shredder-FEN if asked. */
    static String check(String line, boolean lenient, Variant variant, boolean shredder) {
        try {
            Board board = lenient ? Fen.parseLenient(line, variant) : Fen.parse(line, variant);
            return "ok " + (shredder ? Fen.writeShredder(board) : Fen.write(board));
        } catch (FenException e) {
            return "error " + e.getMessage();
        }
    }
}
