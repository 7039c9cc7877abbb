package chess.uci;

import chess.core.Board;
import chess.core.MoveParseException;
import chess.core.Perft;
import chess.core.Square;
import chess.core.UciMove;
import chess.engine.Engine;
import chess.engine.Limits;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.Consumer;

/**
 * A UCI {@code go} line read into what it asks for: a search with its limits, a perft count, or nothing (a
 * {@code go perft} without a usable depth). Each problem is reported as a note and the rest of the line still
 * counts: a bad parameter is skipped, an illegal search move dropped. A line whose every limit was bad searches
 * for {@link #FALLBACK_MOVE_TIME} ms, never endlessly (a browser host could not stop it); a line with no limit at
 * all, a bare {@code go}, searches until {@code stop}, as common engines do.
 */
final class GoCommand {
    /** Think time used when every limit of a "go" was malformed. */
    static final int FALLBACK_MOVE_TIME = 1000;
    static final int MAX_PERFT_DEPTH = Perft.MAX_DEPTH; // the command line's perft has the same limit

    /** Parameters followed by a number. */
    private static final List<String> VALUE_KEYS =
            List.of("wtime", "btime", "winc", "binc", "movestogo", "depth", "nodes", "movetime", "mate");
    /** Value parameters that do not end a search by themselves. */
    private static final List<String> CLOCK_DETAILS = List.of("winc", "binc", "movestogo");

    enum Kind { SEARCH, PERFT, NOTHING }

    private static final GoCommand NOTHING = new GoCommand(Kind.NOTHING, null, null, false, 0, false);

    final Kind kind;
    /** SEARCH: the time, depth and node limits and "infinite"; search moves and stop signal are not set. */
    final Limits limits;
    /** SEARCH: the legal moves named after {@code searchmoves}; empty means all moves. */
    final int[] searchMoves;
    /** SEARCH: after {@code go infinite}, {@code go ponder} or a bare go, bestmove waits for stop or ponderhit. */
    final boolean holdBestMove;
    /** PERFT: the depth, and whether the last ply is counted in bulk (see {@link chess.core.Perft}). */
    final int perftDepth;
    final boolean perftBulk;

    private GoCommand(Kind kind, Limits limits, int[] searchMoves, boolean holdBestMove, int perftDepth,
            boolean perftBulk) {
        this.kind = kind;
        this.limits = limits;
        this.searchMoves = searchMoves;
        this.holdBestMove = holdBestMove;
        this.perftDepth = perftDepth;
        this.perftBulk = perftBulk;
    }

    /** Reads {@code go ...} (tokens, the first being "go"); search moves are read on {@code board}. */
    static GoCommand parse(List<String> t, Board board, Consumer<String> note) {
        Limits limits = new Limits();
        boolean infinite = false;
        boolean ponder = false;
        boolean limited = false; // a parameter that ends the search was accepted
        boolean lastRejected = false; // the latest parameter other than infinite, ponder and searchmoves was bad
        List<String> moveTexts = new ArrayList<>();
        for (int i = 1; i < t.size(); i++) {
            String key = t.get(i);
            if (key.equals("infinite")) {
                infinite = true;
                limited = true;
            } else if (key.equals("ponder")) {
                ponder = true; // pondering is not supported: search as a normal go, wait for stop/ponderhit
            } else if (key.equals("searchmoves")) {
                while (i + 1 < t.size() && takenAsMove(t.get(i + 1))) {
                    moveTexts.add(t.get(++i));
                }
            } else if (key.equals("perft")) {
                return perft(t, i, note);
            } else if (!VALUE_KEYS.contains(key)) {
                note.accept("go: unknown parameter '" + Tokens.echo(key) + "' ignored");
                lastRejected = true;
            } else if (i + 1 >= t.size()) {
                note.accept("go: '" + key + "' needs a value");
                lastRejected = true;
                break;
            } else {
                boolean accepted = setLimit(limits, key, t.get(++i), note);
                lastRejected = !accepted;
                limited |= accepted && !CLOCK_DETAILS.contains(key);
            }
        }
        if (!limited && lastRejected) {
            note.accept("go: no valid limit given; searching for " + FALLBACK_MOVE_TIME + " ms");
            limits.moveTime(FALLBACK_MOVE_TIME);
        } else if (!limited) {
            infinite = true;
        }
        limits.infinite(infinite);
        return new GoCommand(Kind.SEARCH, limits, searchMoves(board, moveTexts, note), infinite || ponder, 0, false);
    }

    /** {@code go perft <depth> [nobulk]}, the perft word at {@code at}. */
    private static GoCommand perft(List<String> t, int at, Consumer<String> note) {
        Integer depth = at + 1 < t.size() ? Tokens.parseInt(t.get(at + 1)) : null;
        if (depth == null || depth < 1 || depth > MAX_PERFT_DEPTH) {
            note.accept("go perft needs a depth from 1 to " + MAX_PERFT_DEPTH);
            return NOTHING;
        }
        // "nobulk" makes every leaf move, as other libraries' perft does (browser benchmark)
        boolean bulk = !(at + 2 < t.size() && t.get(at + 2).equals("nobulk"));
        return new GoCommand(Kind.PERFT, null, null, false, depth, bulk);
    }

    /** Sets the limit {@code key} to {@code value}; false, with a note, when the value is not a number it takes. */
    private static boolean setLimit(Limits limits, String key, String value, Consumer<String> note) {
        if (key.equals("nodes")) {
            Long n = Tokens.parseLong(value);
            if (n == null || n < 1) {
                note.accept("go: nodes needs a positive number, not '" + Tokens.echo(value) + "'");
                return false;
            }
            limits.nodes(n);
            return true;
        }
        Integer v = Tokens.parseInt(value);
        if (v == null) {
            note.accept("go: '" + key + "' needs a whole number, not '" + Tokens.echo(value) + "'");
            return false;
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
            default: // "mate": a mate in v moves is 2v - 1 plies deep (in long arithmetic: v may be 2^31 - 1)
                limits.depth((int) Math.max(1, Math.min(2L * v - 1, Engine.MAX_DEPTH)));
                break;
        }
        return true;
    }

    /**
     * Whether a word after {@code searchmoves} is read as a move: 4 or 5 characters starting with a square. Looser
     * than {@link UciMove#looksLikeUci}, so that a mistyped move such as {@code a1a9} is reported as a bad move, not
     * as an unknown go parameter; the list ends at the first other word. The null move {@code 0000} is not one.
     */
    private static boolean takenAsMove(String word) {
        return (word.length() == 4 || word.length() == 5)
                && Square.parse(word.charAt(0), word.charAt(1)) != Square.NONE;
    }

    /** The legal moves among {@code texts}; each one that is not legal here gets a note. */
    private static int[] searchMoves(Board board, List<String> texts, Consumer<String> note) {
        int[] moves = new int[texts.size()];
        int n = 0;
        for (String text : texts) {
            try {
                int move = UciMove.parse(board, text);
                moves[n++] = move;
            } catch (MoveParseException e) {
                note.accept("go searchmoves: " + e.getMessage() + "; ignored");
            }
        }
        if (n == 0 && !texts.isEmpty()) {
            note.accept("go searchmoves: no legal move given; searching all moves");
        }
        return Arrays.copyOf(moves, n);
    }
}
