package chess.cli;

import chess.core.Board;
import chess.core.BoardDiagram;
import chess.core.Variant;
import java.io.InputStream;
import java.io.PrintStream;

/**
 * {@code board [--960] [fen]}: prints a position as text (see {@link BoardDiagram#plain}); default: the start
 * position. {@code --960} reads the FEN as Chess960 (X-FEN or Shredder-FEN castling field).
 */
final class BoardCommand {
    static final String USAGE = String.join("\n",
            "usage: board [--960] [fen]",
            "  the FEN may be quoted or given as separate words; default: the start position",
            "  --960: Chess960 (X-FEN or Shredder-FEN castling field)");

    private BoardCommand() {
    }

    static int run(String[] args, InputStream in, PrintStream out, PrintStream err) {
        try {
            Variant variant = Variant.STANDARD;
            java.util.List<String> words = new java.util.ArrayList<>();
            for (String arg : args) {
                if (arg.equals("--960")) {
                    variant = Variant.CHESS960;
                } else if (arg.startsWith("--")) {
                    throw new UsageException("unknown option '" + arg + "'");
                } else {
                    words.add(arg);
                }
            }
            Board board = PositionArgument.parse(words.toArray(new String[0]), variant);
            for (String line : BoardDiagram.plain(board)) {
                out.print(line + "\n");
            }
            return Commands.OK;
        } catch (UsageException e) {
            return Commands.usageError(err, "board", e, USAGE);
        }
    }
}
