package chess.app;

/**
 * The engine's strength scale as the app offers it and sends it (the UCI {@code Skill Level}): levels 1..10, and 10
 * is full strength. The engine defines the scale ({@code chess.engine.Level}), but the controller reaches the engine
 * only through UCI lines and may not import it, so the app names the scale here, once; SkillLevelTest holds the two
 * together.
 */
final class SkillLevel {
    static final int MIN = 1;
    static final int MAX = 10;
    /** The level that does not hold back: analysis, hints and reviews search at it. */
    static final int FULL_STRENGTH = MAX;

    private SkillLevel() {
    }

    /** {@code number} brought into 1..10. */
    static int clamp(int number) {
        return Math.max(MIN, Math.min(MAX, number));
    }

    static boolean isFullStrength(int level) {
        return level >= FULL_STRENGTH;
    }
}
