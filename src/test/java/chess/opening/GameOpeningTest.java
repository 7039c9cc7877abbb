package chess.opening;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import chess.core.Board;
import chess.core.San;
import chess.pgn.GameTree;
import chess.pgn.MoveNode;
import org.junit.jupiter.api.Test;

class GameOpeningTest {
    /** Plays the moves from {@code at} and returns the last node. */
    private static MoveNode play(GameTree tree, MoveNode at, String... sans) {
        MoveNode node = at;
        for (String san : sans) {
            Board board = tree.boardAt(node);
            node = tree.play(node, San.parse(board, san));
        }
        return node;
    }

    @Test
    void walksBackToTheNearestNamedPositionAndSaysWhereTheLineLeftTheory() {
        GameTree tree = new GameTree();
        MoveNode end = play(tree, tree.root(), "e4", "e5", "Nf3", "Nc6", "Bc4", "Bc5", "a3", "a6", "h3");
        GameOpening found = GameOpening.at(ShippedTable.get(), end);
        assertEquals("C50 Italian Game: Giuoco Piano", found.label());
        assertEquals(6, found.namedAt().ply());
        assertEquals("a3", found.leftTheory().san());
        assertEquals("4. a3", found.leftTheoryText());
        assertEquals(7, found.leftTheory().ply());
        assertSame(found.opening(), GameOpening.ofGame(ShippedTable.get(), tree).opening());
    }

    @Test
    void aPositionThatIsNamedHasNotLeftTheory() {
        GameTree tree = new GameTree();
        MoveNode end = play(tree, tree.root(), "e4", "e5", "Nf3", "Nc6", "Bc4");
        GameOpening found = GameOpening.at(ShippedTable.get(), end);
        assertEquals("C50 Italian Game", found.label());
        assertSame(end, found.namedAt());
        assertNull(found.leftTheory());
    }

    @Test
    void aTranspositionIsNamedByThePositionReached() {
        GameTree tree = new GameTree();
        MoveNode end = play(tree, tree.root(), "Nf3", "Nc6", "e4", "e5", "Bc4", "Bc5");
        assertEquals("C50 Italian Game: Giuoco Piano", GameOpening.at(ShippedTable.get(), end).label());
    }

    @Test
    void aVariationHasItsOwnOpening() {
        GameTree tree = new GameTree();
        MoveNode e4 = play(tree, tree.root(), "e4");
        play(tree, e4, "e5", "Nf3", "Nc6", "Bb5");
        MoveNode sicilian = play(tree, e4, "c5");
        assertEquals("C60 Ruy Lopez", GameOpening.ofGame(ShippedTable.get(), tree).label());
        assertEquals("B20 Sicilian Defense", GameOpening.at(ShippedTable.get(), sicilian).label());
    }

    @Test
    void nothingNamedNoTableOrTheStartGiveNone() {
        GameTree tree = new GameTree();
        assertFalse(GameOpening.at(ShippedTable.get(), tree.root()).named());
        MoveNode e4 = play(tree, tree.root(), "e4");
        assertFalse(GameOpening.at(OpeningTable.EMPTY, e4).named());
        assertEquals("", GameOpening.at(OpeningTable.EMPTY, e4).label());
    }

    @Test
    void aGameFromASetUpPositionIsNamedWhenItReachesATablePosition() {
        GameTree tree = new GameTree("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
        MoveNode c5 = play(tree, tree.root(), "c5");
        assertEquals("B20 Sicilian Defense", GameOpening.at(ShippedTable.get(), c5).label());
    }
}
