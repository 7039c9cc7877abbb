package chess.cli;

import chess.engine.Bench;
import chess.engine.Engine;
import chess.engine.Network;
import chess.engine.StopSignal;
import java.io.PrintStream;

/**
 * {@code java -jar chess.jar bench [depth] [--net FILE|--no-net]}: the fixed search benchmark (deterministic node count), timed after an
 * untimed warm-up pass so that the figure is the compiled search's speed.
 */
final class BenchCommand {
    private BenchCommand() {
    }

    static int run(String[] arguments, PrintStream out) {
        NetworkChoice net = NetworkChoice.parse(arguments);
        String[] args = net.rest();
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
        int warmUpDepth = Math.min(depth, Bench.WARM_UP_DEPTH);
        out.println("Warm-up: an untimed pass at depth " + warmUpDepth + " (the JVM compiles the search meanwhile)");
        // One engine for both passes, its table sized to fit the heap (a small one is named in the output).
        Engine engine = new Engine(Engine.DEFAULT_HASH_MB, Runtime.getRuntime().maxMemory());
        Network network = net.load();
        engine.useNetwork(network);
        out.println(network == null ? "Evaluation: hand-written" : "Evaluation: network " + network.name());
        Bench.run(engine, warmUpDepth, new StopSignal(), line -> { });
        Bench.run(engine, depth, new StopSignal(), out::println);
        return 0;
    }
}
