package chess.opening;

import chess.core.Board;
import chess.core.Piece;
import chess.core.Variant;
import chess.pgn.GameTree;
import chess.pgn.MoveNode;
import java.util.List;

/**
 * The opening of a position in a game: walking back from the position to the nearest one the table names (so a
 * transposition is named by the position it reached, whatever the move order), and the move after that position,
 * where the line left known theory.
 */
public final class GameOpening {
    /** No name: the table is empty, or no position of the line is named. */
    public static final GameOpening NONE = new GameOpening(null, null, null);

    private final Opening opening;
    private final MoveNode namedAt;
    private final MoveNode leftTheory;

    private GameOpening(Opening opening, MoveNode namedAt, MoveNode leftTheory) {
        this.opening = opening;
        this.namedAt = namedAt;
        this.leftTheory = leftTheory;
    }

    /**
     * The opening at {@code node}: the name of the nearest named position on the way back from it to the start.
     * Replays the line from the start once (as many moves as {@code node}'s ply).
     */
    public static GameOpening at(OpeningTable table, MoveNode node) {
        if (table.isEmpty()) {
            return NONE;
        }
        Board board = node.tree().startBoard();
        if (board.variant() != Variant.STANDARD) {
            return NONE; // the table names standard chess only: nothing to replay
        }
        List<MoveNode> path = node.tree().path(node);
        int[] lo = new int[path.size() + 1];
        int[] hi = new int[path.size() + 1];
        lo[0] = board.hashLo();
        hi[0] = board.hashHi();
        for (int i = 0; i < path.size(); i++) {
            board.make(path.get(i).move());
            lo[i + 1] = board.hashLo();
            hi[i + 1] = board.hashHi();
        }
        for (int i = path.size(); i >= 0; i--) {
            Opening found = table.find(lo[i], hi[i]);
            if (found != null) {
                MoveNode named = i == 0 ? node.tree().root() : path.get(i - 1);
                return new GameOpening(found, named, i < path.size() ? path.get(i) : null);
            }
        }
        return NONE;
    }

    /** The opening of a game: that of the end of its main line. */
    public static GameOpening ofGame(OpeningTable table, GameTree tree) {
        return at(table, tree.mainLineEnd());
    }

    /** The opening, or null when nothing on the way back is named. */
    public Opening opening() {
        return opening;
    }

    public boolean named() {
        return opening != null;
    }

    /** {@code C50 Italian Game: Giuoco Piano}, or "" when not named. */
    public String label() {
        return opening == null ? "" : opening.label();
    }

    /** The position (its move) that gave the name; the root when the start position is named. */
    public MoveNode namedAt() {
        return namedAt;
    }

    /** The first move after the named position on the line (where it left known theory), or null if none. */
    public MoveNode leftTheory() {
        return leftTheory;
    }

    /** The move that left theory as a reader writes it, {@code 4. a3} or {@code 4... a6}; "" when none. */
    public String leftTheoryText() {
        if (leftTheory == null) {
            return "";
        }
        GameTree tree = leftTheory.tree();
        int fromWhite = leftTheory.ply() - 1 + (tree.startSide() == Piece.WHITE ? 0 : 1);
        return (tree.startFullmove() + fromWhite / 2) + (fromWhite % 2 == 0 ? ". " : "... ") + leftTheory.san();
    }
}
