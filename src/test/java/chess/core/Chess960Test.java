package chess.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Chess960: starting positions, X-FEN and Shredder-FEN, castling edge cases, notation, random games. */
class Chess960Test {

    // ------------------------------------------------------------------ starting positions

    @Test
    void all960StartingPositionsAreValidAndDistinct() {
        Set<String> seen = new HashSet<>();
        for (int n = 0; n < Chess960.COUNT; n++) {
            String rank = Chess960.backRank(n);
            assertTrue(seen.add(rank), "position " + n + " repeats " + rank);
            assertEquals(8, rank.length());
            assertEquals("BBKNNQRR", sorted(rank), rank);
            int b1 = rank.indexOf('B');
            int b2 = rank.lastIndexOf('B');
            assertNotEquals(b1 % 2, b2 % 2, "bishops on opposite colours in " + rank);
            int k = rank.indexOf('K');
            assertTrue(rank.indexOf('R') < k && k < rank.lastIndexOf('R'), "king between the rooks in " + rank);
            Board board = Chess960.startPosition(n);
            assertTrue(board.isChess960());
            assertEquals(Chess960.startFen(n), Fen.write(board));
            assertEquals(n, Chess960.number(board));
            // 20 first moves, one fewer per knight in a corner, one more per castling by swapping king and rook.
            assertEquals(20 - knightsInCorners(rank) + swaps(rank), new Perft(board, true).count(1), rank);
        }
        assertEquals(960, seen.size());
    }

    /** A knight on a1 or h1 has one move fewer than elsewhere on the back rank (18 to 20 first moves). */
    private static int knightsInCorners(String rank) {
        return (rank.charAt(0) == 'N' ? 1 : 0) + (rank.charAt(7) == 'N' ? 1 : 0);
    }

    private static int swaps(String rank) {
        return (rank.indexOf("KR") == 5 ? 1 : 0) + (rank.indexOf("RK") == 2 ? 1 : 0);
    }

    private static String sorted(String s) {
        char[] c = s.toCharArray();
        java.util.Arrays.sort(c);
        return new String(c);
    }

    @Test
    void knownNumbers() {
        assertEquals("BBQNNRKR", Chess960.backRank(0));
        assertEquals("BQNBNRKR", Chess960.backRank(1));
        assertEquals("BQNNRBKR", Chess960.backRank(2));
        assertEquals("RNBQKBNR", Chess960.backRank(518));
        assertEquals("RKRNNQBB", Chess960.backRank(959));
        assertEquals(Fen.START, Chess960.startFen(Chess960.STANDARD));
        assertEquals("bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1", Chess960.startFen(0));
        assertEquals(-1, Chess960.number(Fen.parse(TestPositions.KIWIPETE)));
        assertThrows(IllegalArgumentException.class, () -> Chess960.backRank(960));
        assertThrows(IllegalArgumentException.class, () -> Chess960.backRank(-1));
    }

    @Test
    void standardStartHashesAlikeInBothVariants() {
        Board standard = Fen.parse(Fen.START);
        Board chess960 = Chess960.startPosition(518);
        assertEquals(standard.hashLo(), chess960.hashLo());
        assertEquals(standard.hashHi(), chess960.hashHi());
        assertEquals(Variant.STANDARD, standard.variant());
        assertEquals(Variant.CHESS960, chess960.variant());
    }

    // ------------------------------------------------------------------ X-FEN and Shredder-FEN

    @Test
    void xFenAndShredderFenRoundTrips() {
        Board b = Fen.parse("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1", Variant.CHESS960);
        assertEquals(Fen.START, Fen.write(b));
        assertEquals("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1", Fen.writeShredder(b));
        Board n0 = Chess960.startPosition(0);
        assertEquals("bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1", Fen.writeShredder(n0));
        // Shredder for a standard board is ordinary FEN.
        assertEquals(Fen.START, Fen.writeShredder(Fen.parse(Fen.START)));
        // Mixed and partial fields.
        String fen = "1r2k2r/8/8/8/8/8/8/R3K1R1 w Gb - 0 1";
        Board mixed = Fen.parse(fen, Variant.CHESS960);
        assertEquals("1r2k2r/8/8/8/8/8/8/R3K1R1 w Kq - 0 1", Fen.write(mixed));
        assertEquals(fen, Fen.writeShredder(mixed));
        assertEquals(Square.G1, mixed.castlingRookSquare(Board.WHITE_KINGSIDE));
        assertEquals(Square.B8, mixed.castlingRookSquare(Board.BLACK_QUEENSIDE));
    }

