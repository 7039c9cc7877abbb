package chess.uci;

import chess.core.Board;
import chess.core.BoardDiagram;
import chess.core.Fen;
import chess.core.Move;
import chess.core.MoveParseException;
import chess.core.MoveGenerator;
import chess.core.Perft;
import chess.core.PerftDivide;
import chess.core.Piece;
import chess.core.UciMove;
import chess.core.Variant;
import chess.engine.Bench;
import chess.engine.Engine;
import chess.engine.Network;
import chess.engine.Limits;
import chess.engine.ParallelRunner;
import chess.engine.SearchInfo;
import chess.engine.SearchResult;
import chess.engine.StopSignal;
import chess.engine.TableMemory;
import java.util.List;
import java.util.function.BooleanSupplier;

/**
 * The UCI protocol as a pure processor: lines in through {@link #handle}, lines out through a {@link UciOutput}.
 * A {@code go} hands the search to a {@link SearchRunner}, so the same code serves the JVM (search on a worker
 * thread, reader on the main thread) and a browser Web Worker (search run synchronously).
 *
 * <p>While a search (or a {@code go perft} or {@code bench}, which run the same way) runs on another thread only
 * {@code stop}, {@code isready}, {@code quit} and {@code ponderhit} are answered at once; other commands that touch the engine first stop the search and wait for it. Bad input of
 * any kind yields an {@code info string} explaining it and never ends the session.
 */
public final class UciProcessor {
    public static final String NAME = "StaticChess 0.1";
    public static final String AUTHOR = "the StaticChess authors";

    private static final String START_FEN = Fen.START;
    /** The longest info string; input quoted in one is cut much shorter ({@link Tokens#echo}). */
    private static final int MAX_INFO = 1000;

    private final UciOutput out;
    private final SearchRunner runner;
    private final Engine engine;
    private final UciOptions options;
    private final int[] scratch = new int[MoveGenerator.MAX_MOVES];

    // The current position: its FEN and the moves played from it (replayed into a fresh board for each search).
    private String positionFen = START_FEN;
    private Variant positionVariant = Variant.STANDARD;
    private int[] positionMoves = new int[0];
    private Board board = Fen.parse(START_FEN);

    // Search state, shared with the search thread (guarded by this).
    private boolean searching;
    private boolean holdBestMove; // go infinite / ponder: bestmove waits for "stop"
    private boolean counting; // the running task is a go perft or a bench
    private boolean stopReceived;
    private String pendingBestMove;
    private StopSignal stopSignal = new StopSignal();
    /** Also ends every search, perft and bench once it says true (null: only "stop" does); see stopAlsoWhen. */
    private BooleanSupplier outsideStop;
    /** How long each slice of a search in slices runs, in ms (0: none is), and when searches go in slices. */
    private int sliceMs;
    private BooleanSupplier slicesWanted = () -> false;
    /** The search going on in slices, between two of them; null when none. */
    private SlicedSearch sliced;

    public UciProcessor(UciOutput out, SearchRunner runner) {
        this(out, runner, 0);
    }

    /**
     * A processor whose hash table is sized to fit a heap of {@code maxHeapBytes} (the JVM's
     * {@code Runtime.maxMemory()}; 0 when unknown), and says so when that is less than the Hash option asks.
     */
    public UciProcessor(UciOutput out, SearchRunner runner, long maxHeapBytes) {
        this(out, runner, maxHeapBytes, null, 1);
    }

    /**
     * A processor that also offers the {@code Threads} option, 1 to {@code maxThreads}, its helper searches started
     * by {@code threads} (the JVM's; null: no such option, one thread).
     */
    public UciProcessor(UciOutput out, SearchRunner runner, long maxHeapBytes, ParallelRunner threads,
            int maxThreads) {
        this(out, runner, maxHeapBytes, threads, maxThreads, null);
    }

