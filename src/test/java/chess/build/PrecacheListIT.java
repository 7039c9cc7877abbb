package chess.build;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The built site's service worker precaches exactly the site's files (so the page works offline, and nothing
 * outside the site is requested), and every file the page, its style sheet and its boot scripts (the page's and
 * the engine worker's) refer to is one of them. The engine's evaluation network is the jar's, copied to the site's
 * root for the engine worker.
 */
class PrecacheListIT {
    private static final Path SITE = Paths.get(System.getProperty("chess.site.dir", "target/site"));

    private static List<String> precached() throws IOException {
        String line = Files.readAllLines(SITE.resolve("sw.js"), StandardCharsets.UTF_8).stream()
                .filter(l -> l.startsWith("const BUILD = ")).findFirst().orElseThrow();
        Matcher version = Pattern.compile("\"version\": \"([0-9a-f]{16})\"").matcher(line);
        assertTrue(version.find(), "a content-hash version: " + line);
        String list = line.substring(line.indexOf("\"files\": [") + 10, line.lastIndexOf(']'));
        List<String> files = new ArrayList<>();
        Matcher name = Pattern.compile("\"([^\"]+)\"").matcher(list);
        while (name.find()) {
            files.add(name.group(1));
        }
        return files;
    }

    @Test
    void precacheListIsEveryFileOfTheSiteButTheServiceWorker() throws IOException {
        Set<String> onDisk = new TreeSet<>();
        try (Stream<Path> walk = Files.walk(SITE)) {
            walk.filter(Files::isRegularFile).forEach(f -> onDisk.add(SITE.relativize(f).toString().replace('\\', '/')));
        }
        assertTrue(onDisk.remove("sw.js"));
        List<String> precached = precached();
        assertEquals(new ArrayList<>(onDisk), precached);
        assertEquals(precached.size(), new TreeSet<>(precached).size(), "no duplicates");
        for (String file : precached) {
            assertFalse(file.startsWith("/") || file.contains("..") || file.contains("://"), file);
        }
    }

    @Test
    void everyFileThePageRefersToIsPrecached() throws IOException {
        Set<String> referenced = new TreeSet<>();
        collect(read("index.html"), "(?:href|src)=\"([^\"#?:]+)\"", referenced);
        collect(read("board.css"), "url\\(([^)\"':]+)\\)", referenced);
        collect(read("style.css"), "url\\(([^)\"':]+)\\)", referenced);
        referenced.add("worker-boot.js"); // the engine worker, started by the page's code (chess.web.WorkerEngine)
        referenced.add("js/image-tools.js"); // the image export, loaded on first use (chess.web.ImagePanel)
        referenced.add("js/pgn-tools.js"); // the PGN reader, loaded on first use (chess.web.ScriptPgnDoor)
        for (String script : List.of("boot.js", "worker-boot.js")) {
            collect(read(script), "\"([A-Za-z0-9_./-]+\\.(?:js|wasm))\"", referenced);
        }
        referenced.remove("sw.js"); // the service worker itself: the browser fetches it, never from a cache
        assertFalse(read("board.css").contains("url(pieces/"), "the app's pieces are inlined (chess.build.SitePieces)");
        assertFalse(precached().stream().anyMatch(file -> file.startsWith("pieces/")), "nor left as files");
        assertTrue(referenced.containsAll(List.of("board.css", "style.css", "wasm-support.js", "boot.js", "icon.svg",
                "icons/sound-on.svg", "js/chess.js", "wasm/chess.wasm", "worker-lines.js", "js/engine-worker.js",
                "wasm/classes.wasm-runtime.js", "wasm/engine-worker.wasm")), referenced.toString());
        List<String> precached = precached();
        for (String file : referenced) {
            assertTrue(precached.contains(file), file + " is used by the page but not precached");
        }
    }

    @Test
    void everyFileTheViewerRefersToIsPrecachedAndItsPartsAreJoined() throws IOException {
        Set<String> referenced = new TreeSet<>();
        collect(read("embed.html"), "(?:href|src)=\"([^\"#?:]+)\"", referenced);
        collect(read("embed-start.js"), "\"([A-Za-z0-9_./-]+\\.(?:js|css))\"", referenced);
        assertEquals(Set.of("icon.svg", "embed-sheet.css", "embed-start.js", "embed-dark.css", "js/embed.js",
                "js/embed-with-pgn.js", "index.html"), referenced,
                "the joined files (chess.build.EmbedBundle), the scripts, the full app's link");
        assertFalse(read("embed-sheet.css").contains("url(pieces/"), "the pieces are inlined");
        List<String> precached = precached();
        for (String file : referenced) {
            assertTrue(precached.contains(file), file + " is used by the viewer but not precached");
        }
        for (String part : List.of("embed.css", "embed-look.js", "embed-boot.js")) {
            assertFalse(precached.contains(part), part + " is in the joined files only");
        }
    }

    @Test
    void theSitesNetworkIsTheJarsAndIsPrecached() throws IOException {
        Path site = SITE.resolve("engine.nnue");
        try (InputStream jar = PrecacheListIT.class.getResourceAsStream("/chess/engine/engine.nnue")) {
            if (jar == null) { // built without a net: the worker evaluates by hand (WorkerNetworkChromeIT)
                assertFalse(Files.exists(site), "a net in the site but none in the jar");
                return;
            }
            assertArrayEquals(jar.readAllBytes(), Files.readAllBytes(site), "the site's engine.nnue is the jar's");
        }
        assertTrue(precached().contains("engine.nnue"), "engine.nnue is precached, so the engine has it offline");
        assertTrue(read("worker-boot.js").contains("\"engine.nnue\""), "worker-boot.js fetches it by that name");
    }

    private static String read(String file) throws IOException {
        return Files.readString(SITE.resolve(file), StandardCharsets.UTF_8);
    }

    private static void collect(String text, String regex, Set<String> into) {
        Matcher m = Pattern.compile(regex).matcher(text);
        while (m.find()) {
            into.add(m.group(1));
        }
    }
}
