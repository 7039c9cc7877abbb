package chess.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class PerftEpdTest {
    private static final String START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    private static final String POS3 = "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1";

    @TempDir
    Path dir;

    @Test
    void correctSuitePrintsOnlyTheSummary() throws IOException {
        Path file = write("# comment", "", START + " ;D1 20 ;D2 400", "  ", POS3 + " ;D1 14;D2 191 ;D3 2812");
        Run run = Run.main("perft", "--epd", file.toString());
        assertEquals(0, run.status(), run.out());
        assertEquals("5 passed, 0 failed\n", run.out());
    }

    @Test
    void wrongCountIsReportedWithLineFenDepthExpectedAndGot() throws IOException {
        Path file = write("# header", START + " ;D1 20 ;D2 401");
        Run run = Run.main("perft", "--epd", file.toString());
        assertEquals(1, run.status());
        assertEquals("FAIL line 2: " + START + " depth 2: expected 401, got 400\n1 passed, 1 failed\n", run.out());
    }

    @Test
    void fourFieldEpdPositionsWithoutMoveCountersAreAccepted() throws IOException {
        Path file = write("8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - ;D1 14 ;D2 191");
        Run run = Run.main("perft", "--epd", file.toString());
        assertEquals(0, run.status(), run.out());
        assertEquals("2 passed, 0 failed\n", run.out());
    }

    @Test
    void depthOptionSkipsDeeperChecks() throws IOException {
        Path file = write(START + " ;D1 20 ;D2 401 ;D3 8902");
        Run run = Run.main("perft", "--epd", file.toString(), "--depth", "1");
        assertEquals(0, run.status());
        assertEquals("1 passed, 0 failed", run.lastLine());
    }

    @Test
    void noBulkChecksTheSameCounts() throws IOException {
        Path file = write(POS3 + " ;D1 14 ;D2 191 ;D3 2812 ;D4 43238");
        Run run = Run.main("perft", "--epd", file.toString(), "--no-bulk");
        assertEquals(0, run.status());
        assertEquals("4 passed, 0 failed", run.lastLine());
    }

    @Test
    void malformedLinesAreFailuresWithLineNumberAndReason() throws IOException {
        Path file = write(
                START + " ;D1 20",
                START + " D1 20",
                START + " ;D1 twenty",
                START + " ;X1 20",
                START + " ;D1 20 ;D1 20",
                START + " ;D99 20",
                " ;D1 20",
                "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 ;D1 20 ;D2",
                "8/8/8/8/8/8/8/8 w - - 0 1 ;D1 0");
        Run run = Run.main("perft", "--epd", file.toString());
        assertEquals(1, run.status());
        String out = run.out();
        assertTrue(out.contains("FAIL line 2: malformed: no ';D<depth> <count>' fields after the FEN\n"), out);
        assertTrue(out.contains("FAIL line 3: malformed: field 1 'D1 twenty': count must be a whole number"), out);
        assertTrue(out.contains("FAIL line 4: malformed: field 1 'X1 20': expected 'D<depth> <count>'"), out);
        assertTrue(out.contains("FAIL line 5: malformed: depth 1 is given twice"), out);
        assertTrue(out.contains("FAIL line 6: malformed: field 1 'D99 20': depth must be a number from 1 to 12"),
                out);
        assertTrue(out.contains("FAIL line 7: malformed: no FEN before the first ';'"), out);
        assertTrue(out.contains("FAIL line 8: malformed: field 2 'D2': expected 'D<depth> <count>'"), out);
        assertTrue(out.contains("FAIL line 9: malformed: invalid FEN: position: "), out);
        assertEquals("1 passed, 8 failed", run.lastLine());
        run.assertNoStackTrace();
    }

    @Test
    void theStandardSuitePassesAtShallowDepth() throws URISyntaxException {
        Path suite = Path.of(getClass().getResource("/perft/wiki.epd").toURI());
        Run run = Run.main("perft", "--epd", suite.toString(), "--depth", "3");
        assertEquals(0, run.status(), run.out());
        assertEquals("18 passed, 0 failed\n", run.out());
    }

    @Test
    void missingFileIsAUsageError() {
        Run run = Run.main("perft", "--epd", dir.resolve("nope.epd").toString());
        assertEquals(2, run.status());
        assertTrue(run.err().startsWith("perft: cannot read EPD file '"), run.err());
        assertTrue(run.err().contains("no such file"), run.err());
        assertEquals("", run.out());
        run.assertNoStackTrace();
    }

    @Test
    void directoryIsAUsageError() {
        Run run = Run.main("perft", "--epd", dir.toString());
        assertEquals(2, run.status());
        assertTrue(run.err().startsWith("perft: cannot read EPD file '"), run.err());
        run.assertNoStackTrace();
    }

    @Test
    void fileWithoutChecksFailsItCheckedNothing() throws IOException {
        for (Path file : new Path[] {write("# nothing here", ""), write()}) {
            Run run = Run.main("perft", "--epd", file.toString());
            assertEquals(1, run.status(), "an empty suite checked nothing");
            assertEquals("0 passed, 0 failed\n", run.out());
            assertTrue(run.err().startsWith("perft: nothing checked: "), run.err());
        }
        Run shallow = Run.main("perft", "--epd", write(START + " ;D3 8902").toString(), "--depth", "2");
        assertEquals(1, shallow.status(), "no check at depth 2 or less");
        assertTrue(shallow.err().contains("no checks at depth 2 or less"), shallow.err());
    }

    private Path write(String... lines) throws IOException {
        Path file = dir.resolve("suite.epd");
        Files.write(file, java.util.List.of(lines), StandardCharsets.UTF_8);
        return file;
    }
}