    @Test
    void fileLettersWhereKOrQWouldBeAmbiguous() {
        // Two white rooks on the king's h-side: K means the outer one (h1), E the inner one (e1).
        Board outer = Fen.parse("k7/8/8/8/8/8/8/1K2R2R w K - 0 1", Variant.CHESS960);
        assertEquals(Square.H1, outer.castlingRookSquare(Board.WHITE_KINGSIDE));
        assertEquals("k7/8/8/8/8/8/8/1K2R2R w K - 0 1", Fen.write(outer));
        assertEquals("k7/8/8/8/8/8/8/1K2R2R w H - 0 1", Fen.writeShredder(outer));
        Board inner = Fen.parse("k7/8/8/8/8/8/8/1K2R2R w E - 0 1", Variant.CHESS960);
        assertEquals(Square.E1, inner.castlingRookSquare(Board.WHITE_KINGSIDE));
        assertEquals("k7/8/8/8/8/8/8/1K2R2R w E - 0 1", Fen.write(inner));
        // H names the outermost rook, which X-FEN writes as K.
        assertEquals("k7/8/8/8/8/8/8/1K2R2R w K - 0 1",
                Fen.write(Fen.parse("k7/8/8/8/8/8/8/1K2R2R w H - 0 1", Variant.CHESS960)));
        assertNotEquals(outer.hashLo(), inner.hashLo(), "the rook of a right is part of the position");
    }

    @Test
    void castlingFieldErrorsNameFieldAndColumn() {
        // The castling field starts at column 27 in these.
        String rooks = "1r2k1r1/8/8/8/8/8/8/1R2K1R1 w ";
        assertRejected(rooks + "KG - 0 1", 2, "castling field 'KG' gives white's kingside right twice (G)");
        assertRejected(rooks + "kK - 0 1", 2, "castling field 'kK' has K after a black right; white's rights come first");
        assertRejected(rooks + "E - 0 1", 1, "castling letter 'E' names the file of the white king; it names the file"
                + " of a rook");
        assertRejected(rooks + "KX - 0 1", 2, "unknown castling letter 'X'; use K, Q, k, q, a rook's file A-H or a-h,"
                + " or a lone '-'");
        assertRejected(rooks + "KI - 0 1", 2, "unknown castling letter 'I'; use K, Q, k, q, a rook's file A-H or a-h,"
                + " or a lone '-'");
        assertRejected(rooks + "K- - 0 1", 2,
                "'-' in the castling field must stand alone (it means no castling rights)");
        // Legality: the rook named, or any rook on that side, and the king on the back rank.
        assertRejected(rooks + "H - 0 1", 1, "castling right H needs a white rook on h1 on the h-side of the king");
        assertRejected("1r2k1r1/8/8/8/8/8/8/4K1R1 w Q - 0 1", 1,
                "castling right Q needs a white rook on rank 1 on the a-side of the king");
        assertRejected("1r2k1r1/8/8/8/8/8/4K3/1R4R1 w K - 0 1", 1, "castling right K needs the white king on rank 1");
        assertRejected("1r2k1r1/8/8/8/8/8/4K3/1R4R1 w B - 0 1", 1, "castling right B needs the white king on rank 1");
        List<PositionProblem> problems = Fen.problems("4k3/8/8/8/8/8/8/4K3 w KQkq - 0 1", Variant.CHESS960);
        assertEquals(4, problems.size());
        assertEquals(PositionProblem.Code.CASTLING_WITHOUT_ROOK, problems.get(0).code());
        // Standard chess keeps rejecting Chess960 fields, with a hint.
        FenException e = assertThrows(FenException.class,
                () -> Fen.parse("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1"));
        assertTrue(e.reason().contains("Chess960"), e.reason());
        e = assertThrows(FenException.class, () -> Fen.parse(Chess960.startFen(0)));
        assertTrue(e.reason().contains("Chess960 X-FEN"), e.reason());
    }

