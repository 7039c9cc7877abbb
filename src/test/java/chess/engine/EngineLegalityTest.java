package chess.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import chess.core.Board;
import chess.core.Fen;
import chess.core.Move;
import chess.core.MoveGenerator;
import org.junit.jupiter.api.Test;

/** Whatever the limits, the engine returns a legal move when one exists and Move.NONE otherwise. */
class EngineLegalityTest {

    private static boolean isLegal(Board b, int move) {
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        int n = MoveGenerator.generate(b, moves, 0);
        for (int i = 0; i < n; i++) {
            if (moves[i] == move) {
                return true;
            }
        }
        return false;
    }

    @Test
    void legalMoveUnderTinyLimitsInRandomPositions() {
        Xorshift random = new Xorshift(12345);
        Engine engine = new Engine(1);
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        int checked = 0;
        for (int game = 0; game < 30; game++) {
            Board b = Fen.parse(Fen.START);
            int length = 1 + random.nextInt(120);
            for (int ply = 0; ply < length; ply++) {
                int n = MoveGenerator.generate(b, moves, 0);
                if (n == 0) {
                    break;
                }
                b.make(moves[random.nextInt(n)]);
            }
            int n = MoveGenerator.generate(b, moves, 0);
            String before = b.hashLo() + "/" + b.hashHi() + "/" + b.ply();
            Limits[] limits = {new Limits().moveTime(1), new Limits().depth(1), new Limits().nodes(1),
                new Limits().clock(1, 1, 0, 0), new Limits().depth(3)};
            for (Limits l : limits) {
                SearchResult r = engine.search(b, l, null);
                if (n == 0) {
                    assertEquals(Move.NONE, r.bestMove, "no legal move: null move expected");
                } else {
                    assertTrue(isLegal(b, r.bestMove), "illegal " + Move.toUci(r.bestMove) + " with " + l);
                }
                assertEquals(before, b.hashLo() + "/" + b.hashHi() + "/" + b.ply(), "board restored");
                checked++;
            }
        }
        assertEquals(150, checked);
    }

    @Test
    void noMoveWhenMatedOrStalemated() {
        Engine engine = new Engine(1);
        Board mated = Fen.parse("R5k1/5ppp/8/8/8/8/5PPP/6K1 b - - 0 1");
        assertEquals(Move.NONE, engine.search(mated, new Limits().depth(3), null).bestMove);
        Board stalemate = Fen.parse("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1");
        assertEquals(Move.NONE, engine.search(stalemate, new Limits().moveTime(10), null).bestMove);
    }

    @Test
    void everyLevelPlaysLegalMoves() {
        Xorshift random = new Xorshift(99);
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        for (int level = Level.MIN; level <= Level.MAX; level++) {
            Engine engine = new Engine(1);
            engine.setLevel(Level.of(level));
            Board b = Fen.parse(Fen.START);
            for (int ply = 0; ply < 16; ply++) {
                int n = MoveGenerator.generate(b, moves, 0);
                if (n == 0) {
                    break;
                }
                int m = engine.search(b, new Limits().moveTime(20).nodes(3000), null).bestMove;
                assertTrue(isLegal(b, m), "level " + level + " played " + Move.toUci(m));
                b.make(random.nextInt(4) == 0 ? moves[random.nextInt(n)] : m);
            }
        }
    }

    @Test
    void weakenedLevelsAreReproducibleForASeed() {
        String[] fens = {Fen.START, "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3",
            "r2q1rk1/pp2bppp/2n1bn2/2pp4/3P4/2N1PN2/PPQ1BPPP/R1B2RK1 w - - 0 10"};
        StringBuilder first = new StringBuilder();
        StringBuilder second = new StringBuilder();
        for (StringBuilder out : new StringBuilder[] {first, second}) {
            Engine engine = new Engine(1);
            engine.setLevel(Level.of(2));
            engine.setSeed(42);
            for (int i = 0; i < 12; i++) {
                Board b = Fen.parse(fens[i % fens.length]);
                out.append(Move.toUci(engine.search(b, new Limits().depth(1), null).bestMove)).append(' ');
            }
        }
        assertEquals(first.toString(), second.toString());
    }

    @Test
    void lowLevelsVaryTheirChoice() {
        Engine engine = new Engine(1);
        engine.setLevel(Level.of(1));
        java.util.Set<Integer> seen = new java.util.HashSet<>();
        for (int i = 0; i < 20; i++) {
            seen.add(engine.search(Fen.parse(Fen.START), new Limits().depth(1), null).bestMove);
        }
        assertTrue(seen.size() > 1, "level 1 always played the same opening move");
    }

    @Test
    void findsTheMateInOneAndNoMoveWhenMated() {
        assertEquals("a1a8", bestMove("6k1/8/6K1/8/8/8/8/R7 w - - 0 1", 50));
        assertEquals("0000", bestMove("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1", 5));
    }

    private static String bestMove(String fen, int moveTimeMs) {
        return Move.toUci(new Engine().search(Fen.parse(fen), new Limits().moveTime(moveTimeMs), null).bestMove);
    }
}
