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
 * The package rules, checked on the sources. The core, the engine, the UCI processor, the PGN reader and writer,
 * the game-link codec, the review and the controller are compiled to the browser and tested on the JVM: they import
 * only java.lang, java.util and the packages below them (core, then engine, then uci; pgn sees only the core, link
 * the core and pgn, review nothing, the controller the core, pgn, link and review). Only chess.web touches TeaVM: it
 * joins those packages to the page and imports nothing else of the JDK. chess.cli, the JVM program, imports the JDK
 * freely (Java2D and ImageIO for its pictures too) but of the game only core, engine, uci, pgn and image; chess.image,
 * the board pictures (SVG, GIF), compiled to the browser too, imports the core and pgn; chess.build, build steps run
 * by Maven, nothing of the game.
 * Every package has its rule here. Only chess.cli reads standard input.
 *
 * <p>The developer tools (src/tools/java) are compiled with the tests, never into the app: main code never names
 * one, no tool takes the name of a main class in its package, and the tools import the JDK and any main package
 * that runs on the JVM (all but chess.web), never TeaVM; Selenium only for the browser tools of chess.web.
 */
class ImportRulesTest {
    private static final Path SOURCES = Paths.get("src/main/java/chess");
    private static final Path TOOLS = Paths.get("src/tools/java/chess");
    private static final Pattern STANDARD_INPUT = Pattern.compile("\\bSystem\\.in\\b");
    private static final Pattern TEAVM = Pattern.compile("org\\.teavm");
    /** The packages of main code that run on the JVM, for the tools. */
    private static final String[] JVM_PACKAGES = {"chess.core", "chess.engine", "chess.uci", "chess.pgn", "chess.link",
            "chess.review", "chess.opening", "chess.app", "chess.cli", "chess.build", "chess.image"};

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
    void linkImportsOnlyTheCoreAndPgn() throws IOException {
        assertImportsOnly("link", "java.lang", "java.util", "chess.core", "chess.pgn");
    }

    @Test
    void reviewImportsOnlyJavaLangAndUtil() throws IOException {
        assertImportsOnly("review", "java.lang", "java.util");
    }

    @Test
    void openingImportsOnlyTheCoreAndPgn() throws IOException {
        assertImportsOnly("opening", "java.lang", "java.util", "chess.core", "chess.pgn");
    }

    @Test
    void appImportsOnlyTheCorePgnLinkReviewAndOpening() throws IOException {
        assertImportsOnly("app", "java.lang", "java.util", "chess.core", "chess.pgn", "chess.link", "chess.review",
                "chess.opening");
    }

    @Test
    void imageImportsOnlyTheCoreAndPgn() throws IOException {
        assertImportsOnly("image", "java.lang", "java.util", "chess.core", "chess.pgn");
    }

    @Test
    void webImportsTeaVMAndTheBrowserPackagesButNoOtherPartOfTheJdk() throws IOException {
        assertImportsOnly("web", "java.lang", "java.util", "org.teavm", "chess.core", "chess.engine", "chess.uci",
                "chess.pgn", "chess.link", "chess.review", "chess.opening", "chess.app", "chess.image");
    }

    @Test
    void cliImportsTheJdkAndTheJvmPackages() throws IOException {
        assertImportsOnly("cli", "java", "javax.imageio", "com.sun.net.httpserver", "chess.core", "chess.engine",
                "chess.uci", "chess.pgn", "chess.opening", "chess.image");
    }

    /** The build's steps read and write files; the sounds they write are made by chess.app (MoveSoundWaves). */
    @Test
    void buildImportsTheJdkAndTheSoundsOnly() throws IOException {
        assertImportsOnly("build", "java", "chess.app.MoveSound", "chess.app.MoveSoundWaves");
    }

    @Test
    void everyPackageHasARule() throws IOException {
        List<String> ruled = List.of("core", "engine", "uci", "pgn", "link", "review", "opening", "app", "web", "cli",
                "build", "image");
        for (String pkg : packages(SOURCES)) {
            assertTrue(ruled.contains(pkg), "chess." + pkg + " has no import rule in ImportRulesTest");
        }
    }

    @Test
    void onlyTheWebPackageMentionsTeaVM() throws IOException {
        for (String pkg : packages(SOURCES)) {
            if (!pkg.equals("web")) {
                assertNoLineContains(SOURCES, pkg, TEAVM);
            }
        }
    }

    @Test
    void onlyTheCommandLineReadsStandardInput() throws IOException {
        for (String pkg : packages(SOURCES)) {
            if (!pkg.equals("cli")) {
                assertNoLineContains(SOURCES, pkg, STANDARD_INPUT);
            }
        }
    }

