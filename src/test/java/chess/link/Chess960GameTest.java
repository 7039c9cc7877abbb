package chess.link;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import chess.core.Board;
import chess.core.Chess960;
import chess.core.Fen;
import chess.core.Piece;
import chess.core.Square;
import chess.core.Variant;
import chess.pgn.GameTree;
import chess.pgn.PgnExport;
import chess.pgn.PgnGame;
import chess.pgn.PgnReader;
import org.junit.jupiter.api.Test;

/** A Chess960 game through the PGN reader and writer and the link code. */
class Chess960GameTest {
    /** Position 0 (BBQNNRKR): with queen and knights out of the way both sides castle long (king g1 to c1). */
    private static final String PGN = "[Event \"Casual\"]\n[Variant \"Chess960\"]\n[SetUp \"1\"]\n"
            + "[FEN \"bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1\"]\n\n"
            + "1. d4 d5 2. Qd2 Qd7 3. Ne3 Ne6 4. Nd3 Nd6 5. O-O-O O-O-O 6. h3 {both castled long} *\n";

    @Test
    void aChess960GameIsReadCastlesAndIsWrittenBackWithItsVariant() {
        PgnGame game = PgnReader.read(PGN);
        assertFalse(game.failed(), () -> String.valueOf(game.error()));
        GameTree tree = game.tree();
        assertEquals(Variant.CHESS960, tree.variant());
        assertEquals(11, tree.moveCount());
        assertEquals("O-O-O", tree.node(9).san());
        Board end = tree.boardAt(tree.mainLineEnd());
        assertEquals(Piece.make(Piece.WHITE, Piece.KING), end.pieceAt(Square.parse("c1")));
        assertEquals(Piece.make(Piece.WHITE, Piece.ROOK), end.pieceAt(Square.parse("d1")));
        assertEquals(Piece.make(Piece.BLACK, Piece.KING), end.pieceAt(Square.parse("c8")));
        assertEquals(Piece.make(Piece.BLACK, Piece.ROOK), end.pieceAt(Square.parse("d8")));
        String written = PgnExport.write(tree);
        assertTrue(written.contains("[Variant \"Chess960\"]"), written);
        assertTrue(written.contains("[FEN \"bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1\"]"), written);
        assertTrue(written.contains("5. O-O-O O-O-O"), written);
        GameTree again = PgnReader.read(written).tree();
        assertEquals(Variant.CHESS960, again.variant());
        assertEquals(Fen.write(tree.boardAt(tree.mainLineEnd())), Fen.write(again.boardAt(again.mainLineEnd())));
    }

    @Test
    void theLinkCarriesTheVariantAndTheRookFiles() {
        GameTree tree = PgnReader.read(PGN).tree();
        DecodedGame back = TreeCodec.decode(TreeCodec.encode(tree, tree.mainLineEnd()));
        assertTrue(back.isWhole(), back.problem());
        assertEquals(Variant.CHESS960, back.tree().variant());
        assertEquals(tree.startFen(), back.tree().startFen());
        assertEquals(Fen.write(tree.boardAt(tree.mainLineEnd())), Fen.write(back.tree().boardAt(back.current())));

        // A right whose rook is not the outermost one (X-FEN writes its file): the file survives the link.
        GameTree inner = new GameTree("1r2k1r1/8/8/8/8/8/8/RR2K3 w Bb - 0 1", Variant.CHESS960);
        DecodedGame innerBack = TreeCodec.decode(TreeCodec.encode(inner, inner.root()));
        assertEquals(inner.startFen(), innerBack.tree().startFen());
        assertEquals(Variant.CHESS960, innerBack.tree().variant());

        GameTree standard = new GameTree(Chess960.startFen(Chess960.STANDARD));
        assertEquals(Variant.STANDARD, TreeCodec.decode(TreeCodec.encode(standard, standard.root())).tree().variant());
    }
}
