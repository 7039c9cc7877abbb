package chess.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class FenCommandTest {
    private static final String START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

    @Test
    void validLinesAreEchoedCanonically() {
        String kiwipete = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
        Run run = Run.withInput(START + "\n" + kiwipete + "\n", "fen");
        assertEquals(0, run.status());
        assertEquals("ok " + START + "\nok " + kiwipete + "\n", run.out());
    }

    @Test
    void everyInputLineGetsExactlyOneAnswerLine() {
        String input = START + "\n\nfoo\n" + START.replace(" w ", " x ") + "\r\n8/8/8/8/8/8/8/8 w - - 0 1";
        Run run = Run.withInput(input, "fen");
        assertEquals(1, run.status(), "an invalid line makes the exit status 1");
        String[] lines = run.outLines();
        assertEquals(6, lines.length, run.out());
        assertEquals("ok " + START, lines[0]);
        assertTrue(lines[1].startsWith("error ") && lines[1].contains("empty"), lines[1]);
        assertTrue(lines[2].startsWith("error piece placement, column 1: "), lines[2]);
        assertTrue(lines[3].startsWith("error active colour, column 45: "), lines[3]);
        assertTrue(lines[4].startsWith("error position: ") && lines[4].contains("king"), lines[4]);
        assertEquals("", lines[5]);
        run.assertNoStackTrace();
    }

    @Test
    void aLoneCarriageReturnIsABadCharacterNotALineEnd() {
        String input = START + "\rjunk\n" + START + "\r\n" + START + "\n" + "\r\n" + START;
        for (String args : new String[] {"", "--lenient"}) {
            Run run = args.isEmpty() ? Run.withInput(input, "fen") : Run.withInput(input, "fen", args);
            String[] lines = run.outLines();
            assertEquals(6, lines.length, run.out()); // five answers and the end
            assertTrue(lines[0].startsWith("error "), lines[0]);
            assertEquals("ok " + START, lines[1]);
            assertEquals("ok " + START, lines[2]);
            assertTrue(lines[3].startsWith("error "), lines[3]);
            assertEquals("ok " + START, lines[4]);
            assertEquals(1, run.status());
        }
    }

    @Test
    void strictModeRejectsWhatLenientModeNormalises() {
        String pasted = "  rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR_w_KQkq_-_0_1 \n"
                + "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq\n";
        Run strict = Run.withInput(pasted, "fen");
        assertEquals(1, strict.status());
        for (String line : strict.outLines()) {
            assertTrue(line.isEmpty() || line.startsWith("error "), line);
        }
        Run lenient = Run.withInput(pasted, "fen", "--lenient");
        assertEquals(0, lenient.status(), lenient.out());
        assertEquals("ok " + START + "\nok " + START + "\n", lenient.out());
    }

    @Test
    void lenientModeStillReportsRealErrors() {
        Run run = Run.withInput("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 0\n", "fen", "--lenient");
        assertEquals(1, run.status());
        assertTrue(run.out().startsWith("error fullmove number"), run.out());
    }

    @Test
    void noInputNoOutput() {
        Run run = Run.withInput("", "fen");
        assertEquals(0, run.status());
        assertEquals("", run.out());
    }

    @Test
    void unknownArgumentIsAUsageError() {
        Run run = Run.main("fen", "--strict");
        assertEquals(2, run.status());
        assertTrue(run.err().startsWith("fen: unknown argument '--strict'"), run.err());
        assertTrue(run.err().contains("usage: fen"));
        run.assertNoStackTrace();
    }
}
