package chess.app;

/**
 * Plays a legal move as the next move of the shown line and tells the page: the one way a move enters the game,
 * whether a person made it (click, drag, typed) or the engine.
 */
interface MovePlayer {
    /** Plays {@code move}; {@code dragged} when the hand already put the piece there (then it does not glide). */
    void play(int move, boolean dragged);
}
