package chess.core;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class GameTest {
    private static Game playSan(Game g, String... sans) {
        for (String s : sans) {
            g.playSan(s);
        }
        return g;
    }

    @Test
    void newGameStartsFromTheStandardPosition() {
        Game g = new Game();
        assertEquals(0, g.ply());
        assertEquals(20, g.legalMoves().length);
        assertEquals(Fen.START, g.startFen());
        assertEquals(RuleSet.STANDARD, g.ruleSet());
        assertEquals(Outcome.ONGOING, g.outcome());
        assertFalse(g.undo());
    }

    @Test
    void startPositionIsReadStrictlyAndWrittenBack() {
        String fen = "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1";
        Game g = new Game(fen);
        assertEquals(fen, g.startFen());
        assertEquals(fen, g.fen());
        g.playSan("exd6");
        assertEquals("4k3/8/3P4/8/8/8/8/4K3 b - - 0 1", g.fen());
        assertEquals(fen, g.startFen());
        assertThrows(FenException.class, () -> new Game("not a fen"));
        assertThrows(FenException.class, () -> new Game((String) null));
        assertThrows(FenException.class, () -> new Game(" " + Fen.START));
    }

    @Test
    void playsMovesGivenAsIntUciOrSanAndRemembersTheirSan() {
        Game g = new Game();
        int e4 = g.playSan("e4");
        int e5 = g.playUci("e7e5");
        int nf3 = UciMove.parse(g.board(), "g1f3");
        assertTrue(g.isLegal(nf3));
        g.play(nf3);
        assertEquals(3, g.ply());
        assertArrayEquals(new int[] {e4, e5, nf3}, g.moves());
        assertEquals("e4", g.san(0));
        assertEquals("e5", g.san(1));
        assertEquals("Nf3", g.san(2));
        assertTrue(g.undo());
        assertEquals(2, g.ply());
        assertEquals(20 + 9, g.legalMoves().length); // after 1.e4 e5 White has 29 moves
        g.playSan("Nc3");
        assertEquals("Nc3", g.san(2));
    }

    @Test
    void refusesIllegalMovesAndLeavesTheGameAsItWas() {
        Game g = new Game();
        assertFalse(g.isLegal(Move.NONE));
        IllegalArgumentException bad = assertThrows(IllegalArgumentException.class,
                () -> g.play(Move.encode(Square.parse("e2"), Square.parse("e5"), Piece.PAWN, 0, 0, 0)));
        assertEquals("not a legal move in this position: e2e5", bad.getMessage());
        assertThrows(IllegalArgumentException.class, () -> g.play(Move.NONE));
        MoveParseException nullMove = assertThrows(MoveParseException.class, () -> g.playUci("0000"));
        assertEquals(MoveParseException.Kind.ILLEGAL, nullMove.kind());
        assertEquals(MoveParseException.Kind.MALFORMED,
                assertThrows(MoveParseException.class, () -> g.playSan("Zz9")).kind());
        assertEquals(MoveParseException.Kind.ILLEGAL,
                assertThrows(MoveParseException.class, () -> g.playUci("e2e5")).kind());
        assertEquals(0, g.ply());
    }

    @Test
    void refusesMovesOnceTheGameIsOverUntilUndone() {
        Game g = playSan(new Game(), "f3", "e5", "g4", "Qh4#");
        assertEquals(Outcome.checkmate(Piece.WHITE), g.outcome());
        IllegalStateException over = assertThrows(IllegalStateException.class, () -> g.playSan("a3"));
        assertEquals("the game is over: Checkmate: Black wins", over.getMessage());
        assertThrows(IllegalStateException.class, () -> g.playUci("a2a3"));
        assertThrows(IllegalStateException.class, () -> g.play(g.board().moveAt(0)));
        assertEquals("Qh4#", g.san(3));
        assertTrue(g.undo());
        g.playSan("Qe7");
        assertEquals(Outcome.ONGOING, g.outcome());
    }

    @Test
    void ruleSetDecidesWhichRepetitionRuleApplies() {
        Game g = new Game("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
        playSan(g, "Kf1", "Kf8", "Ke1", "Ke8", "Kf1", "Kf8", "Ke1", "Ke8");
        assertEquals(Outcome.ONGOING, g.outcome());
        g.setRuleSet(RuleSet.COURSE);
        assertEquals(RuleSet.COURSE, g.ruleSet());
        assertEquals(Outcome.Reason.COURSE_REPETITION, g.outcome().reason());
        assertThrows(IllegalStateException.class, () -> g.playSan("Kf1"));
        assertThrows(IllegalArgumentException.class, () -> g.setRuleSet(null));
    }

    @Test
    void replayingKnownMovesEndsWhereOrdinaryPlayEnds() {
        TestPositions.XorShift rnd = new TestPositions.XorShift(49);
        for (int round = 0; round < 20; round++) {
            Game played = new Game();
            Game replayed = new Game();
            while (played.ply() < 200 && !played.outcome().isOver()) {
                int[] moves = played.legalMoves();
                int move = moves[rnd.next(moves.length)];
                played.play(move);
                replayed.replay(move, played.san(played.ply() - 1));
            }
            assertEquals(played.fen(), replayed.fen());
            assertEquals(played.outcome(), replayed.outcome());
            assertEquals(played.board().hashLo(), replayed.board().hashLo());
            for (int i = 0; i < played.ply(); i++) {
                assertEquals(played.san(i), replayed.san(i));
            }
        }
    }

    @Test
    void replayRefusesAMoveAfterADrawByTheRules() {
        Game g = new Game("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
        playSan(g, "Kf1", "Kf8", "Ke1", "Ke8", "Kf1", "Kf8", "Ke1", "Ke8");
        int kf1 = g.board().moveAt(0);
        g.setRuleSet(RuleSet.COURSE);
        IllegalStateException over = assertThrows(IllegalStateException.class, () -> g.replay(kf1, "Kf1"));
        assertTrue(over.getMessage().startsWith("the game is over: "), over.getMessage());
        assertEquals(8, g.ply());
        g.setRuleSet(RuleSet.STANDARD);
        g.replay(kf1, "Kf1");
        assertEquals("Kf1", g.san(8));
    }
}
