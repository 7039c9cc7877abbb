package chess.app;

import static org.junit.jupiter.api.Assertions.assertEquals;

import chess.core.Board;
import chess.core.Fen;
import chess.core.Game;
import chess.core.Chess960;
import chess.core.Piece;
import chess.core.Square;
import chess.core.Variant;
import org.junit.jupiter.api.Test;

class MaterialTest {
    private static Material of(String fen) {
        return of(Fen.parse(fen));
    }

    private static Material of(Board board) {
        int[] pieces = new int[64];
        for (int i = 0; i < 64; i++) {
            pieces[i] = board.pieceAt(Square.from64(i));
        }
        return Material.of(pieces);
    }

    /** The captured pieces of {@code by} as letters, most valuable first: "QNPP". */
    private static String captured(Material m, int by) {
        StringBuilder s = new StringBuilder();
        for (int type : Material.LISTED_TYPES) {
            for (int i = 0; i < m.captured(by, type); i++) {
                s.append(Character.toUpperCase(Piece.typeLetter(type)));
            }
        }
        return s.toString();
    }

    @Test
    void theStartHasNothingCapturedAndEvenMaterial() {
        Material m = of(Fen.START);
        assertEquals("", captured(m, Piece.WHITE));
        assertEquals("", captured(m, Piece.BLACK));
        assertEquals(0, m.balance());
        assertEquals("", m.lead(Piece.WHITE));
        assertEquals("", m.lead(Piece.BLACK));
        assertEquals("White has captured nothing", m.capturedSaid(Piece.WHITE));
        assertEquals("Material is even", m.balanceSaid());
    }

    @Test
    void capturesInAPlayedGame() {
        Game game = new Game();
        // 1. e4 d5 2. exd5 Qxd5 3. Nc3 Qa5 4. Nf3 Bg4 5. Be2 Bxf3: a pawn each, then Black takes a knight
        for (String san : new String[] {"e4", "d5", "exd5", "Qxd5", "Nc3", "Qa5", "Nf3", "Bg4", "Be2", "Bxf3"}) {
            game.playSan(san);
        }
        Material m = of(game.board());
        assertEquals("P", captured(m, Piece.WHITE));
        assertEquals("NP", captured(m, Piece.BLACK));
        assertEquals(-3, m.balance());
        assertEquals("+3", m.lead(Piece.BLACK));
        assertEquals("", m.lead(Piece.WHITE));
        assertEquals("Black has captured a knight and a pawn", m.capturedSaid(Piece.BLACK));
        assertEquals("White has captured a pawn", m.capturedSaid(Piece.WHITE));
        assertEquals("Black is up a knight", m.balanceSaid());
    }

    @Test
    void aFenEndingCountsAgainstTheFullStartingSet() {
        Material m = of("8/5k2/8/8/8/8/2K5/R7 w - - 0 1"); // king and rook against a king
        assertEquals("QRRBBNNPPPPPPPP", captured(m, Piece.WHITE));
        assertEquals("QRBBNNPPPPPPPP", captured(m, Piece.BLACK));
        assertEquals(5, m.balance());
        assertEquals("+5", m.lead(Piece.WHITE));
        assertEquals("White is up a rook", m.balanceSaid());
        assertEquals("White has captured a queen, 2 rooks, 2 bishops, 2 knights and 8 pawns",
                m.capturedSaid(Piece.WHITE));
    }

    @Test
    void aPromotedPawnIsNotCapturedAndCountsAsItsNewPiece() {
        // White's a-pawn is a second queen (on a4); nothing was captured by anyone.
        Material m = of("rnbqkbnr/pppppppp/8/8/Q7/8/1PPPPPPP/RNBQKBNR w KQkq - 0 1");
        assertEquals("", captured(m, Piece.BLACK), "the missing a-pawn became the queen");
        assertEquals("", captured(m, Piece.WHITE));
        assertEquals(8, m.balance());
        assertEquals("+8", m.lead(Piece.WHITE));
        assertEquals("White is up 8 points: a queen against a pawn", m.balanceSaid());
    }

    @Test
    void anUnderpromotionStandsForAPawnToo() {
        // Black's a-pawn is a third knight (on a4); White took Black's a8 rook and Black White's g1 knight.
        Material m = of("1nbqkbnr/1ppppppp/8/8/n7/8/PPPPPPPP/RNBQKB1R w KQk - 0 1");
        assertEquals("R", captured(m, Piece.WHITE));
        assertEquals("N", captured(m, Piece.BLACK), "no pawn: Black's a-pawn was promoted, not captured");
        assertEquals(0, m.balance());
        assertEquals("Material is even: White has a rook and a pawn against 2 knights", m.balanceSaid());
    }

    @Test
    void evenPointsWithDifferentPiecesAreNamed() {
        // White has a bishop for Black's knight.
        Material m = of("r1bqkbnr/pppppppp/8/8/8/8/PPPPPPPP/R1BQKBNR w KQkq - 0 1");
        assertEquals(0, m.balance());
        assertEquals("N", captured(m, Piece.BLACK));
        assertEquals("N", captured(m, Piece.WHITE));
        assertEquals("Material is even", m.balanceSaid());
        Material bishopForKnight = of("r1bqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RN1QKBNR w KQkq - 0 1");
        assertEquals("Material is even: White has a knight against a bishop", bishopForKnight.balanceSaid());
        Material exchange = of("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/1NBQK1NR w Kkq - 0 1"); // White lost R and B
        assertEquals(-8, exchange.balance());
        assertEquals("Black is up a rook and a bishop", exchange.balanceSaid());
        Material theExchange = of("1nbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RN1QKBNR w KQk - 0 1");
        assertEquals("White is up 2 points: a rook against a bishop", theExchange.balanceSaid());
        Material onePawn = of("rnbqkbnr/ppppppp1/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
        assertEquals("+1", onePawn.lead(Piece.WHITE));
        assertEquals("White is up a pawn", onePawn.balanceSaid());
    }

    @Test
    void chess960StartsWithTheSameComplement() {
        Material m = of(Fen.parse(Chess960.startFen(518), Variant.CHESS960));
        assertEquals(0, m.balance());
        assertEquals("", captured(m, Piece.WHITE));
    }

    @Test
    void anEmptyOrKingsOnlyBoardHasNoNegativeCounts() {
        Material m = Material.of(new int[64]);
        assertEquals("QRRBBNNPPPPPPPP", captured(m, Piece.WHITE));
        assertEquals("Material is even", m.balanceSaid());
    }
}
