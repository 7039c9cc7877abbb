package chess.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import org.junit.jupiter.api.Test;

/** Writing: canonical FEN, exact round trips, the course examples and both en passant conventions. */
class FenRoundTripTest {
    /** Valid canonical FENs: the six perft positions of the chessprogramming wiki, then assorted others. */
    static final String[] VALID = {
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
        "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
        "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
        "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1",
        "rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq c6 0 2",
        "rnbqkbnr/pp1ppppp/8/2p5/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2",
        "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1",
        "4k3/8/8/8/3Pp3/8/8/4K3 b - d3 0 40",
        "r3k2r/8/8/8/8/8/8/R3K2R b Kq - 99 150",
        "4k3/8/8/8/8/8/8/4K3 w - - 99999 99999",
        "7k/8/8/8/8/8/8/K7 b - - 0 1",
        "QQQQQQQQ/Q7/8/8/8/8/8/k1K5 b - - 0 1",
        "r3k3/8/8/8/8/8/8/4K2R w Kq - 3 17",
    };

    @Test
    void parseThenWriteGivesTheSameText() {
        for (String fen : VALID) {
            assertEquals(fen, Fen.write(Fen.parse(fen)));
        }
    }

    @Test
    void parsedFieldsReachTheBoard() {
        Board b = Fen.parse("r3k3/8/8/8/8/8/8/4K2R w Kq - 3 17");
        assertEquals(Piece.WHITE, b.sideToMove());
        assertEquals(Board.WHITE_KINGSIDE | Board.BLACK_QUEENSIDE, b.castlingRights());
        assertEquals(Square.NONE, b.enPassantSquare());
        assertEquals(3, b.halfmoveClock());
        assertEquals(17, b.fullmoveNumber());
        assertEquals(Piece.make(Piece.BLACK, Piece.ROOK), b.pieceAt(Square.A8));
        assertEquals(Square.E1, b.kingSquare(Piece.WHITE));
        Board ep = Fen.parse("4k3/8/8/8/3Pp3/8/8/4K3 b - d3 0 40");
        assertEquals(Square.parse("d3"), ep.enPassantSquare());
        assertTrue(ep.enPassantCapturable());
    }

    @Test
    void startConstantIsTheStartingPosition() {
        assertEquals(Fen.START, Fen.write(Board.startingPosition()));
        Board b = Fen.parse(Fen.START);
        assertEquals(20, MoveGenerator.generate(b, new int[MoveGenerator.MAX_MOVES], 0));
    }

    @Test
    void courseExamples() {
        Board b = Fen.parse(Fen.START);
        assertEquals("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", Fen.write(b));
        play(b, "e2e4");
        assertEquals("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1", Fen.write(b));
        play(b, "c7c5");
        assertEquals("rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq c6 0 2", Fen.write(b));
        play(b, "g1f3");
        assertEquals("rnbqkbnr/pp1ppppp/8/2p5/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2", Fen.write(b));
    }

    @Test
    void enPassantOnlyIfCapturableConvention() {
        Board b = Fen.parse(Fen.START);
        play(b, "e2e4");
        assertFalse(b.enPassantCapturable());
        assertEquals("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1", Fen.write(b, true));
        assertEquals("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1", Fen.write(b, false));

        Board capturable = Fen.parse("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1");
        assertEquals("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", Fen.write(capturable, true));

        // The pawn on e5 is pinned against its king along the fifth rank: no legal en passant capture.
        Board pinned = Fen.parse("8/8/8/K2pP2r/8/8/8/4k3 w - d6 0 1");
        assertFalse(pinned.enPassantCapturable());
        assertEquals("8/8/8/K2pP2r/8/8/8/4k3 w - - 0 1", Fen.write(pinned, true));
        assertEquals("8/8/8/K2pP2r/8/8/8/4k3 w - d6 0 1", Fen.write(pinned));
    }

    @Test
    void writingAfterEveryMoveOfAGameRoundTrips() {
        // Walk a few hundred plies choosing moves with a fixed pseudo-random sequence; every FEN written must
        // parse back to a board that writes the same text and hashes the same.
        Board b = Fen.parse(Fen.START);
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        int seed = 12345;
        for (int game = 0; game < 6; game++) {
            b = Fen.parse(Fen.START);
            for (int ply = 0; ply < 120; ply++) {
                int n = MoveGenerator.generate(b, moves, 0);
                if (n == 0) {
                    break;
                }
                seed ^= seed << 13;
                seed ^= seed >>> 17;
                seed ^= seed << 5;
                b.make(moves[(seed >>> 1) % n]);
                String fen = Fen.write(b);
                Board again = Fen.parse(fen);
                assertEquals(fen, Fen.write(again));
                assertEquals(b.hashLo(), again.hashLo(), fen);
                assertEquals(b.hashHi(), again.hashHi(), fen);
            }
        }
    }

    private static void play(Board b, String uci) {
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        int n = MoveGenerator.generate(b, moves, 0);
        for (int i = 0; i < n; i++) {
            if (Move.toUci(moves[i]).equals(uci)) {
                b.make(moves[i]);
                return;
            }
        }
        fail("no legal move " + uci + " in " + Fen.write(b));
    }
}
