package chess.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import chess.core.Board;
import chess.core.Fen;
import chess.core.Game;
import chess.core.Move;
import chess.core.MoveGenerator;
import chess.core.Piece;
import chess.core.RuleSet;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;

class EvaluationAndDrawTest {

    /** The colour-mirrored position (ranks flipped, colours swapped, other side to move). */
    private static String mirror(String fen) {
        String[] f = fen.split(" ");
        String[] ranks = f[0].split("/");
        StringBuilder sb = new StringBuilder();
        for (int i = 7; i >= 0; i--) {
            for (char c : ranks[i].toCharArray()) {
                sb.append(Character.isLetter(c)
                        ? (Character.isUpperCase(c) ? Character.toLowerCase(c) : Character.toUpperCase(c)) : c);
            }
            if (i > 0) {
                sb.append('/');
            }
        }
        StringBuilder castle = new StringBuilder();
        for (char c : "KQkq".toCharArray()) {
            char swapped = Character.isUpperCase(c) ? Character.toLowerCase(c) : Character.toUpperCase(c);
            if (f[2].indexOf(swapped) >= 0) {
                castle.append(c);
            }
        }
        if (castle.length() == 0) {
            castle.append('-');
        }
        return sb + " " + (f[1].equals("w") ? "b" : "w") + " " + castle + " - 0 1";
    }

    @Test
    void evaluationIsColourSymmetric() {
        Evaluator e = new Evaluator();
        for (String fen : Bench.POSITIONS) {
            int a = e.evaluate(Fen.parse(fen));
            int b = e.evaluate(Fen.parse(mirror(fen)));
            assertEquals(a, b, "mirror of " + fen);
        }
    }

    @Test
    void aNullMoveOnlyFlipsTheViewpoint() {
        // The search derives the evaluation after a null move from the one before it instead of evaluating again.
        Evaluator e = new Evaluator();
        for (String fen : Bench.POSITIONS) {
            Board b = Fen.parse(fen);
            int before = e.evaluate(b);
            b.makeNull();
            assertEquals(e.evaluate(b), Evaluator.afterNullMove(before), fen);
        }
    }

    /**
     * Copies of the positions along random games (seeded, {@code plies} moves at most) from each bench position,
     * six games each; with {@code untilCheck} a game ends before its first position in check.
     */
    private static List<Board> randomPlayouts(int seed, int plies, boolean untilCheck) {
        List<Board> positions = new ArrayList<>();
        playRandomGames(seed, 6, plies, untilCheck, b -> {
            Board copy = new Board();
            copy.copyFrom(b);
            positions.add(copy);
        });
        return positions;
    }

    /**
     * Plays {@code games} random games (seeded, {@code plies} moves at most) from each bench position and shows
     * {@code visit} the board itself before every move; with {@code untilCheck} a game ends before its first
     * position in check.
     */
    private static void playRandomGames(int seed, int games, int plies, boolean untilCheck, Consumer<Board> visit) {
        Xorshift random = new Xorshift(seed);
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        for (String fen : Bench.POSITIONS) {
            for (int game = 0; game < games; game++) {
                Board b = Fen.parse(fen);
                for (int ply = 0; ply < plies && !(untilCheck && b.inCheck()); ply++) {
                    visit.accept(b);
                    int n = MoveGenerator.generate(b, moves, 0);
                    if (n == 0) {
                        break;
                    }
                    b.make(moves[random.nextInt(n)]);
                }
            }
        }
    }

    @Test
    void cachedPawnStructureScoresLikeAFreshEvaluation() {
        // One evaluator sees thousands of positions (its pawn cache fills, entries are replaced); each score must
        // equal that of an evaluator that has seen nothing.
        Evaluator shared = new Evaluator();
        List<Board> positions = randomPlayouts(11, 60, false);
        for (Board b : positions) {
            assertEquals(new Evaluator().evaluate(b), shared.evaluate(b), Fen.write(b));
        }
        assertTrue(positions.size() > 2000, "compared " + positions.size());
    }

    @Test
    void estimateIsColourSymmetricAndTracksTheEvaluation() {
        // Quiescence trusts the estimate when it lies more than 200 cp outside the window, so it must rarely be
        // further than that from the full evaluation.
        Evaluator e = new Evaluator();
        for (String fen : Bench.POSITIONS) {
            assertEquals(e.estimate(Fen.parse(fen)), e.estimate(Fen.parse(mirror(fen))), "mirror of " + fen);
        }
        List<Board> positions = randomPlayouts(5, 40, true); // the search never evaluates a position in check
        int far = 0;
        for (Board b : positions) {
            if (Math.abs(e.evaluate(b) - e.estimate(b)) > 200) {
                far++;
            }
        }
        assertTrue(positions.size() > 1000, "positions " + positions.size());
        assertTrue(far * 20 < positions.size(), far + " of " + positions.size() + " estimates more than 200 cp off");
    }

