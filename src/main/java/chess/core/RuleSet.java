package chess.core;

/**
 * Which draw rules end a game. {@link #STANDARD} is FIDE's (threefold repetition); {@link #COURSE} replaces
 * threefold repetition by the course's eight-ply repetition rule (see {@link Rules#courseRepetition}).
 */
public enum RuleSet {
    STANDARD,
    COURSE
}
