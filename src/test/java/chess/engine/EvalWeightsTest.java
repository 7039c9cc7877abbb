package chess.engine;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import chess.core.Board;
import chess.core.Fen;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

class EvalWeightsTest {
    private static final Path SOURCE = Path.of("src/main/java/chess/engine/EvalWeights.java");

    /** Each table holds exactly what its declaration in EvalWeights says: the tuner writes it back there. */
    @Test
    void everyTableMatchesItsDeclarationInTheSources() throws IOException {
        String source = Files.readString(SOURCE, StandardCharsets.UTF_8);
        Set<String> names = new HashSet<>();
        for (WeightRegistry.Table table : WeightRegistry.all()) {
            assertTrue(names.add(table.name), "declared twice: " + table.name);
            int[] declared = declaration(source, table);
            int[] values = table.values();
            if (table.board) {
                assertEquals(64, declared.length, table.name);
                int[] asWhiteSeesIt = new int[64];
                for (int square = 0; square < 64; square++) {
                    asWhiteSeesIt[(7 - square / 8) * 8 + square % 8] = values[square];
                }
                values = asWhiteSeesIt;
            }
            assertArrayEquals(declared, values, table.name);
            assertTrue(0 <= table.tunedFrom && table.tunedFrom <= table.tunedTo && table.tunedTo <= table.size(),
                    table.name);
        }
    }

    @Test
    void aWeightSetThroughTheRegistryChangesTheEvaluation() {
        Board bishopPair = Fen.parse("4k3/8/8/8/8/8/8/2B1KB2 w - - 0 1");
        Evaluator evaluator = Evaluator.uncached();
        int before = evaluator.evaluate(bishopPair);
        // The endgame weight, +100: two bishops are 2 of the 24 phase units, so 22/24 of it counts.
        assertEquals(before + 100 * 22 / 24, evaluateWithChange(evaluator, "BISHOP_PAIR", 1, 100, bishopPair));
        assertEquals(before, evaluator.evaluate(bishopPair), "the weight is restored");
    }

    /**
     * An evaluator keeps the pawn terms it computed; after a pawn weight changes, only the uncached evaluator
     * sees the new value for a pawn structure it has evaluated before.
     */
    @Test
    void onlyTheUncachedEvaluatorSeesChangedPawnWeights() {
        Board doubled = Fen.parse("4k3/8/8/8/8/4P3/4P3/4K3 w - - 0 1");
        Evaluator caching = new Evaluator();
        Evaluator uncached = Evaluator.uncached();
        int before = caching.evaluate(doubled);
        assertEquals(before, uncached.evaluate(doubled));
        assertEquals(before, evaluateWithChange(caching, "DOUBLED", 1, 50, doubled), "cached pawn terms");
        assertNotEquals(before, evaluateWithChange(uncached, "DOUBLED", 1, 50, doubled));
    }

    /**
     * {@code evaluator}'s score of {@code board} with entry {@code index} of table {@code name} raised by
     * {@code delta}; the entry is restored afterwards.
     */
    private static int evaluateWithChange(Evaluator evaluator, String name, int index, int delta, Board board) {
        WeightRegistry.Table table = WeightRegistry.named(name);
        int saved = table.get(index);
        try {
            table.set(index, saved + delta);
            return evaluator.evaluate(board);
        } finally {
            table.set(index, saved);
        }
    }

    @Test
    void singleWeightsAreScalars() {
        WeightRegistry.Table table = WeightRegistry.named("kingAdvanced");
        assertTrue(table.scalar);
        assertEquals(1, table.size());
        assertEquals(EvalWeights.kingAdvanced, table.get(0));
    }

    private static int[] declaration(String source, WeightRegistry.Table table) {
        Pattern pattern = table.scalar ? Pattern.compile("static int " + table.name + " = (-?\\d+);")
                : Pattern.compile("static final int\\[\\] " + table.name + " = \\{([^}]*)\\};");
        Matcher m = pattern.matcher(source);
        assertTrue(m.find(), table.name + " is not declared in " + SOURCE);
        String[] parts = m.group(1).split(",");
        int count = 0;
        int[] values = new int[parts.length];
        for (String part : parts) {
            if (!part.isBlank()) {
                values[count++] = Integer.parseInt(part.trim());
            }
        }
        return java.util.Arrays.copyOf(values, count);
    }
}
