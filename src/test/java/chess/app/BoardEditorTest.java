package chess.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import chess.core.Fen;
import chess.core.Piece;
import chess.core.Square;
import java.util.List;
import org.junit.jupiter.api.Test;

class BoardEditorTest {
    private static int sq(String name) {
        return Square.to64(Square.parse(name));
    }

    @Test
    void readsAndWritesAnyArrangement() {
        BoardEditor e = new BoardEditor(Fen.START);
        assertEquals(Fen.START, e.fen());
        assertEquals("", e.load("K6K/8/8/8/8/8/8/8 b - - 3 40"));
        assertEquals("K6K/8/8/8/8/8/8/8 b - - 3 40", e.fen(), "two white kings and no black one: still editable");
        assertEquals(List.of("White has 2 kings; each side has exactly one.", "Black has no king."), e.problems());
        assertEquals("", e.load("8/8/8/8/8/8/8/K6k"), "a partial FEN is completed");
        assertEquals("8/8/8/8/8/8/8/K6k w - - 0 1", e.fen());
        String before = e.fen();
        assertTrue(e.load("8/8/9/8/8/8/8/K6k w - - 0 1").contains("column"), "unreadable: says where");
        assertEquals(before, e.fen(), "and keeps the position");
    }

    @Test
    void castlingRightsFollowTheKingAndRook() {
        BoardEditor e = new BoardEditor(Fen.START);
        assertTrue(e.canCastle(0) && e.castling(0));
        e.move(sq("h1"), sq("h3"));
        assertFalse(e.canCastle(0));
        assertFalse(e.castling(0), "the right went with the rook");
        assertEquals("rnbqkbnr/pppppppp/8/8/8/7R/PPPPPPPP/RNBQKBN1 w Qkq - 0 1", e.fen(), "pieces go anywhere");
        e.move(sq("h3"), sq("h1"));
        assertTrue(e.canCastle(0));
        assertFalse(e.castling(0), "coming back does not restore it by itself");
        e.setCastling(0, true);
        assertTrue(e.castling(0));
        e.put(sq("e8"), Piece.EMPTY);
        assertEquals("rnbq1bnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQ - 0 1", e.fen(), "k and q went with the king");
        e.setCastling(2, true);
        assertFalse(e.castling(2), "no black king on e8: k cannot be set");
    }

    @Test
    void enPassantIsOfferedOnlyWhereADoubleStepCouldJustHaveHappened() {
        BoardEditor e = new BoardEditor("4k3/8/8/3pP3/8/8/8/4K3 w - - 0 1");
        assertEquals(List.of(sq("d6")), e.enPassantOptions(), "black's d-pawn on d5 with d6 and d7 empty");
        e.setEnPassant(sq("e6"));
        assertEquals(-1, e.enPassant(), "not an option");
        e.setEnPassant(sq("d6"));
        assertEquals("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", e.fen());
        assertEquals(List.of(), e.problems());
        e.put(sq("d7"), Piece.make(Piece.BLACK, Piece.PAWN));
        assertEquals(-1, e.enPassant(), "the pawn could not have come from d7 past a pawn there");
        e.setSide(Piece.BLACK);
        assertEquals(List.of(), e.enPassantOptions(), "white has no pawn on its fourth rank");
    }

    @Test
    void reportsImpossibleChecksInPlainWords() {
        BoardEditor e = new BoardEditor("4k3/8/8/8/8/2b2n2/8/r3K3 w - - 0 1");
        assertEquals(1, e.problems().size());
        assertTrue(e.problems().get(0).startsWith("The white king is in check from 3 pieces"), e.problems().get(0));
    }

    @Test
    void countersAreClamped() {
        BoardEditor e = new BoardEditor(Fen.START);
        e.setHalfmoves(-5);
        e.setFullmoves(0);
        assertEquals(0, e.halfmoves());
        assertEquals(1, e.fullmoves());
        e.setHalfmoves(1_000_000);
        assertEquals(9999, e.halfmoves());
    }
}
