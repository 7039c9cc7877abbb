package chess.image;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import chess.core.Board;
import chess.core.Fen;
import chess.core.Square;
import chess.pgn.Shape;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;

class SvgWriterTest {
    private static final BoardPicture START = BoardPicture.of(Board.startingPosition());

    private static String svg(BoardPicture p) {
        return SvgWriter.write(p, TestPieces.art(), 360, "Chess position");
    }

    @Test
    void isWellFormedXmlWithEveryPiecePlacedOnItsSquare() throws Exception {
        String svg = svg(START);
        Document doc = DocumentBuilderFactory.newInstance().newDocumentBuilder()
                .parse(new ByteArrayInputStream(svg.getBytes(StandardCharsets.UTF_8)));
        assertEquals("svg", doc.getDocumentElement().getTagName());
        assertEquals(32, doc.getElementsByTagName("use").getLength());
        assertEquals(12, count(svg, "<g id=\""), "each drawing defined once");
        assertTrue(svg.contains("<use xlink:href=\"#wK\" x=\"180\" y=\"315\"/>"), "white king on e1, bottom row");
        assertTrue(svg.contains("<use xlink:href=\"#bQ\" x=\"135\" y=\"0\"/>"), "black queen on d8, top row");
        assertTrue(svg.contains("<use xlink:href=\"#wP\" x=\"0\" y=\"270\"/>"));
    }

    @Test
    void onlyThePiecesOnTheBoardAreDefined() {
        String svg = svg(BoardPicture.of(Fen.parse("8/8/8/4k3/8/8/8/4K3 w - - 0 1")));
        assertEquals(2, count(svg, "<g id=\""));
        assertEquals(2, count(svg, "<use "));
    }

    @Test
    void flippedPutsBlackAtTheBottomAndTurnsTheCoordinates() {
        String svg = svg(START.flipped(true));
        assertTrue(svg.contains("<use xlink:href=\"#wK\" x=\"135\" y=\"0\"/>"), "white king on e1, top row");
        assertTrue(svg.contains("<use xlink:href=\"#bQ\" x=\"180\" y=\"315\"/>"));
        // the bottom row's letters run h to a, the left column's numbers 1 (top) to 8
        assertTrue(svg.indexOf(">h</text>") < svg.indexOf(">a</text>"));
        assertTrue(svg.indexOf(">1</text>") < svg.indexOf(">8</text>"));
        assertTrue(svg(START).indexOf(">8</text>") < svg(START).indexOf(">1</text>"));
    }

    @Test
    void theLastMoveIsHighlightedInTheBoardColours() {
        BoardPicture p = BoardPicture.of(Fen.parse("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1"))
                .colours(BoardColours.WOOD).lastMove(Square.E1 + 16, Square.E1 + 48);
        String svg = svg(p);
        // e2 and e4 are both light squares
        assertTrue(svg.contains("<rect x=\"180\" y=\"270\" width=\"45\" height=\"45\" fill=\"#f5e77c\"/>"), "e2");
        assertTrue(svg.contains("<rect x=\"180\" y=\"180\" width=\"45\" height=\"45\" fill=\"#f5e77c\"/>"), "e4");
        assertTrue(svg.contains("fill=\"#efd9b5\""), "wood's light squares");
        assertTrue(svg.contains("fill=\"#b68a62\""), "wood's dark squares");
        assertFalse(svg(START).contains("#f6f669"), "no highlight without a last move");
    }

    @Test
    void arrowsAndCirclesAreDrawnOverThePiecesInTheirColours() {
        BoardPicture p = START.shapes(List.of(new Shape(Square.E1 + 16, Square.E1 + 48, 'G'),
                new Shape(Square.D1 + 48, Square.D1 + 48, 'R'), new Shape(Square.F8 - 16, Square.F8 - 32, 'Y')));
        String svg = svg(p);
        assertTrue(svg.lastIndexOf("<use ") < svg.indexOf("fill=\"#15a34a\""), "shapes after the pieces");
        Matcher arrow = Pattern.compile("<path d=\"M([0-9. L]+)Z\" fill=\"#15a34a\" opacity=\"0.8\"/>").matcher(svg);
        assertTrue(arrow.find(), svg);
        String[] numbers = arrow.group(1).replace("L", "").trim().split(" +");
        assertEquals(14, numbers.length, "seven corners");
        // the shaft starts at e2's centre (202.5, 292.5) and the tip points at e4's (202.5, 202.5)
        assertEquals(202.5, (Double.parseDouble(numbers[0]) + Double.parseDouble(numbers[12])) / 2, 0.01);
        assertEquals(292.5, Double.parseDouble(numbers[1]), 0.01);
        assertEquals(202.5, Double.parseDouble(numbers[6]), 0.01);
        assertTrue(Double.parseDouble(numbers[7]) > 202.5 && Double.parseDouble(numbers[7]) < 215, numbers[7]);
        assertTrue(svg.contains("<circle cx=\"157.5\" cy=\"202.5\""), "circle on d4");
        assertTrue(svg.contains("stroke=\"#d62828\""));
        assertTrue(svg.contains("fill=\"#e0a800\""), "yellow arrow f7-f6");
    }

    @Test
    void theTitleIsEscapedText() {
        String svg = SvgWriter.write(START, TestPieces.art(), 200, "<script>&\"");
        assertTrue(svg.contains("<title>&lt;script&gt;&amp;&quot;</title>"));
        assertTrue(svg.contains("width=\"200\" height=\"200\" viewBox=\"0 0 360 360\""));
    }

    @Test
    void numbersHaveAtMostTwoDecimals() {
        assertEquals("0", SvgWriter.num(0));
        assertEquals("202.5", SvgWriter.num(202.5));
        assertEquals("3.21", SvgWriter.num(3.214));
        assertEquals("-1.05", SvgWriter.num(-1.05));
    }

    private static int count(String text, String part) {
        int n = 0;
        for (int i = text.indexOf(part); i >= 0; i = text.indexOf(part, i + 1)) {
            n++;
        }
        return n;
    }
}
