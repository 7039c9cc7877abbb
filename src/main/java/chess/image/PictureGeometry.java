package chess.image;

import chess.pgn.Shape;

/**
 * Where things go in a picture, in board units: a square is {@link PieceArt#UNITS} (45, the piece drawings' own
 * size) wide, the board 360. The SVG writer and the command line's painter take the arrows' outlines, the circles
 * and the coordinates' places from here, so both draw the same picture.
 */
public final class PictureGeometry {
    public static final double SQUARE = PieceArt.UNITS;
    public static final double BOARD = 8 * SQUARE;
    /** Arrow shaft width, head width and head length; a circle's ring width; drawn shapes' opacity. */
    static final double SHAFT = SQUARE * 0.16;
    static final double HEAD_WIDTH = SQUARE * 0.46;
    static final double HEAD_LENGTH = SQUARE * 0.42;
    public static final double RING = SQUARE / 14;
    public static final double SHAPE_OPACITY = 0.8;
    /** Coordinates: font size and the gap from the square's edge. */
    public static final double LABEL_SIZE = SQUARE * 0.24;
    static final double LABEL_GAP = SQUARE * 0.06;

    private PictureGeometry() {
    }

    public static double left(BoardPicture p, int sq) {
        return p.column(sq) * SQUARE;
    }

    public static double top(BoardPicture p, int sq) {
        return p.row(sq) * SQUARE;
    }

    /**
     * An arrow's outline as x, y pairs (seven corners): a shaft from the centre of its first square to a head whose
     * tip stops a little short of the centre of its last square.
     */
    public static double[] arrowOutline(BoardPicture p, Shape arrow) {
        double x0 = left(p, arrow.from()) + SQUARE / 2;
        double y0 = top(p, arrow.from()) + SQUARE / 2;
        double x1 = left(p, arrow.to()) + SQUARE / 2;
        double y1 = top(p, arrow.to()) + SQUARE / 2;
        double length = Math.sqrt((x1 - x0) * (x1 - x0) + (y1 - y0) * (y1 - y0));
        double ux = (x1 - x0) / length;
        double uy = (y1 - y0) / length;
        double tipX = x1 - ux * SQUARE * 0.12;
        double tipY = y1 - uy * SQUARE * 0.12;
        double baseX = tipX - ux * HEAD_LENGTH;
        double baseY = tipY - uy * HEAD_LENGTH;
        double nx = -uy;
        double ny = ux;
        double s = SHAFT / 2;
        double h = HEAD_WIDTH / 2;
        return new double[] {
            x0 + nx * s, y0 + ny * s,
            baseX + nx * s, baseY + ny * s,
            baseX + nx * h, baseY + ny * h,
            tipX, tipY,
            baseX - nx * h, baseY - ny * h,
            baseX - nx * s, baseY - ny * s,
            x0 - nx * s, y0 - ny * s};
    }

    /** A circle's centre x, y and radius (of the middle of its ring). */
    public static double[] circle(BoardPicture p, Shape circle) {
        return new double[] {left(p, circle.from()) + SQUARE / 2, top(p, circle.from()) + SQUARE / 2,
            SQUARE / 2 - RING / 2 - SQUARE * 0.02};
    }

    /** Where a file letter is written, on the bottom row: its baseline's right end x, y. */
    public static double[] fileLabel(int column) {
        return new double[] {(column + 1) * SQUARE - LABEL_GAP, BOARD - LABEL_GAP};
    }

    /** Where a rank number is written, in the left column: its baseline's left end x, y. */
    public static double[] rankLabel(int row) {
        return new double[] {LABEL_GAP, row * SQUARE + LABEL_GAP + LABEL_SIZE * 0.8};
    }
}
