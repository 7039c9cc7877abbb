package chess.image;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import chess.core.Piece;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class PieceArtTest {
    @Test
    void readsEveryDrawingOfThePageWithItsGroupStyle() {
        PieceArt art = TestPieces.art();
        for (int i = 0; i < PieceArt.NAMES.length; i++) {
            assertTrue(art.drawing(i).size() >= 3, PieceArt.NAMES[i]);
            assertEquals(1.5, art.strokeWidth(i), PieceArt.NAMES[i]);
        }
        PieceElement body = art.drawing(PieceArt.index(Piece.make(Piece.WHITE, Piece.QUEEN))).get(0);
        assertEquals(PieceElement.Kind.PATH, body.kind);
        assertEquals("#fbfaf7", body.fill);
        assertEquals("#1c1c1c", body.stroke);
        assertEquals("#2e2e33", art.drawing(PieceArt.index(Piece.make(Piece.BLACK, Piece.QUEEN))).get(0).fill);
    }

    @Test
    void colourRulesOfTheStyleBeatAttributesAsInTheBrowser() {
        // the knight's eye: <circle class="d" stroke="none">; the rule .d{stroke:...} wins over the attribute
        List<PieceElement> knight = TestPieces.art().drawing(PieceArt.index(Piece.make(Piece.WHITE, Piece.KNIGHT)));
        PieceElement eye = knight.get(2);
        assertEquals(PieceElement.Kind.CIRCLE, eye.kind);
        assertEquals("#1c1c1c", eye.fill);
        assertEquals("#1c1c1c", eye.stroke);
        // the mane line: path.d{fill:none} leaves it a stroke only
        PieceElement mane = knight.get(3);
        assertNull(mane.fill);
        assertEquals("#1c1c1c", mane.stroke);
        // a black piece's details are light
        PieceElement blackEye = TestPieces.art().drawing(PieceArt.index(Piece.make(Piece.BLACK, Piece.KNIGHT)))
                .get(2);
        assertEquals("#e9e6df", blackEye.fill);
    }

    @Test
    void aMissingOrUnreadableDrawingIsNamed() {
        Map<String, String> files = TestPieces.files();
        files.remove("bK");
        assertEquals("piece drawing bK.svg is missing",
                assertThrows(IllegalArgumentException.class, () -> PieceArt.parse(files)).getMessage());
        Map<String, String> arcs = TestPieces.files();
        arcs.put("wP", "<svg><g><path d=\"M1 1a2 2 0 0 1 4 4Z\"/></g></svg>");
        String message = assertThrows(IllegalArgumentException.class, () -> PieceArt.parse(arcs)).getMessage();
        assertTrue(message.startsWith("wP.svg: path data: command 'a' is not supported"), message);
        Map<String, String> colour = TestPieces.files();
        colour.put("wP", "<svg><g><rect x=\"1\" y=\"1\" width=\"2\" height=\"2\" fill=\"red\"/></g></svg>");
        assertEquals("wP.svg: fill 'red' is not a #rrggbb colour",
                assertThrows(IllegalArgumentException.class, () -> PieceArt.parse(colour)).getMessage());
    }
}
