package chess.pgn;

import chess.core.Board;
import chess.core.Fen;
import chess.core.Move;
import chess.core.MoveGenerator;
import chess.core.PositionSnapshot;
import chess.core.San;
import chess.core.Variant;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A game with its variations: a start position, a tree of {@link MoveNode}s (the first child of each node is the
 * main continuation), the PGN tags and the result. Playing a move where it already exists goes to it; any other
 * legal move starts a variation. Variations can be promoted and deleted. Nothing here walks the tree by recursion,
 * so a line 10,000 variations deep is no danger to the stack.
 */
public final class GameTree {
    /** The result marks PGN allows. */
    private static final List<String> RESULTS = List.of("1-0", "0-1", "1/2-1/2", "*");

    private final String startFen;
    private final PositionSnapshot start;
    private final boolean standardStart;
    private final int startSide;
    private final int startFullmove;
    private final MoveNode root;
    private final List<MoveNode> byId = new ArrayList<>();
    private final Map<String, String> tags = new LinkedHashMap<>();
    private String result = "*";
    private final Variant variant;
    /** Counts the changes to the moves, their order, comments, NAGs, commands, tags and result ({@link #revision}). */
    private int revision;
    /** How many of those changes were to comment commands ({@link #revisionWithoutCommands}). */
    private int commandChanges;
    /** How many were to NAGs ({@link #revisionWithoutCommandsOrNags}). */
    private int nagChanges;

    /** A tree from the standard start position. */
    public GameTree() {
        this(Board.startingPosition());
    }

    /**
     * A tree from {@code fen}, read strictly by {@link Fen#parse} (its {@code FenException} propagates).
     */
    public GameTree(String fen) {
        this(fen, Variant.STANDARD);
    }

    /** A tree from {@code fen} in standard chess or Chess960, read strictly (a {@code FenException} propagates). */
    public GameTree(String fen, Variant variant) {
        this(Fen.parse(fen, variant));
    }

    /**
     * A tree from the position on {@code start} (a legal one: {@link Fen#parse} or {@link chess.core.BoardSetup}
     * checked it), in its variant; the board is not kept.
     */
    public GameTree(Board start) {
        this.variant = start.variant();
        this.start = new PositionSnapshot(start);
        startFen = Fen.write(start);
        standardStart = variant == Variant.STANDARD && startFen.equals(Fen.START);
        startSide = start.sideToMove();
        startFullmove = start.fullmoveNumber();
        root = newNode(null, Move.NONE, "");
    }

    private MoveNode newNode(MoveNode parent, int move, String san) {
        MoveNode node = new MoveNode(this, parent, byId.size(), move, san);
        byId.add(node);
        return node;
    }

    public MoveNode root() {
        return root;
    }

    /** Standard chess or Chess960. */
    public Variant variant() {
        return variant;
    }

    /** A fresh board at the start position, in the tree's variant. */
    public Board startBoard() {
        return start.board();
    }

    /** The FEN of the start position, as {@link Fen#write} gives it. */
    public String startFen() {
        return startFen;
    }

    /** True when the start position is the standard one (move counters included). */
    public boolean startsFromStandardPosition() {
        return standardStart;
    }

    /** The side to move at the start ({@link chess.core.Piece#WHITE} or BLACK). */
    public int startSide() {
        return startSide;
    }

    /** The fullmove number of the start position. */
    public int startFullmove() {
        return startFullmove;
    }

    /** The node with this id, or null when there is none (or it was deleted). */
    public MoveNode node(int id) {
        if (id < 0 || id >= byId.size()) {
            return null;
        }
        MoveNode node = byId.get(id);
        return node != null && isAttached(node) ? node : null;
    }

    private boolean isAttached(MoveNode node) {
        for (MoveNode n = node; n.parent() != null; n = n.parent()) {
            if (!n.parent().children.contains(n)) {
                return false;
            }
        }
        return true;
    }

    /** Whether the tree has a move at all: {@link #moveCount} walks the whole tree to count them. */
    public boolean hasMoves() {
        return root.next() != null;
    }

