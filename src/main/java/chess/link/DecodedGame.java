package chess.link;

import chess.pgn.GameTree;
import chess.pgn.MoveNode;

/**
 * What a game code gave: the tree (never null: at least the standard start position), the move to show, and a
 * plain sentence saying what was wrong and what was lost ("" when nothing was).
 */
public final class DecodedGame {
    private final GameTree tree;
    private final MoveNode current;
    private final String problem;
    private final boolean whole;

    DecodedGame(GameTree tree, MoveNode current, String problem, boolean whole) {
        this.tree = tree;
        this.current = current;
        this.problem = problem;
        this.whole = whole;
    }

    public GameTree tree() {
        return tree;
    }

    /** The move that was shown when the link was made (the root for the start position). */
    public MoveNode current() {
        return current;
    }

    /** What was wrong with the code, for the page to show; "" when nothing was. */
    public String problem() {
        return problem;
    }

    /**
     * True when the whole game came through and was checked (the problem may still mention characters after the
     * end of the code, which were ignored).
     */
    public boolean isWhole() {
        return whole;
    }
}
