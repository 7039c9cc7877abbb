package chess.image;

import chess.pgn.Shape;

/**
 * The colours of drawn arrows and circles in a picture: the page's (style.css's {@code .shape-G} .. {@code .shape-Y}
 * and their 0.8 opacity; {@code ShapeColoursTest} holds them equal), so an image shows the shapes as the board does.
 */
public final class ShapeColours {
    private static final String[] FILLS = {"#15a34a", "#d62828", "#1d6fd8", "#e0a800"};

    private ShapeColours() {
    }

    /** The {@code #rrggbb} colour of a shape's letter, G, R, B or Y. */
    public static String fill(char colour) {
        return FILLS[Shape.COLOURS.indexOf(colour)];
    }
}
