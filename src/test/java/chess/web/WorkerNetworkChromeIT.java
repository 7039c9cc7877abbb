package chess.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import chess.cli.SiteServer;
import chess.core.Fen;
import chess.core.UciMove;
import chess.engine.Network;
import chess.uci.SearchRunner;
import chess.uci.UciProcessor;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;

/**
 * The engine worker's evaluation network in headless Chromium, both builds: with the built site's engine.nnue the
 * worker names that net (its checksum, read here by the JVM's {@link Network}) after {@code uci} and searches
 * exactly as the JVM does with it (the Wasm build with its SIMD kernel); on copies of the
 * site without the file or with a damaged one it says once why there is none, evaluates by hand, and still plays.
 * The lines are posted at once, so they wait in the worker's queue while the build and the net load.
 */
class WorkerNetworkChromeIT extends ChromeTestBase {
    private static final String NET = "engine.nnue";
    private static final String IMAGE_SCRIPT = "js/image-tools.js";
    private static final String PGN_SCRIPT = "js/pgn-tools.js";
    private static final String AFTER_E4 = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1";
    private static final List<String> BUILDS = List.of("js", "wasm");
    private SiteServer noNet;
    private SiteServer damagedNet;
    private String damagedReason;

    WorkerNetworkChromeIT() {
        super(1200, 900);
    }

    @Override
    boolean sharesTheBrowser() {
        return false; // its pages come from servers of its own (ChromeTestBase)
    }

    @BeforeAll
    void serveCopies(@TempDir Path copies) throws IOException {
        if (!ChromeBrowser.installed()) {
            return; // nothing to serve: each test is skipped, or fails in CI (ChromeTestBase)
        }
        Path without = copies.resolve("no-net");
        TestSite.copyTree(TestSite.builtDir(), without);
        Files.deleteIfExists(without.resolve(NET));
        noNet = SiteServer.start(without, 0);

        Path damaged = copies.resolve("damaged-net");
        TestSite.copyTree(TestSite.builtDir(), damaged);
        byte[] bytes = Files.exists(damaged.resolve(NET)) ? Files.readAllBytes(damaged.resolve(NET))
                : "CNUE and nothing else".getBytes(StandardCharsets.US_ASCII);
        bytes[bytes.length / 2] ^= 0x55; // one byte in the middle of the weights (or the text) changed
        Files.write(damaged.resolve(NET), bytes);
        damagedReason = assertThrows(IllegalArgumentException.class, () -> Network.read(bytes)).getMessage();
        damagedNet = SiteServer.start(damaged, 0);
    }

    @AfterAll
    void stopServers() {
        for (SiteServer server : new SiteServer[] {noNet, damagedNet}) {
            if (server != null) {
                server.close();
            }
        }
    }

    /** The built site's net, as the JVM reads it; skips the calling test when the site was built without one. */
    private static Network builtNet() throws IOException {
        Assumptions.assumeTrue(TestSite.hasNetwork(),
                "no " + NET + " in the built site (src/main/resources/chess/engine has none): nothing to load");
        return Network.read(Files.readAllBytes(TestSite.builtDir().resolve(NET)));
    }

    /**
     * Opens a page of {@code site} (a worker needs one of its origin), starts worker-boot.js?build=... there and
     * has it search after 1.e4; checks the build and the legal reply and returns every line.
     */
    private List<String> searchAfterE4(String siteUrl, String build) {
        chrome.get("about:blank");
        chrome.get(siteUrl + "?build=js");
        ChromeBrowser.startedBuild(chrome);
        List<String> got = WorkerTalk.talk(chrome, "worker-boot.js?build=" + build,
                List.of("uci", "position startpos moves e2e4", "go depth 4"), "bestmove", 30000);
        assertTrue(got.contains("info string build " + build), got.toString());
        String last = got.get(got.size() - 1);
        assertTrue(last.startsWith("bestmove "), got.toString());
        UciMove.parse(Fen.parse(AFTER_E4), last.split(" ")[1]); // throws unless it is a legal reply
        return got;
    }

    private static long count(List<String> lines, String start) {
        return lines.stream().filter(line -> line.startsWith(start)).count();
    }

    /**
     * Both builds search exactly as the JVM does with the same net: the same nodes, scores and lines at every depth
     * of a fixed-depth search, the Wasm build with its hidden sums in the SIMD kernel (net-kernel.js), the JS build
     * in Java ints. One evaluation that differed anywhere would change the node counts.
     */
    @Test
    void bothBuildsSearchExactlyAsTheJvm() throws IOException {
        Network net = builtNet();
        List<String> commands = List.of("uci", "setoption name Hash value 8", "ucinewgame",
                "position fen r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", "go depth 9");
        List<String> jvm = new ArrayList<>();
        UciProcessor processor = new UciProcessor(jvm::add, SearchRunner.SYNCHRONOUS);
        processor.useNetwork(net);
        commands.forEach(processor::handle);
        List<String> expected = searchLines(jvm);
        assertTrue(expected.size() >= 10, expected.toString());
        for (String build : BUILDS) {
            chrome.get("about:blank");
            chrome.get(TestSite.url() + "?build=js");
            ChromeBrowser.startedBuild(chrome);
            List<String> got = WorkerTalk.talk(chrome, "worker-boot.js?build=" + build, commands, "bestmove", 60000);
            assertTrue(got.contains("info string build " + build), got.toString());
            assertEquals(expected, searchLines(got), build);
            assertEquals(build.equals("wasm") ? 1 : 0, count(got, "info string network sums: simd kernel"),
                    build + ": " + got);
        }
    }

