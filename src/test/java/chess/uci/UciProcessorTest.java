package chess.uci;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import chess.engine.Network;
import chess.engine.TestNets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;

/** UCI sessions as transcripts, with the search run synchronously (as in a browser worker). */
@org.junit.jupiter.api.Timeout(30)
class UciProcessorTest {
    private final List<String> lines = Collections.synchronizedList(new ArrayList<>());
    private final UciProcessor uci = new UciProcessor(lines::add, SearchRunner.SYNCHRONOUS);

    private List<String> send(String... commands) {
        lines.clear();
        for (String c : commands) {
            uci.handle(c);
        }
        return new ArrayList<>(lines);
    }

    private static String last(List<String> out) {
        return out.get(out.size() - 1);
    }

    @Test
    void theNetworkEvaluatesUntilUseNnueIsTurnedOff() {
        Network net = Network.read(TestNets.randomNetFile(16, 9));
        uci.useNetwork(net);
        List<String> out = send("uci");
        assertEquals("info string evaluation: network " + net.name() + " (16 hidden neurons)",
                out.get(out.size() - 2));
        send("setoption name Use NNUE value false");
        out = send("uci");
        assertEquals("info string evaluation: hand-written (Use NNUE is off)", out.get(out.size() - 2));
        // The two evaluations score the same position differently: the option really switches.
        String withNet = score(send("setoption name Use NNUE value true", "position startpos moves e2e4", "go depth 1"));
        String without = score(send("setoption name Use NNUE value false", "go depth 1"));
        assertFalse(withNet.equals(without), withNet + " / " + without);
    }

    /** The score of the first info line with one ("cp 35"). */
    private static String score(List<String> out) {
        for (String line : out) {
            int at = line.indexOf(" score ");
            if (at >= 0) {
                return line.substring(at + 7, line.indexOf(' ', line.indexOf(' ', at + 7) + 1));
            }
        }
        throw new AssertionError("no score in " + out);
    }

    /**
     * A browser worker's synchronous search cannot read a "stop" line while it runs: the page's shared flag ends it
     * instead, seen through stopAlsoWhen as the search polls. Here "go infinite" (which never ends by itself) ends
     * once the check has been asked a few times, and the processor then takes the next search.
     */
    @Test
    void aSynchronousSearchEndsWhenTheOutsideCheckSaysSo() {
        int[] asked = new int[1];
        boolean[] raised = new boolean[1];
        uci.stopAlsoWhen(() -> ++asked[0] >= 50 && raised[0]);
        raised[0] = true;
        List<String> out = send("position startpos", "go infinite");
        assertTrue(asked[0] >= 50, "the search asked the check as it went: " + asked[0]);
        assertTrue(out.stream().anyMatch(l -> l.startsWith("info depth ")), "it searched: " + out);
        assertFalse(out.stream().anyMatch(l -> l.startsWith("bestmove")), "go infinite keeps its move for stop");
        // The flag is lowered for the next work (the page's next generation): that search runs to its depth.
        raised[0] = false;
        out = send("position startpos moves e2e4", "go depth 3");
        assertTrue(last(out).startsWith("bestmove "), last(out));
        assertTrue(out.stream().anyMatch(l -> l.startsWith("info depth 3 ")), "not cut short: " + out);
    }

    @Test
    void handshake() {
        List<String> out = send("uci");
        assertEquals(List.of("id name StaticChess 0.1", "id author the StaticChess authors",
                "option name Hash type spin default 16 min 1 max 1024",
                "option name Clear Hash type button",
                "option name MultiPV type spin default 1 min 1 max 5",
                "option name Move Overhead type spin default 30 min 0 max 5000",
                "option name Skill Level type spin default 10 min 1 max 10",
                "option name UCI_LimitStrength type check default false",
                "option name UCI_Elo type spin default 2400 min 1000 max 2400",
                "option name Repetition Rule type combo default Standard var Standard var Course",
                "option name UCI_Chess960 type check default false",
                "option name Contempt type spin default 25 min -100 max 100",
                "option name UCI_AnalyseMode type check default false",
                "option name Use NNUE type check default true",
                "info string evaluation: hand-written (no network loaded)",
                "uciok"), out);
        assertEquals(List.of("readyok"), send("isready"));
        assertEquals(List.of(), send("ucinewgame", "debug on", ""));
    }

