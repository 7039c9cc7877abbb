package chess.cli;

import chess.core.Board;
import chess.core.Perft;
import chess.core.PerftDivide;
import chess.core.Variant;
import java.io.InputStream;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code perft <depth> [fen] [--no-bulk]}: counts leaf nodes per root move in Stockfish's "divide" format, and
 * {@code perft --epd FILE [--depth N] [--no-bulk]}: checks a suite of known counts (see {@link PerftEpdRunner}).
 *
 * <p>Output of the divide form: one line {@code <uci move>: <count>} per legal root move, sorted by the UCI
 * string (Stockfish prints its own generation order; sorting makes runs comparable line by line with any
 * engine after a {@code sort}), then a blank line, {@code Nodes searched: <total>} and a line with time and
 * speed. Depth 0 prints no move lines and {@code Nodes searched: 1} (the position itself is the one leaf).
 * Like Stockfish the last ply is counted in bulk (moves generated, not made); {@code --no-bulk} makes and
 * unmakes every leaf move. {@code --960} reads the FEN (or every FEN of the suite) as Chess960, and writes castling
 * as king takes own rook.
 */
final class PerftCommand {
    /** The same limit as UCI's {@code go perft}: {@link Perft#MAX_DEPTH}. */
    static final int MAX_DEPTH = Perft.MAX_DEPTH;

    static final String USAGE = String.join("\n",
            "usage: perft <depth> [fen] [--no-bulk] [--960]",
            "       perft --epd FILE [--depth N] [--no-bulk] [--960]",
            "  --960: Chess960 positions (X-FEN or Shredder-FEN castling fields)",
            "  the FEN may be quoted or given as separate words; default: the start position",
            "  depth: 0 to " + MAX_DEPTH);

    private PerftCommand() {
    }

    static int run(String[] args, InputStream in, PrintStream out, PrintStream err) {
        try {
            boolean bulk = true;
            Variant variant = Variant.STANDARD;
            String epdFile = null;
            String maxDepth = null;
            List<String> positional = new ArrayList<>();
            for (int i = 0; i < args.length; i++) {
                switch (args[i]) {
                    case "--no-bulk":
                        bulk = false;
                        break;
                    case "--960":
                        variant = Variant.CHESS960;
                        break;
                    case "--epd":
                        epdFile = Commands.optionValue(args, i++);
                        break;
                    case "--depth":
                        maxDepth = Commands.optionValue(args, i++);
                        break;
                    default:
                        if (args[i].startsWith("--")) {
                            throw new UsageException("unknown option '" + args[i] + "'");
                        }
                        positional.add(args[i]);
                }
            }
            if (epdFile != null) {
                if (!positional.isEmpty()) {
                    throw new UsageException("with --epd, give no depth or FEN (use --depth N), got '"
                            + String.join(" ", positional) + "'");
                }
                int depthLimit = maxDepth == null ? MAX_DEPTH : Commands.parseInt(maxDepth, "--depth", 1, MAX_DEPTH);
                return PerftEpdRunner.run(epdFile, depthLimit, bulk, variant, out, err);
            }
            if (maxDepth != null) {
                throw new UsageException("--depth goes with --epd; for one position give the depth first");
            }
            if (positional.isEmpty()) {
                throw new UsageException("missing depth");
            }
            int depth = Commands.parseInt(positional.get(0), "depth", 0, MAX_DEPTH);
            String[] fenWords = positional.subList(1, positional.size()).toArray(new String[0]);
            Board board = PositionArgument.parse(fenWords, variant);
            divide(board, depth, bulk, out);
            return Commands.OK;
        } catch (UsageException e) {
            return Commands.usageError(err, "perft", e, USAGE);
        }
    }

    /** Prints the per-move counts sorted by move, the total and the time taken. */
    static void divide(Board board, int depth, boolean bulk, PrintStream out) {
        long start = System.nanoTime();
        PerftDivide divide = PerftDivide.count(board, depth, bulk);
        long nanos = System.nanoTime() - start;
        for (String line : divide.lines(true)) {
            out.println(line);
        }
        out.println(Timing.line(divide.total(), nanos));
    }
}
