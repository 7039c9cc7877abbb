package chess.app;

/**
 * The pointer's work on the board's squares: the game's moves ({@link MoveInput}), or, while it is open, the board
 * editor's placing of pieces ({@link EditorController}). Squares are named "a1".."h8".
 */
public interface BoardInput {
    /** A click (or Enter) on a square. */
    void clickSquare(String name);

    /** A drag begins on a square: true when a piece there may be dragged. */
    boolean dragStart(String name);

    /** A drag ends: {@code to} is the square under the pointer, or null off the board. */
    void drop(String from, String to);
}
