package chess.image;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

class BoardColoursTest {
    @Test
    void theNamedSetsAreThePagesBoardColours() throws Exception {
        String css = Files.readString(Path.of("src/main/webapp/board.css"));
        for (BoardColours c : new BoardColours[] {BoardColours.WOOD, BoardColours.BLUE, BoardColours.GREY}) {
            String rule = ":root[data-board=\"" + c.name + "\"] {\n  --light: " + c.light + "; --dark: " + c.dark
                    + "; --light-hl: " + c.lightHighlight + "; --dark-hl: " + c.darkHighlight + ";";
            assertTrue(css.contains(rule), rule);
        }
        BoardColours green = BoardColours.GREEN;
        for (String line : new String[] {"--light: " + green.light + ";", "--dark: " + green.dark + ";",
            "--light-hl: " + green.lightHighlight + ";", "--dark-hl: " + green.darkHighlight + ";"}) {
            assertTrue(css.contains("\n  " + line + "\n"), line);
        }
    }

    @Test
    void namesAndCheckedCustomColours() {
        assertEquals(BoardColours.WOOD, BoardColours.named("Wood"));
        assertNull(BoardColours.named("purple"));
        assertEquals("green, wood, blue, grey", BoardColours.names());
        assertNotNull(BoardColours.of("#ABCDEF", "#000", "#111111", "#222222"));
        assertEquals("#abcdef", BoardColours.of("#ABCDEF", "#000", "#111111", "#222222").light);
        assertNull(BoardColours.of("red", "#000000", "#111111", "#222222"));
        assertNull(BoardColours.of("#12345", "#000000", "#111111", "#222222"));
        assertNull(BoardColours.of("\"/><script>", "#000000", "#111111", "#222222"));
    }
}
