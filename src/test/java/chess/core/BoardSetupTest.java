package chess.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

/**
 * Positions given as numbers ({@link BoardSetup}, what the link decoder reads) are checked as {@link Fen#parse}
 * checks the same position as text; {@link PositionSnapshot} and {@link Board#startingPosition} set up boards
 * without FEN and must give the boards FEN gives.
 */
class BoardSetupTest {
    /** The numbers of a FEN's position, read through the FEN reader itself (its parts, not its checks). */
    private static Board viaSetup(String fen, Variant variant) {
        ParsedFen p = FenParser.parse(fen, variant);
        int[] rookFiles = {-1, -1, -1, -1};
        if (variant == Variant.CHESS960) {
            for (int right = 0; right < 4; right++) {
                rookFiles[right] = (p.castling & 1 << right) != 0 ? p.castlingRookFile(right) : -1;
            }
        }
        int epFile = p.enPassant == Square.NONE ? -1 : Square.file(p.enPassant);
        return BoardSetup.checked(p.pieces, p.side, p.castling, rookFiles, epFile, p.halfmove, p.fullmove, variant);
    }

    private static void assertSameBoard(Board expected, Board actual) {
        assertEquals(Fen.write(expected), Fen.write(actual));
        assertEquals(expected.hashLo(), actual.hashLo());
        assertEquals(expected.hashHi(), actual.hashHi());
        assertEquals(expected.pawnKeyLo(), actual.pawnKeyLo());
        assertEquals(expected.variant(), actual.variant());
        for (int right = 1; right <= 8; right <<= 1) {
            assertEquals(expected.castlingRookSquare(right), actual.castlingRookSquare(right));
        }
    }

    @Test
    void legalPositionsGiveTheBoardsFenGives() {
        String[] fens = {
            Fen.START,
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            "rnbqkbnr/pp1ppppp/8/2pP4/8/8/PPP1PPPP/RNBQKBNR w KQkq c6 0 3",
            "8/8/8/8/8/8/8/K6k b - - 57 140",
        };
        for (String fen : fens) {
            assertSameBoard(Fen.parse(fen), viaSetup(fen, Variant.STANDARD));
        }
        String chess960 = "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9";
        assertSameBoard(Fen.parse(chess960, Variant.CHESS960), viaSetup(chess960, Variant.CHESS960));
    }

    @Test
    void illegalPositionsAreRefusedWithFensReason() {
        String[] fens = {
            "8/8/8/8/8/8/8/K7 w - - 0 1", // no black king
            "4k3/8/8/8/8/8/4R3/4K3 w - - 0 1", // black in check, white to move
            "4k3/8/8/8/8/8/8/4K3 w K - 0 1", // castling without the rook
            "4k3/8/8/8/8/8/8/4K3 w - e6 0 1", // en passant without the pawn
            "4k2P/8/8/8/8/8/8/4K3 w - - 0 1", // a pawn on the last rank
        };
        for (String fen : fens) {
            FenException text = assertThrows(FenException.class, () -> Fen.parse(fen), fen);
            FenException numbers = assertThrows(FenException.class, () -> viaSetup(fen, Variant.STANDARD), fen);
            assertEquals(text.reason(), numbers.reason(), fen);
        }
    }

    @Test
    void numbersOutOfRangeAreRefused() {
        int[] pieces = new int[64];
        pieces[4] = Piece.make(Piece.WHITE, Piece.KING);
        pieces[60] = Piece.make(Piece.BLACK, Piece.KING);
        assertEquals("4k3/8/8/8/8/8/8/4K3 w - - 0 1",
                Fen.write(BoardSetup.checked(pieces, Piece.WHITE, 0, null, -1, 0, 1, Variant.STANDARD)));
        assertThrows(FenException.class, () -> BoardSetup.checked(pieces, 2, 0, null, -1, 0, 1, Variant.STANDARD));
        assertThrows(FenException.class,
                () -> BoardSetup.checked(pieces, Piece.WHITE, 0, null, -1, -1, 1, Variant.STANDARD));
        assertThrows(FenException.class,
                () -> BoardSetup.checked(pieces, Piece.WHITE, 0, null, -1, 0, 0, Variant.STANDARD));
        assertThrows(FenException.class,
                () -> BoardSetup.checked(pieces, Piece.WHITE, 0, null, -1, 0, 100000, Variant.STANDARD));
        int[] badCode = pieces.clone();
        badCode[20] = 7; // type 7: no piece
        assertThrows(FenException.class,
                () -> BoardSetup.checked(badCode, Piece.WHITE, 0, null, -1, 0, 1, Variant.STANDARD));
        assertThrows(FenException.class,
                () -> BoardSetup.checked(new int[10], Piece.WHITE, 0, null, -1, 0, 1, Variant.STANDARD));
    }

    @Test
    void theStartingPositionIsTheStartFen() {
        assertSameBoard(Fen.parse(Fen.START), Board.startingPosition());
        assertNotSame(Board.startingPosition(), Board.startingPosition());
    }

    @Test
    void aSnapshotSetsUpTheSamePositionWithoutItsHistory() {
        Board board = Fen.parse("r3k2r/8/8/3pP3/8/8/8/R3K2R w KQkq d6 3 20");
        PositionSnapshot snapshot = new PositionSnapshot(board);
        Board copy = snapshot.board();
        assertSameBoard(board, copy);
        assertEquals(0, copy.ply());
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        MoveGenerator.generate(copy, moves, 0);
        copy.make(moves[0]);
        assertSameBoard(board, snapshot.board()); // each board is fresh
        Board chess960 = Fen.parse("bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9",
                Variant.CHESS960);
        assertSameBoard(chess960, new PositionSnapshot(chess960).board());
    }

    @Test
    void aGameFromABoardCopiesIt() {
        Board start = Fen.parse("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1");
        Game game = new Game(start);
        game.playUci("e2e4");
        assertEquals("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", Fen.write(start));
        assertEquals("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", game.startFen());
    }
}
