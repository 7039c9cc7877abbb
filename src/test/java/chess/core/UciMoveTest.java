package chess.core;

import static chess.core.TestPositions.board;
import static chess.core.TestPositions.play;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class UciMoveTest {
    private static MoveParseException fails(Board b, String text, MoveParseException.Kind kind) {
        MoveParseException e = assertThrows(MoveParseException.class, () -> UciMove.parse(b, text));
        assertEquals(kind, e.kind(), e.getMessage());
        assertEquals(text, e.input());
        return e;
    }

    @Test
    void readsAndWritesAPawnPush() {
        Board b = board(Fen.START);
        int m = UciMove.parse(b, "e2e4");
        assertEquals(Square.parse("e2"), Move.from(m));
        assertEquals(Square.parse("e4"), Move.to(m));
        assertEquals(Move.DOUBLE_PUSH, Move.special(m));
        assertEquals("e2e4", UciMove.format(m));
        assertEquals(m, UciMove.parse(b, "  e2e4\n"));
    }

    @Test
    void promotionsNeedTheirLetterAndOnlyThey() {
        Board b = board("4k3/P7/8/8/8/8/8/4K3 w - - 0 1");
        int q = UciMove.parse(b, "a7a8q");
        assertEquals(Piece.QUEEN, Move.promotion(q));
        assertEquals(Piece.KNIGHT, Move.promotion(UciMove.parse(b, "a7a8n")));
        assertEquals(Piece.ROOK, Move.promotion(UciMove.parse(b, "a7a8R")));
        assertEquals("a7a8q", UciMove.format(q));
        assertEquals("illegal move 'a7a8': a pawn reaching a8 must promote: add q, r, b or n, as in a7a8q",
                fails(b, "a7a8", MoveParseException.Kind.ILLEGAL).getMessage());
        assertEquals("illegal move 'e1e2q': e1e2 is not a promotion: leave out the 'q'",
                fails(b, "e1e2q", MoveParseException.Kind.ILLEGAL).getMessage());
        assertEquals("malformed move 'a7a8k': 'k' is not a promotion piece (use q, r, b or n)",
                fails(b, "a7a8k", MoveParseException.Kind.MALFORMED).getMessage());
    }

    @Test
    void castlingAsKingMoveOrKingTakesRook() {
        Board b = board("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
        int shortCastle = UciMove.parse(b, "e1g1");
        int longCastle = UciMove.parse(b, "e1c1");
        assertTrue(Move.isCastling(shortCastle));
        assertTrue(Move.isCastling(longCastle));
        assertEquals(shortCastle, UciMove.parse(b, "e1h1"));
        assertEquals(longCastle, UciMove.parse(b, "e1a1"));
        assertEquals("e1g1", UciMove.format(shortCastle));
        Board noRights = board("r3k2r/8/8/8/8/8/8/R3K2R w - - 0 1");
        assertEquals("illegal move 'e1h1': castling kingside is not legal here",
                fails(noRights, "e1h1", MoveParseException.Kind.ILLEGAL).getMessage());
    }

    @Test
    void nullMove() {
        assertEquals(Move.NONE, UciMove.parse(board(Fen.START), "0000"));
        assertEquals("0000", UciMove.format(Move.NONE));
    }

    @Test
    void malformedText() {
        Board b = board(Fen.START);
        assertEquals("malformed move 'e9e4': 'e9' is not a square",
                fails(b, "e9e4", MoveParseException.Kind.MALFORMED).getMessage());
        assertEquals("malformed move 'e2i4': 'i4' is not a square",
                fails(b, "e2i4", MoveParseException.Kind.MALFORMED).getMessage());
        assertEquals("malformed move: no move text given",
                fails(b, null, MoveParseException.Kind.MALFORMED).getMessage());
        fails(b, "", MoveParseException.Kind.MALFORMED);
        fails(b, "   ", MoveParseException.Kind.MALFORMED);
        fails(b, "e2", MoveParseException.Kind.MALFORMED);
        fails(b, "e2e4e4", MoveParseException.Kind.MALFORMED);
        fails(b, "E2E4", MoveParseException.Kind.MALFORMED);
        fails(b, "é2e4", MoveParseException.Kind.MALFORMED);
        fails(b, "e2-e4", MoveParseException.Kind.MALFORMED);
    }

    @Test
    void illegalMovesSayWhy() {
        Board b = board(Fen.START);
        assertEquals("illegal move 'e2e5': the pawn on e2 cannot move to e5",
                fails(b, "e2e5", MoveParseException.Kind.ILLEGAL).getMessage());
        assertEquals("illegal move 'e3e4': there is no piece on e3",
                fails(b, "e3e4", MoveParseException.Kind.ILLEGAL).getMessage());
        assertEquals("illegal move 'e7e5': the pawn on e7 is black, but it is White to move",
                fails(b, "e7e5", MoveParseException.Kind.ILLEGAL).getMessage());
        Board check = play(board(Fen.START), "e2e4", "f7f6", "d2d4", "g7g5", "d1h5");
        assertEquals("illegal move 'a7a6': the pawn on a7 cannot move to a6 (Black is in check)",
                fails(check, "a7a6", MoveParseException.Kind.ILLEGAL).getMessage());
    }

    @Test
    void looksLikeUciMeansTwoSquaresAndAtMostOneMoreCharacter() {
        for (String uci : new String[] {"e2e4", "e7e8q", "a1h8", "e1g1", "e2e5", "e7e8k", "a7a8+"}) {
            assertTrue(UciMove.looksLikeUci(uci), uci);
        }
        for (String other : new String[] {"Nf3", "exd5", "a8=Q", "e8Q+", "0000", "O-O", "e2e4e4", "e2", "E2E4",
            "a1a9", "i2e4", "e2-e4", " e2e4", "", null}) {
            assertFalse(UciMove.looksLikeUci(other), String.valueOf(other));
        }
    }

    @Test
    void neverThrowsAnythingElseOnJunk() {
        Board b = board(TestPositions.KIWIPETE);
        String alphabet = "abcdefghijkq012345678900 -=xO+#\u00e9\u2654\ud83d\ude00\u0000";
        TestPositions.XorShift rnd = new TestPositions.XorShift(7);
        for (int i = 0; i < 20000; i++) {
            StringBuilder sb = new StringBuilder();
            int len = rnd.next(7);
            for (int j = 0; j < len; j++) {
                sb.append(alphabet.charAt(rnd.next(alphabet.length())));
            }
            try {
                UciMove.parse(b, sb.toString());
            } catch (MoveParseException expected) {
                assertTrue(expected.getMessage().length() > 10);
            }
        }
    }
}
