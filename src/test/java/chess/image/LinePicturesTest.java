package chess.image;

import static org.junit.jupiter.api.Assertions.assertEquals;

import chess.core.Square;
import chess.pgn.GameTree;
import chess.pgn.PgnGame;
import chess.pgn.PgnReader;
import chess.pgn.PgnScanner;
import java.util.List;
import org.junit.jupiter.api.Test;

class LinePicturesTest {
    @Test
    void aPicturePerPositionWithItsMoveAndTheShapesDrawnAtIt() {
        String pgn = "[Event \"t\"]\n\n1. e4 { [%cal Gg1f3] } e5 { [%csl Rf7][%cal Bd8h4] } 2. Nf3 *\n";
        PgnGame game = PgnReader.read(pgn, new PgnScanner(pgn).scanAll().get(0));
        GameTree tree = game.tree();
        List<BoardPicture> line = LinePictures.of(tree, tree.mainLineEnd(), true, BoardColours.BLUE);
        assertEquals(4, line.size());
        assertEquals(Square.NONE, line.get(0).lastFrom);
        assertEquals(Square.parse("e2"), line.get(1).lastFrom);
        assertEquals(Square.parse("e4"), line.get(1).lastTo);
        assertEquals("arrow from g1 to f3, green", line.get(1).spokenShapes());
        assertEquals("circle on f7, red; arrow from d8 to h4, blue", line.get(2).spokenShapes());
        assertEquals("", line.get(3).spokenShapes());
        assertEquals(true, line.get(3).flipped);
        assertEquals(BoardColours.BLUE, line.get(3).colours);
        BoardPicture shown = LinePictures.at(tree, tree.mainLineEnd().parent(), false, BoardColours.GREEN);
        assertEquals(2, shown.shapes.size());
        assertEquals(Square.parse("e5"), shown.lastTo);
    }
}
