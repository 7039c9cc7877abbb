package chess.build;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import chess.image.PieceArt;
import chess.image.PieceElement;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SitePiecesTest {
    @TempDir
    Path site;

    @Test
    void theSheetCarriesThePiecesAndTheFilesGo() throws IOException {
        Files.createDirectories(site.resolve("pieces"));
        Files.writeString(site.resolve("pieces/wK.svg"), "<svg xmlns=\"http://www.w3.org/2000/svg\">\n  <g/>\n</svg>\n");
        Files.writeString(site.resolve("board.css"), ".board{} .wK { background-image: url(pieces/wK.svg); }");

        SitePieces.main(new String[] {site.toString()});

        assertEquals(".board{} .wK { background-image: url(\"data:image/svg+xml,%3Csvg "
                + "xmlns='http://www.w3.org/2000/svg'%3E%3Cg/%3E%3C/svg%3E\"); }",
                Files.readString(site.resolve("board.css")));
        assertFalse(Files.exists(site.resolve("pieces")), "nothing asks for the files any more");
    }

    @Test
    void theImageExportReadsTheSheetsDrawingsAsItReadTheFiles() throws IOException {
        // What ImageScripts.pieceText hands the image export in the page: the data: URI's text, percent-decoded.
        Map<String, String> files = new HashMap<>();
        Map<String, String> fromSheet = new HashMap<>();
        for (String name : PieceArt.NAMES) {
            String file = "pieces/" + name + ".svg";
            String svg = Files.readString(Path.of("src/main/webapp", file), StandardCharsets.UTF_8);
            String uri = PieceUris.dataUri(file, svg);
            assertTrue(uri.startsWith("data:image/svg+xml,"), uri);
            files.put(name, svg);
            fromSheet.put(name, percentDecoded(uri.substring(uri.indexOf(',') + 1)));
        }
        PieceArt expected = PieceArt.parse(files);
        PieceArt actual = PieceArt.parse(fromSheet);
        for (int i = 0; i < PieceArt.NAMES.length; i++) {
            assertEquals(expected.strokeWidth(i), actual.strokeWidth(i), PieceArt.NAMES[i]);
            assertEquals(expected.drawing(i).size(), actual.drawing(i).size(), PieceArt.NAMES[i]);
            for (int j = 0; j < expected.drawing(i).size(); j++) {
                assertEquals(describe(expected.drawing(i).get(j)), describe(actual.drawing(i).get(j)),
                        PieceArt.NAMES[i] + " element " + j);
            }
        }
    }

    private static String describe(PieceElement e) {
        return e.kind + " d=" + e.d + " fill=" + e.fill + " stroke=" + e.stroke;
    }

    /** JavaScript's decodeURIComponent for ASCII text. */
    private static String percentDecoded(String text) {
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '%') {
                out.append((char) Integer.parseInt(text.substring(i + 1, i + 3), 16));
                i += 2;
            } else {
                out.append(c);
            }
        }
        return out.toString();
    }
}
