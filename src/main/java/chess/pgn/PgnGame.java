package chess.pgn;

import java.util.Collections;
import java.util.List;

/**
 * One game as read from PGN: its tree (never null; when reading failed it holds every move read before the
 * failure), the problems found, and whether reading failed. Problems that are only notes (a null move that ends a
 * line, a comment cut at the size cap, a NAG out of range) leave the game {@code ok}.
 */
public final class PgnGame {
    private final PgnGameEntry entry;
    private final GameTree tree;
    private final List<PgnProblem> problems;
    private final boolean failed;

    PgnGame(PgnGameEntry entry, GameTree tree, List<PgnProblem> problems, boolean failed) {
        this.entry = entry;
        this.tree = tree;
        this.problems = Collections.unmodifiableList(problems);
        this.failed = failed;
    }

    /**
     * A game read elsewhere and brought back (the page reads PGN in a second script and gets the tree back as a
     * game code): the same parts a reading gives.
     */
    public static PgnGame of(PgnGameEntry entry, GameTree tree, List<PgnProblem> problems, boolean failed) {
        return new PgnGame(entry, tree, problems, failed);
    }

    /** Where the game is in the text and its list tags, as the scanner found them. */
    public PgnGameEntry entry() {
        return entry;
    }

    /** The game's number in the file, from 1. */
    public int number() {
        return entry.number();
    }

    public GameTree tree() {
        return tree;
    }

    /** Every problem, in the order found; a fatal one, if any, is the last. */
    public List<PgnProblem> problems() {
        return problems;
    }

    /** True when reading stopped at a fatal problem ({@link #error()}). */
    public boolean failed() {
        return failed;
    }

    /** The problem that stopped the reading, or null. */
    public PgnProblem error() {
        return failed ? problems.get(problems.size() - 1) : null;
    }
}
