package chess.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A file's games read into the library a few a task, by the clock, and written a batch at a time: one task never
 * reads a hundred games, however slow the machine.
 */
class LibraryImportTest {
    private final FakeScheduler scheduler = new FakeScheduler();
    /** A clock that moves on by {@link #tick} milliseconds each time it is read. */
    private double time = 1_764_000_000_000.0;
    private double tick;
    private int serial;
    private final LibraryImport imports = new LibraryImport(scheduler, new DirectPgnDoor(), () -> "id" + ++serial,
            () -> time += tick);

    /** What the import said and wrote. */
    private final class Record implements LibraryImport.Progress {
        final List<List<GameStore.StoredGame>> batches = new ArrayList<>();
        String done;

        @Override
        public void progress(String message) {
        }

        @Override
        public void batch(List<GameStore.StoredGame> games, Runnable next) {
            batches.add(games);
            next.run();
        }

        @Override
        public void done(String message) {
            done = message;
        }

        int written() {
            return batches.stream().mapToInt(List::size).sum();
        }
    }

    private static String file(int games) {
        StringBuilder file = new StringBuilder();
        for (int i = 1; i <= games; i++) {
            file.append("[White \"W").append(i).append("\"]\n[Black \"B\"]\n[Result \"*\"]\n\n1. e4 e5 2. Nf3 *\n\n");
        }
        return file.toString();
    }

    /** Runs the import's tasks one round at a time until it is done; the games read in each round. */
    private List<Integer> run(Record record, int games) {
        List<Integer> perTask = new ArrayList<>();
        int before = serial; // the start's own task may have read some already
        for (int round = 0; round < 10_000 && record.done == null; round++) {
            scheduler.runAll();
            int read = serial; // every game read gets an id
            perTask.add(read - before);
            before = read;
        }
        assertTrue(record.done != null, "the import ended");
        assertEquals(games, record.written());
        return perTask;
    }

    @Test
    void aSlowMachineReadsAFewGamesATaskAndStillWritesAHundredABatch() {
        tick = 4; // each game read takes the clock past 4 ms: a slowed phone
        Record record = new Record();
        imports.start(file(250), record);
        int first = serial;
        List<Integer> perTask = run(record, 250);
        assertTrue(first <= 3 && perTask.stream().allMatch(n -> n <= 3), "at most 10 ms of reading a task: "
                + first + ", " + perTask);
        assertEquals(List.of(100, 100, 50), record.batches.stream().map(List::size).toList());
        assertEquals("Added 250 games to your games.", record.done);
        assertTrue(record.batches.get(0).get(0).updated() > record.batches.get(2).get(49).updated(),
                "the file's first game newest, whatever the clock did meanwhile");
    }

    @Test
    void aFastMachineReadsABatchATask() {
        tick = 0; // the clock stands still: reading never reaches its 10 ms
        Record record = new Record();
        imports.start(file(250), record);
        int first = serial;
        List<Integer> perTask = run(record, 250);
        assertEquals(100, first);
        assertEquals(List.of(100, 50), perTask.subList(0, 2));
        assertEquals("Added 250 games to your games.", record.done);
    }

    @Test
    void aCancelledImportStopsAndSaysNothing() {
        tick = 4;
        Record record = new Record();
        imports.start(file(250), record);
        for (int i = 0; i < 5; i++) {
            scheduler.runAll();
        }
        imports.cancel();
        for (int i = 0; i < 500; i++) {
            scheduler.runAll();
        }
        assertEquals(null, record.done);
        assertTrue(record.written() < 250, "stopped: " + record.written());
    }
}