    /**
     * A processor whose hash table is {@code sharedTable}, memory that engines in other browser workers search with
     * at the same time (Lazy SMP across workers), from the start: it makes no table of its own. A later
     * {@code setoption name Hash} gives the engine a table of its own.
     */
    public UciProcessor(UciOutput out, SearchRunner runner, TableMemory sharedTable) {
        this(out, runner, 0, null, 1, sharedTable);
    }

    private UciProcessor(UciOutput out, SearchRunner runner, long maxHeapBytes, ParallelRunner threads,
            int maxThreads, TableMemory sharedTable) {
        this.out = out;
        this.runner = runner;
        engine = new Engine(Engine.DEFAULT_HASH_MB, maxHeapBytes, sharedTable);
        if (threads != null) {
            engine.allowThreads(threads, maxThreads);
        }
        options = new UciOptions(engine, maxHeapBytes, this::info);
    }

    /**
     * Offers the evaluation network {@code net} (null: none) to the engine, used while the {@code Use NNUE} option
     * is on (the default). The caller reads the net file: the JVM from the jar, a browser worker by fetching it.
     */
    public void useNetwork(Network net) {
        options.setNetwork(net);
    }

    /** The hash table's size as people read it ("16 MB"). */
    public String hashSize() {
        return Engine.formatBytes(engine.hashBytes());
    }

    /**
     * Ends each search, perft and bench also when {@code asked} says true, polled as the search polls its clock:
     * for a browser worker, whose synchronous search no "stop" line can reach while it runs.
     */
    public void stopAlsoWhen(BooleanSupplier asked) {
        outsideStop = asked;
    }

    /**
     * With a synchronous runner: a {@code go infinite} or {@code go depth} (a search only {@code stop} or its depth
     * ends, as the page's analysis) runs in slices of {@code ms} milliseconds, growing to five times that as the
     * search goes on, while {@code wanted} says so when it starts; each hands control back to the host, which calls
     * {@link #continueSearch} for the next, and goes on from where the last left the search (its iterations,
     * reports and node count follow on as one search's). A browser worker without a stop flag shared with
     * its page searches so: between two slices a "stop" line can reach it.
     */
    public void searchInSlices(int ms, BooleanSupplier wanted) {
        sliceMs = ms;
        slicesWanted = wanted;
    }

    /** Runs the next slice of a search in slices; true while one more is due (false when none is going on). */
    public boolean continueSearch() {
        if (sliced == null) {
            return false;
        }
        runSlice(true);
        return sliced != null;
    }

    /** Handles one input line; returns false once {@code quit} was received. */
    public boolean handle(String line) {
        if (line == null) {
            return true;
        }
        List<String> t = Tokens.split(line);
        if (t.isEmpty()) {
            return true;
        }
        try {
            return dispatch(t, line);
        } catch (RuntimeException e) {
            // Never let a surprise end the session; say what happened instead.
            info("error handling '" + Tokens.echo(line.trim()) + "': " + e);
            return true;
        }
    }

    private boolean dispatch(List<String> t, String line) {
        String command = t.get(0);
        switch (command) {
            case "uci":
                identify();
                return true;
            case "isready":
                out.line("readyok");
                return true;
            case "debug":
            case "register":
                return true;
            case "ucinewgame":
                stopAndWait();
                engine.clear();
                return true;
            case "setoption":
                if (UciOptions.setsThreads(t) && engine.threadsAllowed() && isSearching()) {
                    // The helpers belong to the running search: the thread count changes between searches only.
                    info("Threads can be changed only while no search runs; unchanged (" + engine.threads() + ")");
                    return true;
                }
                stopAndWait();
                options.set(t);
                return true;
            case "position":
                position(t);
                return true;
            case "go":
                stopAndWait();
                go(t);
                return true;
            case "stop":
                stop();
                return true;
            case "ponderhit":
                ponderHit();
                return true;
            case "quit":
                stop();
                runner.awaitIdle();
                return false;
            case "d":
                lines(BoardDiagram.grid(board));
                return true;
            case "bench":
                stopAndWait();
                bench(t);
                return true;
            default:
                info("unknown command '" + Tokens.echo(command) + "' (line: '" + Tokens.echo(line.trim()) + "')");
                return true;
        }
    }

