package chess.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The named helpers over the 0x88 square, piece and move encodings. */
class EncodingTest {
    private static int sq(String name) {
        return Square.parse(name);
    }

    @Test
    void squareDistancesAndRanks() {
        assertEquals(7, Square.distance(sq("a1"), sq("h8")));
        assertEquals(3, Square.distance(sq("e4"), sq("b2")));
        assertEquals(0, Square.distance(sq("d5"), sq("d5")));
        assertEquals(14, Square.manhattanDistance(sq("a1"), sq("h8")));
        assertEquals(5, Square.manhattanDistance(sq("e4"), sq("b2")));
        assertEquals(1, Square.relativeRank(Piece.WHITE, sq("e2")));
        assertEquals(6, Square.relativeRank(Piece.BLACK, sq("e2")));
        assertEquals(sq("e3"), sq("e2") + Square.pawnPush(Piece.WHITE));
        assertEquals(sq("e6"), sq("e7") + Square.pawnPush(Piece.BLACK));
    }

    @Test
    void relativeIndexMirrorsTheRanksForBlack() {
        assertEquals(Square.to64(sq("c2")), Square.relativeTo64(Piece.WHITE, sq("c2")));
        assertEquals(Square.to64(sq("c2")), Square.relativeTo64(Piece.BLACK, sq("c7")));
        assertEquals(Square.to64(sq("h1")), Square.relativeTo64(Piece.BLACK, sq("h8")));
    }

    @Test
    void squareColours() {
        assertTrue(Square.isDark(sq("a1")));
        assertFalse(Square.isDark(sq("h1")));
        assertTrue(Square.sameColour(sq("a1"), sq("h8")));
        assertFalse(Square.sameColour(sq("a1"), sq("a2")));
    }

    @Test
    void pieceIndexIsDenseAndOnSquareIsUnique() {
        Set<Integer> indexes = new HashSet<>();
        Set<Integer> onSquare = new HashSet<>();
        for (int color = Piece.WHITE; color <= Piece.BLACK; color++) {
            for (int type = Piece.PAWN; type <= Piece.KING; type++) {
                int piece = Piece.make(color, type);
                int index = Piece.index(piece);
                assertTrue(index >= 0 && index < Piece.KINDS);
                indexes.add(index);
                for (int s = 0; s < Square.LIMIT; s++) {
                    if (Square.onBoard(s)) {
                        int i = Piece.onSquare(piece, s);
                        assertTrue(i >= 0 && i < Piece.ON_SQUARE_LIMIT);
                        onSquare.add(i);
                    }
                }
            }
        }
        assertEquals(Piece.KINDS, indexes.size());
        assertEquals(12 * 64, onSquare.size());
    }

    @Test
    void moveConstructorsMatchTheFullEncoding() {
        int knight = Piece.make(Piece.WHITE, Piece.KNIGHT);
        int pawn = Piece.make(Piece.BLACK, Piece.PAWN);
        int rook = Piece.make(Piece.WHITE, Piece.ROOK);
        assertEquals(Move.encode(sq("g1"), sq("f3"), knight, Piece.EMPTY, 0, Move.NORMAL),
                Move.quiet(sq("g1"), sq("f3"), knight));
        assertEquals(Move.encode(sq("b2"), sq("a1"), pawn, rook, 0, Move.NORMAL),
                Move.capture(sq("b2"), sq("a1"), pawn, rook));
        int promotion = Move.withPromotion(Move.capture(sq("b2"), sq("a1"), pawn, rook), Piece.QUEEN);
        assertEquals(Move.encode(sq("b2"), sq("a1"), pawn, rook, Piece.QUEEN, Move.NORMAL), promotion);
        assertEquals("b2a1q", Move.toUci(promotion));
        assertTrue(Move.isTactical(promotion) && Move.isCapture(promotion) && Move.isPromotion(promotion));
        assertFalse(Move.isTactical(Move.quiet(sq("g1"), sq("f3"), knight)));
    }

    @Test
    void fromToKeepsOnlyTheSquares() {
        int pawn = Piece.make(Piece.BLACK, Piece.PAWN);
        int rook = Piece.make(Piece.WHITE, Piece.ROOK);
        int plain = Move.quiet(sq("b2"), sq("a1"), pawn);
        int rich = Move.withPromotion(Move.capture(sq("b2"), sq("a1"), pawn, rook), Piece.KNIGHT);
        assertEquals(Move.fromTo(plain), Move.fromTo(rich));
        assertTrue(Move.fromTo(rich) < Move.FROM_TO_LIMIT);
        assertEquals(sq("b2"), Move.from(Move.fromTo(rich)));
        assertEquals(sq("a1"), Move.to(Move.fromTo(rich)));
    }

    @Test
    void geometryKnowsWhoCouldAttack() {
        int whitePawn = Piece.make(Piece.WHITE, Piece.PAWN);
        int blackPawn = Piece.make(Piece.BLACK, Piece.PAWN);
        assertTrue(Geometry.couldAttack(whitePawn, sq("e4"), sq("d5")));
        assertFalse(Geometry.couldAttack(whitePawn, sq("e4"), sq("d3")));
        assertTrue(Geometry.couldAttack(blackPawn, sq("e4"), sq("d3")));
        assertTrue(Geometry.couldAttack(Piece.make(Piece.BLACK, Piece.BISHOP), sq("a1"), sq("h8")));
        assertFalse(Geometry.couldAttack(Piece.make(Piece.BLACK, Piece.ROOK), sq("a1"), sq("h8")));
        assertTrue(Geometry.couldAttack(Piece.make(Piece.WHITE, Piece.KNIGHT), sq("g1"), sq("f3")));
        assertEquals(17, Geometry.step(sq("a1"), sq("h8")));
        assertEquals(-16, Geometry.step(sq("e8"), sq("e1")));
        assertEquals(0, Geometry.step(sq("a1"), sq("b3")));
    }
}
