package chess.app;

import chess.review.Judgement;
import chess.review.Suspicion;

/**
 * How hard the review looks at each position: a node budget per position, so a review gives the same marks in
 * either build and on any machine (only the time differs). The budgets aim at about 10 s, 30 s and 2 minutes for
 * a 40-move game (81 positions) at the Wasm build's 400-500 k nodes/s.
 */
public enum ReviewDepth {
    QUICK("quick", "Quick", 50_000, 640_000, false, false),
    STANDARD("standard", "Standard", 160_000, 640_000, true, false),
    DEEP("deep", "Deep", 700_000, 2_100_000, true, true);

    public final String id;
    public final String label;
    public final int nodes;
    /**
     * The budget of the deeper look at the positions around a suspected mistake (chess.review.Suspicion): only
     * those positions pay it, so it can be several times the first pass's. Quick's is close to Standard's since
     * each search starts from an empty hash table (the same score on any worker): at 150,000 or 320,000 nodes the
     * deeper look still called sound moves blunders (27. b4+ in Kasparov-Topalov; docs/review.md), and after the
     * quiescence change of 2026-11-29 480,000 found two fewer of the master games' blunders than before.
     */
    public final int confirmNodes;
    /**
     * Whether the review judges its engine's scores on Stockfish's scale (chess.review.EngineScale): the engine sees
     * a blunder's drop smaller than Stockfish does, so judged on its own scale real blunders come out as mistakes.
     * Standard and Deep do: at Standard it found 12 of the master games' 13 blunders and 56 of the human games' 68
     * (from 11 and 47) with no blunder mark on a sound move, for 7-10% more nodes. Quick does not: on its small
     * first pass the stretch also marked five sound moves of the human games mistakes (docs/review.md, "Standard
     * on Stockfish's scale").
     */
    public final boolean stockfishScale;
    /**
     * A thorough review also gives the deeper look to first-pass inaccuracies and to the first pass's own choices
     * whose scores fall apart, not only to suspected mistakes. Only Deep is: at Standard's budget it found more of
     * Stockfish's blunders on human games but called sound moves blunders (33. c3+ again) and searched 58-71% more
     * nodes (docs/review.md, "Standard on Stockfish's scale").
     */
    public final boolean thorough;

    ReviewDepth(String id, String label, int nodes, int confirmNodes, boolean stockfishScale, boolean thorough) {
        this.id = id;
        this.label = label;
        this.nodes = nodes;
        this.confirmNodes = confirmNodes;
        this.stockfishScale = stockfishScale;
        this.thorough = thorough;
    }

    /** The first pass's drop (winning-chance points) from which a move gets the deeper look. */
    public double checkFrom() {
        return thorough ? Judgement.INACCURACY.minimumDrop : Suspicion.CHECKED_FROM;
    }

    /** The depth with this id, or null. */
    public static ReviewDepth byId(String id) {
        for (ReviewDepth d : values()) {
            if (d.id.equals(id)) {
                return d;
            }
        }
        return null;
    }
}
