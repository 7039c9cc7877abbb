package chess.app;

/**
 * Where a review's engines take every core of the machine (as many review workers as cores: two on a two-core
 * machine, for a faster review), the page's own thread has to share a core with an engine, and while the player
 * steps through the game or plays a move its tasks wait for that core: on this project's two-core machine at 4x CPU
 * slowdown a review with two workers ran 8 to 18 page tasks over 50 ms where one worker ran 0 to 2 (docs/main-thread.md,
 * fifteenth round). So while the player uses the page, the last of the review's engines is lent back to it: it
 * finishes the search it has and gets no new one until the page has been left alone for {@link #QUIET_MS} to twice
 * that. A review left to run keeps every engine, from the tap that started it on ({@link #giveBack}).
 */
final class PageCoreLoan {
    /** The page counts as in use until this long after the player's last tap or key (at most twice this). */
    static final int QUIET_MS = 2000;

    private final SearchPool pool;
    private final Scheduler scheduler;
    private boolean enabled;
    /** Counts the player's taps and keys, so that the check after a quiet spell sees whether more came. */
    private int uses;
    private boolean checkScheduled;

    PageCoreLoan(SearchPool pool, Scheduler scheduler) {
        this.pool = pool;
        this.scheduler = scheduler;
    }

    /** Whether the page takes an engine back while in use: true where the review's engines are as many as cores. */
    void enable(boolean on) {
        enabled = on;
        if (!on) {
            giveBack();
        }
    }

    /** The player tapped or pressed a key: the last engine gets no new search until the page is left alone. */
    void pageUsed() {
        if (!enabled || pool.size() < 2) {
            return;
        }
        uses++;
        if (pool.usableEngines() == pool.size()) {
            pool.useEngines(pool.size() - 1);
        }
        if (!checkScheduled) {
            checkScheduled = true;
            int seen = uses;
            scheduler.after(QUIET_MS, () -> quietSince(seen));
        }
    }

    /**
     * Every engine again at once: the page was left alone, lending was turned off, or a review was just started by
     * a tap that counts as no use of the page (the player who starts a review wants it done, and steps through it
     * later).
     */
    void giveBack() {
        pool.useEngines(pool.size());
    }

    /** {@link #QUIET_MS} after a use counted as {@code seen}: every engine again if none came since, else wait on. */
    private void quietSince(int seen) {
        checkScheduled = false;
        if (uses == seen) {
            giveBack();
        } else {
            checkScheduled = true;
            int now = uses;
            scheduler.after(QUIET_MS, () -> quietSince(now));
        }
    }
}
