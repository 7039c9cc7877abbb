package chess.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import chess.build.SiteManifest;
import chess.cli.SiteServer;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;

/**
 * Offline use in headless Chromium: after one visit the service worker serves the app, engine worker included,
 * with the server gone, for both builds; and the standalone file plays against the engine from file://. Each offline test has its own server, so its own
 * origin and service worker, and stops it, leaving the shared test site alone.
 */
class OfflineChromeIT extends ChromeTestBase {
    OfflineChromeIT() {
        super(1200, 900);
    }

    @Override
    boolean sharesTheBrowser() {
        return false; // its pages come from servers of its own (ChromeTestBase)
    }

    @Test
    void javaScriptBuildWorksOfflineAfterOneVisit() throws IOException {
        reloadsWithoutTheServer("js");
    }

    @Test
    void wasmBuildWorksOfflineAfterOneVisit() throws IOException {
        reloadsWithoutTheServer("wasm");
    }

    private void reloadsWithoutTheServer(String build) throws IOException {
        String page;
        try (SiteServer server = SiteServer.start(TestSite.builtDir(), 0)) {
            page = server.url() + "?build=" + build + "#play=white&level=1";
            chrome.get(page);
            waitUntilStarted(build);
            waitUntilControlled();
        }
        // The server is closed: its port refuses connections, so everything below comes from the cache.
        chrome.get("about:blank");
        chrome.get(page);
        waitUntilStarted(build);
        assertEquals("e2, white pawn", square("e2").getDomAttribute("aria-label"));
        playE4AndGetAReply();
        // The worker's own address keeps its query through the service worker: build=... is obeyed.
        List<String> got = askEngineWorker(build);
        if (TestSite.hasNetwork()) { // precached with the rest: the engine evaluates with it offline too
            assertTrue(got.stream().anyMatch(l -> l.startsWith("info string evaluation: network ")), got.toString());
        }
    }

    /** Waits until a service worker is active (its install, the precache, is complete) and controls the page. */
    private void waitUntilControlled() {
        assertEquals(Boolean.TRUE, ChromeBrowser.serviceWorkerControls(chrome, 10),
                "the service worker controls the page");
    }

    /** Plays 1.e4 against the engine (the page's play=white) and waits for its answer. */
    private void playE4AndGetAReply() {
        square("e2").click();
        square("e4").click();
        ChromeBrowser.waitFor(chrome, 20).until(d -> fen().split(" ")[1].equals("w"));
        String[] fields = fen().split(" ");
        assertEquals("2", fields[5], "one reply: " + fen());
        assertEquals("4P3", fields[0].split("/")[4], "1.e4 is on the board: " + fen());
    }

    private String fen() {
        return chrome.findElement(By.id("fen")).getDomProperty("value");
    }

    @Test
    void aNewBuildReplacesTheOldCache(@TempDir Path copy) throws IOException {
        TestSite.copyTree(TestSite.builtDir(), copy);
        try (SiteServer server = SiteServer.start(copy, 0)) {
            chrome.get(server.url() + "?build=js");
            waitUntilStarted("js");
            waitUntilControlled(); // an update check while the first install still runs would be skipped
            waitForCaches(List.of(cacheName(server, SiteManifest.write(copy))));
            // A new build: one file changes, the build step writes a new version into sw.js.
            Files.writeString(copy.resolve("style.css"), "\n/* new build */\n", StandardOpenOption.APPEND);
            String next = SiteManifest.write(copy);
            chrome.get("about:blank");
            chrome.get(server.url() + "?build=js"); // the browser checks sw.js on navigation
            waitForCaches(List.of(cacheName(server, next)));
            Object style = chrome.executeAsyncScript("var done = arguments[arguments.length - 1];"
                    + " fetch('style.css').then(function (r) { return r.text(); }).then(done);");
            assertTrue(style.toString().endsWith("/* new build */\n"), "the new file is served");
        }
    }

    private static String cacheName(SiteServer server, String version) {
        return "chess:" + server.url() + ":" + version;
    }

    /** Waits until this origin's caches are exactly {@code names}. */
    private void waitForCaches(List<String> names) {
        String keys = "var done = arguments[arguments.length - 1]; caches.keys().then(done);";
        try {
            ChromeBrowser.waitFor(chrome, 20).until(d -> names.equals(chrome.executeAsyncScript(keys)));
        } catch (org.openqa.selenium.TimeoutException e) {
            assertEquals(names, chrome.executeAsyncScript(keys), "this origin's caches");
        }
    }

    @Test
    void standaloneFilePlaysFromDisk() {
        chrome.get(TestSite.standaloneFileUri() + "#play=white&level=1");
        waitUntilStarted("js");
        playE4AndGetAReply();
        // Its own policy still refuses inline code that it does not list by hash.
        chrome.executeScript("var s = document.createElement('script'); s.textContent = 'window.__inline = 1';"
                + " document.head.appendChild(s);");
        assertEquals("undefined", chrome.executeScript("return String(window.__inline);"));
        // The engine worker, asked for by its site name, starts from the inline copy (a blob: URL).
        List<String> got = askEngineWorker("js");
        assertTrue(got.contains("uciok"), got.toString());
        // One file, no net beside it: the engine evaluates by hand and says why.
        assertTrue(got.contains("info string network not loaded: the standalone page carries no network file"),
                got.toString());
    }

    /**
     * Starts worker-boot.js?build=... in the open page, as the page does, and checks that it runs that build and
     * answers a search; returns its lines.
     */
    private List<String> askEngineWorker(String build) {
        List<String> got = WorkerTalk.talk(chrome, "worker-boot.js?build=" + build,
                List.of("uci", "position startpos moves e2e4", "go depth 3"), "bestmove", 20000);
        assertTrue(got.contains("info string build " + build), got.toString());
        assertTrue(got.get(got.size() - 1).matches("bestmove [a-h][1-8][a-h][1-8].*"), got.toString());
        return got;
    }

    private void waitUntilStarted(String build) {
        assertEquals(build, ChromeBrowser.startedBuild(chrome));
    }

    private org.openqa.selenium.WebElement square(String name) {
        return chrome.findElement(By.cssSelector("[data-square='" + name + "']"));
    }
}
