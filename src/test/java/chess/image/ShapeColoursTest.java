package chess.image;

import static org.junit.jupiter.api.Assertions.assertTrue;

import chess.pgn.Shape;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

class ShapeColoursTest {
    @Test
    void theColoursAreThePagesDrawnShapes() throws Exception {
        String css = Files.readString(Path.of("src/main/webapp/board.css"));
        for (char c : Shape.COLOURS.toCharArray()) {
            String rule = ".shape-" + c + " { --shape: " + ShapeColours.fill(c) + "; }";
            assertTrue(css.contains(rule), rule);
        }
        assertTrue(css.contains(".drawn-shapes .shape { opacity: " + SvgWriter.num(PictureGeometry.SHAPE_OPACITY)
                + "; }"));
    }
}
