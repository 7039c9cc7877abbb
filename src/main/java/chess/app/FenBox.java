package chess.app;

import chess.core.Board;
import chess.core.Fen;
import chess.core.FenException;
import chess.core.Variant;
import chess.pgn.GameTree;

/**
 * The FEN box: reads a position typed, pasted or linked (lenient forms accepted, and a Chess960 position when
 * standard chess refuses it) and keeps why a refused one was refused, with its text, until the game changes.
 */
final class FenBox {
    private String error = "";
    /** The refused text, which the box keeps showing, or null: the box shows the position on the board. */
    private String rejected;

    /** The game that starts from the FEN {@code text}, or null (and the reason kept) when it cannot be read. */
    GameTree read(String text) {
        GameTree loaded;
        try {
            Board board = Fen.parseLenient(text == null ? "" : text);
            loaded = new GameTree(board);
        } catch (FenException e) {
            loaded = asChess960(text);
            if (loaded == null) {
                error = e.getMessage();
                rejected = text;
                return null;
            }
        } catch (RuntimeException e) { // parsing promises not to throw anything else; never break the page
            error = "This FEN could not be read: " + e;
            rejected = text;
            return null;
        }
        clear();
        return loaded;
    }

    /**
     * A FEN that standard chess refuses may be a Chess960 position (king and rooks off their standard squares,
     * Shredder-FEN letters): then it is loaded as one. Null when it is not that either.
     */
    private static GameTree asChess960(String text) {
        try {
            Board board = Fen.parseLenient(text == null ? "" : text, Variant.CHESS960);
            return new GameTree(board);
        } catch (RuntimeException e) { // a FenException: the standard reason is the one to show
            return null;
        }
    }

    /**
     * The link's FEN was refused: the reason says so, and the box shows the position actually on the board. Returns
     * the reason.
     */
    String linkRefused() {
        error = "The FEN in the link was not loaded: " + error;
        rejected = null;
        return error;
    }

    /** The game changed: the box shows its position, without an error. */
    void clear() {
        error = "";
        rejected = null;
    }

    /** Fills in the box's text and error ({@code b.fen}, the position's FEN, already filled in). */
    void fill(BoardState.Builder b) {
        b.fenError = error;
        b.fenBoxText = rejected != null ? rejected : b.fen;
    }
}
