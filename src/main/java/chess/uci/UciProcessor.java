package chess.uci;

import chess.core.Board;
import chess.core.BoardDiagram;
import chess.core.Fen;
import chess.core.Move;
import chess.core.MoveParseException;
import chess.core.MoveGenerator;
import chess.core.PerftDivide;
import chess.core.Piece;
import chess.core.UciMove;
import chess.engine.Bench;
import chess.engine.Engine;
import chess.engine.Limits;
import chess.engine.SearchInfo;
import chess.engine.SearchResult;
import chess.engine.StopSignal;
import java.util.ArrayList;
import java.util.List;

/**
 * The UCI protocol as a pure processor: lines in through {@link #handle}, lines out through a {@link UciOutput}.
 * A {@code go} hands the search to a {@link SearchRunner}, so the same code serves the JVM (search on a worker
 * thread, reader on the main thread) and a browser Web Worker (search run synchronously).
 *
 * <p>While a search runs on another thread only {@code stop}, {@code isready}, {@code quit} and {@code ponderhit}
 * are answered at once; other commands that touch the engine first stop the search and wait for it. Bad input of
 * any kind yields an {@code info string} explaining it and never ends the session.
 */
public final class UciProcessor {
    public static final String NAME = "StaticChess 0.1";
    public static final String AUTHOR = "the StaticChess authors";

    /** Think time used when every limit of a "go" was malformed. */
    private static final int FALLBACK_MOVE_TIME = 1000;

    private static final String START_FEN = Fen.START;

    private final UciOutput out;
    private final SearchRunner runner;
    private final Engine engine = new Engine();
    private final UciOptions options = new UciOptions(engine, this::info);
    private final int[] scratch = new int[MoveGenerator.MAX_MOVES];

    // The current position: its FEN and the moves played from it (replayed into a fresh board for each search).
    private String positionFen = START_FEN;
    private int[] positionMoves = new int[0];
    private Board board = Fen.parse(START_FEN);

    // Search state, shared with the search thread (guarded by this).
    private boolean searching;
    private boolean holdBestMove; // go infinite / ponder: bestmove waits for "stop"
    private boolean stopReceived;
    private String pendingBestMove;
    private StopSignal stopSignal = new StopSignal();

