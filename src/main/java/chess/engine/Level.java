package chess.engine;

/**
 * The strength scale 1..10 of the web app and of UCI_LimitStrength. Each level is a fixed recipe: a depth cap, a
 * node cap and a time cap on the search, plus a little noise on the root moves' scores ({@link Weakening}). A level
 * is weak because it sees few moves ahead, so it loses to the tactics beyond its sight, as a club player does, and
 * never throws a piece away in a position it understands. Level 10 is full strength. Every level plays only legal
 * moves: the choice is always among the searched legal root moves. The depth and node caps are the binding limits on
 * a fast machine, so a level plays alike on the JVM and in a browser; the time caps only guard slow devices.
 *
 * <p>Each level's {@link #elo} label is its measured rating on Stockfish's {@code UCI_Elo} scale, from matches
 * recorded in {@code docs/levels.md}.
 */
public enum Level {
    //  number, depth cap, node cap, time cap (ms), noise (cp), Elo label
    L1(1, 1, 0, 300, 300, 1000),
    L2(2, 1, 0, 300, 180, 1100),
    L3(3, 1, 0, 300, 100, 1200),
    L4(4, 2, 0, 300, 150, 1400),
    L5(5, 2, 0, 300, 60, 1550),
    L6(6, 3, 0, 400, 0, 1750),
    L7(7, 5, 0, 500, 0, 1850),
    L8(8, 7, 20_000, 1000, 0, 2000),
    L9(9, 12, 80_000, 1500, 0, 2250),
    L10(10, Search.MAX_PLY, 0, 0, 0, 2400);

    public final int number;
    public final int maxDepth;
    /** Node cap (0 = none). */
    public final long maxNodes;
    /** Longest think in ms (0 = only the caller's limits). */
    public final int maxTimeMs;
    /** The random bonus, up to this many centipawns, that {@link Weakening} adds to each root move's score. */
    public final int noiseCp;
    /** The level's rating on Stockfish's {@code UCI_Elo} scale, as measured (see {@code docs/levels.md}). */
    public final int elo;

    Level(int number, int maxDepth, long maxNodes, int maxTimeMs, int noiseCp, int elo) {
        this.number = number;
        this.maxDepth = maxDepth;
        this.maxNodes = maxNodes;
        this.maxTimeMs = maxTimeMs;
        this.noiseCp = noiseCp;
        this.elo = elo;
    }

    public static final int MIN = 1;
    public static final int MAX = 10;

    /** The level with this number, clamped to 1..10. */
    public static Level of(int number) {
        return values()[Math.max(MIN, Math.min(MAX, number)) - 1];
    }

    /** The strongest level whose Elo label does not exceed {@code elo} (level 1 below the scale). */
    public static Level forElo(int elo) {
        Level chosen = L1;
        for (Level level : values()) {
            if (level.elo <= elo) {
                chosen = level;
            }
        }
        return chosen;
    }

    public static int minElo() {
        return L1.elo;
    }

    public static int maxElo() {
        return L10.elo;
    }

    /** How the app names the level: "Level 4 · about 1400". */
    public String label() {
        return "Level " + number + " · about " + elo;
    }

    public boolean isFullStrength() {
        return this == L10;
    }
}