    /** An {@code info string}; one longer than {@link #MAX_INFO} characters is cut (input echoed by a surprise). */
    private void info(String text) {
        out.line("info string " + (text.length() <= MAX_INFO ? text
                : text.substring(0, MAX_INFO) + "... (" + text.length() + " characters)"));
    }

    private void lines(List<String> lines) {
        for (String line : lines) {
            out.line(line);
        }
    }

    private void identify() {
        out.line("id name " + NAME);
        out.line("id author " + AUTHOR);
        lines(options.declarations());
        options.noteHashSize();
        info(options.evaluationNote());
        out.line("uciok");
    }

    // ------------------------------------------------------------------ position

    private void position(List<String> t) {
        if (t.size() < 2) {
            info("position needs 'startpos' or 'fen <fen>'; position unchanged");
            return;
        }
        int movesAt = t.indexOf("moves");
        String fen;
        if (t.get(1).equals("startpos")) {
            if (movesAt != -1 && movesAt != 2 || movesAt == -1 && t.size() > 2) {
                info("unexpected '" + Tokens.echo(t.get(2)) + "' after 'position startpos'; position unchanged");
                return;
            }
            fen = START_FEN;
        } else if (t.get(1).equals("fen")) {
            int end = movesAt < 0 ? t.size() : movesAt;
            if (end <= 2) {
                info("position fen: the FEN is missing; position unchanged");
                return;
            }
            fen = Tokens.join(t, 2, end);
        } else {
            info("position needs 'startpos' or 'fen <fen>', not '" + Tokens.echo(t.get(1)) + "'; position unchanged");
            return;
        }
        Board b;
        Variant variant = options.chess960() ? Variant.CHESS960 : Variant.STANDARD;
        try {
            b = Fen.parse(fen, variant);
        } catch (RuntimeException e) {
            info("invalid FEN '" + Tokens.echo(fen) + "': " + (e.getMessage() == null ? e.toString() : e.getMessage())
                    + "; position unchanged");
            return;
        }
        int first = movesAt < 0 ? t.size() : movesAt + 1;
        int[] played = new int[t.size() - first];
        for (int i = first; i < t.size(); i++) {
            String text = t.get(i);
            String problem = null;
            int m = Move.NONE;
            try {
                m = UciMove.parse(b, text);
                if (m == Move.NONE) {
                    problem = "a null move cannot be played";
                }
            } catch (MoveParseException e) {
                problem = e.getMessage().replace(text, Tokens.echo(text)); // the text may be huge
            }
            if (problem != null) {
                info("bad move '" + Tokens.echo(text) + "' (move " + (i - first + 1) + " of the list, "
                        + Piece.colorName(b.sideToMove()) + " to move in " + Fen.write(b) + "): "
                        + problem + "; position unchanged");
                return;
            }
            b.make(m);
            played[i - first] = m;
        }
        positionFen = fen;
        positionVariant = variant;
        positionMoves = played;
        board = b;
    }

    /** A fresh copy of the current position with its move history (the search mutates its own board). */
    private Board searchBoard() {
        Board b = Fen.parse(positionFen, positionVariant);
        for (int m : positionMoves) {
            b.make(m);
        }
        return b;
    }

    // ------------------------------------------------------------------ go

    private void go(List<String> t) {
        Board b = searchBoard();
        GoCommand go = GoCommand.parse(t, b, this::info);
        if (go.kind == GoCommand.Kind.NOTHING) {
            return;
        }
        if (engine.multiPv() > 1 && !engine.level().isFullStrength()) {
            info("MultiPV " + engine.multiPv() + " applies at full strength only; level " + engine.level().number
                    + " searches one line");
        }
        StopSignal signal = new StopSignal(outsideStop);
        if (go.kind == GoCommand.Kind.PERFT) {
            startTask(signal, false, true, () -> perft(b, go.perftDepth, go.perftBulk, signal));
            return;
        }
        Limits limits = go.limits.searchMoves(go.searchMoves).stopSignal(signal);
        if (sliceMs > 0 && limits.endsByStopOrDepth() && slicesWanted.getAsBoolean()) {
            sliced = new SlicedSearch(b, limits, signal);
            startTask(signal, go.holdBestMove, false, () -> runSlice(false));
            return;
        }
        startTask(signal, go.holdBestMove, false, () -> runSearch(b, limits));
    }

