package chess.match;

import chess.core.Variant;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** The command line of {@link UciMatch}, read and checked; see its class comment for the options. */
final class MatchOptions {
    /** The openings shipped with the project (balanced, 8 plies in), used when no file is given. */
    static final String DEFAULT_OPENINGS = "src/tools/resources/openings.fen";

    final String[] commands = new String[2];
    final String[] names = {"engine1", "engine2"};
    final List<List<EngineSpec.Option>> options = List.of(new ArrayList<>(), new ArrayList<>());
    Path openings = Path.of(DEFAULT_OPENINGS);
    int openingOffset;
    int games = 2;
    int concurrency = 1;
    int maxPlies = 400;
    long timeMarginMs = 100;
    long hangMs = 60_000;
    long initTimeoutMs = 30_000;
    SearchLimit limit;
    /** The limit as given ({@code tc}, {@code 10+0.1}), read once {@code --hang} is known too. */
    private String limitKind;
    private String limitValue;
    Variant variant = Variant.STANDARD;
    Path pgn;
    Path log;
    String event = "UciMatch";

    static MatchOptions parse(String... args) {
        MatchOptions o = new MatchOptions();
        for (int i = 0; i < args.length; i++) {
            String flag = args[i];
            if (flag.equals("--chess960")) {
                o.variant = Variant.CHESS960;
                continue;
            }
            if (i + 1 == args.length) {
                throw new IllegalArgumentException(flag + " needs a value");
            }
            String value = args[++i];
            switch (flag) {
                case "--engine1": o.commands[0] = value; break;
                case "--engine2": o.commands[1] = value; break;
                case "--name1": o.names[0] = value; break;
                case "--name2": o.names[1] = value; break;
                case "--option1": o.options.get(0).add(EngineSpec.Option.parse(value)); break;
                case "--option2": o.options.get(1).add(EngineSpec.Option.parse(value)); break;
                case "--openings": o.openings = Path.of(value); break;
                case "--opening-offset": o.openingOffset = Integer.parseInt(value); break;
                case "--games": o.games = Integer.parseInt(value); break;
                case "--concurrency": o.concurrency = Integer.parseInt(value); break;
                case "--max-plies": o.maxPlies = Integer.parseInt(value); break;
                case "--time-margin": o.timeMarginMs = Long.parseLong(value); break;
                case "--hang": o.hangMs = Long.parseLong(value); break;
                case "--init-timeout": o.initTimeoutMs = Long.parseLong(value); break;
                case "--pgn": o.pgn = Path.of(value); break;
                case "--log": o.log = Path.of(value); break;
                case "--event": o.event = value; break;
                case "--tc": case "--nodes": case "--depth": case "--movetime":
                    if (o.limitKind != null) {
                        throw new IllegalArgumentException("give one of --tc, --nodes, --depth, --movetime");
                    }
                    o.limitKind = flag.substring(2);
                    o.limitValue = value;
                    break;
                default:
                    throw new IllegalArgumentException("unknown option " + flag);
            }
        }
        if (o.commands[0] == null || o.commands[1] == null) {
            throw new IllegalArgumentException("--engine1 and --engine2 are needed");
        }
        if (o.limitKind == null) {
            throw new IllegalArgumentException("give one of --tc, --nodes, --depth, --movetime");
        }
        o.limit = SearchLimit.parse(o.limitKind, o.limitValue, o.hangMs);
        if (o.names[0].equals(o.names[1])) {
            throw new IllegalArgumentException("the engines need different names (--name1, --name2)");
        }
        if (o.games < 1 || o.concurrency < 1 || o.maxPlies < 1 || o.openingOffset < 0) {
            throw new IllegalArgumentException("--games, --concurrency and --max-plies must be positive, "
                    + "--opening-offset not negative");
        }
        if (o.variant == Variant.CHESS960) {
            for (List<EngineSpec.Option> list : o.options) {
                list.add(0, new EngineSpec.Option("UCI_Chess960", "true"));
            }
        }
        return o;
    }

    EngineSpec engine(int index) {
        return new EngineSpec(names[index], commands[index], List.copyOf(options.get(index)));
    }
}
