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
 * The Chess960 perft positions of {@code perft/chess960.epd} (src/test/resources) at depths 1 to {@link #MAX_DEPTH},
 * in bulk and by making every leaf move, read as published (Shredder-FEN) and again from the X-FEN this program
 * writes. Deeper counts are for {@code perft --960 --epd src/test/resources/perft/chess960.epd --depth 5}.
 */
class Chess960PerftTest {
    private static final int MAX_DEPTH = 4;

    private record Check(String fen, int depth, long nodes) {
    }

    @TestFactory
    Stream<DynamicTest> chess960Positions() throws IOException {
        List<Check> checks = readSuite();
        assertTrue(checks.stream().map(Check::fen).distinct().count() >= 20, "the suite has its positions");
        return checks.stream().filter(c -> c.depth() <= MAX_DEPTH).map(c -> DynamicTest.dynamicTest(
                "depth " + c.depth() + " " + c.fen(), () -> {
                    Board board = Fen.parse(c.fen(), Variant.CHESS960);
                    long hash = hashOf(board);
                    assertEquals(c.nodes(), new Perft(board, true).count(c.depth()), "bulk");
                    assertEquals(hash, hashOf(board), "the board is as it was");
                    if (c.depth() <= 3) {
                        assertEquals(c.nodes(), new Perft(board, false).count(c.depth()), "no bulk");
                    }
                    Board fromXFen = Fen.parse(Fen.write(board), Variant.CHESS960);
                    assertEquals(Fen.write(board), Fen.write(fromXFen));
                    assertEquals(hash, hashOf(fromXFen), "X-FEN and Shredder-FEN give the same position");
                    if (c.depth() <= 3) {
                        assertEquals(c.nodes(), new Perft(fromXFen, true).count(c.depth()), "from X-FEN");
                    }
                }));
    }

    private static long hashOf(Board b) {
        return (long) b.hashHi() << 32 | b.hashLo() & 0xffffffffL;
    }

    private static List<Check> readSuite() throws IOException {
        try (InputStream in = Chess960PerftTest.class.getResourceAsStream("/perft/chess960.epd")) {
            assertFalse(in == null, "test resource perft/chess960.epd is missing");
            List<Check> checks = new ArrayList<>();
            for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).lines().toList()) {
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
}
