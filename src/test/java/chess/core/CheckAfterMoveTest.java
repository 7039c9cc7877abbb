package chess.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@link Board#inCheck} judges a position from the move that led to it (the moved piece and the lines through the
 * squares it emptied) rather than from every enemy piece: it must give what the full attack test gives, at every
 * node of trees full of checks, discovered checks, en passant, promotions and castling, in both variants, and on
 * a board set up with the side that just moved in check (where it may not trust the last move).
 */
class CheckAfterMoveTest {
    @Test
    void agreesWithTheFullAttackTestThroughoutThePerftSuites() throws IOException {
        long checks = 0;
        for (String fen : fens("/perft/wiki.epd")) {
            checks += walk(Fen.parse(fen), 3);
        }
        for (String fen : fens("/perft/chess960.epd")) {
            checks += walk(Fen.parse(fen, Variant.CHESS960), 2);
        }
        assertTrue(checks > 4_000, "the trees hold checks to compare: " + checks);
    }

    @Test
    void agreesWithTheFullAttackTestInRandomGames() {
        TestPositions.XorShift random = new TestPositions.XorShift(20261129);
        String[] starts = {Fen.START, TestPositions.KIWIPETE, TestPositions.PROMOTIONS, TestPositions.THREE_QUEENS,
            "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1"};
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        for (int game = 0; game < 400; game++) {
            Board b = Fen.parse(starts[game % starts.length]);
            for (int ply = 0; ply < 200; ply++) {
                assertAgrees(b);
                int n = MoveGenerator.generate(b, moves, 0);
                if (n == 0) {
                    break;
                }
                b.make(moves[random.next(n)]);
            }
        }
    }

    @Test
    void aBoardSetUpWithTheSideThatMovedInCheckIsJudgedInFull() {
        // Black to move, yet White's king on e1 is attacked by the rook on e8: setUp does not check positions.
        int[] pieces = new int[64];
        pieces[4] = Piece.make(Piece.WHITE, Piece.KING);
        pieces[60] = Piece.make(Piece.BLACK, Piece.ROOK);
        pieces[62] = Piece.make(Piece.BLACK, Piece.KING);
        Board b = new Board();
        b.setUp(pieces, Piece.BLACK, 0, Square.NONE, 0, 1);
        b.make(UciMove.parse(b, "g8g7"));
        assertTrue(b.inCheck(), "White is still in check from e8 after a king move elsewhere");
        assertAgrees(b);
    }

    /** Every node of the tree to {@code depth}: the number of positions in check. */
    private static long walk(Board b, int depth) {
        long inCheck = assertAgrees(b) ? 1 : 0;
        if (depth == 0) {
            return inCheck;
        }
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        int n = MoveGenerator.generate(b, moves, 0);
        for (int i = 0; i < n; i++) {
            b.make(moves[i]);
            inCheck += walk(b, depth - 1);
            b.unmake();
        }
        return inCheck;
    }

    private static boolean assertAgrees(Board b) {
        int side = b.sideToMove();
        boolean full = b.isAttacked(b.kingSquare(side), side ^ 1);
        assertEquals(full, b.inCheck(), () -> "inCheck after " + lastMove(b) + " in " + Fen.write(b));
        return full;
    }

    private static String lastMove(Board b) {
        return b.ply() == 0 ? "the set-up" : UciMove.format(b.moveAt(b.ply() - 1));
    }

    private static List<String> fens(String resource) throws IOException {
        List<String> fens = new ArrayList<>();
        try (InputStream in = CheckAfterMoveTest.class.getResourceAsStream(resource);
                BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
            for (String line; (line = r.readLine()) != null; ) {
                if (!line.isBlank() && !line.startsWith("#")) {
                    fens.add(line.substring(0, line.indexOf(';')).strip());
                }
            }
        }
        return fens;
    }
}
