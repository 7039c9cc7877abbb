package chess.app;

import java.util.ArrayList;
import java.util.List;

/** A {@link Scheduler} whose tasks run when the test says so. */
final class FakeScheduler implements Scheduler {
    final List<Integer> delays = new ArrayList<>();
    private final List<Runnable> tasks = new ArrayList<>();

    @Override
    public void after(int ms, Runnable task) {
        delays.add(ms);
        tasks.add(task);
    }

    /** Runs every task scheduled so far (not the ones they schedule). */
    void runAll() {
        List<Runnable> due = new ArrayList<>(tasks);
        tasks.clear();
        due.forEach(Runnable::run);
    }
}
