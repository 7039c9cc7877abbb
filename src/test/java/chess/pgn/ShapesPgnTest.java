package chess.pgn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import chess.core.Square;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Shapes in PGN: read from lichess/chess.com comment commands, written back, bad entries noted and left out. */
class ShapesPgnTest {

    @Test
    void lichessShapesAreReadAndWrittenBack() {
        String pgn = "1. e4 { [%csl Gd4,Yf7][%cal Ge2e4,Rd8d1] a plan } e5 { [%clk 0:03:00] [%cal Bg1f3] } 2. Nf3 *";
        PgnGame game = PgnReader.read(pgn);
        assertTrue(game.problems().isEmpty(), game.problems().toString());
        MoveNode e4 = game.tree().root().next();
        assertEquals("circle on d4, green; circle on f7, yellow; arrow from e2 to e4, green; arrow from d8 to d1, red",
                Shapes.describe(Shapes.of(e4)));
        assertEquals("a plan", e4.comment());
        String written = PgnExport.write(game.tree());
        assertTrue(written.contains("{[%csl Gd4,Yf7] [%cal Ge2e4,Rd8d1] a plan}"), written);
        PgnGame again = PgnReader.read(written);
        assertEquals(Shapes.of(e4), Shapes.of(again.tree().root().next()));
        assertEquals(Shapes.of(e4.next()), Shapes.of(again.tree().root().next().next()));
    }

    @Test
    void shapesDrawnInTheTreeAreExported() {
        GameTree tree = new GameTree();
        MoveNode e4 = tree.play(tree.root(), chess.core.San.parse(tree.startBoard(), "e4"));
        Shapes.set(e4, List.of(new Shape(Square.parse("g8"), Square.parse("f6"), 'R'),
                new Shape(Square.parse("e5"), Square.parse("e5"), 'B')));
        String written = PgnExport.write(tree);
        assertTrue(written.contains("1. e4 {[%csl Be5] [%cal Rg8f6]}"), written);
    }

    @Test
    void badEntriesAreNotedWithLineAndColumnAndTheRestKept() {
        String pgn = "1. e4 e5\n2. Nf3 { [%cal Xe2e4,Ge2e4,Gz9a1] good } Nc6 { [%csl Qd4] } *";
        PgnGame game = PgnReader.read(pgn);
        assertFalse(game.failed());
        MoveNode nf3 = game.tree().mainLineEnd().parent();
        assertEquals("Ge2e4", nf3.commands().get("cal"));
        assertEquals("good", nf3.comment());
        assertFalse(game.tree().mainLineEnd().commands().containsKey("csl")); // nothing drawable left
        List<PgnProblem> problems = game.problems();
        assertEquals(3, problems.size(), problems.toString());
        assertEquals(2, problems.get(0).line());
        assertEquals(8, problems.get(0).column());
        assertTrue(problems.get(0).message().contains("'Xe2e4' has the unknown colour 'X'"), problems.toString());
        assertTrue(problems.get(1).message().contains("'Gz9a1'"), problems.toString());
        assertTrue(problems.get(2).message().contains("[%csl] 'Qd4'"), problems.toString());
        assertFalse(problems.get(0).fatal());
    }

    @Test
    void aHugeListIsCappedNotFatal() {
        StringBuilder arrows = new StringBuilder();
        for (int i = 0; i < 4000; i++) { // all different: from i % 64 to another square
            int from = i % 64;
            int to = (from + 1 + i / 64) % 64;
            arrows.append(i == 0 ? "" : ",").append('G').append(Square.name(Square.from64(from)))
                    .append(Square.name(Square.from64(to)));
        }
        PgnGame game = PgnReader.read("1. e4 { [%cal " + arrows + "] } *");
        assertFalse(game.failed());
        assertEquals(Shapes.MAX_PER_COMMAND, Shapes.of(game.tree().root().next()).size());
        assertTrue(game.problems().get(game.problems().size() - 1).message().contains("4000 entries"),
                game.problems().toString());
    }
}
