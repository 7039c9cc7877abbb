package chess.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.imageio.ImageIO;
import javax.imageio.ImageReader;
import javax.imageio.stream.ImageInputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ImageCommandTest {
    private static final String GAME = "[Event \"t\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 *\n\n[Event \"bad\"]\n\n1. e4 e5 2. Ke3 *\n";

    @TempDir
    Path dir;

    private String pgn() throws IOException {
        Path path = dir.resolve("games.pgn");
        Files.writeString(path, GAME, StandardCharsets.UTF_8);
        return path.toString();
    }

    @Test
    void writesTheSvgOfAFenPosition() throws IOException {
        Path out = dir.resolve("start.svg");
        Run run = Run.main("image", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR", "w", "KQkq", "-", "0", "1",
                out.toString());
        assertEquals(0, run.status(), run.err());
        assertTrue(run.out().startsWith("wrote " + out + " ("), run.out());
        String svg = Files.readString(out);
        assertTrue(svg.startsWith("<svg xmlns=\"http://www.w3.org/2000/svg\""));
        assertTrue(svg.contains("<use xlink:href=\"#wK\" x=\"180\" y=\"315\"/>"));
    }

    @Test
    void writesAPngWhosePixelsAreTheBoardsColours() throws IOException {
        Path out = dir.resolve("wood.png");
        Run run = Run.main("image", "--colours", "wood", "--size", "400", "--flip", "8/8/8/4k3/8/8/8/4K3 w - - 0 1",
                out.toString());
        assertEquals(0, run.status(), run.err());
        BufferedImage png = ImageIO.read(out.toFile());
        assertEquals(400, png.getWidth());
        // flipped: h8 (dark) is drawn at the bottom left, g8 (light) beside it; the middle of an empty square is its
        // plain colour
        assertEquals(0xb68a62, png.getRGB(25, 375) & 0xffffff, "h8, dark, bottom left");
        assertEquals(0xefd9b5, png.getRGB(75, 375) & 0xffffff, "g8, light");
        assertEquals(0xefd9b5, png.getRGB(25, 325) & 0xffffff, "h7, light");
        // the white king on e1 is drawn in the top row (flipped), its body light
        assertEquals(0xfbfaf7, png.getRGB(175, 30) & 0xffffff);
    }

    @Test
    void writesTheGifOfAGamesMainLineOneFramePerMoveTheLastHeld() throws Exception {
        Path out = dir.resolve("game.gif");
        Run run = Run.main("image", "--delay", "500", "--size", "160", pgn(), out.toString());
        assertEquals(0, run.status(), run.err());
        assertTrue(run.out().endsWith(", 7 frames)\n"), run.out());
        ImageReader reader = ImageIO.getImageReadersByFormatName("gif").next();
        try (ImageInputStream in = ImageIO.createImageInputStream(out.toFile())) {
            reader.setInput(in, false);
            assertEquals(7, reader.getNumImages(true));
            assertEquals(160, reader.read(0).getWidth());
            String delays = "";
            for (int i = 0; i < 7; i++) {
                delays += reader.getImageMetadata(i).getAsTree("javax_imageio_gif_image_1.0").getFirstChild()
                        .getNextSibling().getAttributes().getNamedItem("delayTime").getNodeValue() + " ";
            }
            assertEquals("50 50 50 50 50 50 200 ", delays);
        } finally {
            reader.dispose();
        }
    }

    @Test
    void shapesAreDrawnOnThePositionAsPgnWritesThem() throws IOException {
        Path out = dir.resolve("shapes.svg");
        Run run = Run.main("image", "--shapes", "Ge2e4,Rd4,Yf7f5",
                "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", out.toString());
        assertEquals(0, run.status(), run.err());
        String svg = Files.readString(out);
        assertTrue(svg.contains("fill=\"#15a34a\" opacity=\"0.8\""), "the green arrow");
        assertTrue(svg.contains("<circle cx=\"157.5\" cy=\"202.5\""), "the circle on d4");
        assertTrue(svg.contains("fill=\"#e0a800\""), "the yellow arrow");
        for (String bad : new String[] {"Xe2e4", "Ge9e4", "Ge2e", "G", "Ge2e4,,Rd4", "gd4"}) {
            Run refused = Run.main("image", "--shapes", bad, "8/8/8/4k3/8/8/8/4K3 w - - 0 1", out.toString());
            assertEquals(2, refused.status(), bad);
            assertTrue(refused.err().startsWith("image: --shapes: '"), refused.err());
        }
    }

    @Test
    void aPngOfAGameIsItsLastPosition() throws IOException {
        Path out = dir.resolve("last.png");
        Run run = Run.main("image", pgn(), out.toString());
        assertEquals(0, run.status(), run.err());
        BufferedImage png = ImageIO.read(out.toFile());
        // 3... Bc5: f8 and c5 highlighted (both dark squares) at the default 360 px, squares of 45
        assertEquals(0xbaca2b, png.getRGB(5 * 45 + 40, 5) & 0xffffff, "f8's highlight, away from the piece");
        assertEquals(0xbaca2b, png.getRGB(2 * 45 + 3, 3 * 45 + 3) & 0xffffff, "c5's highlight");
    }

    @Test
    void badArgumentsPrintTheUsageAndExitTwo() throws IOException {
        String[][] cases = {
            {"image"},
            {"image", "out.png"},
            {"image", "8/8/8/8/8/8/8/8 w - - 0 1", "out.png"},
            {"image", "--colours", "purple", "8/8/8/4k3/8/8/8/4K3 w - - 0 1", "out.png"},
            {"image", "--size", "9", "8/8/8/4k3/8/8/8/4K3 w - - 0 1", "out.png"},
            {"image", "8/8/8/4k3/8/8/8/4K3 w - - 0 1", "out.jpg"},
            {"image", "--delay", "100", "8/8/8/4k3/8/8/8/4K3 w - - 0 1", "out.gif"},
            {"image", "--frames", "8/8/8/4k3/8/8/8/4K3 w - - 0 1", "out.gif"},
            {"image", dir.resolve("missing.pgn").toString(), "out.gif"},
            {"image", "--game", "3", pgn(), dir.resolve("x.gif").toString()},
        };
        String[] messages = {
            "missing the position (a FEN or a PGN file) and the output file",
            "missing the output file (.svg, .png or .gif)",
            "invalid FEN: ",
            "unknown board colours 'purple': use green, wood, blue, grey",
            "--size must be between 64 and 2048, got 9",
            "the output file must end in .svg, .png or .gif, got 'out.jpg'",
            "--delay needs a PGN file, not a FEN",
            "unknown option '--frames'",
            "cannot read PGN file '",
            "--game 3: the file has 2 games",
        };
        for (int i = 0; i < cases.length; i++) {
            Run run = Run.main(cases[i]);
            assertEquals(2, run.status(), String.join(" ", cases[i]));
            assertTrue(run.err().startsWith("image: " + messages[i]), run.err());
            assertTrue(run.err().contains("usage: image"), run.err());
            run.assertNoStackTrace();
        }
        assertFalse(Files.exists(dir.resolve("x.gif")));
    }

    @Test
    void aGameThatDoesNotReadOrAFileThatCannotBeWrittenExitsOne() throws IOException {
        Run run = Run.main("image", "--game", "2", pgn(), dir.resolve("bad.gif").toString());
        assertEquals(1, run.status());
        assertTrue(run.err().startsWith("image: game 2 line 7 column 13: 2. Ke3 is illegal"), run.err());
        Run unwritable = Run.main("image", "8/8/8/4k3/8/8/8/4K3 w - - 0 1", dir.resolve("no/such/dir.svg").toString());
        assertEquals(1, unwritable.status());
        assertTrue(unwritable.err().startsWith("image: cannot write '"), unwritable.err());
        unwritable.assertNoStackTrace();
    }
}
