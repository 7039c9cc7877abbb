package chess.core;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The grid layout of the UCI "d" command (the plain layout is pinned by the command line's BoardCommandTest). */
class BoardDiagramTest {
    @Test
    void gridLikeStockfish() {
        String blank = " |   |   |   |   |   |   |   |   | ";
        String border = " +---+---+---+---+---+---+---+---+";
        assertEquals(List.of("", border,
                " | r | n | b | q | k | b | n | r | 8", border,
                " | p | p | p | p | p | p | p | p | 7", border,
                blank + "6", border, blank + "5", border, blank + "4", border, blank + "3", border,
                " | P | P | P | P | P | P | P | P | 2", border,
                " | R | N | B | Q | K | B | N | R | 1", border,
                "   a   b   c   d   e   f   g   h", "",
                "Fen: " + Fen.START,
                "Key: 5CEEFD3C0797EB3D",
                "Checkers: none"), BoardDiagram.grid(Fen.parse(Fen.START)));
    }

    @Test
    void gridSaysWhenTheSideToMoveIsInCheck() {
        List<String> lines = BoardDiagram.grid(Fen.parse("4k3/8/8/8/8/8/4R3/4K3 b - - 0 1"));
        assertEquals(" |   |   |   |   | R |   |   |   | 2", lines.get(14));
        assertEquals("Key: 17F0662B89492DAD", lines.get(lines.size() - 2));
        assertEquals("Checkers: yes", lines.get(lines.size() - 1));
    }
}
