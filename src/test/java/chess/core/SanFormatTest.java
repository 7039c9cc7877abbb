package chess.core;

import static chess.core.TestPositions.board;
import static chess.core.TestPositions.play;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class SanFormatTest {
    private static String san(String fen, String uci) {
        Board b = board(fen);
        long before = b.hashLo() ^ (long) b.hashHi() << 32;
        String s = San.format(b, UciMove.parse(b, uci));
        assertEquals(before, b.hashLo() ^ (long) b.hashHi() << 32, "format must leave the board as it was");
        return s;
    }

    @Test
    void plainMoves() {
        assertEquals("e4", san(Fen.START, "e2e4"));
        assertEquals("Nf3", san(Fen.START, "g1f3"));
        assertEquals("--", San.format(board(Fen.START), Move.NONE));
    }

    @Test
    void disambiguatesByFileWhenThatSuffices() {
        String fen = "4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1";
        assertEquals("Nbd2", san(fen, "b1d2"));
        assertEquals("Nfd2", san(fen, "f3d2"));
        assertEquals("Nh4", san(fen, "f3h4"));
    }

    @Test
    void disambiguatesByRankWhenFilesAgree() {
        String fen = "4k3/8/8/R7/8/8/8/R3K3 w - - 0 1";
        assertEquals("R1a3", san(fen, "a1a3"));
        assertEquals("R5a3", san(fen, "a5a3"));
        assertEquals("Rb1", san(fen, "a1b1"));
    }

    @Test
    void disambiguatesByBothAmongThreeQueens() {
        String fen = TestPositions.THREE_QUEENS;
        assertEquals("Qa1b2", san(fen, "a1b2"));
        assertEquals("Q3b2", san(fen, "a3b2"));
        assertEquals("Qcb2", san(fen, "c1b2"));
    }

    @Test
    void disambiguatesOnlyAmongLegalMoves() {
        // The knight on f3 is pinned by the bishop on d5, so only the b1 knight can go to d2.
        assertEquals("Nd2", san("4k3/8/8/3b4/8/5N2/8/1N5K w - - 0 1", "b1d2"));
    }

    @Test
    void capturesChecksAndMates() {
        Board b = play(board(Fen.START), "e2e4", "e7e5", "f1c4", "b8c6", "d1h5", "g8f6");
        assertEquals("Qxf7#", San.format(b, UciMove.parse(b, "h5f7")));
        assertEquals("Bxf7+", San.format(b, UciMove.parse(b, "c4f7")));
        assertEquals("Qxe5+", San.format(b, UciMove.parse(b, "h5e5")));
        Board pawns = play(board(Fen.START), "e2e4", "d7d5");
        assertEquals("exd5", San.format(pawns, UciMove.parse(pawns, "e4d5")));
    }

    @Test
    void promotions() {
        String fen = "3rk3/4P3/8/8/8/8/8/4K3 w - - 0 1";
        assertEquals("exd8=Q+", san(fen, "e7d8q"));
        assertEquals("exd8=R+", san(fen, "e7d8r"));
        assertEquals("exd8=N", san(fen, "e7d8n"));
        assertEquals("c8=Q#", san("k7/2P5/1K6/8/8/8/8/8 w - - 0 1", "c7c8q"));
        assertEquals("c8=B", san("k7/2P5/1K6/8/8/8/8/8 w - - 0 1", "c7c8b"));
        assertEquals("g1=Q", san(TestPositions.PROMOTIONS, "g2g1q"));
        assertEquals("gxf1=Q+", san(TestPositions.PROMOTIONS, "g2f1q"));
        assertEquals("gxh1=N", san(TestPositions.PROMOTIONS, "g2h1n"));
    }

    @Test
    void castling() {
        String fen = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
        assertEquals("O-O", san(fen, "e1g1"));
        assertEquals("O-O-O", san(fen, "e1c1"));
        assertEquals("O-O-O", san("r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1", "e8c8"));
        assertEquals("O-O+", san("5k2/8/8/8/8/8/8/4K2R w K - 0 1", "e1g1"));
    }

    @Test
    void enPassant() {
        assertEquals("exd6", san("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", "e5d6"));
        assertEquals("exd6+", san("8/4k3/8/3pP3/8/8/8/4K3 w - d6 0 1", "e5d6"));
    }
}
