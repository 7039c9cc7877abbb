package chess.match;

import chess.core.Game;
import java.io.IOException;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A match between two UCI engines (a tool, not a test): each opening of a file is played twice, once with each
 * colour, every move checked and every game ended by this project's rules ({@link MatchGame}); an illegal move, a
 * crash or a loss on time loses the game and is counted apart. Prints a line per game and a summary from engine
 * 1's side: W-D-L, score, Elo difference with its 95% error bar, LOS, terminations and failures
 * ({@link MatchTally}). docs/matches.md has examples.
 *
 * <p>Run: {@code mvn -q -o -Ptools test-compile exec:java -Dtool=chess.match.UciMatch -Dargs="--engine1 'java -cp
 * target/classes chess.cli.Main uci' --name1 ours --engine2 /usr/games/stockfish --name2 sf --games 20 --nodes
 * 20000"}. Options:
 * <ul>
 *   <li>{@code --engine1 CMD}, {@code --engine2 CMD} (quote words that hold spaces), {@code --name1},
 *       {@code --name2}, {@code --option1 NAME=VALUE}, {@code --option2 NAME=VALUE} (repeatable: UCI
 *       {@code setoption}s);
 *   <li>one limit per move: {@code --tc BASE+INC} (seconds, e.g. {@code 10+0.1}: the runner keeps the clocks and
 *       a side that overruns by more than {@code --time-margin MS}, 100, loses on time), {@code --nodes N},
 *       {@code --depth D} or {@code --movetime MS} (an engine silent for {@code --hang MS}, 60000, beyond these
 *       has crashed);
 *   <li>{@code --openings FILE} ({@link MatchOptions#DEFAULT_OPENINGS}; format in {@link Opening}),
 *       {@code --opening-offset N} (the first opening used, from 0), {@code --games N} (2; game g plays
 *       opening {@code offset + g / 2}, engine 1 White when g is even);
 *   <li>{@code --concurrency N} (1: games at once, each with its own two engine processes),
 *       {@code --max-plies N} (400 engine plies, then a draw), {@code --init-timeout MS} (30000: for
 *       {@code uciok}, {@code readyok}), {@code --chess960} (FENs read as Chess960,
 *       {@code UCI_Chess960} set on both engines);
 *   <li>{@code --pgn FILE} (the games, written as they end), {@code --log FILE} (the UCI traffic, for
 *       bench/uci-log-times.mjs),
 *       {@code --event NAME}.
 * </ul>
 */
public final class UciMatch {
    private UciMatch() {
    }

    public static void main(String[] args) throws Exception {
        MatchOptions options;
        List<Opening> openings;
        try {
            options = MatchOptions.parse(args);
            openings = Opening.read(options.openings, options.variant);
        } catch (IllegalArgumentException e) {
            System.err.println("UciMatch: " + e.getMessage() + " (the options are in UciMatch's class comment)");
            System.exit(2);
            return;
        }
        long start = System.nanoTime();
        MatchTally tally = run(options, openings, System.out);
        System.out.println();
        System.out.print(tally.report());
        System.out.printf(Locale.ROOT, "wall time %.1f s, %s, concurrency %d%n", (System.nanoTime() - start) / 1e9,
                options.limit.label(), options.concurrency);
    }

    /** Plays the match, a line per game to {@code progress}; the tally. */
    static MatchTally run(MatchOptions o, List<Opening> openings, PrintStream progress)
            throws IOException, InterruptedException {
        EngineSpec[] specs = {o.engine(0), o.engine(1)};
        MatchTally tally = new MatchTally(o.names[0], o.names[1]);
        progress.printf("# %s vs %s: %d games, %s, concurrency %d, %d openings from %s (offset %d), max plies %d%n",
                o.names[0], o.names[1], o.games, o.limit.label(), o.concurrency, openings.size(), o.openings,
                o.openingOffset, o.maxPlies);
        for (EngineSpec spec : specs) {
            progress.println("#   " + spec.name() + ": " + spec.command() + spec.options().stream()
                    .map(op -> " | " + op.name() + "=" + op.value()).reduce("", String::concat));
        }
        String date = LocalDate.now().format(DateTimeFormatter.ofPattern("yyyy.MM.dd"));
        AtomicInteger next = new AtomicInteger();
        try (MatchLog log = o.log == null ? MatchLog.NONE : MatchLog.to(o.log);
                PrintWriter pgn = o.pgn == null ? null
                        : new PrintWriter(Files.newBufferedWriter(o.pgn, StandardCharsets.UTF_8))) {
            Thread[] workers = new Thread[Math.min(o.concurrency, o.games)];
            for (int w = 0; w < workers.length; w++) {
                int worker = w + 1;
                workers[w] = new Thread(() -> {
                    try (EnginePair pair = new EnginePair(specs, worker, log, o.initTimeoutMs)) {
                        MatchGame player = new MatchGame(o.limit, o.timeMarginMs, o.maxPlies, o.initTimeoutMs);
                        for (int g = next.getAndIncrement(); g < o.games; g = next.getAndIncrement()) {
                            PlayedGame played = play(g, o, openings, specs, pair, player);
                            boolean engine1White = g % 2 == 0;
                            tally.add(played.end(), engine1White);
                            report(played, tally, o, progress);
                            if (pgn != null) {
                                synchronized (pgn) {
                                    pgn.println(played.pgn(o.event + ", " + o.limit.label(), date, o.limit));
                                    pgn.flush();
                                }
                            }
                        }
                    }
                }, "match-" + worker);
                workers[w].start();
            }
            for (Thread worker : workers) {
                worker.join();
            }
        }
        return tally;
    }

    /** Game {@code g}: opening {@code offset + g / 2}, engine 1 White when g is even. */
    private static PlayedGame play(int g, MatchOptions o, List<Opening> openings, EngineSpec[] specs, EnginePair pair,
            MatchGame player) {
        Opening opening = openings.get((o.openingOffset + g / 2) % openings.size());
        Game game = opening.start(o.variant);
        boolean engine1White = g % 2 == 0;
        int white = engine1White ? 0 : 1;
        GameEnd end = pair.startMissing(engine1White);
        if (end == null) {
            end = player.play(game, new UciEngine[] {pair.engine(white), pair.engine(1 - white)});
        }
        if (end.termination().isFailure()) {
            pair.restart(end.result().equals("0-1") ? white : 1 - white);
        }
        return new PlayedGame(g + 1, specs[white].name(), specs[1 - white].name(), opening.line(), game, end);
    }

    private static void report(PlayedGame played, MatchTally tally, MatchOptions o, PrintStream progress) {
        GameEnd end = played.end();
        synchronized (progress) {
            progress.printf("game %3d/%d  %s - %s  %-7s  %s%s  (%d plies, opening line %d)  %s %d-%d-%d%n",
                    played.round(), o.games, played.white(), played.black(), end.result(), end.termination().text,
                    end.detail().isEmpty() ? "" : ": " + end.detail(), played.game().ply(), played.openingLine(),
                    o.names[0], tally.wins(), tally.draws(), tally.losses());
        }
    }
}
