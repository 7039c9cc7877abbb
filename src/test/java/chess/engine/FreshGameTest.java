package chess.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;

import chess.core.Board;
import chess.core.Fen;
import chess.core.Move;
import chess.core.UciMove;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * After {@link Engine#clear()} (UCI {@code ucinewgame}) an engine searches exactly as a freshly constructed one:
 * at a fixed node count the same iterations, scores, node counts, lines and moves. Fixed-node self-play screening
 * of engine changes depends on it (both games of an opening must start from the same engine).
 */
class FreshGameTest {
    private static final int NODES = 20_000;
    /** The game an engine plays before it is cleared: a Queen's Gambit, far from the game searched after. */
    private static final String[] EARLIER_GAME = {"d2d4", "d7d5", "c2c4", "e7e6", "b1c3", "g8f6", "c1g5", "f8e7",
        "e2e3", "e8g8", "g1f3", "b8d7"};

    /** Searches every position of the earlier game's moves at the fixed node count (the engine's learning). */
    private static void playEarlierGame(Engine engine) {
        Board b = Fen.parse(Fen.START);
        for (String uci : EARLIER_GAME) {
            engine.search(b, new Limits().nodes(NODES), null);
            b.make(UciMove.parse(b, uci));
        }
    }

    /**
     * The engine plays itself from the start for {@code plies} plies at the fixed node count; returns every
     * iteration's report (all but the clock) and every move, as text.
     */
    private static List<String> selfPlay(Engine engine, int plies) {
        List<String> transcript = new ArrayList<>();
        Board b = Fen.parse(Fen.START);
        for (int ply = 0; ply < plies; ply++) {
            SearchResult r = engine.search(b, new Limits().nodes(NODES), info -> transcript.add(describe(info)));
            transcript.add("ply " + ply + " bestmove " + Move.toUci(r.bestMove) + " nodes " + engine.nodes());
            if (r.bestMove == Move.NONE) {
                break;
            }
            b.make(r.bestMove);
        }
        return transcript;
    }

    private static String describe(SearchInfo info) {
        StringBuilder s = new StringBuilder("depth " + info.depth + " seldepth " + info.selectiveDepth + " score "
                + info.scoreCp + " mate " + info.mateIn + " nodes " + info.nodes + " hashfull " + info.hashFull
                + " pv");
        for (int m : info.pv) {
            s.append(' ').append(Move.toUci(m));
        }
        return s.toString();
    }

    private static void assertSameTranscript(List<String> expected, List<String> actual) {
        // Line by line first, so that a failure names the first difference rather than two long lists.
        for (int i = 0; i < Math.min(expected.size(), actual.size()); i++) {
            assertEquals(expected.get(i), actual.get(i), "line " + i + " of the transcript");
        }
        assertEquals(expected, actual);
    }

    @Test
    void aClearedEngineSearchesLikeAFreshOne() {
        Engine fresh = new Engine(16);
        Engine cleared = new Engine(16);
        playEarlierGame(cleared);
        cleared.clear();
        assertSameTranscript(selfPlay(fresh, 12), selfPlay(cleared, 12));
    }

    @Test
    void aClearedWeakenedEngineChoosesLikeAFreshOne() {
        // A weakened level draws its choices from a seeded generator: a new game starts the draws over.
        Engine fresh = new Engine(16);
        Engine cleared = new Engine(16);
        fresh.setLevel(Level.L4);
        cleared.setLevel(Level.L4);
        playEarlierGame(cleared);
        cleared.clear();
        assertSameTranscript(selfPlay(fresh, 16), selfPlay(cleared, 16));
    }

    @Test
    void fixedNodeSearchesRepeatOnFreshEngines() {
        assertSameTranscript(selfPlay(new Engine(16), 12), selfPlay(new Engine(16), 12));
    }
}
