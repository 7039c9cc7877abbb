package chess.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class UciCommandTest {
    private static String run(String input, String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = Main.run(args, new ByteArrayInputStream(input.getBytes(StandardCharsets.UTF_8)),
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
        assertEquals(0, status, err.toString(StandardCharsets.UTF_8));
        return out.toString(StandardCharsets.UTF_8);
    }

    @Test
    void noArgumentsMeansUci() {
        String out = run("uci\nisready\nposition startpos moves e2e4\ngo depth 3\nquit\n");
        assertTrue(out.contains("uciok\n"));
        assertTrue(out.contains("readyok\n"));
        assertTrue(out.contains("bestmove "), out);
    }

    @Test
    void uciCommandAndEndOfInput() {
        String out = run("uci\nposition startpos\ngo movetime 50\n", "uci");
        assertTrue(out.contains("uciok\n"));
        assertTrue(out.contains("bestmove "), "the search finishes before the session closes: " + out);
    }

    @Test
    void perftAndBenchSentJustBeforeTheEndOfInputStillFinish() {
        assertTrue(run("position startpos\ngo perft 3\n").contains("Nodes searched: 8902\n"));
        assertTrue(run("bench 2\n").contains("Nodes searched: "));
    }

    @Test
    void benchCommand() {
        String out = run("", "bench", "3");
        assertTrue(out.startsWith("Warm-up: an untimed pass at depth 3"), out);
        assertTrue(out.contains("Nodes searched: "));
        assertTrue(out.contains("Nodes/second: "));
    }
}
