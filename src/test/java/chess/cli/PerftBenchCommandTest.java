package chess.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** Only checks that the benchmark runs and verifies counts; speed is printed by the benchmark, never asserted. */
class PerftBenchCommandTest {

    @Test
    void quickRunPrintsEveryPositionInBothModesWithTotals() {
        Run run = Run.main("bench-perft", "--quick");
        assertEquals(0, run.status(), run.out());
        String[] lines = run.outLines();
        assertTrue(lines[0].startsWith("perft benchmark, median of 1 run"), lines[0]);
        assertTrue(lines[1].matches("mode +position +depth +nodes +median s +M nodes/s *"), lines[1]);
        String[] modes = {"bulk", "no-bulk"};
        String[] rows = {"startpos", "kiwipete", "pos3", "pos4", "pos5", "pos6", "total"};
        int line = 2;
        for (String mode : modes) {
            for (String row : rows) {
                assertTrue(lines[line].matches(mode + " +" + row + " +\\d* +\\d+ +\\d+\\.\\d{3} +\\d+\\.\\d *"),
                        lines[line]);
                line++;
            }
        }
        assertTrue(lines[2].matches("bulk +startpos +3 +8902 .*"), lines[2]);
        assertTrue(lines[8].matches("bulk +total +26785 .*"), lines[8]);
        assertFalse(run.out().contains("FAIL"));
    }

    @Test
    void badArgumentsAreUsageErrors() {
        for (String[] args : new String[][] {{"bench-perft", "--runs", "0"}, {"bench-perft", "--runs"},
                {"bench-perft", "--fast"}}) {
            Run run = Run.main(args);
            assertEquals(2, run.status());
            assertTrue(run.err().startsWith("bench-perft: "), run.err());
            run.assertNoStackTrace();
        }
    }

    @Test
    void perftBenchIsAnAlias() {
        assertEquals(0, Run.main("perft-bench", "--quick").status());
    }
}