    @Test
    void theHashTableFitsTheHeapAndTheMessagesSaySo() {
        List<String> out = new ArrayList<>();
        UciProcessor small = new UciProcessor(out::add, SearchRunner.SYNCHRONOUS, 64L << 20);
        small.handle("setoption name Hash value 32");
        assertEquals(List.of("info string Hash 32 MB does not fit in this JVM's heap (64 MB at most, -Xmx); using"
                + " 16 MB"), out);
        out.clear();
        small.handle("setoption name Hash value 8");
        assertEquals(List.of(), out);
        UciProcessor tiny = new UciProcessor(out::add, SearchRunner.SYNCHRONOUS, 8L << 20);
        tiny.handle("uci");
        assertTrue(out.contains("info string Hash 16 MB does not fit in this JVM's heap (8 MB at most, -Xmx); using"
                + " 32 KB"), out.toString());
        assertEquals("uciok", last(out));
        out.clear();
        tiny.handle("position startpos");
        tiny.handle("go depth 3");
        assertTrue(last(out).startsWith("bestmove "), out.toString());
    }

    @Test
    void echoedInputIsShortened() {
        String huge = "8/8/8/8/8/8/8/8" + "x".repeat(1_000_000);
        for (String line : new String[] {"position fen " + huge, "position fen " + huge + " w - - 0 1",
            "position " + huge, "position startpos " + huge, huge, "go depth " + huge, "go " + huge,
            "go nodes " + huge, "setoption name " + huge, "setoption name Hash value " + huge,
            "setoption name Repetition Rule value " + huge, "setoption name UCI_LimitStrength value " + huge,
            "bench " + huge, "position startpos moves e2e4 " + huge}) {
            List<String> out = send(line);
            out.removeIf(l -> !l.startsWith("info string ")); // a go with a bad limit still searches
            String shown = out.toString().substring(0, Math.min(300, out.toString().length()));
            assertTrue(out.stream().allMatch(l -> l.length() < 600), line.substring(0, 40) + ": " + shown);
            assertTrue(out.get(0).contains(" characters)"), shown);
        }
        assertEquals("abc", Tokens.echo("abc"));
        assertEquals("y".repeat(100) + "... (101 characters)", Tokens.echo("y".repeat(101)));
    }

    @Test
    void positionWithMovesAndGoDepth() {
        send("position startpos moves e2e4 e7e5 g1f3");
        assertEquals("rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2", uci.currentFen());
        List<String> out = send("go depth 4");
        assertTrue(out.get(0).startsWith("info depth 1 seldepth "), out.get(0));
        assertTrue(out.stream().anyMatch(l -> l.startsWith("info depth 4 ") && l.contains(" score cp ")
                && l.contains(" nodes ") && l.contains(" nps ") && l.contains(" hashfull ") && l.contains(" pv ")));
        assertTrue(last(out).matches("bestmove [a-h][1-8][a-h][1-8][qrbn]?( ponder [a-h][1-8][a-h][1-8][qrbn]?)?"),
                last(out));
    }

