package chess.image;

import chess.core.Board;
import chess.core.Piece;
import chess.core.Square;
import chess.pgn.Shape;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * What a picture of a board shows, as plain data: the pieces on the 0x88 squares, the side at the bottom, the board
 * colours, whether the coordinates are written, the last move's two squares (or {@link Square#NONE}) and the drawn
 * shapes. The SVG writer and the command line's painter both draw from this one description.
 */
public final class BoardPicture {
    private final int[] pieces;
    public final boolean flipped;
    public final BoardColours colours;
    public final boolean coordinates;
    public final int lastFrom;
    public final int lastTo;
    public final List<Shape> shapes;

    private BoardPicture(int[] pieces, boolean flipped, BoardColours colours, boolean coordinates, int lastFrom,
            int lastTo, List<Shape> shapes) {
        this.pieces = pieces;
        this.flipped = flipped;
        this.colours = colours;
        this.coordinates = coordinates;
        this.lastFrom = lastFrom;
        this.lastTo = lastTo;
        this.shapes = Collections.unmodifiableList(new ArrayList<>(shapes));
    }

    /** The position of {@code board}, White at the bottom, green, with coordinates, no highlight and no shapes. */
    public static BoardPicture of(Board board) {
        int[] pieces = new int[Square.LIMIT];
        for (int sq = 0; sq < Square.LIMIT; sq++) {
            pieces[sq] = Square.onBoard(sq) ? board.pieceAt(sq) : Piece.EMPTY;
        }
        return new BoardPicture(pieces, false, BoardColours.GREEN, true, Square.NONE, Square.NONE, List.of());
    }

    public BoardPicture flipped(boolean flip) {
        return new BoardPicture(pieces, flip, colours, coordinates, lastFrom, lastTo, shapes);
    }

    public BoardPicture colours(BoardColours boardColours) {
        return new BoardPicture(pieces, flipped, boardColours, coordinates, lastFrom, lastTo, shapes);
    }

    public BoardPicture coordinates(boolean shown) {
        return new BoardPicture(pieces, flipped, colours, shown, lastFrom, lastTo, shapes);
    }

    /** The last move's squares highlighted; squares off the board mean none. */
    public BoardPicture lastMove(int from, int to) {
        boolean ok = Square.onBoard(from) && Square.onBoard(to);
        return new BoardPicture(pieces, flipped, colours, coordinates, ok ? from : Square.NONE, ok ? to : Square.NONE,
                shapes);
    }

    public BoardPicture shapes(List<Shape> drawn) {
        return new BoardPicture(pieces, flipped, colours, coordinates, lastFrom, lastTo, drawn);
    }

    /** The piece on a 0x88 square ({@link Piece#EMPTY} for none). */
    public int pieceAt(int sq) {
        return Square.onBoard(sq) ? pieces[sq] : Piece.EMPTY;
    }

    /** The column (0 at the left) where a square is drawn. */
    public int column(int sq) {
        return flipped ? 7 - Square.file(sq) : Square.file(sq);
    }

    /** The row (0 at the top) where a square is drawn. */
    public int row(int sq) {
        return flipped ? Square.rank(sq) : 7 - Square.rank(sq);
    }

    public boolean highlighted(int sq) {
        return sq == lastFrom || sq == lastTo;
    }

    /** A description of the picture in words, for the image's title: the shapes said one by one. */
    public String spokenShapes() {
        StringBuilder sb = new StringBuilder();
        for (Shape s : shapes) {
            sb.append(sb.length() == 0 ? "" : "; ").append(s.describe());
        }
        return sb.toString();
    }
}