    /** {@code letter}: 1-based position of the letter at fault within the castling field. */
    private static void assertRejected(String fen, int letter, String reason) {
        FenException e = assertThrows(FenException.class, () -> Fen.parse(fen, Variant.CHESS960), fen);
        assertEquals(FenField.CASTLING, e.field(), e.getMessage());
        assertEquals(fen.indexOf(" w ") + 3 + letter, e.column(), e.getMessage());
        assertEquals(reason, e.reason());
    }

    // ------------------------------------------------------------------ castling edge cases

    private static Board board960(String fen) {
        return Fen.parse(fen, Variant.CHESS960);
    }

    private static int castling(Board b, boolean kingside) {
        int found = Move.NONE;
        for (int m : TestPositions.legalMoves(b)) {
            if (Move.isCastling(m) && (Square.file(Move.to(m)) == 6) == kingside) {
                assertEquals(Move.NONE, found, "one castling move per side");
                found = m;
            }
        }
        return found;
    }

    /** Plays the castling move, checks the result and hash against a fresh set-up, takes it back. */
    private static void assertCastles(String fen, boolean kingside, String uci, String san, String after) {
        Board b = board960(fen);
        int m = castling(b, kingside);
        assertNotEquals(Move.NONE, m, "castling expected in " + fen);
        assertEquals(uci, UciMove.format(b, m));
        assertEquals(m, UciMove.parse(b, uci));
        assertEquals(san, San.format(b, m));
        assertEquals(m, San.parse(b, san));
        assertEquals(m, San.parse(b, san.replace('O', '0')));
        b.make(m);
        assertEquals(after, Fen.write(b));
        Board fresh = board960(after);
        assertEquals(fresh.hashLo(), b.hashLo());
        assertEquals(fresh.hashHi(), b.hashHi());
        assertEquals(new Perft(fresh, true).count(2), new Perft(b, true).count(2));
        b.unmake();
        assertEquals(fen, Fen.write(b));
        Board again = board960(fen);
        assertEquals(again.hashLo(), b.hashLo());
    }

    @Test
    void kingAndRookSwapSquares() {
        assertCastles("4k3/8/8/8/8/8/8/5KR1 w K - 0 1", true, "f1g1", "O-O", "4k3/8/8/8/8/8/8/5RK1 b - - 1 1");
        // Queenside: king d1 and rook c1 trade places.
        assertCastles("4k3/8/8/8/8/8/8/2RK4 w Q - 0 1", false, "d1c1", "O-O-O", "4k3/8/8/8/8/8/8/2KR4 b - - 1 1");
    }

    @Test
    void rookOnTheKingsDestination() {
        assertCastles("4k3/8/8/8/8/8/8/1K4R1 w K - 0 1", true, "b1g1", "O-O", "4k3/8/8/8/8/8/8/5RK1 b - - 1 1");
        assertCastles("4k3/8/8/8/8/8/8/2R3K1 w Q - 0 1", false, "g1c1", "O-O-O", "4k3/8/8/8/8/8/8/2KR4 b - - 1 1");
    }

    @Test
    void kingAlreadyOnItsDestinationOnlyTheRookMoves() {
        assertCastles("4k3/8/8/8/8/8/8/6KR w K - 0 1", true, "g1h1", "O-O", "4k3/8/8/8/8/8/8/5RK1 b - - 1 1");
        assertCastles("4k3/8/8/8/8/8/8/R1K5 w Q - 0 1", false, "c1a1", "O-O-O", "4k3/8/8/8/8/8/8/2KR4 b - - 1 1");
        assertCastles("r1k5/8/8/8/8/8/8/4K3 b q - 0 1", false, "c8a8", "O-O-O", "2kr4/8/8/8/8/8/8/4K3 w - - 1 2");
    }

    @Test
    void rookAlreadyOnItsDestinationOnlyTheKingMoves() {
        assertCastles("4k3/8/8/8/8/8/8/4KR2 w K - 0 1", true, "e1f1", "O-O", "4k3/8/8/8/8/8/8/5RK1 b - - 1 1");
        assertCastles("4k3/8/8/8/8/8/8/1K1R4 w K - 0 1", true, "b1d1", "O-O", "4k3/8/8/8/8/8/8/5RK1 b - - 1 1");
        assertCastles("4k3/8/8/8/8/8/8/R2K4 w Q - 0 1", false, "d1a1", "O-O-O", "4k3/8/8/8/8/8/8/2KR4 b - - 1 1");
    }

