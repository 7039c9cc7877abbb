package chess.cli;

import chess.core.Board;
import chess.core.BoardDiagram;
import java.io.InputStream;
import java.io.PrintStream;

/** {@code board [fen]}: prints a position as text (see {@link BoardDiagram#plain}); default: the start position. */
final class BoardCommand {
    static final String USAGE = String.join("\n",
            "usage: board [fen]",
            "  the FEN may be quoted or given as separate words; default: the start position");

    private BoardCommand() {
    }

    static int run(String[] args, InputStream in, PrintStream out, PrintStream err) {
        try {
            for (String arg : args) {
                if (arg.startsWith("--")) {
                    throw new UsageException("unknown option '" + arg + "'");
                }
            }
            Board board = PositionArgument.parse(args);
            for (String line : BoardDiagram.plain(board)) {
                out.print(line + "\n");
            }
            return Commands.OK;
        } catch (UsageException e) {
            return Commands.usageError(err, "board", e, USAGE);
        }
    }
}