    @Test
    void toolsImportTheJdkAndTheMainPackagesThatRunOnTheJvm() throws IOException {
        for (String pkg : packages(TOOLS)) {
            List<String> allowed = new ArrayList<>(List.of(JVM_PACKAGES));
            allowed.add("java");
            allowed.add("jdk.jfr"); // the JDK's flight recorder files, read by chess.engine.ProfileSummary
            if (pkg.equals("web")) {
                allowed.add("org.openqa.selenium");
            }
            List<String> bad = linesWhere(TOOLS, pkg, line -> isImport(line) && !importsFrom(line, allowed));
            assertTrue(bad.isEmpty(), "the tools of chess." + pkg + " may import only " + allowed + ", but: " + bad);
            assertNoLineContains(TOOLS, pkg, TEAVM);
        }
    }

    @Test
    void mainCodeNeverNamesATool() throws IOException {
        for (String pkg : packages(TOOLS)) {
            for (Path tool : sources(TOOLS, pkg)) {
                String name = tool.getFileName().toString().replace(".java", "");
                assertFalse(Files.exists(SOURCES.resolve(pkg).resolve(name + ".java")),
                        "the tool chess." + pkg + "." + name + " has the name of a main class");
                Pattern qualified = Pattern.compile("\\bchess\\." + pkg + "\\." + name + "\\b");
                Pattern simple = Pattern.compile("\\b" + name + "\\b");
                for (String mainPkg : packages(SOURCES)) {
                    Pattern mention = mainPkg.equals(pkg) ? simple : qualified;
                    List<String> bad = linesWhere(SOURCES, mainPkg, line -> !isComment(line)
                            && mention.matcher(line).find());
                    assertTrue(bad.isEmpty(), "chess." + mainPkg + " names the tool " + name + ": " + bad);
                }
            }
        }
    }

    private static void assertImportsOnly(String pkg, String... allowed) throws IOException {
        List<String> bad = linesWhere(SOURCES, pkg, line -> isImport(line) && !importsFrom(line, List.of(allowed)));
        assertTrue(bad.isEmpty(), "chess." + pkg + " may import only " + List.of(allowed) + ", but: " + bad);
    }

    private static boolean isImport(String line) {
        return line.startsWith("import ");
    }

    /** A line of a comment: Javadoc and block comments as this project writes them ({@code *} first), or {@code //}. */
    private static boolean isComment(String line) {
        return line.startsWith("*") || line.startsWith("/*") || line.startsWith("//");
    }

    private static boolean importsFrom(String importLine, List<String> packages) {
        String name = importLine.substring("import ".length());
        if (name.startsWith("static ")) {
            name = name.substring("static ".length());
        }
        for (String pkg : packages) {
            if (name.startsWith(pkg + ".") || name.equals(pkg + ";")) { // a package's classes, or one class
                return true;
            }
        }
        return false;
    }

    private static void assertNoLineContains(Path root, String pkg, Pattern pattern) throws IOException {
        List<String> bad = linesWhere(root, pkg, line -> pattern.matcher(line).find());
        assertTrue(bad.isEmpty(), root + ": chess." + pkg + " must not use " + pattern + ": " + bad);
    }

    /** The trimmed lines of chess.{@code pkg} under {@code root} that {@code test} accepts, each after its file's name. */
    private static List<String> linesWhere(Path root, String pkg, Predicate<String> test) throws IOException {
        List<String> found = new ArrayList<>();
        for (Path file : sources(root, pkg)) {
            for (String line : Files.readAllLines(file)) {
                if (test.test(line.trim())) {
                    found.add(file.getFileName() + ": " + line.trim());
                }
            }
        }
        return found;
    }

    /** The names of the packages under {@code root} (core, engine, ...). */
    private static List<String> packages(Path root) throws IOException {
        try (Stream<Path> dirs = Files.list(root)) {
            List<String> names = dirs.filter(Files::isDirectory).map(d -> d.getFileName().toString())
                    .collect(Collectors.toList());
            assertTrue(names.contains("web"), "package folders not found under " + root + ": " + names);
            return names;
        }
    }

    private static List<Path> sources(Path root, String pkg) throws IOException {
        try (Stream<Path> files = Files.list(root.resolve(pkg))) {
            List<Path> java = files.filter(f -> f.toString().endsWith(".java")).collect(Collectors.toList());
            assertFalse(java.isEmpty(), "no sources in " + root + " chess." + pkg);
            return java;
        }
    }
}
