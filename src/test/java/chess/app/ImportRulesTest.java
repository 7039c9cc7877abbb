package chess.app;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The controller and the core are compiled to the browser and tested on the JVM: they must not depend on TeaVM,
 * the DOM or the JVM-only packages. Checked on the sources' import lines.
 */
class ImportRulesTest {
    @Test
    void appImportsOnlyTheCoreAndJavaUtil() throws IOException {
        assertImports(Paths.get("src/main/java/chess/app"), "import chess.core.", "import java.util.");
    }

    @Test
    void coreImportsOnlyJavaUtil() throws IOException {
        assertImports(Paths.get("src/main/java/chess/core"), "import java.util.");
    }

    private static void assertImports(Path dir, String... allowed) throws IOException {
        List<String> bad = new ArrayList<>();
        try (Stream<Path> files = Files.list(dir)) {
            for (Path file : (Iterable<Path>) files.filter(f -> f.toString().endsWith(".java"))::iterator) {
                for (String line : Files.readAllLines(file)) {
                    String trimmed = line.trim();
                    if (!trimmed.startsWith("import ")) {
                        continue;
                    }
                    boolean ok = false;
                    for (String prefix : allowed) {
                        ok |= trimmed.startsWith(prefix) || trimmed.startsWith("import static " + prefix.substring(7));
                    }
                    if (!ok) {
                        bad.add(file.getFileName() + ": " + trimmed);
                    }
                }
            }
        }
        assertTrue(bad.isEmpty(), "imports outside the allowed packages: " + bad);
    }
}