    /** The number of moves in the tree (main line and variations). */
    public int moveCount() {
        int count = 0;
        Deque<MoveNode> todo = new ArrayDeque<>();
        todo.push(root);
        while (!todo.isEmpty()) {
            MoveNode n = todo.pop();
            count += n.children.size();
            for (MoveNode c : n.children) {
                todo.push(c);
            }
        }
        return count;
    }

    // ---- tags and result ----------------------------------------------------------------------------------

    /** The tags in their order (without {@code SetUp} and {@code FEN}, which follow from the start position). */
    public Map<String, String> tags() {
        return Collections.unmodifiableMap(tags);
    }

    /** A tag's value, or null. */
    public String tag(String name) {
        return tags.get(name);
    }

    /**
     * A number that changes whenever the moves, their order, comments, NAGs, commands, tags or result change (not
     * when a line is only visited): what is worked out from the tree can be kept until it changes.
     */
    public int revision() {
        return revision;
    }

    /**
     * Counts the changes {@link #revision} counts but those to comment commands ({@code [%eval ...]},
     * {@code [%clk ...]}, the drawn shapes): what is worked out from the moves and their text only (the move list's
     * glyphs) can be kept while the analysis writes its evaluation with every report.
     */
    public int revisionWithoutCommands() {
        return revision - commandChanges;
    }

    /**
     * Counts the changes {@link #revisionWithoutCommands} counts but those to NAGs: a review marks moves one result
     * at a time, and the move list's layout and the main line's result do not depend on the marks.
     */
    public int revisionWithoutCommandsOrNags() {
        return revision - commandChanges - nagChanges;
    }

    /** Something {@link #revision} counts changed. */
    void changed() {
        revision++;
    }

    /** A comment command changed: {@link #revision} counts it, {@link #revisionWithoutCommands} does not. */
    void commandChanged() {
        revision++;
        commandChanges++;
    }

    /** A NAG changed: counted by all but {@link #revisionWithoutCommandsOrNags}. */
    void nagChanged() {
        revision++;
        nagChanges++;
    }

    /**
     * Sets a tag; a null value removes it. {@code SetUp}, {@code FEN} and {@code Result} are not tags here: the
     * start position and {@link #setResult} hold them.
     *
     * @throws IllegalArgumentException for a name that is not letters, digits and {@code _}, or one of those three
     */
    public void setTag(String name, String value) {
        if (!TagPair.isName(name)) {
            throw new IllegalArgumentException("a PGN tag name is letters, digits and _, not '" + name + "'");
        }
        if (name.equals("SetUp") || name.equals("FEN") || name.equals("Result")) {
            throw new IllegalArgumentException("the " + name + " tag follows from the game itself");
        }
        if (value == null) {
            tags.remove(name);
            revision++;
        } else {
            tags.put(name, value);
            revision++;
        }
    }

    /** The game's result: {@code 1-0}, {@code 0-1}, {@code 1/2-1/2} or {@code *} (unknown or going on). */
    public String result() {
        return result;
    }

    public void setResult(String mark) {
        if (!RESULTS.contains(mark)) {
            throw new IllegalArgumentException("a result is 1-0, 0-1, 1/2-1/2 or *, not '" + mark + "'");
        }
        result = mark;
        revision++;
    }

    // ---- moves --------------------------------------------------------------------------------------------

    /**
     * Plays {@code move} after {@code at}: goes to the child that has it, or adds it as the last variation (the
     * main continuation when {@code at} had none). Returns that node.
     *
     * @throws IllegalArgumentException when the move is not legal after {@code at}, or {@code at} is not in this tree
     */
    public MoveNode play(MoveNode at, int move) {
        requireHere(at);
        MoveNode existing = at.child(move);
        if (existing != null) {
            return existing;
        }
        Board board = boardAt(at);
        if (!isLegal(board, move)) {
            throw new IllegalArgumentException("not a legal move after " + at + ": " + Move.toUci(move));
        }
        return playKnownLegal(at, board, move);
    }

