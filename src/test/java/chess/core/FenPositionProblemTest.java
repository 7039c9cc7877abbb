package chess.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The legality layer: {@link Fen#problems} lists each problem; {@link Fen#parse} rejects on the first. */
class FenPositionProblemTest {

    private static PositionProblem only(String fen) {
        List<PositionProblem> problems = Fen.problems(fen);
        assertEquals(1, problems.size(), () -> "expected one problem, got " + problems);
        return problems.get(0);
    }

    private static void assertProblem(PositionProblem p, PositionProblem.Code code, FenField field, int column,
            String message) {
        assertEquals(code, p.code());
        assertEquals(message, p.message());
        assertEquals(field, p.field());
        assertEquals(column, p.column());
    }

    /** Strict parsing throws the first problem as a FenException. */
    private static void assertParseRejects(String fen, FenField field, int column, String reason) {
        FenException e = assertThrows(FenException.class, () -> Fen.parse(fen));
        assertEquals(field, e.field());
        assertEquals(column, e.column());
        assertEquals(reason, e.reason());
    }

    @Test
    void legalPositionsHaveNoProblems() {
        for (String fen : FenRoundTripTest.VALID) {
            assertEquals(List.of(), Fen.problems(fen), fen);
        }
    }

    @Test
    void missingKing() {
        String fen = "4k3/8/8/8/8/8/8/8 w - - 0 1";
        assertProblem(only(fen), PositionProblem.Code.KING_COUNT, FenField.POSITION, 0, "white has no king");
        assertParseRejects(fen, FenField.POSITION, 0, "white has no king");
        FenException e = assertThrows(FenException.class, () -> Fen.parse(fen));
        assertEquals("position: white has no king", e.getMessage());
    }

    @Test
    void tooManyKings() {
        assertProblem(only("k3k3/8/8/8/8/8/8/4K3 w - - 0 1"), PositionProblem.Code.KING_COUNT, FenField.POSITION, 0,
                "black has 2 kings; each side has exactly one");
        List<PositionProblem> none = Fen.problems("8/8/8/8/8/8/8/8 w - - 0 1");
        assertEquals(2, none.size());
        assertEquals("white has no king", none.get(0).message());
        assertEquals("black has no king", none.get(1).message());
    }

    @Test
    void pawnsOnBackRanks() {
        String fen = "4k2P/8/8/8/8/8/8/p3K3 w - - 0 1";
        assertProblem(only(fen), PositionProblem.Code.PAWN_ON_BACK_RANK, FenField.POSITION, 0,
                "pawns on a1, h8: pawns never stand on rank 1 or 8");
        assertProblem(only("4k3/8/8/8/8/8/8/4K2P w - - 0 1"), PositionProblem.Code.PAWN_ON_BACK_RANK,
                FenField.POSITION, 0, "pawn on h1: pawns never stand on rank 1 or 8");
        assertParseRejects(fen, FenField.POSITION, 0, "pawns on a1, h8: pawns never stand on rank 1 or 8");
    }

    @Test
    void sideNotToMoveInCheck() {
        String fen = "4k3/8/8/8/8/8/8/4R1K1 w - - 0 1";
        assertProblem(only(fen), PositionProblem.Code.OPPONENT_IN_CHECK, FenField.POSITION, 0,
                "black is in check but it is white's turn");
        // The same board with black to move is fine: black must answer the check.
        assertEquals(List.of(), Fen.problems("4k3/8/8/8/8/8/8/4R1K1 b - - 0 1"));
        assertProblem(only("4k3/8/8/8/8/8/3p4/4K3 b - - 0 1"), PositionProblem.Code.OPPONENT_IN_CHECK,
                FenField.POSITION, 0, "white is in check but it is black's turn");
    }

    @Test
    void checksNoMoveCouldGive() {
        assertProblem(only("4k3/8/8/8/8/2b2n2/8/r3K3 w - - 0 1"), PositionProblem.Code.IMPOSSIBLE_CHECK,
                FenField.POSITION, 0, "the white king is in check from 3 pieces (a1, c3, f3);"
                        + " one move gives check with two at most");
        assertProblem(only("4k3/8/8/8/8/3n1n2/8/4K3 w - - 0 1"), PositionProblem.Code.IMPOSSIBLE_CHECK,
                FenField.POSITION, 0, "the white king is in check from d3, f3, but a double check needs a bishop,"
                        + " rook or queen uncovered by the other piece's move");
        assertEquals(PositionProblem.Code.IMPOSSIBLE_CHECK, only("4k3/8/8/8/8/5n2/3p4/4K3 w - - 0 1").code(),
                "pawn and knight");
        assertEquals(PositionProblem.Code.IMPOSSIBLE_CHECK, only("4k3/8/8/8/8/8/8/r3K2r w - - 0 1").code(),
                "two rooks on the first rank, one each side: one line through the king");
        // Possible double checks: a knight (from e5 to d3) or a bishop (from e7 to b4) uncovering the rook on e8.
        assertEquals(List.of(), Fen.problems("4r1k1/8/8/8/8/3n4/8/4K3 w - - 0 1"));
        assertEquals(List.of(), Fen.problems("4r1k1/8/8/8/1b6/8/8/4K3 w - - 0 1"));
    }

    @Test
    void aDoubleStepGivesOnlyTheChecksItCan() {
        // Black just played d7-d5: the pawn itself checks the king on e4, or its leaving d7 opened the seventh rank.
        assertEquals(List.of(), Fen.problems("4k3/8/8/3p4/4K3/8/8/8 w - d6 0 2"), "the pawn's own check");
        assertEquals(List.of(), Fen.problems("4k3/r6K/8/3p4/8/8/8/8 w - d6 0 2"), "uncovered along the seventh rank");
        PositionProblem p = only("4k3/8/8/3p4/8/8/8/r3K3 w - d6 0 2");
        assertEquals(PositionProblem.Code.IMPOSSIBLE_CHECK, p.code());
        assertEquals(FenField.EN_PASSANT, p.field());
        assertEquals("the white king is in check from a1, which the last move, a pawn's double step to d5"
                + " (the en passant square says so), could not have given", p.message());
    }

    @Test
    void tooManyPawns() {
        assertProblem(only("4k3/pppppppp/p7/8/8/8/8/4K3 w - - 0 1"), PositionProblem.Code.TOO_MANY_PAWNS,
                FenField.POSITION, 0, "black has 9 pawns; a side has at most 8");
    }

    @Test
    void promotedPiecesNeedMissingPawns() {
        assertProblem(only("4k3/8/8/8/8/8/PPPPPPPP/QQ2K3 w - - 0 1"), PositionProblem.Code.TOO_MANY_PROMOTED,
                FenField.POSITION, 0,
                "white has 1 promoted piece (beyond 1 queen, 2 rooks, 2 bishops, 2 knights) but only 0 pawns are missing");
        assertProblem(only("rrrk4/nnn5/pppppp1p/8/8/8/8/4K3 w - - 0 1"), PositionProblem.Code.TOO_MANY_PROMOTED,
                FenField.POSITION, 0,
                "black has 2 promoted pieces (beyond 1 queen, 2 rooks, 2 bishops, 2 knights) but only 1 pawn is missing");
        // Two promotions with two pawns missing are fine; so are nine queens with no pawns left.
        assertEquals(List.of(), Fen.problems("rrrk4/nnn5/pppppp2/8/8/8/8/4K3 w - - 0 1"));
        assertEquals(List.of(), Fen.problems("QQQQQQQQ/Q7/8/8/8/8/8/k1K5 b - - 0 1"));
    }

    @Test
    void tooManyPiecesIsReportedWithoutBuildingABoard() {
        // 24 queens of one colour: more than Board's piece lists hold, so the check test must be skipped.
        String fen = "QQQQQQQQ/QQQQQQQQ/QQQQQQQQ/k7/8/8/8/4K3 w - - 0 1";
        List<PositionProblem> problems = Fen.problems(fen);
        assertEquals(2, problems.size(), problems::toString);
        assertProblem(problems.get(0), PositionProblem.Code.TOO_MANY_PIECES, FenField.POSITION, 0,
                "white has 25 pieces; a side has at most 16");
        assertEquals(PositionProblem.Code.TOO_MANY_PROMOTED, problems.get(1).code());
        assertParseRejects(fen, FenField.POSITION, 0, "white has 25 pieces; a side has at most 16");
    }

    @Test
    void boardFullOfPawnsListsEveryProblemWithoutCrashing() {
        String fen = "pppppppp/pppppppp/pppppppp/pppppppp/PPPPPPPP/PPPPPPPP/PPPPPPPP/PPPPPPPP w - - 0 1";
        List<PositionProblem> problems = Fen.problems(fen);
        assertEquals(PositionProblem.Code.KING_COUNT, problems.get(0).code());
        assertEquals(PositionProblem.Code.KING_COUNT, problems.get(1).code());
        assertEquals(PositionProblem.Code.PAWN_ON_BACK_RANK, problems.get(2).code());
        assertTrue(problems.stream().anyMatch(p -> p.message().equals("white has 32 pieces; a side has at most 16")));
        assertTrue(problems.stream().anyMatch(p -> p.message().equals("black has 32 pawns; a side has at most 8")));
    }

    @Test
    void castlingRightWithoutKing() {
        // Castling letters K and Q stand at columns 25 and 26.
        String fen = "4k3/8/8/8/8/8/3K4/R6R w KQ - 0 1";
        List<PositionProblem> problems = Fen.problems(fen);
        assertEquals(2, problems.size(), problems::toString);
        assertProblem(problems.get(0), PositionProblem.Code.CASTLING_WITHOUT_KING, FenField.CASTLING, 25,
                "castling right K needs the white king on e1");
        assertProblem(problems.get(1), PositionProblem.Code.CASTLING_WITHOUT_KING, FenField.CASTLING, 26,
                "castling right Q needs the white king on e1");
        assertParseRejects(fen, FenField.CASTLING, 25, "castling right K needs the white king on e1");
        // King and rooks where Chess960 allows them: still rejected, with a hint that the field is X-FEN.
        String chess960 = "4k3/8/8/8/8/8/8/R2K3R w KQ - 0 1";
        String hint = " (the field reads as Chess960 X-FEN, where king and rooks may start elsewhere: load it as"
                + " Chess960)";
        assertParseRejects(chess960, FenField.CASTLING, 25, "castling right K needs the white king on e1" + hint);
        assertEquals(2, Fen.problems(chess960).size());
        assertEquals(List.of(), Fen.problems(chess960, Variant.CHESS960));
    }

    @Test
    void castlingRightWithoutRook() {
        // Castling letters k and q stand at columns 24 and 25.
        String fen = "r3k3/8/8/8/8/8/8/4K3 b kq - 0 1";
        assertProblem(only(fen), PositionProblem.Code.CASTLING_WITHOUT_ROOK, FenField.CASTLING, 24,
                "castling right k needs a black rook on h8");
        assertParseRejects(fen, FenField.CASTLING, 24, "castling right k needs a black rook on h8");
        // A rook of the wrong colour does not count.
        assertProblem(only("r3k3/8/8/8/8/8/8/r3K3 w Q - 0 1"), PositionProblem.Code.CASTLING_WITHOUT_ROOK,
                FenField.CASTLING, 25, "castling right Q needs a white rook on a1");
    }

    @Test
    void enPassantWithoutThePawnThatMoved() {
        // The en passant square starts at column 25.
        String fen = "4k3/8/8/8/8/8/8/4K3 b - e3 0 1";
        assertProblem(only(fen), PositionProblem.Code.EN_PASSANT_WITHOUT_PAWN, FenField.EN_PASSANT, 25,
                "en passant square e3 needs a white pawn on e4 (the pawn that just moved two squares)");
        assertParseRejects(fen, FenField.EN_PASSANT, 25,
                "en passant square e3 needs a white pawn on e4 (the pawn that just moved two squares)");
        // A white pawn in front of e6 is not the black pawn that just moved.
        assertProblem(only("4k3/8/8/4P3/8/8/8/4K3 w - e6 0 1"), PositionProblem.Code.EN_PASSANT_WITHOUT_PAWN,
                FenField.EN_PASSANT, 27,
                "en passant square e6 needs a black pawn on e5 (the pawn that just moved two squares)");
    }

    @Test
    void enPassantSquaresMustBeEmpty() {
        // The en passant square starts at column 29.
        assertProblem(only("4k3/8/8/8/4P3/4N3/8/4K3 b - e3 0 1"), PositionProblem.Code.EN_PASSANT_SQUARE_OCCUPIED,
                FenField.EN_PASSANT, 29, "en passant square e3 must be empty");
        assertProblem(only("4k3/8/8/8/4P3/8/4N3/4K3 b - e3 0 1"), PositionProblem.Code.EN_PASSANT_SQUARE_OCCUPIED,
                FenField.EN_PASSANT, 29, "en passant square e3 needs e2 empty (the square the pawn came from)");
    }

    @Test
    void enPassantWithoutCaptureIsStillLegal() {
        // After 1.e4 nothing can take en passant, but the square is written and accepted.
        assertEquals(List.of(), Fen.problems("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1"));
    }

    @Test
    void problemsOnlyThrowsForSyntax() {
        FenException e = assertThrows(FenException.class, () -> Fen.problems("8/8/8/8/8/8/8/8 w - - 0 0"));
        assertEquals(FenField.FULLMOVE, e.field());
    }
}
