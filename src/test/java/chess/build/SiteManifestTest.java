package chess.build;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SiteManifestTest {
    @TempDir
    Path site;

    private void file(String name, String content) throws IOException {
        Path path = site.resolve(name);
        Files.createDirectories(path.getParent());
        Files.writeString(path, content, StandardCharsets.UTF_8);
    }

    private String buildLine() throws IOException {
        return Files.readAllLines(site.resolve("sw.js")).stream()
                .filter(l -> l.startsWith("const BUILD = ")).findFirst().orElseThrow();
    }

    @Test
    void listsEveryFileButTheServiceWorkerSorted() throws IOException {
        file("sw.js", "// x\nconst BUILD = {\"version\": \"dev\", \"files\": []};\nrest();\n");
        file("index.html", "<p>");
        file("js/app.js", "a");
        file("pieces/wK.svg", "<svg/>");
        assertEquals(List.of("index.html", "js/app.js", "pieces/wK.svg"), SiteManifest.files(site));
        String version = SiteManifest.write(site);
        assertEquals(16, version.length());
        assertEquals("const BUILD = {\"version\": \"" + version
                + "\", \"files\": [\"index.html\", \"js/app.js\", \"pieces/wK.svg\"]};", buildLine());
        String sw = Files.readString(site.resolve("sw.js"));
        assertTrue(sw.startsWith("// x\n") && sw.endsWith("rest();\n"), sw);
    }

    @Test
    void versionFollowsContentAndRewritingIsRepeatable() throws IOException {
        file("sw.js", "const BUILD = {};\n");
        file("index.html", "one");
        String first = SiteManifest.write(site);
        assertEquals(first, SiteManifest.write(site), "sw.js itself does not count");
        file("index.html", "two");
        String second = SiteManifest.write(site);
        assertNotEquals(first, second);
        file("index.html", "one");
        file("extra.css", "");
        assertNotEquals(first, SiteManifest.write(site), "a new empty file counts too");
    }

    @Test
    void refusesNamesThatNeedEncodingAndAMissingBuildLine() throws IOException {
        file("sw.js", "const BUILD = {};\n");
        file("a b.js", "");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> SiteManifest.write(site));
        assertTrue(e.getMessage().contains("'a b.js'") && e.getMessage().contains("column 2"), e.getMessage());
        Files.delete(site.resolve("a b.js"));
        file("sw.js", "self.x = 1;\n");
        IOException missing = assertThrows(IOException.class, () -> SiteManifest.write(site));
        assertTrue(missing.getMessage().contains("no line starts with"), missing.getMessage());
    }
}