    @Test
    void estimateKeptUpByMovesEqualsAFreshOne() {
        // The estimate reads material and square tables from sums the board updates on every move; along random
        // games (captures, promotions, castling, en passant) they must match a board set up from scratch.
        Evaluator e = new Evaluator();
        int[] compared = {0};
        // The board itself, not a copy: a copy would start its sums afresh.
        playRandomGames(3, 1, 120, false, b -> {
            assertEquals(e.estimate(Fen.parse(Fen.write(b))), e.estimate(b), Fen.write(b));
            compared[0]++;
        });
        assertTrue(compared[0] > 1000, "compared " + compared[0]);
    }

    @Test
    void estimateCountsMaterial() {
        Evaluator e = new Evaluator();
        assertTrue(e.estimate(Fen.parse("4k3/8/8/8/8/8/8/3QK3 w - - 0 1")) > 700, "a queen up");
        assertTrue(e.estimate(Fen.parse("4k3/8/8/8/8/8/8/3QK3 b - - 0 1")) < -700, "a queen down");
        assertEquals(Evaluator.afterNullMove(e.estimate(Board.startingPosition())),
                e.estimate(Board.startingPosition()), "the starting position is level");
    }

    @Test
    void materialAndDrawishScaling() {
        Evaluator e = new Evaluator();
        assertTrue(e.evaluate(Fen.parse("4k3/8/8/8/8/8/8/3QK3 w - - 0 1")) > 700, "a queen up");
        assertTrue(Math.abs(e.evaluate(Fen.parse("4k3/8/8/8/8/8/8/3BK3 w - - 0 1"))) < 40, "lone bishop cannot win");
        int oppositeBishops = e.evaluate(Fen.parse("4k3/3b4/8/2P5/1P6/P7/8/2B1K3 w - - 0 1"));
        int sameBishops = e.evaluate(Fen.parse("4k3/4b3/8/2P5/1P6/P7/8/2B1K3 w - - 0 1"));
        assertTrue(oppositeBishops < sameBishops, oppositeBishops + " vs " + sameBishops);
    }

    @Test
    void threatenedAndHangingPiecesCost() {
        Evaluator e = new Evaluator();
        // A rook on a1 attacked by the bishop on b2: the same position scores higher with the threat weight set
        // to zero. The pawns keep rook-against-bishop from being scaled down as drawish.
        Board attackedRook = Fen.parse("4k3/8/8/3p4/3P4/8/1b6/R3K3 w - - 0 1");
        int attacked = e.evaluate(attackedRook);
        int savedMg = EvalWeights.LESSER_THREAT_MG[Piece.ROOK];
        int savedEg = EvalWeights.LESSER_THREAT_EG[Piece.ROOK];
        EvalWeights.LESSER_THREAT_MG[Piece.ROOK] = 0;
        EvalWeights.LESSER_THREAT_EG[Piece.ROOK] = 0;
        int unthreatened;
        try {
            unthreatened = new Evaluator().evaluate(attackedRook);
        } finally {
            EvalWeights.LESSER_THREAT_MG[Piece.ROOK] = savedMg;
            EvalWeights.LESSER_THREAT_EG[Piece.ROOK] = savedEg;
        }
        assertTrue(unthreatened - attacked >= 25, "rook attacked by a bishop: " + attacked + " vs " + unthreatened);
        // The knight on a4 is attacked by the rook; the pawn on b3 defends it, the same pawn on g3 does not.
        int defended = e.evaluate(Fen.parse("r3k3/7p/8/8/N7/1P6/8/4K3 w - - 0 1"));
        int hanging = e.evaluate(Fen.parse("r3k3/7p/8/8/N7/6P1/8/4K3 w - - 0 1"));
        assertTrue(defended - hanging >= 15, "hanging knight: " + hanging + " vs " + defended);
    }

    @Test
    void kingAttackWithChecksCostsTheDefender() {
        Evaluator e = new Evaluator();
        // Black's queen and knight aim at White's castled king, or stand far away on the queenside.
        int attacked = e.evaluate(Fen.parse("r5k1/5ppp/8/6n1/7q/8/5PPP/R5K1 w - - 0 1"));
        int quiet = e.evaluate(Fen.parse("rq4k1/n4ppp/8/8/8/8/5PPP/R5K1 w - - 0 1"));
        assertTrue(quiet - attacked >= 60, "king attack: " + attacked + " vs " + quiet);
    }

    @Test
    void staticExchange() {
        StaticExchange see = new StaticExchange();
        // Pawn takes a defended knight: wins knight for pawn.
        assertEquals(220, see.evaluate(Fen.parse("4k3/8/3p4/4n3/3P4/8/8/4K3 w - - 0 1"), find("4k3/8/3p4/4n3/3P4/8/8/4K3 w - - 0 1", "d4e5")));
        // Queen takes a pawn defended by a pawn: loses the queen for a pawn.
        String fen2 = "4k3/8/5p2/4p3/8/8/7Q/4K3 w - - 0 1";
        assertEquals(100 - 950, see.evaluate(Fen.parse(fen2), find(fen2, "h2e5")));
        // Rook takes a rook defended by a rook, with our second rook behind (x-ray): wins a rook.
        String fen3 = "3rk3/3r4/8/8/8/8/3R4/3RK3 w - - 0 1";
        assertEquals(0, see.evaluate(Fen.parse(fen3), find(fen3, "d2d7")));
    }