    /** A search going on in slices: its board, limits, stop signal and the last slice's result. */
    private static final class SlicedSearch {
        final Board board;
        final Limits limits;
        final StopSignal signal;
        SearchResult result;
        long started;

        SlicedSearch(Board board, Limits limits, StopSignal signal) {
            this.board = board;
            this.limits = limits;
            this.signal = signal;
        }
    }

    /**
     * One slice of the search in slices ({@code resume}: going on from the last): it ends when {@link #sliceMs}
     * have passed, or by the search's own stop signal; the search is over when it was stopped or ended by itself.
     */
    private void runSlice(boolean resume) {
        SlicedSearch s = sliced;
        long now = System.currentTimeMillis();
        if (!resume) {
            s.started = now;
        }
        // A slice cuts its iteration short, and the next searches the root move it was on again (the hash table
        // keeps most of that work): slices grow with the search, up to five times the first, as its iterations do.
        long deadline = now + Math.min(5L * sliceMs, Math.max(sliceMs, (now - s.started) / 10));
        StopSignal sliceSignal = new StopSignal(() -> s.signal.isStopped() || System.currentTimeMillis() >= deadline);
        try {
            s.result = engine.search(s.board, s.limits.slice(sliceSignal, resume),
                    info -> out.line(infoLine(info, s.board)));
        } catch (RuntimeException e) {
            info("search failed: " + e);
            s.result = null;
            finishSliced();
            return;
        }
        if (s.signal.isStopped() || !sliceSignal.isStopped()) {
            finishSliced(); // stopped, or the search ended by itself before its slice was up
        }
    }

    /** Ends the search in slices with the last slice's move (after a go infinite, held until "stop"). */
    private void finishSliced() {
        SlicedSearch s = sliced;
        sliced = null;
        finishSearch(bestLine(s.board, s.result));
    }

    /**
     * Hands {@code task} (a search, perft or bench) to the runner as the running search: {@code stop} sets
     * {@code signal}, {@code quit} and state-changing commands wait for it; it must end with {@link #finishSearch}.
     */
    private void startTask(StopSignal signal, boolean hold, boolean count, Runnable task) {
        synchronized (this) {
            stopSignal = signal;
            counting = count;
            searching = true;
            holdBestMove = hold;
            stopReceived = false;
            pendingBestMove = null;
        }
        runner.start(task);
    }

    private void runSearch(Board b, Limits limits) {
        SearchResult r = null;
        try {
            r = engine.search(b, limits, info -> out.line(infoLine(info, b)));
        } catch (RuntimeException e) {
            info("search failed: " + e);
        }
        finishSearch(bestLine(b, r));
    }

    /** The bestmove line of a search of {@code b} that found {@code r}; null {@code r}: it failed. */
    private String bestLine(Board b, SearchResult r) {
        if (r == null) { // any legal move rather than none
            int n = MoveGenerator.generate(b, scratch, 0);
            return "bestmove " + (n > 0 ? UciMove.format(b, scratch[0]) : "0000");
        }
        if (r.bestMove == Move.NONE) {
            out.line(b.inCheck() ? "info depth 0 score mate 0" : "info depth 0 score cp 0");
            return "bestmove 0000";
        }
        return "bestmove " + UciMove.format(b, r.bestMove)
                + (r.ponderMove != Move.NONE ? " ponder " + UciMove.format(b, r.ponderMove) : "");
    }

