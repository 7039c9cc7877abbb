package chess.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import chess.core.Fen;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;

/**
 * In play at full strength the search values an edge less as the fifty-move count runs out; a capped level and
 * analysis do not.
 */
class FiftyMoveShrinkTest {
    /** A rook against a knight, no pawns: no move can reset the count but a capture, and none is near. */
    private static final String ROOK_AGAINST_KNIGHT = "8/8/3k4/8/2n5/8/7R/4K3 w - - %d 60";

    private static int scoreAtCount(int halfmoveClock) {
        Engine engine = new Engine(Engine.DEFAULT_HASH_MB);
        engine.setContempt(0);
        String fen = String.format(ROOK_AGAINST_KNIGHT, halfmoveClock);
        return engine.search(Fen.parse(fen), new Limits().depth(6), null).info.scoreCp;
    }

    @Test
    void theSameEdgeScoresLessTheFurtherTheCountHasRun() {
        int fresh = scoreAtCount(0);
        int midway = scoreAtCount(40);
        int late = scoreAtCount(80);
        assertTrue(fresh > midway && midway > late, "at counts 0, 40, 80: " + fresh + ", " + midway + ", " + late);
        assertTrue(late > 0, "still White's edge at count 80: " + late);
    }

    @Test
    void analysisSearchesThePositionAlikeWhateverTheCount() {
        assertSearchesAlikeAtCounts0And80(engine -> engine.setAnalysing(true));
    }

    @Test
    void aCappedLevelSearchesAsItsLabelWasMeasuredWhateverTheCount() {
        assertSearchesAlikeAtCounts0And80(engine -> engine.setLevel(Level.L9));
    }

    /** A fresh engine set up by {@code setup} searches the same tree to the same score at counts 0 and 80. */
    private static void assertSearchesAlikeAtCounts0And80(Consumer<Engine> setup) {
        long[] nodes = new long[2];
        int[] scores = new int[2];
        for (int i = 0; i < 2; i++) {
            Engine engine = new Engine(Engine.DEFAULT_HASH_MB);
            setup.accept(engine);
            SearchResult r = engine.search(Fen.parse(String.format(ROOK_AGAINST_KNIGHT, i * 80)),
                    new Limits().depth(6), null);
            nodes[i] = engine.nodes();
            scores[i] = r.info.scoreCp;
        }
        assertEquals(nodes[0], nodes[1], "the same tree at counts 0 and 80");
        assertEquals(scores[0], scores[1], "the same score at counts 0 and 80");
    }
}
