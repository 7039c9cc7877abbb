package chess.image;

import chess.core.Piece;
import chess.core.Square;
import chess.pgn.Shape;

/**
 * Writes a {@link BoardPicture} as a standalone SVG document: the squares, the last move's squares, the
 * coordinates, the pieces (each drawing once in {@code <defs>}, placed with {@code <use>}) and the drawn shapes
 * over them. Every value written is a number, a checked colour or escaped text, so nothing from a link or a PGN
 * can add markup.
 */
public final class SvgWriter {
    private SvgWriter() {
    }

    /** The picture as SVG, {@code size} pixels square, with {@code title} (escaped) as its accessible name. */
    public static String write(BoardPicture p, PieceArt art, int size, String title) {
        StringBuilder sb = new StringBuilder(8192);
        String box = num(PictureGeometry.BOARD);
        sb.append("<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\" width=\"")
                .append(size).append("\" height=\"").append(size).append("\" viewBox=\"0 0 ").append(box).append(' ')
                .append(box).append("\" role=\"img\">\n<title>");
        escape(sb, title);
        sb.append("</title>\n");
        pieceDefinitions(sb, p, art);
        squares(sb, p);
        if (p.coordinates) {
            coordinates(sb, p);
        }
        for (int sq = 0; sq < Square.LIMIT; sq++) {
            if (Square.onBoard(sq) && p.pieceAt(sq) != Piece.EMPTY) {
                sb.append("<use xlink:href=\"#").append(PieceArt.NAMES[PieceArt.index(p.pieceAt(sq))])
                        .append("\" x=\"").append(num(PictureGeometry.left(p, sq))).append("\" y=\"")
                        .append(num(PictureGeometry.top(p, sq))).append("\"/>\n");
            }
        }
        shapes(sb, p);
        return sb.append("</svg>\n").toString();
    }

    private static void pieceDefinitions(StringBuilder sb, BoardPicture p, PieceArt art) {
        boolean[] used = new boolean[PieceArt.NAMES.length];
        for (int sq = 0; sq < Square.LIMIT; sq++) {
            if (Square.onBoard(sq) && p.pieceAt(sq) != Piece.EMPTY) {
                used[PieceArt.index(p.pieceAt(sq))] = true;
            }
        }
        sb.append("<defs>\n");
        for (int i = 0; i < used.length; i++) {
            if (!used[i]) {
                continue;
            }
            sb.append("<g id=\"").append(PieceArt.NAMES[i]).append("\" stroke-width=\"")
                    .append(num(art.strokeWidth(i))).append("\" stroke-linejoin=\"round\" stroke-linecap=\"round\">");
            for (PieceElement e : art.drawing(i)) {
                element(sb, e);
            }
            sb.append("</g>\n");
        }
        sb.append("</defs>\n");
    }

    private static void element(StringBuilder sb, PieceElement e) {
        switch (e.kind) {
            case PATH:
                sb.append("<path d=\"").append(e.d).append('"'); // checked by PathData.parse: numbers and letters
                break;
            case RECT:
                sb.append("<rect x=\"").append(num(e.number(0))).append("\" y=\"").append(num(e.number(1)))
                        .append("\" width=\"").append(num(e.number(2))).append("\" height=\"")
                        .append(num(e.number(3))).append("\" rx=\"").append(num(e.number(4))).append('"');
                break;
            default:
                sb.append("<circle cx=\"").append(num(e.number(0))).append("\" cy=\"").append(num(e.number(1)))
                        .append("\" r=\"").append(num(e.number(2))).append('"');
                break;
        }
        sb.append(" fill=\"").append(e.fill == null ? "none" : e.fill).append("\" stroke=\"")
                .append(e.stroke == null ? "none" : e.stroke).append("\"/>");
    }

    private static void squares(StringBuilder sb, BoardPicture p) {
        String box = num(PictureGeometry.BOARD);
        sb.append("<rect width=\"").append(box).append("\" height=\"").append(box).append("\" fill=\"")
                .append(p.colours.light).append("\"/>\n");
        for (int sq = 0; sq < Square.LIMIT; sq++) {
            if (!Square.onBoard(sq) || (!Square.isDark(sq) && !p.highlighted(sq))) {
                continue;
            }
            String fill = Square.isDark(sq) ? (p.highlighted(sq) ? p.colours.darkHighlight : p.colours.dark)
                    : p.colours.lightHighlight;
            sb.append("<rect x=\"").append(num(PictureGeometry.left(p, sq))).append("\" y=\"")
                    .append(num(PictureGeometry.top(p, sq))).append("\" width=\"45\" height=\"45\" fill=\"")
                    .append(fill).append("\"/>\n");
        }
    }

