package chess.engine;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * The counting rule of {@link BlunderCount}, free of engines so that it can be tested. Each move comes with
 * {@code before}, the judge's score of the position before it, and {@code after}, of the position after it, both
 * from the mover's side in centipawns, a mate either way as ±{@value #MATE} ({@link #mate}) and other scores
 * clamped to that range ({@link #centipawns}), so walking into a mate costs at least as much as any material.
 *
 * <p>The rule: {@code loss = before - after}. A move is <em>counted</em> when {@code before >= }{@value #LOST_CP}:
 * in a position already lost by more than three pawns nothing more is at stake, and a lost game's flailing would
 * otherwise swamp the figures. A counted move with {@code loss >= }{@value #BLUNDER_CP} is a blunder, one with
 * {@code loss >= }{@value #MISTAKE_CP} a mistake (blunders included). Rates are per 100 counted moves. Phases go by
 * the move's fullmove number (as in the PGN, so games from an opening position start at its number): 1–10, 11–20,
 * 21–40, 41 and later.
 *
 * <p>Blunders that leave the mover still ahead by {@value #STILL_AHEAD_CP} cp or more are counted as well: by the
 * rule above a weak level that cannot find the mate in a won game "blunders" on every move (mate scores 10000,
 * the position after it +800), so the report shows how many of the blunders were of that kind.
 */
final class BlunderTally {
    static final int MATE = 10_000;
    static final int BLUNDER_CP = 300;
    static final int MISTAKE_CP = 100;
    static final int LOST_CP = -300;
    static final int STILL_AHEAD_CP = 300;
    static final String[] PHASES = {"1-10", "11-20", "21-40", "41+"};
    /** How many of the biggest blunders are kept. */
    static final int KEPT = 5;

    /** One blunder: where it was, the move, and the scores around it from the mover's side. */
    record Blunder(int game, int fullmove, boolean white, String san, int before, int after) {
        int loss() {
            return before - after;
        }

        /** The move as a PGN numbers it: {@code 23. Nf3} or {@code 23... Nf6}. */
        String label() {
            return fullmove + (white ? ". " : "... ") + san;
        }
    }

    private int moves;
    private int counted;
    private int blunders;
    private int mistakes;
    private int stillAhead;
    private final int[] phaseCounted = new int[PHASES.length];
    private final int[] phaseBlunders = new int[PHASES.length];
    private final int[] phaseStillAhead = new int[PHASES.length];
    private final List<Blunder> biggest = new ArrayList<>();

    /** A judge's centipawn score in this tally's range. */
    static int centipawns(int cp) {
        return Math.max(-MATE, Math.min(MATE, cp));
    }

    /**
     * A judge's "mate n" (UCI: {@code n > 0} the side to move mates in n moves, {@code n < 0} it is mated; 0 when it
     * is mated already). The distance is dropped: any forced mate counts as a whole game won or lost.
     */
    static int mate(int n) {
        return n > 0 ? MATE : -MATE;
    }

    /** The phase index (into {@link #PHASES}) of a move with this fullmove number. */
    static int phase(int fullmove) {
        return fullmove <= 10 ? 0 : fullmove <= 20 ? 1 : fullmove <= 40 ? 2 : 3;
    }

    /** Whether a move from a position scored {@code before} is counted at all. */
    static boolean counts(int before) {
        return before >= LOST_CP;
    }

    /** Adds one judged move; returns its loss. */
    int add(int game, int fullmove, boolean white, String san, int before, int after) {
        moves++;
        int loss = before - after;
        if (!counts(before)) {
            return loss;
        }
        int phase = phase(fullmove);
        counted++;
        phaseCounted[phase]++;
        if (loss >= MISTAKE_CP) {
            mistakes++;
        }
        if (loss >= BLUNDER_CP) {
            blunders++;
            phaseBlunders[phase]++;
            if (after >= STILL_AHEAD_CP) {
                stillAhead++;
                phaseStillAhead[phase]++;
            }
            keep(new Blunder(game, fullmove, white, san, before, after));
        }
        return loss;
    }

    /** Keeps the {@link #KEPT} biggest; on equal losses the earlier one stays ahead. */
    private void keep(Blunder b) {
        biggest.add(b);
        biggest.sort(Comparator.comparingInt(Blunder::loss).reversed());
        if (biggest.size() > KEPT) {
            biggest.remove(KEPT);
        }
    }

    /** Every move added, counted or not. */
    int moves() {
        return moves;
    }

    /** The moves from positions not already lost: the base of every rate. */
    int counted() {
        return counted;
    }

    int blunders() {
        return blunders;
    }

    int mistakes() {
        return mistakes;
    }

    /** The blunders after which the mover was still ahead by {@link #STILL_AHEAD_CP} or more. */
    int stillAhead() {
        return stillAhead;
    }

    int phaseStillAhead(int phase) {
        return phaseStillAhead[phase];
    }

    int phaseCounted(int phase) {
        return phaseCounted[phase];
    }

    int phaseBlunders(int phase) {
        return phaseBlunders[phase];
    }

    /** The biggest blunders, biggest first. */
    List<Blunder> biggest() {
        return List.copyOf(biggest);
    }

    /** {@code count} per 100 of {@code base}; 0 for an empty base. */
    static double per100(int count, int base) {
        return base == 0 ? 0 : 100.0 * count / base;
    }
}
