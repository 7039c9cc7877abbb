package chess.image;

import chess.pgn.Shape;

/**
 * The colours of drawn arrows and circles in a picture: the page's (board.css's {@code .shape-G} .. {@code .shape-Y}
 * and their 0.8 opacity; {@code ShapeColoursTest} holds them equal), so an image shows the shapes as the board does.
 */
public final class ShapeColours {
    private static final String[] FILLS = {"#15a34a", "#d62828", "#1d6fd8", "#e0a800"};

    private ShapeColours() {
    }

    /**
     * The colours a shape shows over the board (each colour at the picture's opacity over a light and a dark square),
     * for a GIF's palette: a shape drawn only in the middle of a line still gets its own colours.
     */
    public static int[] overBoard(BoardColours board) {
        int[] squares = {Rgb.parse(board.light), Rgb.parse(board.dark)};
        int[] out = new int[FILLS.length * squares.length];
        int k = 0;
        for (String fill : FILLS) {
            int shape = Rgb.parse(fill);
            for (int square : squares) {
                out[k++] = blend(shape, square, PictureGeometry.SHAPE_OPACITY);
            }
        }
        return out;
    }

    private static int blend(int top, int below, double opacity) {
        int rgb = 0;
        for (int shift = 16; shift >= 0; shift -= 8) {
            int c = (int) Math.round(opacity * (top >> shift & 0xff) + (1 - opacity) * (below >> shift & 0xff));
            rgb |= c << shift;
        }
        return rgb;
    }

    /** The {@code #rrggbb} colour of a shape's letter, G, R, B or Y. */
    public static String fill(char colour) {
        return FILLS[Shape.COLOURS.indexOf(colour)];
    }
}
