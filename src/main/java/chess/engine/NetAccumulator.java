package chess.engine;

import chess.core.Board;
import chess.core.Piece;
import chess.core.PieceWatcher;
import chess.core.Square;

/**
 * The hidden sums of a {@link Network} for one board, kept as the board moves. Each move gets a level of its own:
 * {@link Board#make} reports the move's piece changes (a few numbers), and only when a position is evaluated are the
 * sums of the levels since the last evaluated one worked out, from their parent's. Taking a move back just drops
 * its level, so positions the search never evaluates (hash cut-offs, pruned moves) cost no arithmetic. The sums
 * themselves and their arithmetic are a {@link HiddenSums}: Java ints, or the browser's SIMD kernel when the net was
 * given one ({@link Network#computeSumsIn}). All arrays are allocated up front (and grown only if a line gets deeper
 * than ever before).
 */
final class NetAccumulator implements PieceWatcher {
    /** Piece changes one move can make: a capture with promotion removes three and adds two. */
    private static final int MAX_CHANGES = 6;
    private static final int INITIAL_LEVELS = 160;

    private final Network net;
    private final HiddenSums sums;
    private boolean[] current;
    /** Per level: the pieces on the board, for the output bucket. */
    private int[] pieceCounts;
    /** Per level, up to {@link #MAX_CHANGES}: +(onSquare + 1) for a piece put down, -(onSquare + 1) for one lifted. */
    private int[] changes;
    private int[] changeCounts;
    private int level;
    private Board board;

    NetAccumulator(Network net) {
        this.net = net;
        this.sums = net.newSums();
        allocate(INITIAL_LEVELS);
    }

    private void allocate(int levels) {
        sums.ensureLevels(levels);
        boolean[] oldCurrent = current;
        current = new boolean[levels];
        int[] oldCounts = pieceCounts;
        pieceCounts = new int[levels];
        int[] oldChanges = changes;
        changes = new int[levels * MAX_CHANGES];
        int[] oldChangeCounts = changeCounts;
        changeCounts = new int[levels];
        if (oldCurrent != null) {
            System.arraycopy(oldCurrent, 0, current, 0, oldCurrent.length);
            System.arraycopy(oldCounts, 0, pieceCounts, 0, oldCounts.length);
            System.arraycopy(oldChanges, 0, changes, 0, oldChanges.length);
            System.arraycopy(oldChangeCounts, 0, changeCounts, 0, oldChangeCounts.length);
        }
    }

    /** Starts following {@code b} from its current position (the sums are computed in full once). */
    void attach(Board b) {
        board = b;
        b.watch(this);
        level = 0;
        refresh(b);
    }

    /** Whether this accumulator follows {@code b}. */
    boolean follows(Board b) {
        return board == b && b.watcher() == this;
    }

    /** Stops following the board it was attached to. */
    void detach() {
        if (board != null && board.watcher() == this) {
            board.watch(null);
        }
        board = null;
    }

    private void refresh(Board b) {
        sums.reset(level);
        int count = 0;
        for (int i = 0; i < 64; i++) {
            int sq = Square.from64(i);
            int piece = b.pieceAt(sq);
            if (piece != Piece.EMPTY) {
                count++;
                sums.add(level, Piece.onSquare(piece, sq));
            }
        }
        pieceCounts[level] = count;
        current[level] = true;
    }

    @Override
    public void moveStarted() {
        level++;
        if (level == current.length) {
            allocate(current.length * 2);
        }
        current[level] = false;
        changeCounts[level] = 0;
    }

    @Override
    public void added(int piece, int sq) {
        changes[level * MAX_CHANGES + changeCounts[level]++] = Piece.onSquare(piece, sq) + 1;
    }

    @Override
    public void removed(int piece, int sq) {
        changes[level * MAX_CHANGES + changeCounts[level]++] = -(Piece.onSquare(piece, sq) + 1);
    }

    @Override
    public void moveTakenBack() {
        if (level == 0) {
            // A move made before this accumulator was attached: level 0 no longer holds the board's position,
            // and the moves built on it must be read from the board afresh.
            current[0] = false;
        } else {
            level--;
        }
    }

    /** Whether the network's output is a correction to the hand-written evaluation. */
    boolean addsHandWritten() {
        return net.addsHandWritten;
    }

    /** The net's share of the hand-written evaluation {@code cp} of a board with {@code pieceCount} pieces. */
    int scaledHandWritten(int cp, int pieceCount) {
        return net.scaledHandWritten(cp, Network.bucket(pieceCount));
    }

    /** The same for the position {@link #evaluate} was last called on, whose piece count is known here. */
    int scaledHandWritten(int cp) {
        return scaledHandWritten(cp, pieceCounts[level]);
    }

    /** The network's score of the board's position, in centipawns from {@code sideToMove}'s point of view. */
    int evaluate(int sideToMove) {
        int first = level;
        while (first > 0 && !current[first]) {
            first--;
        }
        if (!current[first]) {
            refresh(board); // nothing below is known: the board's own position, once
        } else {
            for (int l = first + 1; l <= level; l++) {
                update(l);
            }
        }
        int bucket = Network.bucket(pieceCounts[level]);
        int sum = net.outputBias[bucket] + sums.outputSum(level, sideToMove, bucket);
        // sum / (QA * QB) * scale without overflow: Network.read refuses files whose sums could break these ints.
        return (sum >> 4) * net.scale / (Network.QA * Network.QB >> 4);
    }

    /** Level {@code l}'s sums from its parent's and its move's changes. */
    private void update(int l) {
        int at = l * MAX_CHANGES;
        int n = changeCounts[l];
        if (n == 2 && (changes[at] ^ changes[at + 1]) < 0) {
            // A quiet move, the commonest case: one piece lifted and put down, in one pass per view.
            int lifted = -Math.min(changes[at], changes[at + 1]) - 1;
            int put = Math.max(changes[at], changes[at + 1]) - 1;
            sums.moveParent(l, lifted, put);
            pieceCounts[l] = pieceCounts[l - 1];
            current[l] = true;
            return;
        }
        if (n == 3 && changes[at] < 0 && changes[at + 1] < 0 && changes[at + 2] > 0) {
            // A capture (en passant too): the victim and the mover lifted, the mover put down, in one pass.
            sums.captureParent(l, -changes[at] - 1, -changes[at + 1] - 1, changes[at + 2] - 1);
            pieceCounts[l] = pieceCounts[l - 1] - 1;
            current[l] = true;
            return;
        }
        sums.copyParent(l);
        int count = pieceCounts[l - 1];
        for (int c = 0; c < n; c++) {
            int change = changes[at + c];
            if (change > 0) {
                sums.add(l, change - 1);
                count++;
            } else {
                sums.subtract(l, -change - 1);
                count--;
            }
        }
        pieceCounts[l] = count;
        current[l] = true;
    }

    /** The sums of the current level from White's (0) or Black's (1) view, for tests. */
    int[] currentSums(int view) {
        return sums.unpacked(level, view);
    }
}
