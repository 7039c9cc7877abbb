package chess.app;

/**
 * How many engine workers a review uses. Each searches its own positions (no memory is shared), so the review
 * gets faster with every core it may use: from four cores on, one is left to the page and the engine that plays (a
 * review may run during a game); a two- or three-core machine uses two, which on a quiet two-core machine reviewed
 * 1.3 to 1.8 times as fast as one (docs/review.md); and no more than {@link #MOST} are started, since each costs
 * its build's memory and the net's. The address may set the number ({@code ?reviewWorkers=2}), for measuring and testing.
 */
public final class ReviewWorkers {
    /** The most review workers a page starts. */
    public static final int MOST = 4;

    private ReviewWorkers() {
    }

    /**
     * The number of review workers for a page at {@code href} on a machine of {@code cores} logical cores
     * ({@code navigator.hardwareConcurrency}, 0 when unknown): {@code reviewWorkers} of the address when it is
     * 1 to {@link #MOST}, else one less than the cores but at least two where there are two, and at most
     * {@link #MOST}.
     */
    public static int count(String href, int cores) {
        int asked = new AddressParams(href).digit("reviewWorkers", MOST);
        if (asked > 0) {
            return asked;
        }
        return Math.max(1, Math.max(Math.min(2, cores), Math.min(MOST, cores - 1)));
    }
}
