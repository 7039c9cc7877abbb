package chess.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * The six standard perft positions of the test resource {@code perft/wiki.epd} (src/test/resources), at every
 * listed depth whose count is at most {@link #MAX_NODES}, counted both in bulk and by making every leaf move.
 */
class PerftSuiteTest {
    /** Keeps the whole suite to a few seconds on a slow CI machine. */
    private static final long MAX_NODES = 5_000_000;

    private record Check(String fen, int depth, long nodes) {
    }

    @TestFactory
    Stream<DynamicTest> standardPositions() throws IOException {
        List<Check> checks = readSuite();
        assertTrue(checks.stream().map(Check::fen).distinct().count() >= 6, "the suite has the six positions");
        return checks.stream().filter(c -> c.nodes() <= MAX_NODES).map(c -> DynamicTest.dynamicTest(
                "depth " + c.depth() + " " + c.fen(), () -> {
                    assertEquals(c.nodes(), new Perft(Fen.parse(c.fen()), true).count(c.depth()), "bulk");
                    assertEquals(c.nodes(), new Perft(Fen.parse(c.fen()), false).count(c.depth()), "no bulk");
                }));
    }

    private static List<Check> readSuite() throws IOException {
        try (InputStream in = PerftSuiteTest.class.getResourceAsStream("/perft/wiki.epd")) {
            assertFalse(in == null, "test resource perft/wiki.epd is missing");
            return parse(new String(in.readAllBytes(), StandardCharsets.UTF_8).lines().toList());
        }
    }

    /** {@code <fen> ;D1 <count> ;D2 <count> ...}; '#' comment lines and blank lines are skipped. */
    private static List<Check> parse(List<String> lines) {
        List<Check> checks = new ArrayList<>();
        for (String line : lines) {
            if (line.isBlank() || line.strip().startsWith("#")) {
                continue;
            }
            String[] fields = line.split(";");
            for (int i = 1; i < fields.length; i++) {
                String[] depthAndCount = fields[i].strip().split("\\s+");
                checks.add(new Check(fields[0].strip(), Integer.parseInt(depthAndCount[0].substring(1)),
                        Long.parseLong(depthAndCount[1])));
            }
        }
        return checks;
    }
}
