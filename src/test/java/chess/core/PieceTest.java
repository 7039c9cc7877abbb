package chess.core;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** The promotion letters, read in one place for UCI moves, SAN moves and the page's promotion choice. */
class PieceTest {
    @Test
    void promotionLettersInEitherCaseNameTheFourPieces() {
        assertEquals(Piece.QUEEN, Piece.promotionType('q'));
        assertEquals(Piece.QUEEN, Piece.promotionType('Q'));
        assertEquals(Piece.ROOK, Piece.promotionType('r'));
        assertEquals(Piece.ROOK, Piece.promotionType('R'));
        assertEquals(Piece.BISHOP, Piece.promotionType('b'));
        assertEquals(Piece.BISHOP, Piece.promotionType('B'));
        assertEquals(Piece.KNIGHT, Piece.promotionType('n'));
        assertEquals(Piece.KNIGHT, Piece.promotionType('N'));
    }

    @Test
    void otherLettersPromoteToNothing() {
        for (char c : new char[] {'k', 'K', 'p', 'P', 'x', '=', '8', ' '}) {
            assertEquals(0, Piece.promotionType(c), "'" + c + "'");
        }
    }

    @Test
    void eachPromotionLetterReadsBackAsItsType() {
        for (int type : new int[] {Piece.QUEEN, Piece.ROOK, Piece.BISHOP, Piece.KNIGHT}) {
            assertEquals(type, Piece.promotionType(Piece.typeLetter(type)));
        }
    }
}