    /**
     * Plays {@code move} after {@code at} as {@link #play} does, for readers that replay the game on a board of
     * their own (the PGN reader, the link decoder): {@code position} is the position after {@code at} and the move
     * is known to be legal there, so neither is checked, and the game is not replayed from the start to {@code at}
     * (which would make reading a long game quadratic).
     */
    public MoveNode playKnownLegal(MoveNode at, Board position, int move) {
        MoveNode existing = at.child(move);
        if (existing != null) {
            return existing;
        }
        MoveNode node = newNode(at, move, San.format(position, move));
        at.children.add(node);
        revision++;
        return node;
    }

    static boolean isLegal(Board board, int move) {
        if (move == Move.NONE) {
            return false;
        }
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        int n = MoveGenerator.generate(board, moves, 0);
        for (int i = 0; i < n; i++) {
            if (moves[i] == move) {
                return true;
            }
        }
        return false;
    }

    /** The position after {@code node}, with the moves from the start as its history (repetitions count). */
    public Board boardAt(MoveNode node) {
        requireHere(node);
        Board board = startBoard();
        for (MoveNode n : path(node)) {
            board.make(n.move());
        }
        return board;
    }

    /** The moves from the start to {@code node}, the root left out (empty for the root). */
    public List<MoveNode> path(MoveNode node) {
        requireHere(node);
        List<MoveNode> path = new ArrayList<>(node.ply());
        for (MoveNode n = node; !n.isRoot(); n = n.parent()) {
            path.add(n);
        }
        Collections.reverse(path);
        return path;
    }

    /** The last move of the line through {@code node}, following main continuations. */
    public MoveNode endOfLine(MoveNode node) {
        MoveNode n = node;
        while (n.next() != null) {
            n = n.next();
        }
        return n;
    }

    /** The main line's last move (the root when there are no moves). */
    public MoveNode mainLineEnd() {
        return endOfLine(root);
    }

    /** Remembers that the line through {@code node} was visited, so redo from its ancestors follows it. */
    public void visit(MoveNode node) {
        requireHere(node);
        for (MoveNode n = node; !n.isRoot(); n = n.parent()) {
            n.parent().lastVisited = n;
        }
    }

    // ---- editing ------------------------------------------------------------------------------------------

    /**
     * Promotes the variation that {@code node} is in by one step: the nearest move on the way back to the start
     * that is not a main continuation takes the place of its parent's main continuation. False when the node is
     * already on the main line.
     */
    public boolean promote(MoveNode node) {
        requireHere(node);
        for (MoveNode n = node; !n.isRoot(); n = n.parent()) {
            if (!n.isFirstChild()) {
                List<MoveNode> siblings = n.parent().children;
                siblings.remove(n);
                siblings.add(0, n);
                revision++;
                return true;
            }
        }
        return false;
    }

    /** Promotes until the line through {@code node} is the main line. False when it already was. */
    public boolean promoteToMainLine(MoveNode node) {
        boolean changed = false;
        while (promote(node)) {
            changed = true;
        }
        return changed;
    }

    /**
     * Deletes {@code node} and everything after it; returns its parent (where the player should now stand).
     *
     * @throws IllegalArgumentException for the root
     */
    public MoveNode delete(MoveNode node) {
        requireHere(node);
        if (node.isRoot()) {
            throw new IllegalArgumentException("the start position cannot be deleted");
        }
        MoveNode parent = node.parent();
        parent.children.remove(node);
        revision++;
        if (parent.lastVisited == node) {
            parent.lastVisited = null;
        }
        return parent;
    }

    /** Deletes every move after {@code node} (its continuation and all variations from there). */
    public void deleteAfter(MoveNode node) {
        requireHere(node);
        node.children.clear();
        node.lastVisited = null;
        revision++;
    }

    private void requireHere(MoveNode node) {
        if (node == null || node.tree() != this) {
            throw new IllegalArgumentException("the move is not in this game");
        }
    }
}