    @Test
    void goForms() {
        send("position fen 6k1/8/6K1/8/8/8/8/R7 w - - 0 1");
        assertEquals("bestmove a1a8", last(send("go movetime 50")).substring(0, 13));
        assertTrue(send("go movetime 50").stream().anyMatch(l -> l.contains(" score mate 1 ")));
        assertEquals("bestmove a1a8", last(send("go wtime 1000 btime 1000 winc 10 binc 10 movestogo 5")).substring(0, 13));
        assertEquals("bestmove a1a8", last(send("go nodes 500")).substring(0, 13));
        List<String> pondering = send("go depth 2 searchmoves a1a8 ponder");
        assertTrue(pondering.stream().noneMatch(l -> l.startsWith("bestmove")), "ponder: bestmove waits");
        assertEquals(List.of("bestmove a1a8"), send("ponderhit"));
        assertEquals("bestmove a1a8", last(send("go mate 1")).substring(0, 13));
    }

    @Test
    void searchMovesRestrictsTheRootMoves() {
        // Mate in one is on the board, but only the king moves may be searched.
        send("position fen 6k1/8/6K1/8/8/8/8/R7 w - - 0 1");
        String best = last(send("go depth 3 searchmoves g6f6 g6h6"));
        assertTrue(best.startsWith("bestmove g6f6") || best.startsWith("bestmove g6h6"), best);
        List<String> out = send("go depth 3 searchmoves a1a9 e2e4 g6f5");
        assertTrue(out.stream().anyMatch(l -> l.startsWith("info string go searchmoves:") && l.contains("e2e4")),
                out.toString());
        assertTrue(last(out).startsWith("bestmove g6f5"), last(out));
        out = send("go depth 3 searchmoves e2e4");
        assertTrue(out.contains("info string go searchmoves: no legal move given; searching all moves"),
                out.toString());
        assertTrue(last(out).startsWith("bestmove a1a8"), last(out));
    }

    @Test
    void noLegalMoveGivesNullMove() {
        send("position fen R5k1/5ppp/8/8/8/8/5PPP/6K1 b - - 0 1");
        List<String> out = send("go depth 3");
        assertEquals("info depth 0 score mate 0", out.get(0));
        assertEquals("bestmove 0000", last(out));
    }

    @Test
    void perftDivide() {
        List<String> out = send("position startpos", "go perft 3");
        assertEquals(22, out.size());
        assertTrue(out.contains("e2e4: 600"));
        assertEquals("", out.get(20));
        assertEquals("Nodes searched: 8902", out.get(21));
    }

    @Test
    void junkAndBadInputKeepTheSessionAlive() {
        send("position startpos moves e2e4");
        String good = uci.currentFen();
        for (String bad : new String[] {"xyzzy", "position", "position foo", "position fen", "position startpos e2e4",
            "position startpos moves e2e5", "position startpos moves e2e4 e7e5 e1e3",
            "position fen 8/8/8/8/8/8/8/8 w - - 0 1", "position fen k7/8/8/8/8/8/8/K6Q w - - 0 1 moves h1a8 a8b8",
            "setoption", "setoption name Hash value lots", "setoption name Nonsense value 3", "go depth x",
            "go perft", "go perft -1", "bench zero"}) {
            List<String> out = send(bad);
            assertFalse(out.isEmpty(), "no explanation for '" + bad + "'");
            assertTrue(out.get(0).startsWith("info string "), bad + " -> " + out);
            assertEquals(good, uci.currentFen(), "position kept after '" + bad + "'");
        }
        assertTrue(send("position startpos moves e2e5").get(0).contains("'e2e5'"));
        assertEquals(List.of("readyok"), send("isready"));
    }

