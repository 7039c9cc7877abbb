package chess.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import chess.core.Board;
import chess.core.Fen;
import chess.core.Piece;
import chess.core.Square;
import org.junit.jupiter.api.Test;

/** The per-file facts and sets the pawn cache records for the rest of the evaluation. */
class PawnStructureTest {
    private static PawnStructure probe(String fen) {
        PawnStructure pawns = new PawnStructure(true);
        pawns.probe(Fen.parse(fen));
        return pawns;
    }

    private static int sq(String name) {
        return Square.of(name.charAt(0) - 'a', name.charAt(1) - '1');
    }

    @Test
    void outpostsAreGuardedByOurPawnAndOutOfReachOfTheirs() {
        // White's c4, e4 and g4 guard d5 and f5, but Black's c7 and e7 can still come to attack them.
        PawnStructure pawns = probe("4k3/2p1p3/8/8/2P1P1P1/8/8/4K3 w - - 0 1");
        assertFalse(pawns.isOutpost(Piece.WHITE, sq("d5")), "c7-c6 or e7-e6 can attack d5");
        assertFalse(pawns.isOutpost(Piece.WHITE, sq("f5")), "e7-e6 can attack f5");
        PawnStructure open = probe("4k3/p7/8/8/2P1P3/8/8/4K3 w - - 0 1");
        assertTrue(open.isOutpost(Piece.WHITE, sq("d5")), "no black pawn on c or e");
        assertFalse(open.isOutpost(Piece.WHITE, sq("b5")), "not guarded by a white pawn");
        assertFalse(open.isOutpost(Piece.WHITE, sq("d3")), "outposts start on the fourth rank");
        // Black's view is mirrored: d4 guarded by c5 and e5, no white pawn on c or e.
        PawnStructure black = probe("4k3/8/8/2p1p3/8/8/P7/4K3 b - - 0 1");
        assertTrue(black.isOutpost(Piece.BLACK, sq("d4")));
        assertFalse(black.isOutpost(Piece.WHITE, sq("d4")));
    }

    @Test
    void frontmostAndRearmostPawnsPerFile() {
        PawnStructure pawns = probe("4k3/4p3/8/4p3/8/4P3/4P3/4K3 w - - 0 1");
        assertEquals(2, pawns.frontmostRank(Piece.WHITE, 4), "e3 is White's most advanced e-pawn (rank index 2)");
        assertEquals(1, pawns.rearmostRank(Piece.WHITE, 4));
        assertEquals(3, pawns.frontmostRank(Piece.BLACK, 4), "e5 counted from Black's side");
        assertEquals(1, pawns.rearmostRank(Piece.BLACK, 4), "e7 counted from Black's side");
        assertEquals(0, pawns.frontmostRank(Piece.WHITE, 3), "no d-pawn");
    }

    @Test
    void pawnsCountedBySquareColour() {
        // White pawns a2 (light), b2 (dark), c3 (dark); Black pawn h7 (light).
        PawnStructure pawns = probe("4k3/7p/8/8/8/2P5/PP6/4K3 w - - 0 1");
        assertEquals(2, pawns.pawnsOnSquareColour(Piece.WHITE, sq("c1")), "c1 is dark");
        assertEquals(1, pawns.pawnsOnSquareColour(Piece.WHITE, sq("f1")), "f1 is light");
        assertEquals(1, pawns.pawnsOnSquareColour(Piece.BLACK, sq("f1")));
        assertEquals(0, pawns.pawnsOnSquareColour(Piece.BLACK, sq("a1")));
    }

    @Test
    void backwardPawnIsPenalised() {
        int saved0 = EvalWeights.BACKWARD[0];
        int saved1 = EvalWeights.BACKWARD[1];
        try {
            // d3 is backward: White's c- and e-pawns stand ahead of it and Black's c5 and e5 guard d4.
            String backward = "4k3/8/8/2p1p3/2P1P3/3P4/8/4K3 w - - 0 1";
            EvalWeights.BACKWARD[0] = 0;
            EvalWeights.BACKWARD[1] = 0;
            PawnStructure before = probe(backward);
            EvalWeights.BACKWARD[0] = 40;
            EvalWeights.BACKWARD[1] = 40;
            PawnStructure after = probe(backward);
            assertEquals(before.mg() - 40, after.mg(), "one white backward pawn (d3)");
            // Supported from behind (c2) it is not backward.
            String supported = "4k3/8/8/2p1p3/4P3/3P4/2P5/4K3 w - - 0 1";
            EvalWeights.BACKWARD[0] = 0;
            int mgWithout = probe(supported).mg();
            EvalWeights.BACKWARD[0] = 40;
            assertEquals(mgWithout, probe(supported).mg());
        } finally {
            EvalWeights.BACKWARD[0] = saved0;
            EvalWeights.BACKWARD[1] = saved1;
        }
    }

    @Test
    void pawnKeyFollowsOnlyThePawns() {
        Board a = Fen.parse("4k3/4p3/8/8/8/8/4P3/R3K3 w - - 0 1");
        Board b = Fen.parse("4k3/4p3/8/8/8/8/4P3/4K2R b - - 0 1");
        assertEquals(a.pawnKeyLo(), b.pawnKeyLo(), "same pawns, other pieces and side differ");
        assertEquals(a.pawnKeyHi(), b.pawnKeyHi());
        Board c = Fen.parse("4k3/4p3/8/8/8/4P3/8/R3K3 w - - 0 1");
        assertFalse(a.pawnKeyLo() == c.pawnKeyLo() && a.pawnKeyHi() == c.pawnKeyHi());
    }
}
