package chess.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Random legal games (seeded, so failures repeat) from a few rich start positions: notation round trips for every
 * legal move, and make/unmake keeping the position, hash and placement sums exact.
 */
class RandomGamesTest {
    /** Random placement weights (as an engine's square tables would be) for the incremental sums to follow. */
    private static final int[] WEIGHTS_MG = randomWeights(5);
    private static final int[] WEIGHTS_EG = randomWeights(6);

    private static final String[] STARTS = {
        Fen.START, TestPositions.KIWIPETE, TestPositions.PROMOTIONS, TestPositions.THREE_QUEENS,
        "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", "r3k2r/1P4P1/8/8/8/8/1p4p1/R3K2R w KQkq - 0 1",
    };

    @Test
    void everyLegalMoveSurvivesSanAndUciRoundTrips() {
        TestPositions.XorShift rnd = new TestPositions.XorShift(2024);
        int checked = 0;
        int[] seen = new int[4]; // promotions, castling, en passant, disambiguated piece moves
        for (int game = 0; game < 240; game++) {
            Board b = Fen.parse(STARTS[game % STARTS.length]);
            for (int ply = 0; ply < 80; ply++) {
                int[] moves = TestPositions.legalMoves(b);
                if (moves.length == 0) {
                    break;
                }
                Set<String> sans = new HashSet<>();
                for (int m : moves) {
                    String san = San.format(b, m);
                    assertEquals(m, San.parse(b, san), san);
                    assertEquals(m, UciMove.parse(b, Move.toUci(m)), Move.toUci(m));
                    sans.add(san);
                    seen[0] += Move.isPromotion(m) ? 1 : 0;
                    seen[1] += Move.isCastling(m) ? 1 : 0;
                    seen[2] += Move.isEnPassant(m) ? 1 : 0;
                    String core = san.replace("x", "").replace("+", "").replace("#", "");
                    seen[3] += "NBRQK".indexOf(core.charAt(0)) >= 0 && core.length() > 3 ? 1 : 0;
                    checked++;
                }
                assertEquals(moves.length, sans.size(), "SAN must tell all legal moves apart");
                b.make(moves[rnd.next(moves.length)]);
            }
        }
        assertNotEquals(0, checked);
        for (int kind = 0; kind < seen.length; kind++) {
            assertNotEquals(0, seen[kind], "the games should exercise special move kind " + kind);
        }
    }

    @Test
    void makeUnmakeRestoresEverythingAndHashMatchesAFreshSetUp() {
        TestPositions.XorShift rnd = new TestPositions.XorShift(77);
        for (int game = 0; game < 60; game++) {
            Board b = Fen.parse(STARTS[game % STARTS.length]);
            b.trackPlacement(WEIGHTS_MG, WEIGHTS_EG);
            String initial = snapshot(b);
            int plies = 0;
            for (; plies < 200; plies++) {
                int[] moves = TestPositions.legalMoves(b);
                if (moves.length == 0) {
                    break;
                }
                b.make(moves[rnd.next(moves.length)]);
                assertConsistentWithFreshSetUp(b);
            }
            for (int i = 0; i < plies; i++) {
                b.unmake();
            }
            assertEquals(0, b.ply());
            assertEquals(initial, snapshot(b));
        }
    }

    private static void assertConsistentWithFreshSetUp(Board b) {
        int[] pieces = new int[64];
        for (int i = 0; i < 64; i++) {
            pieces[i] = b.pieceAt(Square.from64(i));
        }
        Board fresh = new Board();
        fresh.setUp(pieces, b.sideToMove(), b.castlingRights(), b.enPassantSquare(), b.halfmoveClock(),
                b.fullmoveNumber());
        fresh.trackPlacement(WEIGHTS_MG, WEIGHTS_EG);
        assertEquals(snapshot(fresh), snapshot(b));
    }

    private static int[] randomWeights(int seed) {
        TestPositions.XorShift rnd = new TestPositions.XorShift(seed);
        int[] weights = new int[Piece.CODE_LIMIT << 7];
        for (int i = 0; i < weights.length; i++) {
            weights[i] = rnd.next(2001) - 1000;
        }
        return weights;
    }

    /** Everything that defines the position, piece lists included, as text for readable failures. */
    private static String snapshot(Board b) {
        StringBuilder sb = new StringBuilder();
        for (int i = 63; i >= 0; i--) {
            sb.append(Piece.letter(b.pieceAt(Square.from64(i ^ 7))));
        }
        sb.append(" side=").append(b.sideToMove()).append(" castling=").append(b.castlingRights())
                .append(" ep=").append(b.enPassantSquare()).append(" epCapturable=").append(b.enPassantCapturable())
                .append(" clocks=").append(b.halfmoveClock()).append('/').append(b.fullmoveNumber())
                .append(" hash=").append(b.hashLo()).append('/').append(b.hashHi()).append(" pawns=").append(b.pawnKeyLo()).append('/').append(b.pawnKeyHi())
                .append(" kings=").append(b.kingSquare(0)).append('/').append(b.kingSquare(1))
                .append(" placement=").append(b.placementMg()).append('/').append(b.placementEg());
        // Piece lists as sorted square sets per code, so list order does not matter but content does.
        for (int code = 1; code < Piece.CODE_LIMIT; code++) {
            if (Piece.type(code) < Piece.PAWN || Piece.type(code) > Piece.KING) {
                continue;
            }
            boolean[] on = new boolean[Square.LIMIT];
            for (int i = 0; i < b.count(code); i++) {
                on[b.pieceSquare(code, i)] = true;
            }
            sb.append(' ').append(Piece.letter(code)).append(':');
            for (int sq = 0; sq < Square.LIMIT; sq++) {
                if (on[sq]) {
                    assertEquals(code, b.pieceAt(sq), "piece list and board disagree on " + Square.name(sq));
                    sb.append(Square.name(sq));
                }
            }
        }
        return sb.toString();
    }
}