    @Test
    void optionsAreApplied() {
        assertEquals(List.of(), send("setoption name Hash value 2", "setoption name Move Overhead value 20",
                "setoption name Skill Level value 3", "setoption name UCI_LimitStrength value true",
                "setoption name UCI_Elo value 1500", "setoption name Repetition Rule value Course",
                "setoption name Clear Hash"));
        assertEquals(List.of("info string option 'skill level' value 99 is outside 1..10; using 10"),
                send("setoption name skill level value 99"));
        assertEquals(List.of("info string option 'Hash' needs a whole number, not 'lots'"),
                send("setoption name Hash value lots"));
        assertEquals(List.of("info string Repetition Rule must be Standard or Course, not 'Chaos'"),
                send("setoption name Repetition Rule value Chaos"));
        assertEquals(List.of("info string UCI_LimitStrength must be true or false, not 'yes'"),
                send("setoption name uci_limitstrength value yes"));
        assertEquals(List.of(), send("setoption name Threads value 4", "setoption name MULTIPV value 2",
                "setoption name Repetition Rule value standard", "setoption name Clear Hash value now"));
        assertEquals(List.of("info string option 'MultiPV' needs a whole number, not 'two'"),
                send("setoption name MultiPV value two"));
        assertEquals(List.of("info string unknown option 'Nonsense'"), send("setoption name Nonsense value 3"));
        send("position startpos");
        assertTrue(last(send("go movetime 30")).startsWith("bestmove "));
    }

    @Test
    void contemptScoresDrawsAgainstTheEngineExceptInAnalysis() {
        // Bare kings: every line is a draw, so the root's score is exactly what a draw is worth to the engine.
        String bareKings = "position fen 8/8/4k3/8/8/3K4/8/8 w - - 0 1";
        assertEquals("cp -25", score(send(bareKings, "go depth 3")), "the default");
        assertEquals("cp 0", score(send("setoption name Contempt value 0", bareKings, "go depth 3")));
        assertEquals("cp -25", score(send("setoption name Contempt value 25", bareKings, "go depth 3")));
        assertEquals("cp 0", score(send("setoption name UCI_AnalyseMode value true", bareKings, "go depth 3")));
        assertEquals("cp -25", score(send("setoption name UCI_AnalyseMode value false", bareKings, "go depth 3")));
        // Negative contempt welcomes a draw.
        assertEquals("cp 40", score(send("setoption name Contempt value -40", bareKings, "go depth 3")));
    }

    @Test
    void weakenedLevelsPlayWithoutContemptAsTheirLabelsWereMeasured() {
        String bareKings = "position fen 8/8/4k3/8/8/3K4/8/8 w - - 0 1";
        assertEquals("cp 0", score(send("setoption name Skill Level value 9", bareKings, "go depth 3")));
        assertEquals("cp 0", score(send("setoption name UCI_LimitStrength value true",
                "setoption name UCI_Elo value 1500", bareKings, "go depth 3")));
        assertEquals("cp -25", score(send("setoption name UCI_LimitStrength value false",
                "setoption name Skill Level value 10", bareKings, "go depth 3")), "full strength again");
    }

    @Test
    void analysisScoresAPositionWhateverItsFiftyMoveCountWhilePlayShrinksIt() {
        // Rook against knight: a capture or a pawn move resets the count, so a review compares positions on either
        // side of one; analysis must score them on one scale.
        String early = "position fen 8/8/3k4/8/2n5/8/7R/4K3 w - - 0 60";
        String late = "position fen 8/8/3k4/8/2n5/8/7R/4K3 w - - 80 60";
        send("setoption name UCI_AnalyseMode value true");
        assertEquals(score(send(early, "go depth 6")), score(send("ucinewgame", late, "go depth 6")), "analysing");
        send("setoption name UCI_AnalyseMode value false");
        String playEarly = score(send("ucinewgame", early, "go depth 6"));
        String playLate = score(send("ucinewgame", late, "go depth 6"));
        assertNotEquals(playEarly, playLate, "playing, the edge shrinks as the count runs out");
    }

    @Test
    void contemptDecidesWhetherToTradeIntoADeadDraw() {
        // Rook against rook: Rxd8 Kxd8 leaves bare kings; otherwise the rooks stay on in an equal ending.
        String rooks = "position fen 3r4/4k3/8/8/8/8/8/3RK3 w - - 0 1";
        List<String> welcomed = send("setoption name Contempt value -50", rooks, "go depth 8");
        assertEquals("bestmove d1d8", last(welcomed).substring(0, "bestmove d1d8".length()));
        List<String> avoided = send("setoption name Contempt value 50", rooks, "go depth 8");
        assertFalse(last(avoided).startsWith("bestmove d1d8"), last(avoided));
    }