    /** Ends the running task; {@code bestLine} is its bestmove line, or null for perft and bench. */
    private synchronized void finishSearch(String bestLine) {
        searching = false;
        if (bestLine == null) {
            return;
        }
        if (holdBestMove && !stopReceived) {
            pendingBestMove = bestLine; // UCI: after go infinite/ponder, bestmove only follows stop or ponderhit
        } else {
            out.line(bestLine);
        }
    }

    private void stop() {
        String pending;
        synchronized (this) {
            stopReceived = true;
            stopSignal.stop();
            pending = pendingBestMove;
            pendingBestMove = null;
        }
        if (sliced != null) { // between two slices: nothing runs, the search ends here
            finishSliced();
        } else if (pending != null) {
            out.line(pending);
        }
    }

    private void ponderHit() {
        String pending;
        synchronized (this) {
            holdBestMove = false;
            pending = pendingBestMove;
            pendingBestMove = null;
        }
        if (pending != null) {
            out.line(pending);
        }
    }

    private synchronized boolean isSearching() {
        return searching;
    }

    /** Stops a running search and waits for it (its bestmove is printed), before commands that change state. */
    private void stopAndWait() {
        boolean busy;
        synchronized (this) {
            busy = searching || pendingBestMove != null;
        }
        if (busy) {
            stop();
            runner.awaitIdle();
        }
    }

    /** The {@code info} line of a search of {@code b} (whose variant says how castling is written). */
    static String infoLine(SearchInfo info, Board b) {
        StringBuilder sb = new StringBuilder("info depth ").append(info.depth);
        sb.append(" seldepth ").append(info.selectiveDepth).append(" multipv ").append(info.multiPv).append(" score ");
        if (info.mateIn != 0) {
            sb.append("mate ").append(info.mateIn);
        } else {
            sb.append("cp ").append(info.scoreCp);
        }
        sb.append(" nodes ").append(info.nodes).append(" nps ").append(info.nodesPerSecond);
        sb.append(" hashfull ").append(info.hashFull).append(" time ").append(info.timeMs).append(" pv");
        for (int m : info.pv) {
            sb.append(' ').append(UciMove.format(b, m));
        }
        return sb.toString();
    }

    // ------------------------------------------------------------------ perft, bench

    /** The divide of the current position, root moves in generation order; {@code stop} cuts it short. */
    private void perft(Board b, int depth, boolean bulk, StopSignal signal) {
        try {
            Perft perft = new Perft(b, bulk).stopWhen(signal::isStopped);
            PerftDivide divide = PerftDivide.count(perft, depth);
            if (perft.stopped()) {
                info("go perft stopped; no count");
            } else {
                lines(divide.lines(false));
            }
        } catch (RuntimeException e) {
            info("go perft failed: " + e);
        } finally {
            finishSearch(null);
        }
    }

    private void bench(List<String> t) {
        int depth = Bench.DEFAULT_DEPTH;
        if (t.size() > 1) {
            Integer d = Tokens.parseInt(t.get(1));
            if (d == null || d < 1 || d > 30) {
                info("bench depth must be a number from 1 to 30, not '" + Tokens.echo(t.get(1)) + "'");
                return;
            }
            depth = d;
        }
        int benchDepth = depth;
        StopSignal signal = new StopSignal(outsideStop);
        startTask(signal, false, true, () -> {
            try {
                Bench.run(engine, benchDepth, signal, out::line); // the session's table: no second one
            } catch (RuntimeException e) {
                info("bench failed: " + e);
            } finally {
                finishSearch(null);
            }
        });
    }

    /**
     * The end of the input (standard input closed): a running {@code go perft} or {@code bench} is let finish, as
     * when it ran on the reader (so {@code echo bench | java -jar chess.jar} prints the bench); then as {@code quit}.
     */
    public void endOfInput() {
        boolean busyCounting;
        synchronized (this) {
            busyCounting = searching && counting;
        }
        if (busyCounting) {
            runner.awaitIdle();
        }
        handle("quit");
    }

    /** The current position as FEN (for tests). */
    public String currentFen() {
        return Fen.write(board);
    }
}
