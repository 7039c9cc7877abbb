package chess.app;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Deque;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * Independent searches served by several engines (in the page: one Web Worker each), each engine busy with one
 * search at a time. Searches wait in a queue, first in first out, and go to the first free engine; so with one
 * engine they run one after another in the order given, and with more they finish sooner and possibly out of
 * order — the submitter says with each search what to do with its result. No memory is shared between the
 * engines: each search must carry everything it needs (options, position with its moves, {@code go}).
 *
 * <p>An engine is started by its link only when it is first sent a line, so an engine beyond the first costs
 * nothing until two searches are wanted at once. {@link #cancel} restarts every busy engine (a synchronous search
 * in a worker cannot read {@code stop}) and forgets the queue.
 */
final class SearchPool {
    /** One search: the lines that set it up and start it, how many lines (MultiPV) to keep, and its listener. */
    static final class Search {
        /**
         * Made when the search is sent, in this order: options, {@code ucinewgame} if wanted, {@code position ...},
         * {@code go ...} (a review queues every position of a long game at once, each with its moves from the start).
         */
        private final Supplier<List<String>> commands;
        /** Lines of analysis whose last report is kept (1 for the best line only). */
        final int lines;
        final Consumer<Result> done;

        Search(Supplier<List<String>> commands, int lines, Consumer<Result> done) {
            this.commands = commands;
            this.lines = Math.max(1, Math.min(lines, EngineInfo.MAX_LINES));
            this.done = done;
        }
    }

    /** What a finished search reported: the last report with a score of each line, and its {@code bestmove}. */
    static final class Result {
        private final EngineInfo[] lines;
        /** The engine's move (UCI), as {@code bestmove} gave it. */
        final String bestMove;

        Result(EngineInfo[] lines, String bestMove) {
            this.lines = lines;
            this.bestMove = bestMove;
        }

        /** The last scored report of line {@code n} (1 for the best), or null when the engine sent none. */
        EngineInfo line(int n) {
            return n >= 1 && n <= lines.length ? lines[n - 1] : null;
        }
    }

    /** One engine and the search it works on. */
    private static final class Engine {
        final EngineLink link;
        Search search;
        /** Each line's last report with a score, as the engine wrote it. */
        String[] reports;

        Engine(EngineLink link) {
            this.link = link;
        }
    }

    private final List<Engine> engines = new ArrayList<>();
    private final Deque<Search> queue = new ArrayDeque<>();
    /** How many engines, the first ones, new searches may go to ({@link #useEngines}). */
    private int usable;

    /** A pool of these engines (at least one); engine {@code i}'s lines come back through {@link #line}. */
    SearchPool(List<EngineLink> links) {
        if (links.isEmpty()) {
            throw new IllegalArgumentException("a search pool needs an engine");
        }
        for (EngineLink link : links) {
            engines.add(new Engine(link));
        }
        usable = engines.size();
    }

    /**
     * New searches go only to the first {@code n} engines (1 to {@link #size}); a search running on another one
     * finishes. More engines again: the queue goes to them at once.
     */
    void useEngines(int n) {
        usable = Math.max(1, Math.min(n, engines.size()));
        dispatch();
    }

    /** How many engines new searches may go to. */
    int usableEngines() {
        return usable;
    }

    /** How many engines serve the pool. */
    int size() {
        return engines.size();
    }

    /** Queues {@code search}; it starts at once when an engine is free. */
    void submit(Search search) {
        queue.addLast(search);
        dispatch();
    }

    /** Searches not finished: queued or running. */
    int pending() {
        int running = 0;
        for (Engine e : engines) {
            running += e.search != null ? 1 : 0;
        }
        return running + queue.size();
    }

    /** Forgets the queue and ends every running search at once (their engines restart); no listener is told. */
    void cancel() {
        queue.clear();
        for (Engine e : engines) {
            if (e.search != null) {
                e.search = null;
                e.reports = null;
                e.link.restart();
            }
        }
    }

    /**
     * One line from engine {@code index}: a scored report is kept for its line; {@code bestmove} finishes the
     * engine's search, tells its listener, and gives the engine the next queued search. Lines of an engine with
     * no search (late lines of a cancelled one) are ignored.
     */
    void line(int index, String text) {
        if (index < 0 || index >= engines.size() || text == null) {
            return;
        }
        Engine e = engines.get(index);
        if (e.search == null) {
            return;
        }
        if (text.startsWith("info ")) {
            // Only each line's last report counts, and a search of 50,000 nodes sends a dozen: the text is kept
            // and read once, when the search ends (reading every report was most of a review's work on the page).
            int line = reportLine(text);
            if (line >= 1 && line <= e.reports.length) {
                e.reports[line - 1] = text;
            }
            return;
        }
        String best = EngineInfo.bestMove(text);
        if (best == null) {
            return;
        }
        Search finished = e.search;
        EngineInfo[] reports = new EngineInfo[e.reports.length];
        for (int i = 0; i < reports.length; i++) {
            EngineInfo info = e.reports[i] == null ? null : EngineInfo.parse(e.reports[i]);
            reports[i] = info != null && info.hasScore ? info : null;
        }
        Result result = new Result(reports, best);
        e.search = null;
        e.reports = null;
        finished.done.accept(result); // may submit more, or cancel
        dispatch();
    }

    /**
     * The line (1 for the best) an {@code info} report with a score is about, from its {@code multipv}; 0 for an
     * {@code info} line without a score ({@code info string}, a bare {@code currmove}).
     */
    static int reportLine(String text) {
        if (text.startsWith("info string") || text.indexOf(" score ") < 0) {
            return 0;
        }
        int at = text.indexOf(" multipv ");
        if (at < 0) {
            return 1;
        }
        int n = 0;
        for (int i = at + 9; i < text.length() && text.charAt(i) >= '0' && text.charAt(i) <= '9' && n < 1000; i++) {
            n = n * 10 + (text.charAt(i) - '0');
        }
        return Math.max(1, Math.min(EngineInfo.MAX_LINES, n));
    }

    /** Gives queued searches to free engines of the usable ones, the first free engine first. */
    private void dispatch() {
        for (int i = 0; i < usable; i++) {
            Engine e = engines.get(i);
            if (queue.isEmpty()) {
                return;
            }
            if (e.search == null) {
                Search next = queue.removeFirst();
                e.search = next;
                e.reports = new String[next.lines];
                for (String command : next.commands.get()) {
                    e.link.send(command);
                }
            }
        }
    }
}
