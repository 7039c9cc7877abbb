package chess.app;

import static org.junit.jupiter.api.Assertions.assertEquals;

import chess.core.Board;
import chess.core.Fen;
import chess.core.Move;
import java.util.List;
import org.junit.jupiter.api.Test;

class PvTextTest {
    @Test
    void numbersMovesFromWhite() {
        Board b = Fen.parse(Fen.START);
        assertEquals("1. e4 e5 2. Nf3 Nc6 3. Bb5", PvText.san(b, List.of("e2e4", "e7e5", "g1f3", "b8c6", "f1b5"), 8));
        assertEquals(Fen.START, Fen.write(b), "the board itself is not changed");
    }

    @Test
    void blackToMoveStartsWithEllipsis() {
        Board b = Fen.parse("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1");
        assertEquals("1... c5 2. Nf3", PvText.san(b, List.of("c7c5", "g1f3"), 8));
    }

    @Test
    void checksCapturesCastlingAndPromotion() {
        Board b = Fen.parse("4k3/1P6/8/8/8/8/8/R3K2R w KQ - 0 40");
        assertEquals("40. b8=Q+ Kd7 41. O-O-O+", PvText.san(b, List.of("b7b8q", "e8d7", "e1c1"), 8));
    }

    @Test
    void stopsAtTheFirstIllegalOrGarbledMove() {
        Board b = Fen.parse(Fen.START);
        assertEquals("1. e4", PvText.san(b, List.of("e2e4", "e2e4", "g1f3"), 8));
        assertEquals("1. d4", PvText.san(b, List.of("d2d4", "zz99"), 8));
        assertEquals("", PvText.san(b, List.of("0000"), 8));
        assertEquals("", PvText.san(b, List.of("e7e5"), 8));
        assertEquals("1. e4 e5", PvText.san(b, List.of("e2e4", "e7e5", "g1f3"), 2));
    }

    @Test
    void legalRejectsWithoutThrowing() {
        Board b = Fen.parse(Fen.START);
        assertEquals(Move.NONE, PvText.legal(b, null));
        assertEquals(Move.NONE, PvText.legal(b, ""));
        assertEquals(Move.NONE, PvText.legal(b, "e2e5"));
        assertEquals("g1f3", Move.toUci(PvText.legal(b, "g1f3")));
    }
}
