package chess.app;

/**
 * How hard the review looks at each position: a node budget per position, so a review gives the same marks in
 * either build and on any machine (only the time differs). The budgets aim at about 10 s, 30 s and 2 minutes for
 * a 40-move game (81 positions) at the Wasm build's 400-500 k nodes/s.
 */
public enum ReviewDepth {
    QUICK("quick", "Quick", 50_000),
    STANDARD("standard", "Standard", 160_000),
    DEEP("deep", "Deep", 700_000);

    public final String id;
    public final String label;
    public final int nodes;

    ReviewDepth(String id, String label, int nodes) {
        this.id = id;
        this.label = label;
        this.nodes = nodes;
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