    @Test
    void standardArrangementCastlesAsInStandardChess() {
        assertCastles("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", true, "e1h1", "O-O", "r3k2r/8/8/8/8/8/8/R4RK1 b kq - 1 1");
        assertCastles("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", false, "e1a1", "O-O-O",
                "r3k2r/8/8/8/8/8/8/2KR3R b kq - 1 1");
        Board b = board960("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
        int m = castling(b, true);
        assertEquals("e1g1", UciMove.format(m), "the standard form stays available");
        assertEquals(m, UciMove.parse(b, "e1g1"), "the king's destination, two squares away");
    }

    @Test
    void noCastlingOutOfOrThroughCheck() {
        assertEquals(Move.NONE, castling(board960("kr6/8/8/8/8/8/8/1K5R w H - 0 1"), true), "out of check");
        // Through check: d8 attacks d1 on the king's way from b1 to g1.
        assertEquals(Move.NONE, castling(board960("k2r4/8/8/8/8/8/8/1K5R w H - 0 1"), true), "through check");
        // Onto an attacked square: g-file.
        assertEquals(Move.NONE, castling(board960("k5r1/8/8/8/8/8/8/1K5R w H - 0 1"), true), "into check");
        // The rook's square and the rook's path may be attacked: the h-file rook and the f-file rook.
        assertNotEquals(Move.NONE, castling(board960("k6r/8/8/8/8/8/8/4K2R w K - 0 1"), true), "rook attacked");
        assertNotEquals(Move.NONE, castling(board960("1r5k/8/8/8/8/8/8/R3K3 w Q - 0 1"), false), "b1 attacked");
        assertNotEquals(Move.NONE, castling(board960("k4r2/8/8/8/8/8/8/6KR w K - 0 1"), true), "king stays, f1 attacked");
    }

    @Test
    void theCastlingRookMayNotUncoverAnAttackOnTheKing() {
        // Black's rook on a1 is held off by White's castling rook on b1; after O-O-O it would see the king on c1.
        Board b = board960("4k3/8/8/8/8/8/8/rRK5 w Q - 0 1");
        assertFalse(b.inCheck());
        assertEquals(Move.NONE, castling(b, false));
        MoveParseException e = assertThrows(MoveParseException.class, () -> San.parse(b, "O-O-O"));
        assertTrue(e.getMessage().contains("attacked"), e.getMessage());
    }

    @Test
    void blockedByAPiece() {
        // A knight on the king's path, on the rook's path, on the rook's destination.
        assertEquals(Move.NONE, castling(board960("4k3/8/8/8/8/8/8/1K2N2R w K - 0 1"), true));
        assertEquals(Move.NONE, castling(board960("4k3/8/8/8/8/8/8/5NKR w K - 0 1"), true));
        assertEquals(Move.NONE, castling(board960("4k3/8/8/8/8/8/8/RNK5 w Q - 0 1"), false));
        assertEquals(Move.NONE, castling(board960("4k3/8/8/8/8/8/8/R1KN4 w Q - 0 1"), false));
        Board b = board960("4k3/8/8/8/8/8/8/1K2N2R w K - 0 1");
        MoveParseException e = assertThrows(MoveParseException.class, () -> San.parse(b, "O-O"));
        assertTrue(e.getMessage().contains("not empty"), e.getMessage());
        e = assertThrows(MoveParseException.class, () -> UciMove.parse(b, "b1h1"));
        assertTrue(e.getMessage().contains("castling"), e.getMessage());
    }

    @Test
    void rightsAreLostWhenKingOrRookMovesOrTheRookIsCaptured() {
        String fen = "1r2k1r1/8/8/8/8/8/8/1R2K1R1 w KQkq - 0 1";
        Board b = board960(fen);
        b.make(UciMove.parse(b, "g1g2"));
        assertEquals("1r2k1r1/8/8/8/8/8/6R1/1R2K3 b Qkq - 1 1", Fen.write(b));
        b.make(UciMove.parse(b, "e8d8"));
        assertEquals("1r1k2r1/8/8/8/8/8/6R1/1R2K3 w Q - 2 2", Fen.write(b));
        b.make(UciMove.parse(b, "g2g8"));
        assertEquals("1r1k2R1/8/8/8/8/8/8/1R2K3 b Q - 0 2", Fen.write(b));
        // An own rook that is not the castling rook moving keeps the right.
        Board c = board960("k7/8/8/8/8/8/8/1K2R2R w E - 0 1");
        c.make(UciMove.parse(c, "h1h2"));
        assertEquals("k7/8/8/8/8/8/7R/1K2R3 b K - 1 1", Fen.write(c), "now the outermost rook");
        assertEquals(Square.E1, c.castlingRookSquare(Board.WHITE_KINGSIDE));
        // Capturing the castling rook takes the right away.
        Board d = board960("1r2k3/8/8/8/8/8/8/1R2K3 w Qq - 0 1");
        d.make(UciMove.parse(d, "b1b8"));
        assertEquals("1R2k3/8/8/8/8/8/8/4K3 b - - 0 1", Fen.write(d));
        assertEquals(board960("1R2k3/8/8/8/8/8/8/4K3 b - - 0 1").hashLo(), d.hashLo());
    }

    @Test
    void uciParsesBothFormsWhereUnambiguous() {
        // King b1, rook a1 (queenside): b1c1 is the king's ordinary step, b1a1 castles.
        Board b = board960("4k3/8/8/8/8/8/8/RK6 w Q - 0 1");
        int step = UciMove.parse(b, "b1c1");
        assertFalse(Move.isCastling(step));
        int castle = UciMove.parse(b, "b1a1");
        assertTrue(Move.isCastling(castle));
        assertEquals("b1a1", UciMove.format(b, castle));
        assertEquals("b1c1", UciMove.format(castle), "the king's move form, kept for standard callers");
        // A king two squares from its destination: both forms castle.
        Board far = board960("4k3/8/8/8/8/8/8/1K5R w K - 0 1");
        assertEquals(UciMove.parse(far, "b1h1"), UciMove.parse(far, "b1g1"));
        assertEquals(Square.H1, far.castlingRookFrom(UciMove.parse(far, "b1g1")));
        assertEquals(Square.F1, Board.castlingRookTo(UciMove.parse(far, "b1g1")));
        // Standard chess: unchanged.
        Board standard = Fen.parse("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
        int o = UciMove.parse(standard, "e1g1");
        assertEquals(o, UciMove.parse(standard, "e1h1"));
        assertEquals("e1g1", UciMove.format(standard, o));
    }

    // ------------------------------------------------------------------ random games

    @Test
    void randomGamesFromRandomStartsKeepHashNotationAndMakeUnmakeExact() {
        TestPositions.XorShift rnd = new TestPositions.XorShift(960);
        int castles = 0;
        int kingOnlyOrRookOnly = 0;
        for (int game = 0; game < 60; game++) {
            Board b = Chess960.startPosition(rnd.next(960));
            for (int ply = 0; ply < 120; ply++) {
                int[] moves = TestPositions.legalMoves(b);
                if (moves.length == 0) {
                    break;
                }
                String fen = Fen.write(b);
                for (int m : moves) {
                    assertEquals(m, UciMove.parse(b, UciMove.format(b, m)), UciMove.format(b, m) + " in " + fen);
                    assertEquals(m, San.parse(b, San.format(b, m)), San.format(b, m) + " in " + fen);
                    b.make(m);
                    Board fresh = board960(Fen.write(b));
                    assertEquals(fresh.hashLo(), b.hashLo(), "after " + UciMove.format(m) + " in " + fen);
                    assertEquals(fresh.hashHi(), b.hashHi());
                    Board shredder = board960(Fen.writeShredder(b));
                    assertEquals(fresh.hashLo(), shredder.hashLo());
                    b.unmake();
                    assertEquals(fen, Fen.write(b));
                }
                // Prefer castling when it is there, so the games castle often.
                int chosen = moves[rnd.next(moves.length)];
                for (int m : moves) {
                    if (Move.isCastling(m) && rnd.next(2) == 0) {
                        chosen = m;
                        castles++;
                        int rookFrom = b.castlingRookFrom(m);
                        if (Move.from(m) == Move.to(m) || rookFrom == Board.castlingRookTo(m)) {
                            kingOnlyOrRookOnly++;
                        }
                    }
                }
                b.make(chosen);
            }
        }
        assertTrue(castles > 25, "castled " + castles + " times");
        assertTrue(kingOnlyOrRookOnly > 0, "some castling moved only the king or only the rook");
    }
}