    @Test
    void displayAndBench() {
        List<String> out = send("position startpos moves e2e4", "d");
        assertTrue(out.contains("Fen: rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1"), out.toString());
        out = send("bench 3");
        assertTrue(out.get(out.size() - 2).startsWith("Nodes searched: "));
        assertTrue(last(out).startsWith("Nodes/second: "));
    }

    @Test
    void benchCountsTheSameNodesInAnAnalysingSession() {
        List<String> playing = send("bench 4");
        List<String> analysing = send("setoption name UCI_AnalyseMode value true", "bench 4");
        String count = playing.get(playing.size() - 2);
        assertTrue(count.startsWith("Nodes searched: "), count);
        assertEquals(count, analysing.get(analysing.size() - 2), "the signature is play's search either way");
    }

    @Test
    void quitEndsTheSession() {
        assertTrue(uci.handle("isready"));
        assertFalse(uci.handle("quit"));
    }

    @Test
    void perftWithoutBulkCountingGivesTheSameTotal() {
        List<String> out = send("position fen r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
                "go perft 2 nobulk");
        assertEquals("Nodes searched: 2039", out.get(out.size() - 1));
        assertTrue(out.contains("e2a6: 36"), out.toString());
    }

    /**
     * Plays {@code plies} plies from the start on {@code engine}, each its own bestmove at {@code go nodes 20000};
     * returns every line it printed without the clock's fields (nps, time).
     */
    private static List<String> fixedNodeGame(UciProcessor engine, List<String> out, int plies) {
        List<String> transcript = new ArrayList<>();
        StringBuilder moves = new StringBuilder();
        for (int ply = 0; ply < plies; ply++) {
            out.clear();
            engine.handle("position startpos" + (moves.length() == 0 ? "" : " moves" + moves));
            engine.handle("go nodes 20000");
            for (String line : out) {
                transcript.add(line.replaceAll(" nps \\d+", "").replaceAll(" time \\d+", ""));
            }
            String best = last(out);
            assertTrue(best.startsWith("bestmove "), out.toString());
            moves.append(' ').append(best.split(" ")[1]);
        }
        return transcript;
    }

    @Test
    void afterUcinewgameFixedNodeSearchesAreAFreshEngines() {
        // As in a fixed-node match: one engine plays Black in game 1, then gets ucinewgame and plays White in game 2
        // (here against itself); it must play game 2 exactly as a fresh engine would.
        List<String> whiteOut = Collections.synchronizedList(new ArrayList<>());
        UciProcessor white = new UciProcessor(whiteOut::add, SearchRunner.SYNCHRONOUS);
        List<String> blackOut = Collections.synchronizedList(new ArrayList<>());
        UciProcessor black = new UciProcessor(blackOut::add, SearchRunner.SYNCHRONOUS);
        StringBuilder moves = new StringBuilder();
        for (int ply = 0; ply < 12; ply++) {
            UciProcessor engine = ply % 2 == 0 ? white : black;
            List<String> out = ply % 2 == 0 ? whiteOut : blackOut;
            out.clear();
            engine.handle("position startpos" + (moves.length() == 0 ? "" : " moves" + moves));
            engine.handle("go nodes 20000");
            moves.append(' ').append(last(out).split(" ")[1]);
        }
        black.handle("ucinewgame");
        List<String> freshOut = Collections.synchronizedList(new ArrayList<>());
        UciProcessor fresh = new UciProcessor(freshOut::add, SearchRunner.SYNCHRONOUS);
        assertEquals(fixedNodeGame(fresh, freshOut, 10), fixedNodeGame(black, blackOut, 10));
    }
}