    private static int find(String fen, String uci) {
        return find(Fen.parse(fen), uci);
    }

    private static int find(Board b, String uci) {
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        int n = MoveGenerator.generate(b, moves, 0);
        for (int i = 0; i < n; i++) {
            if (Move.toUci(moves[i]).equals(uci)) {
                return moves[i];
            }
        }
        throw new AssertionError("no move " + uci);
    }

    @Test
    void searchTakesRepetitionAsDraw() {
        // Black is a queen down; the knights went out and back twice, so Ng8-f6 makes a threefold repetition.
        Board b = Fen.parse("4k1n1/8/8/8/8/8/8/3QK1N1 b - - 0 1");
        String[] cycle = {"g8f6", "g1f3", "f6g8", "f3g1"};
        for (String s : cycle) {
            b.make(find(b, s));
        }
        // After one cycle Ng8-f6 only repeats once: White can deviate, so it is no draw yet.
        SearchResult once = new Engine(1).search(b, new Limits().depth(6), null);
        assertTrue(once.info.scoreCp < -500, "score after one cycle " + once.info.scoreCp);
        for (String s : cycle) {
            b.make(find(b, s));
        }
        SearchResult r = new Engine(1).search(b, new Limits().depth(6), null);
        assertEquals("g8f6", Move.toUci(r.bestMove));
        assertEquals(0, r.info.scoreCp);
        // Without the history the same position is simply lost.
        SearchResult fresh = new Engine(1).search(Fen.parse("4k1n1/8/8/8/8/8/8/3QK1N1 b - - 0 1"),
                new Limits().depth(6), null);
        assertTrue(fresh.info.scoreCp < -500, "score " + fresh.info.scoreCp);
    }

    @Test
    void courseRuleMakesShufflingADraw() {
        // White is a queen up; going back with f3g1 would complete the 8-ply course repetition (a draw).
        Board b = Fen.parse("4k1n1/8/8/8/8/8/8/3QK1N1 b - - 0 1");
        for (String s : new String[] {"g8f6", "g1f3", "f6g8", "f3g1", "g8f6", "g1f3", "f6g8"}) {
            b.make(find(b, s));
        }
        Engine engine = new Engine(1);
        engine.setRuleSet(RuleSet.COURSE);
        SearchResult r = engine.search(b, new Limits().depth(5), null);
        assertTrue(r.info.scoreCp > 300, "white avoids the drawing f3g1: " + Move.toUci(r.bestMove));
        assertFalse(Move.toUci(r.bestMove).equals("f3g1"));
    }

    @Test
    void searchOfAGameUsesItsHistoryAndRules() {
        Game game = new Game("4k1n1/8/8/8/8/8/8/3QK1N1 b - - 0 1");
        for (int cycle = 0; cycle < 2; cycle++) {
            for (String s : new String[] {"g8f6", "g1f3", "f6g8", "f3g1"}) {
                game.playUci(s);
            }
        }
        SearchResult r = new Engine(1).search(game, new Limits().depth(6), null);
        assertEquals("g8f6", Move.toUci(r.bestMove), "repeats the game's earlier position a third time");
        assertEquals(0, r.info.scoreCp);
        assertEquals(8, game.ply(), "the game is untouched");
    }

    @Test
    void benchIsDeterministic() {
        long a = Bench.run(5, 2, line -> { });
        long b = Bench.run(5, 2, line -> { });
        assertEquals(a, b);
        assertTrue(a > 1000);
    }

    @Test
    void transpositionTableRoundTrip() {
        TranspositionTable tt = new TranspositionTable(1);
        assertFalse(tt.probe(123, 456));
        tt.store(123, 456, 777, -1234, 7, TranspositionTable.BOUND_LOWER, 55);
        assertTrue(tt.probe(123, 456));
        assertEquals(777, tt.hitMove);
        assertEquals(-1234, tt.hitScore);
        assertEquals(7, tt.hitDepth);
        assertEquals(TranspositionTable.BOUND_LOWER, tt.hitBound);
        assertEquals(55, tt.hitEval);
        assertFalse(tt.probe(123, 457), "verified by the other hash half");
        tt.store(123, 456, 0, 20, 8, TranspositionTable.BOUND_UPPER, TranspositionTable.NO_EVAL);
        assertTrue(tt.probe(123, 456));
        assertEquals(777, tt.hitMove, "a result without a move keeps the known move");
        assertEquals(55, tt.hitEval, "a result without an evaluation keeps the known one");
    }
}
