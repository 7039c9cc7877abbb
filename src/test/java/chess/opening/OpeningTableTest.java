package chess.opening;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import chess.core.Board;
import chess.core.Fen;
import chess.core.San;
import chess.core.Variant;
import org.junit.jupiter.api.Test;

class OpeningTableTest {
    private static Board after(String... sans) {
        Board board = Board.startingPosition();
        for (String san : sans) {
            board.make(San.parse(board, san));
        }
        return board;
    }

    @Test
    void theShippedTableReadsEveryLineOfTheSource() {
        OpeningTable table = ShippedTable.get();
        assertEquals(0, table.problemCount(), table.problems().toString());
        assertEquals(3807, table.lines());
        assertTrue(table.positions() > 3000 && table.positions() <= 3807, "positions " + table.positions());
    }

    @Test
    void readingInSlicesGivesTheSameTable() {
        OpeningTable sliced = OpeningTable.reading(ShippedTable.text());
        int slices = 1;
        while (!sliced.readSome(250)) {
            slices++;
        }
        assertEquals(16, slices, "3,809 lines, 250 a slice");
        assertEquals(ShippedTable.get().positions(), sliced.positions());
        assertEquals(ShippedTable.get().lines(), sliced.lines());
        assertEquals("C50 Italian Game: Giuoco Piano", sliced.find(after("e4", "e5", "Nf3", "Nc6", "Bc4", "Bc5")).label());
    }

    @Test
    void namesAPositionByItsLine() {
        Opening giuoco = ShippedTable.get().find(after("e4", "e5", "Nf3", "Nc6", "Bc4", "Bc5"));
        assertNotNull(giuoco);
        assertEquals("C50", giuoco.eco());
        assertEquals("Italian Game: Giuoco Piano", giuoco.name());
        assertEquals("C50 Italian Game: Giuoco Piano", giuoco.label());
        assertEquals(6, giuoco.plies());
    }

    @Test
    void aTranspositionFindsTheSameName() {
        Opening byOtherOrder = ShippedTable.get().find(after("Nf3", "Nc6", "e4", "e5", "Bc4", "Bc5"));
        assertNotNull(byOtherOrder);
        assertEquals("C50 Italian Game: Giuoco Piano", byOtherOrder.label());
    }

    @Test
    void theStartPositionAndUnnamedPositionsHaveNoName() {
        assertNull(ShippedTable.get().find(Board.startingPosition()));
        assertNull(ShippedTable.get().find(after("h4", "h5", "Rh3", "Rh6", "Rg3", "Rg6")));
    }

    @Test
    void anEnPassantSquareCountsOnlyWhenACaptureIsLegal() {
        OpeningTable table = OpeningTable.parse("0\te2e4 d7d5 e4e5 f7f5\tC00\tWith en passant\n"
                + "0\te2e4\tB00\tKing's pawn\n");
        String placement = "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq ";
        assertEquals("With en passant", table.find(Fen.parse(placement + "f6 0 3")).name());
        assertNull(table.find(Fen.parse(placement + "- 0 3")), "the same placement without the capture is another position");
        // after 1. e4 FEN writes e3, but no black pawn can take: the position is the one without it
        assertEquals("King's pawn", table.find(Fen.parse("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1")).name());
        assertEquals("King's pawn", table.find(Fen.parse("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1")).name());
    }

    @Test
    void castlingRightsAndTheSideToMoveArePartOfThePosition() {
        OpeningTable table = OpeningTable.parse("0\te2e4 e7e5 e1e2 e8e7 e2e1 e7e8\tC20\tBongcloud both ways\n");
        Board shuffled = after("e4", "e5", "Ke2", "Ke7", "Ke1", "Ke8");
        assertNotNull(table.find(shuffled));
        assertNull(table.find(after("e4", "e5")), "same placement, but with castling rights");
    }

    @Test
    void whenSeveralLinesReachAPositionTheShortestNamesIt() {
        OpeningTable table = OpeningTable.parse("0\tg1f3 g8f6 f3g1 f6g8 e2e4\tA00\tLong way round\n"
                + "0\te2e4\tB00\tKing's pawn\n");
        assertEquals("King's pawn", table.find(after("e4")).name());
        assertEquals(2, table.lines());
        assertEquals(1, table.positions());
    }

    @Test
    void badLinesAreLeftOutWithTheirLineNumberAndTheRestStillWorks() {
        OpeningTable table = OpeningTable.parse("# a note\n"
                + "0\te2e4\tB00\tKing's pawn\n"        // line 2: good
                + "1\te7e5 e1e3\tC20\tIllegal\n"       // 3: illegal king move (e7e5 is made, the line is dropped)
                + "9\td7d5\tB01\tToo many shared\n"     // 4
                + "1\tc7c5\tZ99\tBad code\n"           // 5
                + "1\tc7c5\tB20\n"                     // 6: three fields
                + "x\tc7c5\tB20\tSicilian\n"           // 7
                + "1\tc7c5\tB20\t  \n"                 // 8: no name
                + "1\tc7c5\tB20\tSicilian Defense\r\n" // 9: good, with a Windows line end
                + "0\tq9q9\tA00\tNonsense\n");         // 10
        assertEquals(7, table.problemCount(), table.problems().toString());
        assertTrue(table.problems().get(0).startsWith("line 3: move 3 'e1e3'"), table.problems().get(0));
        assertTrue(table.problems().get(1).startsWith("line 4: shares 9"), table.problems().get(1));
        assertTrue(table.problems().get(2).startsWith("line 5: 'Z99' is not an ECO code"), table.problems().get(2));
        assertTrue(table.problems().get(3).startsWith("line 6: expected 4 fields"), table.problems().get(3));
        assertTrue(table.problems().get(6).startsWith("line 10: move 1 'q9q9'"), table.problems().get(6));
        assertEquals("King's pawn", table.find(after("e4")).name());
        assertEquals("B20 Sicilian Defense", table.find(after("e4", "c5")).label());
        assertNull(table.find(after("e4", "e5")), "a bad line names nothing");
        assertEquals(2, table.lines());
    }

    @Test
    void anEmptyOrHugeOrNullTextIsAnEmptyTable() {
        assertTrue(OpeningTable.parse("").isEmpty());
        assertTrue(OpeningTable.parse(null).isEmpty());
        assertTrue(OpeningTable.EMPTY.isEmpty());
        OpeningTable garbage = OpeningTable.parse("x".repeat(100_000) + "\n" + "\t\t\t\n".repeat(50));
        assertTrue(garbage.isEmpty());
        assertEquals(51, garbage.problemCount());
        assertEquals(OpeningTable.PROBLEMS_KEPT, garbage.problems().size());
    }

    @Test
    void chess960PositionsAreNeverNamed() {
        Board board = Fen.parse(Fen.START, Variant.CHESS960);
        OpeningTable table = OpeningTable.parse("0\te2e4\tB00\tKing's pawn\n");
        board.make(San.parse(board, "e4"));
        assertNull(table.find(board));
    }
}
