package chess.core;

/**
 * Follows the pieces of a {@link Board} move by move, for an evaluation that keeps sums over the pieces up to date
 * instead of recomputing them (see {@link Board#watch}). The board reports the changes of each {@link Board#make}
 * between {@link #moveStarted} and the move's end, and only {@link #moveTakenBack} for an {@link Board#unmake}:
 * a watcher is expected to keep one state per ply and drop the last one. Null moves are reported as moves with no
 * piece changes.
 */
public interface PieceWatcher {
    /** A move (or null move) begins; the changes reported next belong to it. */
    void moveStarted();

    /** {@code piece} was put on {@code sq} (0x88). */
    void added(int piece, int sq);

    /** {@code piece} was taken off {@code sq} (0x88). */
    void removed(int piece, int sq);

    /** The last started move was taken back. */
    void moveTakenBack();
}