    public UciProcessor(UciOutput out, SearchRunner runner) {
        this.out = out;
        this.runner = runner;
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
            info("error handling '" + line.trim() + "': " + e);
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
                info("unknown command '" + command + "' (line: '" + line.trim() + "')");
                return true;
        }
    }

    private void info(String text) {
        out.line("info string " + text);
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
                info("unexpected '" + t.get(2) + "' after 'position startpos'; position unchanged");
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
            info("position needs 'startpos' or 'fen <fen>', not '" + t.get(1) + "'; position unchanged");
            return;
        }
        Board b;
        try {
            b = Fen.parse(fen);
        } catch (RuntimeException e) {
            info("invalid FEN '" + fen + "': " + (e.getMessage() == null ? e.toString() : e.getMessage())
                    + "; position unchanged");
            return;
        }
        int first = movesAt < 0 ? t.size() : movesAt + 1;
        int[] played = new int[t.size() - first];
        for (int i = first; i < t.size(); i++) {
            String text = t.get(i);
            String problem2 = null;
            int m = Move.NONE;
            try {
                m = UciMove.parse(b, text);
                if (m == Move.NONE) {
                    problem2 = "a null move cannot be played";
                }
            } catch (MoveParseException e) {
                problem2 = e.getMessage();
            }
            if (problem2 != null) {
                info("bad move '" + text + "' (move " + (i - first + 1) + " of the list, "
                        + (b.sideToMove() == Piece.WHITE ? "white" : "black") + " to move in " + Fen.write(b) + "): "
                        + problem2 + "; position unchanged");
                return;
            }
            b.make(m);
            played[i - first] = m;
        }
        positionFen = fen;
        positionMoves = played;
        board = b;
    }

    /** A fresh copy of the current position with its move history (the search mutates its own board). */
    private Board searchBoard() {
        Board b = Fen.parse(positionFen);
        for (int m : positionMoves) {
            b.make(m);
        }
        return b;
    }

    // ------------------------------------------------------------------ go

    private void go(List<String> t) {
        Limits limits = new Limits();
        boolean infinite = false;
        boolean ponder = false;
        boolean any = false;
        boolean malformed = false;
        List<String> searchMoveTexts = new ArrayList<>();
        for (int i = 1; i < t.size(); i++) {
            String key = t.get(i);
            switch (key) {
                case "infinite":
                    infinite = true;
                    any = true;
                    continue;
                case "ponder":
                    ponder = true; // pondering is not supported: search as a normal go, wait for stop/ponderhit
                    continue;
                case "searchmoves":
                    while (i + 1 < t.size() && looksLikeMove(t.get(i + 1))) {
                        searchMoveTexts.add(t.get(++i));
                    }
                    continue;
                case "perft": {
                    Integer depth = i + 1 < t.size() ? Tokens.parseInt(t.get(i + 1)) : null;
                    if (depth == null || depth < 1 || depth > 12) {
                        info("go perft needs a depth from 1 to 12");
                        return;
                    }
                    // "nobulk" makes every leaf move, as other libraries' perft does (browser benchmark)
                    boolean bulk = !(i + 2 < t.size() && t.get(i + 2).equals("nobulk"));
                    perft(depth, bulk);
                    return;
                }
                default:
                    break;
            }
            malformed = true; // until the parameter is accepted below
            if (!isValueKey(key)) {
                info("go: unknown parameter '" + key + "' ignored");
                continue;
            }
            if (i + 1 >= t.size()) {
                info("go: '" + key + "' needs a value");
                break;
            }
            String value = t.get(++i);
            if (key.equals("nodes")) {
                Long n = Tokens.parseLong(value);
                if (n == null || n < 1) {
                    info("go: nodes needs a positive number, not '" + value + "'");
                } else {
                    limits.nodes(n);
                    any = true;
                    malformed = false;
                }
                continue;
            }
            Integer v = Tokens.parseInt(value);
            if (v == null) {
                info("go: '" + key + "' needs a whole number, not '" + value + "'");
                continue;
            }
            switch (key) {
                case "wtime":
                    limits.whiteTime(v);
                    break;
                case "btime":
                    limits.blackTime(v);
                    break;
                case "winc":
                    limits.whiteIncrement(v);
                    break;
                case "binc":
                    limits.blackIncrement(v);
                    break;
                case "movestogo":
                    limits.movesToGo(v);
                    break;
                case "depth":
                    limits.depth(Math.max(1, v));
                    break;
                case "movetime":
                    limits.moveTime(Math.max(1, v));
                    break;
                default: // "mate": search deep enough to see a mate in that many moves
                    limits.depth(Math.max(1, Math.min(2 * v, 60)));
                    break;
            }
            malformed = false;
            if (!key.equals("winc") && !key.equals("binc") && !key.equals("movestogo")) {
                any = true;
            }
        }
        if (!any && malformed) {
            // Never turn a garbled "go" into an endless search (a browser host could not stop it).
            info("go: no valid limit given; searching for " + FALLBACK_MOVE_TIME + " ms");
            limits.moveTime(FALLBACK_MOVE_TIME);
        } else if (!any) {
            infinite = true; // a bare "go" searches until "stop", as common engines do
        }
        limits.infinite(infinite);
        Board b = searchBoard();
        limits.searchMoves(parseSearchMoves(b, searchMoveTexts));
        StopSignal signal = new StopSignal();
        limits.stopSignal(signal);
        synchronized (this) {
            stopSignal = signal;
            searching = true;
            holdBestMove = infinite || ponder;
            stopReceived = false;
            pendingBestMove = null;
        }
        runner.start(() -> runSearch(b, limits));
    }

    private static boolean isValueKey(String key) {
        switch (key) {
            case "wtime":
            case "btime":
            case "winc":
            case "binc":
            case "movestogo":
            case "depth":
            case "nodes":
            case "movetime":
            case "mate":
                return true;
            default:
                return false;
        }
    }

    /** The legal moves among {@code texts}; each one that is not legal here gets an info string. */
    private int[] parseSearchMoves(Board b, List<String> texts) {
        int[] moves = new int[texts.size()];
        int n = 0;
        for (String text : texts) {
            try {
                int m = UciMove.parse(b, text);
                if (m != Move.NONE) {
                    moves[n++] = m;
                    continue;
                }
                info("go searchmoves: the null move '" + text + "' cannot be searched; ignored");
            } catch (MoveParseException e) {
                info("go searchmoves: " + e.getMessage() + "; ignored");
            }
        }
        if (n == 0 && !texts.isEmpty()) {
            info("go searchmoves: no legal move given; searching all moves");
        }
        return java.util.Arrays.copyOf(moves, n);
    }

    private static boolean looksLikeMove(String s) {
        return (s.length() == 4 || s.length() == 5) && s.charAt(0) >= 'a' && s.charAt(0) <= 'h'
                && s.charAt(1) >= '1' && s.charAt(1) <= '8';
    }

    private void runSearch(Board b, Limits limits) {
        String best;
        try {
            SearchResult r = engine.search(b, limits, info -> out.line(infoLine(info)));
            if (r.bestMove == Move.NONE) {
                out.line(b.inCheck() ? "info depth 0 score mate 0" : "info depth 0 score cp 0");
                best = "bestmove 0000";
            } else {
                best = "bestmove " + Move.toUci(r.bestMove)
                        + (r.ponderMove != Move.NONE ? " ponder " + Move.toUci(r.ponderMove) : "");
            }
        } catch (RuntimeException e) {
            info("search failed: " + e);
            int n = MoveGenerator.generate(b, scratch, 0);
            best = "bestmove " + (n > 0 ? Move.toUci(scratch[0]) : "0000");
        }
        finishSearch(best);
    }

    private synchronized void finishSearch(String bestLine) {
        searching = false;
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
        if (pending != null) {
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

    static String infoLine(SearchInfo info) {
        StringBuilder sb = new StringBuilder("info depth ").append(info.depth);
        sb.append(" seldepth ").append(info.selectiveDepth).append(" multipv 1 score ");
        if (info.mateIn != 0) {
            sb.append("mate ").append(info.mateIn);
        } else {
            sb.append("cp ").append(info.scoreCp);
        }
        sb.append(" nodes ").append(info.nodes).append(" nps ").append(info.nodesPerSecond);
        sb.append(" hashfull ").append(info.hashFull).append(" time ").append(info.timeMs).append(" pv");
        for (int m : info.pv) {
            sb.append(' ').append(Move.toUci(m));
        }
        return sb.toString();
    }

    // ------------------------------------------------------------------ perft, bench

    /** The divide of the current position, root moves in generation order. */
    private void perft(int depth, boolean bulk) {
        lines(PerftDivide.count(searchBoard(), depth, bulk).lines(false));
    }

    private void bench(List<String> t) {
        int depth = Bench.DEFAULT_DEPTH;
        if (t.size() > 1) {
            Integer d = Tokens.parseInt(t.get(1));
            if (d == null || d < 1 || d > 30) {
                info("bench depth must be a number from 1 to 30, not '" + t.get(1) + "'");
                return;
            }
            depth = d;
        }
        Bench.run(depth, Engine.DEFAULT_HASH_MB, out::line);
    }

    /** The current position as FEN (for tests). */
    public String currentFen() {
        return Fen.write(board);
    }
}
