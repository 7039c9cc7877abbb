package chess.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class MainTest {

    @Test
    void helpListsEveryCommand() {
        Run run = Run.main("help");
        assertEquals(0, run.status());
        for (String command : new String[] {"perft <depth>", "perft --epd", "bench-perft", "fen [--lenient]",
                "board [fen]", "pgn [--fen] FILE", "uci", "bench [depth]"}) {
            assertTrue(run.out().contains(command), command);
        }
    }

    @Test
    void noCommandStartsTheUciEngine() {
        Run run = Run.withInput("uci\nquit\n");
        assertEquals(0, run.status());
        assertTrue(run.out().contains("uciok"), run.out());
    }

    @Test
    void uciTakesOnlyTheNetworkOptions() {
        Run run = Run.withInput("uci\nquit\n", "uci", "extra");
        assertEquals(2, run.status());
        assertTrue(run.err().startsWith("uci takes only --net FILE or --no-net, got 'extra'"), run.err());
        assertTrue(run.err().contains("usage: java -jar chess.jar"), run.err());
        assertEquals("", run.out());
        run.assertNoStackTrace();
    }

    @Test
    void uciEvaluatesWithTheBuiltInNetUnlessToldOtherwise() {
        Run builtIn = Run.withInput("uci\nquit\n", "uci");
        assertTrue(builtIn.out().contains("info string evaluation: network " + chess.engine.TestNets.SHIPPED_NAME
                + " (256 hidden neurons)"), builtIn.out());
        Run none = Run.withInput("uci\nquit\n", "uci", "--no-net");
        assertTrue(none.out().contains("info string evaluation: hand-written (no network loaded)"), none.out());
        Run missing = Run.withInput("uci\nquit\n", "uci", "--net", "/no/such/file.nnue");
        assertEquals(2, missing.status());
        assertTrue(missing.err().startsWith("cannot use network file '/no/such/file.nnue'"), missing.err());
        missing.assertNoStackTrace();
    }

    @Test
    void serveWithAMissingFolderIsAUsageError() {
        Run run = Run.main("serve", "--dir", "/missing/folder/for/sure");
        assertEquals(2, run.status());
        assertTrue(run.err().startsWith("serve: --dir: no such folder '/missing/folder/for/sure'"), run.err());
        assertTrue(run.err().contains("usage: java -jar chess.jar"), run.err());
        run.assertNoStackTrace();
    }

    @Test
    void unknownCommandIsNamed() {
        Run run = Run.main("frobnicate");
        assertEquals(2, run.status());
        assertTrue(run.err().startsWith("unknown command 'frobnicate'"), run.err());
        run.assertNoStackTrace();
    }
}
