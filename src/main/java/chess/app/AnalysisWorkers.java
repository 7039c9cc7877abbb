package chess.app;

/**
 * How many engine workers search together for the analysis and hints (one searches and reports; the others are
 * its Lazy SMP helpers, sharing its hash table in memory the page shares with them, so only a cross-origin-isolated
 * page has any). One per logical core but one, which is left to the page, and at most {@link #MOST}: on a 2-core
 * machine a helper on the page's core tripled the slowed page's long tasks while analysing (docs/web.md). The
 * address may set the number ({@code ?analysisWorkers=2}), for measuring and testing.
 */
public final class AnalysisWorkers {
    /** The most workers an analysis uses. */
    public static final int MOST = 4;

    private AnalysisWorkers() {
    }

    /**
     * The number of workers for a page at {@code href} on a machine of {@code cores} logical cores
     * ({@code navigator.hardwareConcurrency}, 0 when unknown): {@code analysisWorkers} of the address when it is
     * 1 to {@link #MOST}, else one less than the cores, at least 1 and at most {@link #MOST}.
     */
    public static int count(String href, int cores) {
        int asked = new AddressParams(href).digit("analysisWorkers", MOST);
        if (asked > 0) {
            return asked;
        }
        return Math.max(1, Math.min(MOST, cores - 1));
    }
}
