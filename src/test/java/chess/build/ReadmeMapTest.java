package chess.build;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The README is a newcomer's map, so it must match the ground: every package of the main code has a row in the
 * package table, every runnable tool (a class of the tools source set with a {@code main}) a row in the tools table,
 * every page of {@code docs/} a row in the docs table, and no row names something that is not there. As
 * {@code LevelLabelsTest} ties the level menu to {@code Level}, this ties the map to the tree.
 */
class ReadmeMapTest {
    private static final Path README = Path.of("README.md");
    private static final Path MAIN = Path.of("src/main/java/chess");
    private static final Path TOOLS = Path.of("src/tools/java");
    private static final Path DOCS = Path.of("docs");
    /** The first cell of a table row when it is one name in backticks: {@code | `chess.core` | ...}. */
    private static final Pattern NAMED_ROW = Pattern.compile("^\\|\\s*`([^`]+)`\\s*\\|", Pattern.MULTILINE);
    private static final Pattern DOC_ROW = Pattern.compile("^\\|\\s*\\[docs/([^\\]]+)\\]", Pattern.MULTILINE);
    private static final Pattern MAIN_METHOD = Pattern.compile("public\\s+static\\s+void\\s+main\\s*\\(");

    @Test
    void everyPackageHasARowAndEveryRowAPackage() throws IOException {
        Set<String> packages = new TreeSet<>();
        try (Stream<Path> dirs = Files.list(MAIN)) {
            dirs.filter(Files::isDirectory).forEach(d -> packages.add("chess." + d.getFileName()));
        }
        assertTrue(packages.contains("chess.core"), "package folders not found under " + MAIN);
        assertEquals(packages, rowNames(section("### Packages and what they may import")),
                "README's package table must list exactly the packages under " + MAIN);
    }

    @Test
    void everyRunnableToolHasARowAndEveryRowATool() throws IOException {
        Set<String> tools = new TreeSet<>();
        try (Stream<Path> files = Files.walk(TOOLS)) {
            for (Path file : files.filter(f -> f.toString().endsWith(".java")).collect(Collectors.toList())) {
                if (MAIN_METHOD.matcher(Files.readString(file)).find()) {
                    String name = TOOLS.relativize(file).toString().replace('\\', '/');
                    tools.add(name.substring(0, name.length() - ".java".length()).replace('/', '.'));
                }
            }
        }
        assertFalse(tools.isEmpty(), "no runnable tools found under " + TOOLS);
        assertEquals(tools, rowNames(section("## Tools")),
                "README's tools table must list exactly the classes with a main method under " + TOOLS);
    }

    @Test
    void everyDocsPageHasARowAndEveryRowAPage() throws IOException {
        Set<String> pages = new TreeSet<>();
        try (Stream<Path> files = Files.list(DOCS)) {
            files.map(f -> f.getFileName().toString()).filter(n -> n.endsWith(".md")).forEach(pages::add);
        }
        Set<String> rows = new TreeSet<>();
        Matcher row = DOC_ROW.matcher(section("## Docs"));
        while (row.find()) {
            rows.add(row.group(1));
        }
        assertEquals(pages, rows, "README's docs table must list exactly the pages in docs/");
    }

    @Test
    void theReadmeStaysInsideTheRepository() throws IOException {
        String readme = Files.readString(README);
        assertFalse(readme.contains("../shared"), "a clone of the project has no ../shared");
        List<String> missing = new ArrayList<>();
        Matcher link = Pattern.compile("\\]\\(([^)#:]+)(#[^)]*)?\\)").matcher(readme);
        while (link.find()) {
            if (!Files.exists(Path.of(link.group(1)))) {
                missing.add(link.group(1));
            }
        }
        assertTrue(missing.isEmpty(), "README links to files that are not in the repository: " + missing);
    }

    /** The text of the README from {@code heading} to the next heading of the same or a higher level. */
    private static String section(String heading) throws IOException {
        String readme = Files.readString(README);
        int start = readme.indexOf("\n" + heading + "\n");
        assertTrue(start >= 0, "README has no section '" + heading + "'");
        Matcher next = Pattern.compile("^#{1," + heading.indexOf(' ') + "} ", Pattern.MULTILINE).matcher(readme);
        int end = next.find(start + heading.length() + 1) ? next.start() : readme.length();
        return readme.substring(start, end);
    }

    private static Set<String> rowNames(String table) {
        Set<String> names = new TreeSet<>();
        Matcher row = NAMED_ROW.matcher(table);
        while (row.find()) {
            names.add(row.group(1));
        }
        return names;
    }
}
