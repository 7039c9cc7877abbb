package chess.core;

import java.util.ArrayList;
import java.util.List;

/**
 * A game: a start position, the moves played since (with their SAN as written when played) and the rule set that
 * decides when it is over. Moves go in through {@link #play}, {@link #playUci} or {@link #playSan}, which refuse
 * illegal moves and any move once the game is over; {@link #undo} takes them back.
 */
public final class Game {
    private final Board board;
    private final String startFen;
    private final List<String> sans = new ArrayList<>();
    private RuleSet ruleSet = RuleSet.STANDARD;
    /**
     * The outcome of the current position, worked out on first asking and kept until a move, a takeback or the rule
     * set changes it: a page asks it a dozen times per redraw, and each time cost a move list and a repetition scan.
     */
    private Outcome outcome;

    /** A game from the standard starting position. */
    public Game() {
        this(Board.startingPosition());
    }

    /**
     * A game from the position in {@code fen}, read strictly by {@link Fen#parse}; its {@code FenException}
     * propagates unchanged.
     */
    public Game(String fen) {
        this(fen, Variant.STANDARD);
    }

    /**
     * A game of {@code variant} from the position in {@code fen}, read strictly by {@link Fen#parse(String, Variant)}
     * (a Chess960 start: {@code new Game(Chess960.startFen(n), Variant.CHESS960)}).
     */
    public Game(String fen, Variant variant) {
        this(Fen.parse(fen, variant));
    }

    /** A game from the position on {@code start} (copied: the caller's board is left alone), in its variant. */
    public Game(Board start) {
        board = new PositionSnapshot(start).board();
        startFen = Fen.write(board);
    }

    public RuleSet ruleSet() {
        return ruleSet;
    }

    public void setRuleSet(RuleSet ruleSet) {
        if (ruleSet == null) {
            throw new IllegalArgumentException("rule set must not be null");
        }
        this.ruleSet = ruleSet;
        outcome = null;
    }

    /**
     * The live board of the current position, with the game's moves as its history (so repetition rules see them).
     * Callers must not make moves on it directly: use {@link #play} and {@link #undo}, or the game's stored SAN and
     * the board go out of step. (A search that unmakes every move it makes leaves it as it was, which is harmless.)
     */
    public Board board() {
        return board;
    }

    /** The FEN of the start position (canonical, so the text given whenever the strict parser accepted it). */
    public String startFen() {
        return startFen;
    }

    /** The FEN of the current position. */
    public String fen() {
        return Fen.write(board);
    }

    public int[] legalMoves() {
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        int n = MoveGenerator.generate(board, moves, 0);
        return java.util.Arrays.copyOf(moves, n);
    }

    public boolean isLegal(int move) {
        if (move == Move.NONE) {
            return false;
        }
        for (int m : legalMoves()) {
            if (m == move) {
                return true;
            }
        }
        return false;
    }

    /**
     * Plays a legal move.
     *
     * @throws IllegalStateException    if the game is already over
     * @throws IllegalArgumentException if the move is not legal in the current position
     */
    public void play(int move) {
        requireNotOver();
        if (!isLegal(move)) {
            throw new IllegalArgumentException("not a legal move in this position: " + Move.toUci(move));
        }
        String san = San.format(board, move);
        board.make(move);
        sans.add(san);
        outcome = null;
    }

    /**
     * Plays {@code move} with {@code san} as its SAN, both as a game tree holds them: the tree checked the move's
     * legality and wrote its SAN in this very position when the move was added, so neither is done again. Only the
     * rule set, which may have changed since, is asked whether the game is over (a position where {@code move} is
     * legal is neither mate nor stalemate). Stepping through a long game replays hundreds of moves at once: this
     * does it without generating a single move list.
     *
     * @throws IllegalStateException if the rules end the game before this move
     */
    public void replay(int move, String san) {
        Outcome drawn = Rules.drawnByRule(board, ruleSet);
        if (drawn.isOver()) {
            throw new IllegalStateException("the game is over: " + drawn.describe());
        }
        board.make(move);
        sans.add(san);
        outcome = null;
    }

    /** Reads a UCI move ({@code e2e4}), plays it and returns it. The null move {@code 0000} is refused. */
    public int playUci(String text) {
        requireNotOver();
        int move = UciMove.parse(board, text);
        if (move == Move.NONE) {
            throw new MoveParseException(MoveParseException.Kind.ILLEGAL, text,
                    "the null move cannot be played in a game");
        }
        play(move);
        return move;
    }

    /** Reads a SAN move ({@code Nf3}), plays it and returns it. */
    public int playSan(String text) {
        requireNotOver();
        int move = San.parse(board, text);
        play(move);
        return move;
    }

    private void requireNotOver() {
        Outcome outcome = outcome();
        if (outcome.isOver()) {
            throw new IllegalStateException("the game is over: " + outcome.describe());
        }
    }

    /** Takes back the last move; false if there is none. */
    public boolean undo() {
        if (board.ply() == 0) {
            return false;
        }
        board.unmake();
        sans.remove(sans.size() - 1);
        outcome = null;
        return true;
    }

    /** Moves played so far. */
    public int ply() {
        return board.ply();
    }

    /** The moves played, in order. */
    public int[] moves() {
        int[] moves = new int[board.ply()];
        for (int i = 0; i < moves.length; i++) {
            moves[i] = board.moveAt(i);
        }
        return moves;
    }

    /** SAN of the {@code i}-th move ({@code 0 <= i < ply()}) as it was written when played. */
    public String san(int i) {
        return sans.get(i);
    }

    public Outcome outcome() {
        if (outcome == null) {
            outcome = Rules.outcome(board, ruleSet);
        }
        return outcome;
    }
}
