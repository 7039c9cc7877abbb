package chess.cli;

import chess.engine.Bench;
import chess.engine.Engine;
import java.io.PrintStream;

/** {@code java -jar chess.jar bench [depth]}: the fixed search benchmark (deterministic node count). */
final class BenchCommand {
    private BenchCommand() {
    }

    static int run(String[] args, PrintStream out) {
        int depth = Bench.DEFAULT_DEPTH;
        if (args.length > 1) {
            throw new UsageException("bench takes at most one argument (the depth)");
        }
        if (args.length == 1) {
            try {
                depth = Integer.parseInt(args[0]);
            } catch (NumberFormatException e) {
                throw new UsageException("bench depth must be a number, not '" + args[0] + "'");
            }
            if (depth < 1 || depth > 30) {
                throw new UsageException("bench depth must be from 1 to 30, not " + depth);
            }
        }
        Bench.run(depth, Engine.DEFAULT_HASH_MB, out::println);
        return 0;
    }
}
