package chess.engine;

/**
 * The strength scale 1..10 of the web app. Each level is a fixed recipe: a depth cap, a node cap, a time cap, and a
 * deliberate weakening ({@link Weakening}: a random choice among root moves within {@code marginCp} of the best,
 * and with {@code blunderPermille} per mille a choice from a wider window). Level 10 is full strength. Every level
 * still plays only legal moves: the choice is always among the searched legal root moves. The node caps are the
 * binding limit on a fast machine, so a level plays alike on the JVM and in a browser; the time caps only guard
 * slow devices. How the levels score against each other and against Stockfish is recorded in
 * {@code docs/engine.md}.
 */
public enum Level {
    L1(1, 1, 400, 60, 350, 300),
    L2(2, 1, 1_500, 80, 150, 100),
    L3(3, 2, 4_000, 120, 100, 80),
    L4(4, 3, 10_000, 160, 70, 60),
    L5(5, 4, 25_000, 220, 50, 40),
    L6(6, 5, 50_000, 300, 35, 30),
    L7(7, 6, 100_000, 450, 22, 20),
    L8(8, 8, 200_000, 700, 12, 10),
    L9(9, 11, 500_000, 1200, 8, 5),
    L10(10, Search.MAX_PLY, 0, 0, 0, 0);

    public final int number;
    public final int maxDepth;
    /** Node cap (0 = none). */
    public final long maxNodes;
    /** Longest think in ms (0 = only the caller's limits). */
    public final int maxTimeMs;
    public final int marginCp;
    public final int blunderPermille;

    Level(int number, int maxDepth, long maxNodes, int maxTimeMs, int marginCp, int blunderPermille) {
        this.number = number;
        this.maxDepth = maxDepth;
        this.maxNodes = maxNodes;
        this.maxTimeMs = maxTimeMs;
        this.marginCp = marginCp;
        this.blunderPermille = blunderPermille;
    }

    public static final int MIN = 1;
    public static final int MAX = 10;

    /** The level with this number, clamped to 1..10. */
    public static Level of(int number) {
        return values()[Math.max(MIN, Math.min(MAX, number)) - 1];
    }

    /**
     * Rough Elo labels for the levels, used by UCI_Elo: level 10's is where matches against Stockfish's
     * {@code UCI_Elo} put it, the others are spaced below it (see {@code docs/engine.md}). Only a guide.
     */
    private static final int[] ELO = {800, 1000, 1150, 1300, 1450, 1600, 1750, 1900, 2050, 2200};

    /** The strongest level whose label does not exceed {@code elo} (level 1 below the scale). */
    public static Level forElo(int elo) {
        int level = 1;
        for (int i = 0; i < ELO.length; i++) {
            if (ELO[i] <= elo) {
                level = i + 1;
            }
        }
        return of(level);
    }

    public static int minElo() {
        return ELO[0];
    }

    public static int maxElo() {
        return ELO[ELO.length - 1];
    }

    public boolean isFullStrength() {
        return this == L10;
    }
}
