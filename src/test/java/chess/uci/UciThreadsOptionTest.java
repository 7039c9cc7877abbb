package chess.uci;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import chess.engine.HelperThreads;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The {@code Threads} option of the JVM's processor: declared with the machine's cores as its most, clamped,
 * refused while a search runs, and {@code go infinite} + {@code stop} with two threads ends every thread. The
 * browser's processor (no thread runner) has no such option. Waits are generous liveness bounds.
 */
@org.junit.jupiter.api.Timeout(120)
class UciThreadsOptionTest {
    private static final long PATIENCE_MS = 20_000;
    private final UciLines lines = new UciLines();
    private final ThreadRunner runner = new ThreadRunner();
    private final UciProcessor uci = new UciProcessor(lines, runner, 0, HelperThreads.INSTANCE, 2);

    private List<String> send(String... commands) {
        int from = lines.count();
        for (String c : commands) {
            uci.handle(c);
        }
        return lines.since(from);
    }

    private boolean waitFor(String prefix) throws InterruptedException {
        return lines.waitFor(prefix, PATIENCE_MS);
    }

    private static boolean helpersAlive() {
        return Thread.getAllStackTraces().keySet().stream()
                .anyMatch(t -> t.getName().startsWith("search-helper-") && t.isAlive());
    }

    @Test
    void theJvmDeclaresThreadsAndClampsIt() {
        assertTrue(send("uci").contains("option name Threads type spin default 1 min 1 max 2"));
        assertEquals(List.of(), send("setoption name Threads value 2"));
        assertEquals(List.of("info string option 'Threads' value 8 is outside 1..2; using 2"),
                send("setoption name Threads value 8"));
        assertEquals(List.of("info string option 'threads' value 0 is outside 1..2; using 1"),
                send("setoption name threads value 0"));
        assertEquals(List.of("info string option 'Threads' needs a whole number, not 'many'"),
                send("setoption name Threads value many"));
    }

    @Test
    void aProcessorWithoutThreadsHasNoThreadsOptionAndIgnoresIt() {
        List<String> out = new ArrayList<>();
        UciProcessor single = new UciProcessor(out::add, SearchRunner.SYNCHRONOUS);
        single.handle("uci");
        assertTrue(out.stream().noneMatch(l -> l.contains("Threads")), out.toString());
        out.clear();
        single.handle("setoption name Threads value 4");
        assertEquals(List.of(), out);
    }

    @Test
    void threadsIsRefusedWhileSearchingAndStopEndsEveryThread() throws InterruptedException {
        send("setoption name Threads value 2", "position startpos moves e2e4 e7e5", "go infinite");
        assertTrue(waitFor("info depth 3"), "the search reports");
        assertTrue(helpersAlive(), "a helper searches beside the main search");
        // The running search's own reports may come in between: only the processor's answer is compared.
        assertEquals(List.of("info string Threads can be changed only while no search runs; unchanged (2)"),
                send("setoption name Threads value 1").stream().filter(l -> l.startsWith("info string")).toList());
        long stopAt = System.currentTimeMillis();
        uci.handle("stop");
        assertTrue(waitFor("bestmove "), "stop answers with a bestmove");
        runner.awaitIdle();
        assertTrue(System.currentTimeMillis() - stopAt < PATIENCE_MS);
        assertFalse(helpersAlive(), "no helper outlives the search");
        assertEquals(List.of(), send("setoption name Threads value 1"), "idle again: accepted");
        String info = lines.snapshot().stream().filter(l -> l.startsWith("info depth")).reduce((a, b) -> b).orElseThrow();
        assertTrue(info.contains(" nodes "), info);
    }
}
