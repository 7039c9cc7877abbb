package chess.app;

import static chess.app.RecordingView.sq;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import chess.core.Board;
import chess.core.Fen;
import chess.core.Move;
import chess.core.MoveParseException;
import chess.core.San;
import chess.core.Square;
import chess.core.Variant;
import org.junit.jupiter.api.Test;

/** What glides, leaves and comes back for each kind of move, both ways, and which sound a move makes. */
class MoveTransitionTest {
    /** {@code san} in the position {@code fen} (Chess960 when {@code chess960}). */
    private static int move(String fen, String san, boolean chess960) {
        Board board = chess960 ? Fen.parse(fen, Variant.CHESS960) : Fen.parse(fen);
        try {
            return San.parse(board, san);
        } catch (MoveParseException e) {
            throw new AssertionError(e);
        }
    }

    private static int rookFrom(String fen, int move, boolean chess960) {
        Board board = chess960 ? Fen.parse(fen, Variant.CHESS960) : Fen.parse(fen);
        return Move.isCastling(move) ? board.castlingRookFrom(move) : Square.NONE;
    }

    private static MoveTransition forward(String fen, String san) {
        int m = move(fen, san, false);
        return MoveTransition.forward(1, m, rookFrom(fen, m, false), true, MoveSound.MOVE);
    }

    private static MoveTransition backward(String fen, String san) {
        int m = move(fen, san, false);
        return MoveTransition.backward(2, m, rookFrom(fen, m, false), MoveSound.MOVE);
    }

    @Test
    void aPlainMoveGlidesOnePieceAndTakesNothing() {
        MoveTransition t = forward(Fen.START, "Nf3");
        assertEquals("[wN g1-f3]", t.glides.toString());
        assertEquals(-1, t.removedSquare);
        assertEquals(-1, t.restoredSquare);
        assertEquals(1, t.serial);
        assertTrue(t.animated);
    }

    @Test
    void aCaptureTakesTheCapturedPieceOffItsSquare() {
        String fen = "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2";
        MoveTransition t = forward(fen, "exd5");
        assertEquals("[wP e4-d5]", t.glides.toString());
        assertEquals(sq("d5"), t.removedSquare);
        assertEquals("bP", BoardState.pieceClass(t.removedPiece));
        MoveTransition back = backward(fen, "exd5");
        assertEquals("[wP d5-e4]", back.glides.toString());
        assertEquals(sq("d5"), back.restoredSquare, "the pawn comes back where it was taken");
        assertEquals(-1, back.removedSquare);
    }

    @Test
    void enPassantTakesThePawnBesideTheDestination() {
        String fen = "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3";
        MoveTransition t = forward(fen, "exf6");
        assertEquals("[wP e5-f6]", t.glides.toString());
        assertEquals(sq("f5"), t.removedSquare);
        assertEquals(sq("f5"), backward(fen, "exf6").restoredSquare);
    }

    @Test
    void castlingGlidesTheRookToo() {
        String fen = "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1";
        assertEquals("[wK e1-g1, wR h1-f1]", forward(fen, "O-O").glides.toString());
        assertEquals("[wK e1-c1, wR a1-d1]", forward(fen, "O-O-O").glides.toString());
        assertEquals("[wK g1-e1, wR f1-h1]", backward(fen, "O-O").glides.toString());
        String black = "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R b KQkq - 0 1";
        assertEquals("[bK e8-c8, bR a8-d8]", forward(black, "O-O-O").glides.toString());
    }

    @Test
    void chess960CastlingGlidesOnlyWhatMoves() {
        // The king on d1 castles long onto c1, its rook going from c1 to d1: each one's start is the other's end.
        String kingAndRookSwap = "2rk4/2pp4/8/8/8/8/2PP4/2RK4 w Cc - 0 1";
        int m = move(kingAndRookSwap, "O-O-O", true);
        MoveTransition t = MoveTransition.forward(3, m, rookFrom(kingAndRookSwap, m, true), true, MoveSound.CASTLE);
        assertEquals("[wK d1-c1, wR c1-d1]", t.glides.toString());
        assertEquals(-1, t.removedSquare, "the rook is not captured");
        // The king already on g1 castles short: only the rook moves (h1 to f1).
        String kingStays = "rk5r/8/8/8/8/8/8/6KR w H - 0 1";
        int stays = move(kingStays, "O-O", true);
        assertEquals("[wR h1-f1]", MoveTransition.forward(4, stays, rookFrom(kingStays, stays, true), true,
                MoveSound.CASTLE).glides.toString());
    }

    @Test
    void aPromotingPawnGlidesAsAPawn() {
        String fen = "1n5k/P7/8/8/8/8/8/K7 w - - 0 1";
        MoveTransition t = forward(fen, "a8=Q");
        assertEquals("[wP a7-a8]", t.glides.toString(), "the queen is there only when it arrives");
        MoveTransition capture = forward(fen, "axb8=N");
        assertEquals("[wP a7-b8]", capture.glides.toString());
        assertEquals("bN", BoardState.pieceClass(capture.removedPiece));
        MoveTransition back = backward(fen, "axb8=N");
        assertEquals("[wP b8-a7]", back.glides.toString());
        assertEquals(sq("b8"), back.restoredSquare);
    }

    @Test
    void theSoundSaysTheMostImportantThing() {
        assertEquals(MoveSound.MOVE, MoveSound.of(move(Fen.START, "e4", false), false, false));
        String fen = "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2";
        int capture = move(fen, "exd5", false);
        assertEquals(MoveSound.CAPTURE, MoveSound.of(capture, false, false));
        assertEquals(MoveSound.CHECK, MoveSound.of(capture, true, false), "check wins over a capture");
        assertEquals(MoveSound.GAME_END, MoveSound.of(capture, true, true), "mate is the end of the game");
        int castle = move("r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1", "O-O", false);
        assertEquals(MoveSound.CASTLE, MoveSound.of(castle, false, false));
        assertEquals(MoveSound.CHECK, MoveSound.of(castle, true, false));
    }

    @Test
    void noneIsNumberZeroAndMovesNothing() {
        assertEquals(0, MoveTransition.NONE.serial);
        assertTrue(MoveTransition.NONE.glides.isEmpty());
        assertEquals(null, MoveTransition.NONE.sound);
        assertFalse(MoveTransition.NONE.animated);
    }
}
