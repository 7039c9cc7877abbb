package chess.uci;

import chess.core.Board;
import chess.core.Fen;
import chess.engine.Engine;
import chess.engine.Limits;
import chess.engine.StopSignal;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.LongSupplier;
import java.util.function.Predicate;

/**
 * How well the JVM engine keeps time and how fast the UCI processor answers during a search (prints figures,
 * asserts nothing): the exact figures that EngineTimeTest and UciThreadedTest only bound loosely, since a loaded
 * test machine cannot keep milliseconds. Engine: a search with movetime 200, with 300 ms on both clocks, with only
 * the opponent's clock, with no limits (the default think time), each as its wall time, and a stopped infinite
 * search's end after the stop signal. UCI, the search on its own thread: isready during go infinite, stop to
 * bestmove, quit during go infinite, and go infinite with MultiPV 3 to its first whole depth. Each measured
 * {@code rounds} times; prints the median, min and max in ms.
 *
 * <p>Run: {@code mvn -q -Ptools test-compile exec:java -Dtool=chess.uci.TimeKeepingProbe -Dargs="[rounds=5]"}
 */
public final class TimeKeepingProbe {
    private static final String MIDDLEGAME = "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10";

    private TimeKeepingProbe() {
    }

    public static void main(String[] args) throws InterruptedException {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 5;
        Map<String, LongSupplier> probes = new LinkedHashMap<>();
        probes.put("engine: movetime 200, wall time", () -> searchMs(new Limits().moveTime(200)));
        probes.put("engine: 300 ms on both clocks, wall time", () -> searchMs(new Limits().clock(300, 300, 0, 0)));
        probes.put("engine: only the opponent's 300 ms, wall time", () -> searchMs(new Limits().blackTime(300)));
        probes.put("engine: no limits (default " + Engine.DEFAULT_MOVE_TIME_MS + " ms), wall time",
                () -> searchMs(new Limits()));
        probes.put("engine: infinite search's end after the stop signal", TimeKeepingProbe::stopLatencyMs);
        probes.put("uci: isready answered during go infinite", () -> uciMs("isready", "readyok"));
        probes.put("uci: stop to bestmove", () -> uciMs("stop", "bestmove"));
        probes.put("uci: quit during go infinite returns", () -> uciMs("quit", null));
        probes.put("uci: go infinite, MultiPV 3, to the first whole depth", TimeKeepingProbe::multiPvFirstDepthMs);
        searchMs(new Limits().moveTime(500)); // let the JIT compile the search first
        Map<String, long[]> times = new LinkedHashMap<>();
        for (int round = 0; round < rounds; round++) {
            for (Map.Entry<String, LongSupplier> probe : probes.entrySet()) {
                times.computeIfAbsent(probe.getKey(), k -> new long[rounds])[round] = probe.getValue().getAsLong();
            }
        }
        System.out.printf(Locale.ROOT, "%nTime keeping and UCI answers, %d rounds (ms)%n%n", rounds);
        System.out.println("| what | median | min | max |");
        System.out.println("|---|---:|---:|---:|");
        for (Map.Entry<String, long[]> entry : times.entrySet()) {
            long[] t = entry.getValue().clone();
            Arrays.sort(t);
            System.out.printf(Locale.ROOT, "| %s | %d | %d | %d |%n", entry.getKey(), t[t.length / 2], t[0],
                    t[t.length - 1]);
        }
    }

    private static long searchMs(Limits limits) {
        Board board = Fen.parse(MIDDLEGAME);
        Engine engine = new Engine(4); // built first: allocating its tables is not the search's time
        long start = System.nanoTime();
        engine.search(board, limits, null);
        return (System.nanoTime() - start) / 1_000_000;
    }

    private static long stopLatencyMs() {
        Board board = Fen.parse(MIDDLEGAME);
        Engine engine = new Engine(4);
        StopSignal signal = new StopSignal();
        long[] stoppedAt = new long[1];
        Thread stopper = new Thread(() -> {
            sleep(200);
            stoppedAt[0] = System.nanoTime();
            signal.stop();
        });
        stopper.start();
        engine.search(board, new Limits().infinite(true).stopSignal(signal), null);
        long ended = System.nanoTime();
        join(stopper);
        return (ended - stoppedAt[0]) / 1_000_000;
    }

    /**
     * Starts go infinite on the middlegame, lets it run 200 ms, sends {@code command} and returns the ms until a
     * line starting with {@code answer} is printed (or, with no answer awaited, until the command returns); then
     * stops the search if it still runs.
     */
    private static long uciMs(String command, String answer) {
        Uci uci = new Uci();
        uci.processor.handle("position fen " + MIDDLEGAME);
        uci.processor.handle("go infinite");
        sleep(200);
        long start = System.nanoTime();
        uci.processor.handle(command);
        if (answer != null) {
            uci.await(line -> line.startsWith(answer));
        }
        long ms = (System.nanoTime() - start) / 1_000_000;
        uci.processor.handle("stop");
        uci.runner.awaitIdle();
        return ms;
    }

    private static long multiPvFirstDepthMs() {
        Uci uci = new Uci();
        uci.processor.handle("setoption name MultiPV value 3");
        uci.processor.handle("position startpos moves e2e4");
        long start = System.nanoTime();
        uci.processor.handle("go infinite");
        uci.await(line -> line.startsWith("info depth ") && line.contains(" multipv 3 "));
        long ms = (System.nanoTime() - start) / 1_000_000;
        uci.processor.handle("stop");
        uci.runner.awaitIdle();
        return ms;
    }

    /** A UCI processor whose search runs on a thread of its own, as on the JVM, and the lines it printed. */
    private static final class Uci {
        final List<String> lines = new ArrayList<>();
        final ThreadRunner runner = new ThreadRunner();
        final UciProcessor processor = new UciProcessor(this::print, runner);

        private synchronized void print(String line) {
            lines.add(line);
            notifyAll();
        }

        synchronized void await(Predicate<String> wanted) {
            while (lines.stream().noneMatch(wanted)) {
                try {
                    wait();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    return;
                }
            }
        }
    }

    private static void sleep(int ms) {
        try {
            Thread.sleep(ms);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private static void join(Thread thread) {
        try {
            thread.join();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
