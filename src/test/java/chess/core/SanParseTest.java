package chess.core;

import static chess.core.TestPositions.board;
import static chess.core.TestPositions.play;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class SanParseTest {
    private static void reads(String fen, String san, String uci) {
        Board b = board(fen);
        assertEquals(uci, Move.toUci(San.parse(b, san)), san);
    }

    private static MoveParseException fails(Board b, String text, MoveParseException.Kind kind) {
        MoveParseException e = assertThrows(MoveParseException.class, () -> San.parse(b, text));
        assertEquals(kind, e.kind(), e.getMessage());
        assertEquals(text, e.input());
        return e;
    }

    private static MoveParseException fails(String fen, String text, MoveParseException.Kind kind) {
        return fails(board(fen), text, kind);
    }

    @Test
    void readsCanonicalSan() {
        reads(Fen.START, "e4", "e2e4");
        reads(Fen.START, "Nf3", "g1f3");
        reads("4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1", "Nbd2", "b1d2");
        reads("4k3/8/8/R7/8/8/8/R3K3 w - - 0 1", "R5a3", "a5a3");
        reads(TestPositions.THREE_QUEENS, "Qa1b2", "a1b2");
        reads(TestPositions.THREE_QUEENS, "Q3b2", "a3b2");
        reads(TestPositions.THREE_QUEENS, "Qcb2", "c1b2");
        reads("3rk3/4P3/8/8/8/8/8/4K3 w - - 0 1", "exd8=N", "e7d8n");
        reads("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "O-O", "e1g1");
        reads("r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1", "O-O-O", "e8c8");
    }

    @Test
    void toleratesWhatPeopleType() {
        String castle = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
        reads(castle, "0-0", "e1g1");
        reads(castle, "0-0-0", "e1c1");
        reads(castle, "O-O+", "e1g1");
        reads(castle, "o-o-o", "e1c1");
        reads(Fen.START, "Nf3+", "g1f3");
        reads(Fen.START, "e4!?", "e2e4");
        reads(Fen.START, "Nc3?!", "b1c3");
        reads(Fen.START, " d4 ", "d2d4");
        reads(Fen.START, "Nf3 +", "g1f3");
        reads(Fen.START, "Ng1f3", "g1f3");
        reads(Fen.START, "Ngf3", "g1f3");
        reads(Fen.START, "N1f3", "g1f3");
        reads(Fen.START, "nf3", "g1f3");
        reads(Fen.START, "Pe4", "e2e4");
        reads(Fen.START, "e2e4", "e2e4"); // a fully specified pawn origin is over-specified SAN
        reads(Fen.START, "Nxf3", "g1f3"); // a superfluous capture mark is ignored
        String promo = "3rk3/4P3/8/8/8/8/8/4K3 w - - 0 1";
        reads(promo, "exd8Q", "e7d8q");
        reads(promo, "exd8=q", "e7d8q");
        reads(promo, "exd8=Q", "e7d8q");
        reads(promo, "ed8=R", "e7d8r");
        reads(promo, "exd8=Q#", "e7d8q"); // a wrong mate mark is tolerated
        reads(promo, "exd8b", "e7d8b");
        String ep = "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1";
        reads(ep, "exd6", "e5d6");
        reads(ep, "exd6 e.p.", "e5d6");
        reads(ep, "exd6e.p.", "e5d6");
        reads(ep, "ed6", "e5d6");
        reads(ep, "e:d6", "e5d6");
        Board mate = play(board(Fen.START), "e2e4", "e7e5", "f1c4", "b8c6", "d1h5", "g8f6");
        assertEquals("h5f7", Move.toUci(San.parse(mate, "Qxf7")));
        assertEquals("h5f7", Move.toUci(San.parse(mate, "Qf7#")));
        assertEquals("h5f7", Move.toUci(San.parse(mate, "Qxf7+")));
    }

    @Test
    void malformed() {
        Board b = board(Fen.START);
        assertEquals("malformed move: no move text given",
                fails(b, null, MoveParseException.Kind.MALFORMED).getMessage());
        assertEquals("malformed move '': the move text is empty",
                fails(b, "", MoveParseException.Kind.MALFORMED).getMessage());
        assertEquals("malformed move 'e9': 'e9' is not a square",
                fails(b, "e9", MoveParseException.Kind.MALFORMED).getMessage());
        assertEquals("malformed move 'Zf3': unexpected 'Z' at position 1; expected SAN such as e4, Nf3, exd5, "
                + "Qh4xe1, O-O or e8=Q", fails(b, "Zf3", MoveParseException.Kind.MALFORMED).getMessage());
        assertEquals("malformed move '  Nzf3': unexpected 'z' at position 4; expected SAN such as e4, Nf3, exd5, "
                + "Qh4xe1, O-O or e8=Q", fails(b, "  Nzf3", MoveParseException.Kind.MALFORMED).getMessage());
        assertEquals("malformed move 'O-O-O-O': castling is written O-O (kingside) or O-O-O (queenside)",
                fails(b, "O-O-O-O", MoveParseException.Kind.MALFORMED).getMessage());
        assertEquals("malformed move 'Nf3=Q': only a pawn can promote",
                fails(b, "Nf3=Q", MoveParseException.Kind.MALFORMED).getMessage());
        assertEquals("malformed move '+!': there is no move, only marks",
                fails(b, "+!", MoveParseException.Kind.MALFORMED).getMessage());
        for (String junk : new String[] {"   ", "N", "Nf", "f", "xyz", "Nbd2d", "N1b2d3", "e4e5e6", "--", "Kxx",
            "\u2658f3", "e\u00e94", "\ud83d\ude00", "\u0000", "=Q", "e8=", "0000", "Qh4xe1xe2"}) {
            fails(b, junk, MoveParseException.Kind.MALFORMED);
        }
    }

    @Test
    void illegal() {
        Board b = board(Fen.START);
        assertEquals("illegal move 'Ke2': no king move to e2 is legal here",
                fails(b, "Ke2", MoveParseException.Kind.ILLEGAL).getMessage());
        assertEquals("illegal move 'e5': no pawn move to e5 is legal here",
                fails(b, "e5", MoveParseException.Kind.ILLEGAL).getMessage());
        assertEquals("illegal move 'Nbd2': no knight move from the b-file to d2 is legal here",
                fails(b, "Nbd2", MoveParseException.Kind.ILLEGAL).getMessage());
        assertEquals("illegal move 'O-O': castling kingside is not legal here: the squares between king and rook "
                + "are not empty", fails(b, "O-O", MoveParseException.Kind.ILLEGAL).getMessage());
        assertEquals("illegal move 'O-O': castling kingside is not legal here: White no longer has the right to "
                + "castle kingside",
                fails("r3k2r/8/8/8/8/8/8/R3K2R w Qkq - 0 1", "O-O", MoveParseException.Kind.ILLEGAL).getMessage());
        assertEquals("illegal move 'O-O-O': castling queenside is not legal here: the king would pass through or "
                + "land on an attacked square",
                fails("r2rk3/8/8/8/8/8/8/R3K2R w KQ - 0 1", "O-O-O", MoveParseException.Kind.ILLEGAL).getMessage());
        assertEquals("illegal move 'Kg1': no king move to g1 is legal here (castling is written O-O or O-O-O)",
                fails("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "Kg1", MoveParseException.Kind.ILLEGAL)
                        .getMessage());
        assertEquals("illegal move 'Qd4': White has no queens",
                fails("4k3/8/8/8/8/8/8/4K3 w - - 0 1", "Qd4", MoveParseException.Kind.ILLEGAL).getMessage());
        String promo = "3rk3/4P3/8/8/8/8/8/4K3 w - - 0 1";
        assertEquals("illegal move 'exd8': a pawn reaching d8 must promote: write d8=Q (or =R, =B, =N)",
                fails(promo, "exd8", MoveParseException.Kind.ILLEGAL).getMessage());
        assertEquals("malformed move 'Kf2=Q': only a pawn can promote",
                fails(promo, "Kf2=Q", MoveParseException.Kind.MALFORMED).getMessage());
        assertEquals("illegal move 'e4=Q': a move to e4 is not a promotion: leave out the 'Q'",
                fails(Fen.START, "e4=Q", MoveParseException.Kind.ILLEGAL).getMessage());
        Board check = play(board(Fen.START), "e2e4", "f7f6", "d2d4", "g7g5", "d1h5");
        assertEquals("illegal move 'a6': no pawn move to a6 is legal here (Black is in check)",
                fails(check, "a6", MoveParseException.Kind.ILLEGAL).getMessage());
    }

    @Test
    void ambiguous() {
        String knights = "4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1";
        assertEquals("ambiguous move 'Nd2': knights on b1 and f3 can both move to d2 — write Nbd2 or Nfd2",
                fails(knights, "Nd2", MoveParseException.Kind.AMBIGUOUS).getMessage());
        assertEquals("ambiguous move 'Qb2': queens on a1, c1 and a3 can all move to b2 — write Qa1b2, Qcb2 or Q3b2",
                fails(TestPositions.THREE_QUEENS, "Qb2", MoveParseException.Kind.AMBIGUOUS).getMessage());
        assertEquals("ambiguous move 'Qab2': queens on a1 and a3 can both move to b2 — write Qa1b2 or Q3b2",
                fails(TestPositions.THREE_QUEENS, "Qab2", MoveParseException.Kind.AMBIGUOUS).getMessage());
        Board pawns = play(board(Fen.START), "c2c4", "d7d5", "e2e4", "a7a6");
        assertEquals("ambiguous move 'xd5': pawns on c4 and e4 can both move to d5 — write cxd5 or exd5",
                fails(pawns, "xd5", MoveParseException.Kind.AMBIGUOUS).getMessage());
        fails(pawns, "d5", MoveParseException.Kind.AMBIGUOUS);
    }

    @Test
    void neverThrowsAnythingElseOnJunk() {
        Board b = board(TestPositions.KIWIPETE);
        String alphabet = "abcdefghKQRBNPqrnkx12345678900O-=+#!? .ep\u00e9\u2654\ud83d\ude00\u0000";
        TestPositions.XorShift rnd = new TestPositions.XorShift(11);
        int accepted = 0;
        for (int i = 0; i < 30000; i++) {
            StringBuilder sb = new StringBuilder();
            int len = rnd.next(8);
            for (int j = 0; j < len; j++) {
                sb.append(alphabet.charAt(rnd.next(alphabet.length())));
            }
            try {
                San.parse(b, sb.toString());
                accepted++;
            } catch (MoveParseException expected) {
                assertTrue(expected.getMessage().length() > 10);
            }
        }
        assertTrue(accepted > 0, "some random text should happen to be a legal move");
    }
}
