package chess.core;

/**
 * Which draw rules end a game. {@link #STANDARD} is FIDE's (threefold repetition); {@link #COURSE} replaces
 * threefold repetition by the course's eight-ply repetition rule (see {@link Rules#courseRepetition}).
 */
public enum RuleSet {
    STANDARD("standard"),
    COURSE("course");

    /** The value in the page's select and in the browser's saved settings. */
    public final String id;

    RuleSet(String id) {
        this.id = id;
    }

    /** The rule set with this id, or null. */
    public static RuleSet byId(String id) {
        for (RuleSet rules : values()) {
            if (rules.id.equals(id)) {
                return rules;
            }
        }
        return null;
    }
}