    /** The search's info lines without their timing (nps, time), and the bestmove line. */
    private static List<String> searchLines(List<String> lines) {
        return lines.stream().filter(line -> line.startsWith("info depth") || line.startsWith("bestmove"))
                .map(line -> line.replaceAll(" (nps|time) \\d+", "")).toList();
    }

    @Test
    void bothBuildsEvaluateWithTheSitesNetwork() throws IOException {
        Network net = builtNet();
        String named = "info string evaluation: " + net.description();
        for (String build : BUILDS) {
            List<String> got = searchAfterE4(TestSite.url(), build);
            assertTrue(got.contains(named), build + ": " + got);
            assertEquals(0, count(got, "info string network not loaded"), build + ": " + got);
        }
    }

    /**
     * Only the engine worker loads the net: the page's own requests (its first paint's among them) never do. Nor
     * does the page load its second script (js/image-tools.js, the image export) before an Image button is used;
     * the first use loads it.
     */
    @Test
    void thePageItselfDoesNotFetchTheNetworkNorItsImageScriptUntilUsed() {
        for (String build : BUILDS) {
            chrome.get("about:blank");
            chrome.get(TestSite.url() + "?build=" + build);
            assertEquals(build, ChromeBrowser.startedBuild(chrome));
            List<String> requests = pageRequests();
            assertTrue(requests.stream().anyMatch(r -> r.endsWith("style.css")), requests.toString());
            assertTrue(requests.stream().noneMatch(r -> r.contains(NET)), build + ": " + requests);
            assertTrue(requests.stream().noneMatch(r -> r.contains(IMAGE_SCRIPT)), build + ": " + requests);
            chrome.executeScript("document.getElementById('image-svg').click();");
            ChromeBrowser.waitFor(chrome, 30).until(driver -> pageRequests().stream()
                    .anyMatch(r -> r.endsWith(IMAGE_SCRIPT)) && String.valueOf(driver.findElement(
                    By.id("image-status")).getText()).startsWith("Saved position.svg"));
            assertTrue(pageRequests().stream().noneMatch(r -> r.contains(NET)), build + ": " + pageRequests());
        }
    }

    /** Nor does the page load its PGN reader (js/pgn-tools.js) before PGN is read; the first import loads it. */
    @Test
    void thePageDoesNotFetchItsPgnReaderUntilPgnIsRead() {
        for (String build : BUILDS) {
            chrome.get("about:blank");
            chrome.get(TestSite.url() + "?build=" + build);
            assertEquals(build, ChromeBrowser.startedBuild(chrome));
            assertTrue(pageRequests().stream().noneMatch(r -> r.contains(PGN_SCRIPT)), build + ": " + pageRequests());
            chrome.executeScript("document.getElementById('pgn-text').value = '1. e4 e5 2. Nf3 *';"
                    + " document.getElementById('pgn-import').click();");
            ChromeBrowser.waitFor(chrome, 30).until(driver -> "loaded: 3 moves.".equals(
                    driver.findElement(By.id("import-status")).getText()));
            assertEquals(1, pageRequests().stream().filter(r -> r.endsWith(PGN_SCRIPT)).count(),
                    build + ": " + pageRequests());
        }
    }

    @SuppressWarnings("unchecked")
    private List<String> pageRequests() {
        return (List<String>) chrome.executeScript(
                "return performance.getEntriesByType('resource').map(function (e) { return e.name; });");
    }

    @Test
    void withoutTheFileBothBuildsSayWhyAndStillPlay() {
        for (String build : BUILDS) {
            List<String> got = searchAfterE4(noNet.url(), build);
            assertEquals(1, count(got, "info string network not loaded"), build + ": " + got);
            assertTrue(got.contains("info string network not loaded: " + NET + ": HTTP 404"), build + ": " + got);
            assertTrue(got.contains("info string evaluation: hand-written (no network loaded)"), build + ": " + got);
        }
    }

    @Test
    void aDamagedFileIsRefusedWithTheReasonAndBothBuildsStillPlay() {
        for (String build : BUILDS) {
            List<String> got = searchAfterE4(damagedNet.url(), build);
            assertEquals(1, count(got, "info string network not loaded"), build + ": " + got);
            assertTrue(got.contains("info string network not loaded: " + damagedReason), build + ": " + got);
            assertTrue(got.contains("info string evaluation: hand-written (no network loaded)"), build + ": " + got);
        }
    }
}
