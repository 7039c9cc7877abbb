package chess.cli;

import java.io.InputStream;
import java.io.PrintStream;
import java.util.Arrays;

/**
 * Entry point of {@code java -jar chess.jar <command>}. Each command is a class with a
 * {@code run(args, in, out, err)} method returning the exit status, so tests call commands without a process.
 */
public final class Main {
    static final String USAGE = String.join("\n",
            "usage: java -jar chess.jar <command> [arguments]",
            "",
            "commands:",
            "  perft <depth> [fen] [--no-bulk]",
            "                            count leaf nodes per root move (Stockfish's divide format, moves sorted);",
            "                            --no-bulk makes every leaf move instead of counting the last ply in bulk",
            "  perft --epd FILE [--depth N] [--no-bulk]",
            "                            check a perft suite; ends with 'N passed, M failed'",
            "  bench-perft [--runs N] [--quick]",
            "                            move generator speed on the six standard perft positions",
            "  fen [--lenient]           check FENs read from standard input, one per line: prints",
            "                            'ok <canonical fen>' or 'error <message>' per line, blank lines too;",
            "                            --lenient normalises pasted text first (URLs, '_', missing fields)",
            "  board [fen]               print a position as text",
            "  pgn [--fen] FILE          check every game of a PGN file: 'ok N White - Black Result",
            "                            (M half-moves)' or 'error N line L column C: ...' per game, then",
            "                            'G games: K ok, E errors'; --fen prints each game's final FEN",
            "  opening FILE | opening --fen <fen>",
            "                            name each game's opening from its moves ('ok N C50 Italian Game:",
            "                            Giuoco Piano; left theory at 4. a3'), or the opening of a position",
            "  image [options] <fen|GAME.pgn> OUT.svg|OUT.png|OUT.gif",
            "                            the position as a picture, or a game's main line as an animated GIF;",
            "                            --flip, --colours NAME, --size N, --game N, --delay MS ('image' alone: more)",
            "  uci [--net FILE|--no-net] UCI engine on standard input/output (also with no command);",
            "                            --net evaluates with another net file, --no-net with the",
            "                            hand-written evaluation instead of the built-in network",
            "  bench [depth] [--net FILE|--no-net]",
            "                            fixed-depth search benchmark; ends with the node count and speed",
            "  serve [port] [--dir DIR]  serve the web app (default target/site, port 8080) on localhost",
            "  help                      this message",
            "",
            "A FEN may be quoted or given as separate words. Exit status: 0 ok, 1 failure, 2 bad usage.");

    private Main() {
    }

    public static void main(String[] args) {
        int status = run(args, System.in, System.out, System.err);
        System.out.flush();
        if (status != 0) {
            System.exit(status);
        }
    }

    /** Runs one command; returns its exit status (0 ok, 1 failure, 2 bad usage). */
    public static int run(String[] args, InputStream in, PrintStream out, PrintStream err) {
        if (args.length == 0) {
            return UciCommand.run(in, out, NetworkChoice.builtIn());
        }
        String[] rest = Arrays.copyOfRange(args, 1, args.length);
        try {
            switch (args[0]) {
                case "help":
                case "--help":
                case "-h":
                    out.println(USAGE);
                    return 0;
                case "uci": {
                    NetworkChoice net = NetworkChoice.parse(rest);
                    if (net.rest().length > 0) {
                        throw new UsageException("uci takes only --net FILE or --no-net, got '"
                                + String.join(" ", net.rest()) + "'");
                    }
                    return UciCommand.run(in, out, net.load());
                }
                case "bench":
                    return BenchCommand.run(rest, out);
                case "serve":
                    return ServeCommand.run(rest, out, err);
                case "perft":
                    return PerftCommand.run(rest, in, out, err);
                case "bench-perft":
                case "perft-bench":
                    return PerftBenchCommand.run(rest, in, out, err);
                case "fen":
                    return FenCommand.run(rest, in, out, err);
                case "board":
                    return BoardCommand.run(rest, in, out, err);
                case "pgn":
                    return PgnCommand.run(rest, out, err);
                case "opening":
                    return OpeningCommand.run(rest, out, err);
                case "image":
                    return ImageCommand.run(rest, out, err);
                default:
                    err.println("unknown command '" + args[0] + "'");
                    err.println(USAGE);
                    return 2;
            }
        } catch (UsageException e) {
            err.println(e.getMessage());
            err.println(USAGE);
            return 2;
        }
    }
}