    private static void coordinates(StringBuilder sb, BoardPicture p) {
        sb.append("<g font-family=\"sans-serif\" font-weight=\"bold\" font-size=\"")
                .append(num(PictureGeometry.LABEL_SIZE)).append("\">\n");
        for (int i = 0; i < 8; i++) {
            int fileSq = bottomRowSquare(p, i);
            double[] at = PictureGeometry.fileLabel(i);
            sb.append("<text x=\"").append(num(at[0])).append("\" y=\"").append(num(at[1]))
                    .append("\" text-anchor=\"end\" fill=\"").append(labelColour(p, fileSq)).append("\">")
                    .append((char) ('a' + Square.file(fileSq))).append("</text>\n");
            int rankSq = leftColumnSquare(p, i);
            at = PictureGeometry.rankLabel(i);
            sb.append("<text x=\"").append(num(at[0])).append("\" y=\"").append(num(at[1])).append("\" fill=\"")
                    .append(labelColour(p, rankSq)).append("\">").append((char) ('1' + Square.rank(rankSq)))
                    .append("</text>\n");
        }
        sb.append("</g>\n");
    }

    /** The square drawn in the bottom row at {@code column}. */
    public static int bottomRowSquare(BoardPicture p, int column) {
        return p.flipped ? Square.of(7 - column, 7) : Square.of(column, 0);
    }

    /** The square drawn in the left column at {@code row}. */
    public static int leftColumnSquare(BoardPicture p, int row) {
        return p.flipped ? Square.of(7, row) : Square.of(0, 7 - row);
    }

    /** A label takes the other square colour than the square it is written on, so it reads on both. */
    public static String labelColour(BoardPicture p, int sq) {
        return Square.isDark(sq) ? p.colours.light : p.colours.dark;
    }

    private static void shapes(StringBuilder sb, BoardPicture p) {
        for (Shape s : p.shapes) {
            if (s.isCircle()) {
                double[] c = PictureGeometry.circle(p, s);
                sb.append("<circle cx=\"").append(num(c[0])).append("\" cy=\"").append(num(c[1])).append("\" r=\"")
                        .append(num(c[2])).append("\" fill=\"none\" stroke=\"").append(ShapeColours.fill(s.colour()))
                        .append("\" stroke-width=\"").append(num(PictureGeometry.RING)).append("\" opacity=\"")
                        .append(num(PictureGeometry.SHAPE_OPACITY)).append("\"/>\n");
            } else {
                double[] o = PictureGeometry.arrowOutline(p, s);
                sb.append("<path d=\"M");
                for (int i = 0; i < o.length; i += 2) {
                    sb.append(i == 0 ? "" : " L").append(num(o[i])).append(' ').append(num(o[i + 1]));
                }
                sb.append("Z\" fill=\"").append(ShapeColours.fill(s.colour())).append("\" opacity=\"")
                        .append(num(PictureGeometry.SHAPE_OPACITY)).append("\"/>\n");
            }
        }
    }

    /** A number with at most two decimals, no trailing zeros (String.format is slow and large in the page). */
    static String num(double value) {
        int hundredths = (int) Math.round(value * 100); // pictures are small: an int holds every coordinate
        boolean negative = hundredths < 0;
        int abs = Math.abs(hundredths);
        StringBuilder sb = new StringBuilder();
        if (negative) {
            sb.append('-');
        }
        sb.append(abs / 100);
        int frac = abs % 100;
        if (frac != 0) {
            sb.append('.').append(frac / 10);
            if (frac % 10 != 0) {
                sb.append(frac % 10);
            }
        }
        return sb.toString();
    }

    private static void escape(StringBuilder sb, String text) {
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            switch (c) {
                case '<': sb.append("&lt;"); break;
                case '>': sb.append("&gt;"); break;
                case '&': sb.append("&amp;"); break;
                case '"': sb.append("&quot;"); break;
                default:
                    if (c >= ' ' || c == '\n' || c == '\t') {
                        sb.append(c);
                    }
            }
        }
    }
}
