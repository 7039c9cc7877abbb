package chess.app;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The review's last engine lent to the page while the player uses it, and given back once the page is left alone. */
class PageCoreLoanTest {
    private final FakeEngine a = new FakeEngine();
    private final FakeEngine b = new FakeEngine();
    private final SearchPool pool = new SearchPool(List.of(a, b));
    private final FakeScheduler scheduler = new FakeScheduler();
    private final PageCoreLoan loan = new PageCoreLoan(pool, scheduler);

    @Test
    void aUseSetsTheLastEngineAsideUntilAQuietSpellWithNoFurtherUse() {
        loan.enable(true);
        loan.pageUsed();
        assertEquals(1, pool.usableEngines());
        assertEquals(List.of(PageCoreLoan.QUIET_MS), scheduler.delays, "one check scheduled");
        loan.pageUsed();
        loan.pageUsed();
        assertEquals(1, scheduler.delays.size(), "uses while a check waits schedule no more");
        scheduler.runAll(); // the check sees uses after the one it was scheduled for: it waits on
        assertEquals(1, pool.usableEngines());
        assertEquals(2, scheduler.delays.size());
        scheduler.runAll(); // quiet since the last check
        assertEquals(2, pool.usableEngines(), "left alone: every engine again");
    }

    @Test
    void givenBackAtOnceWhenAReviewStarts() {
        loan.enable(true);
        loan.pageUsed();
        loan.giveBack();
        assertEquals(2, pool.usableEngines());
        scheduler.runAll();
        assertEquals(2, pool.usableEngines(), "the check that was waiting changes nothing");
    }

    @Test
    void disabledOrWithOneEngineItLendsNothing() {
        loan.pageUsed();
        assertEquals(2, pool.usableEngines(), "not enabled: the page has cores to spare");
        assertEquals(List.of(), scheduler.delays);
        loan.enable(true);
        loan.pageUsed();
        loan.enable(false);
        assertEquals(2, pool.usableEngines(), "disabling gives the engine back at once");

        SearchPool one = new SearchPool(List.of(new FakeEngine()));
        PageCoreLoan single = new PageCoreLoan(one, scheduler);
        single.enable(true);
        single.pageUsed();
        assertEquals(1, one.usableEngines());
    }
}
