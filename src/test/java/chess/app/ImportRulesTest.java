package chess.app;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The package rules, checked on the sources. The core, the engine, the UCI processor and the controller are
 * compiled to the browser and tested on the JVM: they import only java.lang, java.util and the packages below them
 * (core, then engine, then uci; pgn sees only the core, review nothing, the controller the core, pgn and review). Only chess.web touches
 * TeaVM, and only chess.cli reads standard input.
 */
class ImportRulesTest {
    private static final Path SOURCES = Paths.get("src/main/java/chess");
    private static final Pattern STANDARD_INPUT = Pattern.compile("\\bSystem\\.in\\b");

    @Test
    void coreImportsOnlyJavaLangAndUtil() throws IOException {
        assertImportsOnly("core", "java.lang", "java.util");
    }

    @Test
    void engineImportsOnlyTheCore() throws IOException {
        assertImportsOnly("engine", "java.lang", "java.util", "chess.core");
    }

    @Test
    void uciImportsOnlyTheCoreAndTheEngine() throws IOException {
        assertImportsOnly("uci", "java.lang", "java.util", "chess.core", "chess.engine");
    }

    @Test
    void pgnImportsOnlyTheCore() throws IOException {
        assertImportsOnly("pgn", "java.lang", "java.util", "chess.core");
    }

    @Test
    void reviewImportsOnlyJavaLangAndUtil() throws IOException {
        assertImportsOnly("review", "java.lang", "java.util");
    }

    @Test
    void appImportsOnlyTheCorePgnAndReview() throws IOException {
        assertImportsOnly("app", "java.lang", "java.util", "chess.core", "chess.pgn", "chess.review");
    }

    @Test
    void onlyTheWebPackageMentionsTeaVM() throws IOException {
        for (String pkg : packages()) {
            if (!pkg.equals("web")) {
                assertNoLineContains(pkg, Pattern.compile("org\\.teavm"));
            }
        }
    }

    @Test
    void onlyTheCommandLineReadsStandardInput() throws IOException {
        for (String pkg : packages()) {
            if (!pkg.equals("cli")) {
                assertNoLineContains(pkg, STANDARD_INPUT);
            }
        }
    }

    private static void assertImportsOnly(String pkg, String... allowed) throws IOException {
        List<String> bad = linesWhere(pkg, line -> line.startsWith("import ") && !importsFrom(line, allowed));
        assertTrue(bad.isEmpty(), "chess." + pkg + " may import only " + List.of(allowed) + ", but: " + bad);
    }

    private static boolean importsFrom(String importLine, String[] packages) {
        String name = importLine.substring("import ".length());
        if (name.startsWith("static ")) {
            name = name.substring("static ".length());
        }
        for (String pkg : packages) {
            if (name.startsWith(pkg + ".")) {
                return true;
            }
        }
        return false;
    }

    private static void assertNoLineContains(String pkg, Pattern pattern) throws IOException {
        List<String> bad = linesWhere(pkg, line -> pattern.matcher(line).find());
        assertTrue(bad.isEmpty(), "chess." + pkg + " must not use " + pattern + ": " + bad);
    }

    /** The trimmed source lines of chess.{@code pkg} that {@code test} accepts, each after its file's name. */
    private static List<String> linesWhere(String pkg, Predicate<String> test) throws IOException {
        List<String> found = new ArrayList<>();
        for (Path file : sources(pkg)) {
            for (String line : Files.readAllLines(file)) {
                if (test.test(line.trim())) {
                    found.add(file.getFileName() + ": " + line.trim());
                }
            }
        }
        return found;
    }

    /** The names of the packages under chess (core, engine, ...). */
    private static List<String> packages() throws IOException {
        try (Stream<Path> dirs = Files.list(SOURCES)) {
            List<String> names = dirs.filter(Files::isDirectory).map(d -> d.getFileName().toString())
                    .collect(Collectors.toList());
            assertTrue(names.contains("cli") && names.contains("web"), "package folders not found: " + names);
            return names;
        }
    }

    private static List<Path> sources(String pkg) throws IOException {
        try (Stream<Path> files = Files.list(SOURCES.resolve(pkg))) {
            List<Path> java = files.filter(f -> f.toString().endsWith(".java")).collect(Collectors.toList());
            assertFalse(java.isEmpty(), "no sources in chess." + pkg);
            return java;
        }
    }
}
