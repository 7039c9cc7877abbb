package chess.cli;

import chess.core.Piece;
import chess.core.Square;
import chess.image.BoardPicture;
import chess.image.PathData;
import chess.image.PictureGeometry;
import chess.image.PieceArt;
import chess.image.PieceElement;
import chess.image.Rgb;
import chess.image.ShapeColours;
import chess.pgn.Shape;
import chess.image.SvgWriter;
import java.awt.AlphaComposite;
import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.geom.AffineTransform;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Path2D;
import java.awt.geom.Rectangle2D;
import java.awt.geom.RoundRectangle2D;
import java.awt.image.BufferedImage;

/**
 * Paints a {@link BoardPicture} with Java2D, for the command line's PNG and GIF: the same picture the SVG writer
 * writes (the same geometry and piece elements, in the same order), rasterised without a browser.
 */
final class PicturePainter {
    private PicturePainter() {
    }

    static BufferedImage paint(BoardPicture p, PieceArt art, int size) {
        BufferedImage image = new BufferedImage(size, size, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        try {
            g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
            g.setRenderingHint(RenderingHints.KEY_STROKE_CONTROL, RenderingHints.VALUE_STROKE_PURE);
            g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
            g.scale(size / PictureGeometry.BOARD, size / PictureGeometry.BOARD);
            squares(g, p);
            if (p.coordinates) {
                coordinates(g, p);
            }
            for (int sq = 0; sq < Square.LIMIT; sq++) {
                if (Square.onBoard(sq) && p.pieceAt(sq) != Piece.EMPTY) {
                    piece(g, art, PieceArt.index(p.pieceAt(sq)), PictureGeometry.left(p, sq),
                            PictureGeometry.top(p, sq));
                }
            }
            for (Shape s : p.shapes) {
                shape(g, p, s);
            }
        } finally {
            g.dispose();
        }
        return image;
    }

    private static void squares(Graphics2D g, BoardPicture p) {
        double unit = PictureGeometry.SQUARE;
        for (int sq = 0; sq < Square.LIMIT; sq++) {
            if (!Square.onBoard(sq)) {
                continue;
            }
            String fill = Square.isDark(sq) ? (p.highlighted(sq) ? p.colours.darkHighlight : p.colours.dark)
                    : (p.highlighted(sq) ? p.colours.lightHighlight : p.colours.light);
            g.setColor(colour(fill));
            // squares drawn a hair larger, so antialiased edges do not let a seam show between them
            g.fill(new Rectangle2D.Double(PictureGeometry.left(p, sq), PictureGeometry.top(p, sq), unit + 0.2,
                    unit + 0.2));
        }
    }

    private static void coordinates(Graphics2D g, BoardPicture p) {
        g.setFont(new Font(Font.SANS_SERIF, Font.BOLD, 1).deriveFont((float) PictureGeometry.LABEL_SIZE));
        for (int i = 0; i < 8; i++) {
            int fileSq = SvgWriter.bottomRowSquare(p, i);
            String letter = String.valueOf((char) ('a' + Square.file(fileSq)));
            double[] at = PictureGeometry.fileLabel(i);
            g.setColor(colour(SvgWriter.labelColour(p, fileSq)));
            float width = (float) g.getFont().getStringBounds(letter, g.getFontRenderContext()).getWidth();
            g.drawString(letter, (float) at[0] - width, (float) at[1]);
            int rankSq = SvgWriter.leftColumnSquare(p, i);
            at = PictureGeometry.rankLabel(i);
            g.setColor(colour(SvgWriter.labelColour(p, rankSq)));
            g.drawString(String.valueOf((char) ('1' + Square.rank(rankSq))), (float) at[0], (float) at[1]);
        }
    }

    private static void piece(Graphics2D g, PieceArt art, int index, double x, double y) {
        AffineTransform saved = g.getTransform();
        g.translate(x, y);
        g.setStroke(new BasicStroke((float) art.strokeWidth(index), BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
        for (PieceElement e : art.drawing(index)) {
            java.awt.Shape outline = outline(e);
            if (e.fill != null) {
                g.setColor(colour(e.fill));
                g.fill(outline);
            }
            if (e.stroke != null) {
                g.setColor(colour(e.stroke));
                g.draw(outline);
            }
        }
        g.setTransform(saved);
    }

    private static java.awt.Shape outline(PieceElement e) {
        switch (e.kind) {
            case RECT:
                return new RoundRectangle2D.Double(e.number(0), e.number(1), e.number(2), e.number(3),
                        2 * e.number(4), 2 * e.number(4));
            case CIRCLE:
                return new Ellipse2D.Double(e.number(0) - e.number(2), e.number(1) - e.number(2), 2 * e.number(2),
                        2 * e.number(2));
            default:
                return path(e.path);
        }
    }

    private static Path2D path(PathData data) {
        Path2D.Double path = new Path2D.Double();
        double[] pts = data.points();
        int k = 0;
        for (int i = 0; i < data.size(); i++) {
            switch (data.command(i)) {
                case 'M':
                    path.moveTo(pts[k], pts[k + 1]);
                    k += 2;
                    break;
                case 'L':
                    path.lineTo(pts[k], pts[k + 1]);
                    k += 2;
                    break;
                case 'C':
                    path.curveTo(pts[k], pts[k + 1], pts[k + 2], pts[k + 3], pts[k + 4], pts[k + 5]);
                    k += 6;
                    break;
                default:
                    path.closePath();
                    break;
            }
        }
        return path;
    }

    private static void shape(Graphics2D g, BoardPicture p, Shape s) {
        java.awt.Composite saved = g.getComposite();
        g.setComposite(AlphaComposite.getInstance(AlphaComposite.SRC_OVER, (float) PictureGeometry.SHAPE_OPACITY));
        g.setColor(colour(ShapeColours.fill(s.colour())));
        if (s.isCircle()) {
            double[] c = PictureGeometry.circle(p, s);
            g.setStroke(new BasicStroke((float) PictureGeometry.RING));
            g.draw(new Ellipse2D.Double(c[0] - c[2], c[1] - c[2], 2 * c[2], 2 * c[2]));
        } else {
            double[] o = PictureGeometry.arrowOutline(p, s);
            Path2D.Double path = new Path2D.Double();
            path.moveTo(o[0], o[1]);
            for (int i = 2; i < o.length; i += 2) {
                path.lineTo(o[i], o[i + 1]);
            }
            path.closePath();
            g.fill(path);
        }
        g.setComposite(saved);
    }

    private static Color colour(String text) {
        return new Color(Rgb.parse(text));
    }
}
