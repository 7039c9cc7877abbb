package chess.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import chess.cli.SiteServer;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;

/**
 * Headless Chromium (which has WebAssembly GC) on copies of the built site that lack a part of the Wasm build, so
 * the server answers 404 for it: the TeaVM runtime, the engine worker's module, or the Wasm GC check itself. Unless
 * ?build=wasm forces Wasm, the page and the engine worker run the JavaScript build; forced, each reports the
 * failure once and stops there.
 */
class WasmFallbackChromeIT extends ChromeTestBase {
    private static final String RUNTIME = "wasm/classes.wasm-runtime.js";
    private static final String WORKER_MODULE = "wasm/engine-worker.wasm";
    private static final String PAGE_MODULE = "wasm/chess.wasm";
    private static final String WASM_CHECK = "wasm-support.js";
    private SiteServer noRuntime;
    private SiteServer noWorkerModule;
    private SiteServer noWasmCheck;
    private SiteServer noPageModule;

    WasmFallbackChromeIT() {
        super(1200, 900);
    }

    @Override
    boolean sharesTheBrowser() {
        return false; // its pages come from servers of its own (ChromeTestBase)
    }

    @BeforeAll
    void serveCopiesWithoutWasmParts(@TempDir Path copies) throws IOException {
        if (!ChromeBrowser.installed()) {
            return; // nothing to serve: each test is skipped, or fails in CI (ChromeTestBase)
        }
        noRuntime = serveWithout(copies.resolve("no-runtime"), RUNTIME);
        noWorkerModule = serveWithout(copies.resolve("no-worker-module"), WORKER_MODULE);
        noWasmCheck = serveWithout(copies.resolve("no-wasm-check"), WASM_CHECK);
        noPageModule = serveWithout(copies.resolve("no-page-module"), PAGE_MODULE);
    }

    private static SiteServer serveWithout(Path copy, String file) throws IOException {
        TestSite.copyTree(TestSite.builtDir(), copy);
        Files.delete(copy.resolve(file));
        return SiteServer.start(copy, 0);
    }

    @AfterAll
    void stopServers() {
        for (SiteServer server : new SiteServer[] {noRuntime, noWorkerModule, noWasmCheck, noPageModule}) {
            if (server != null) {
                server.close();
            }
        }
    }

    /** Opens the page of {@code site} with {@code query}; returns the build it started ("failed" if it gave up). */
    private String openPage(SiteServer site, String query) {
        chrome.get("about:blank");
        chrome.get(site.url() + query);
        return ChromeBrowser.startedBuild(chrome);
    }

    /** Starts worker-boot.js without forcing a build and asks it for a search: the JavaScript engine answers. */
    private void workerSearchesWithJavaScript(SiteServer site) {
        openPage(site, "?build=js");
        List<String> got = WorkerTalk.talk(chrome, "worker-boot.js",
                List.of("uci", "position startpos moves e2e4", "go depth 3"), "bestmove", 20000);
        assertTrue(got.contains("info string build js"), got.toString());
        assertTrue(got.stream().noneMatch(line -> line.startsWith("info string engine")), got.toString());
        if (TestSite.hasNetwork()) { // the net fetched for the Wasm build goes to the JavaScript one
            assertTrue(got.stream().anyMatch(l -> l.startsWith("info string evaluation: network ")), got.toString());
        }
        assertTrue(got.get(got.size() - 1).matches("bestmove [a-h][1-8][a-h][1-8].*"), got.toString());
    }

    @Test
    void workerWithoutTheRuntimeSearchesWithJavaScript() {
        workerSearchesWithJavaScript(noRuntime);
    }

    @Test
    void workerWithoutItsModuleSearchesWithJavaScript() {
        workerSearchesWithJavaScript(noWorkerModule);
    }

    @Test
    void forcedWasmWorkerWithoutTheRuntimeReportsOnceAndStops() {
        openPage(noRuntime, "?build=js");
        List<String> got = WorkerTalk.talk(chrome, "worker-boot.js?build=wasm", List.of("uci"), "uciok", 3000);
        assertEquals(2, got.size(), "one report, then nothing until the time-out: " + got);
        assertTrue(got.get(0).startsWith("info string engine could not start: ") && got.get(0).contains(RUNTIME),
                got.toString());
        assertEquals("TIMEOUT", got.get(1), "no uncaught error in the worker: " + got);
    }

    @Test
    void pageWithoutTheRuntimeStartsTheJavaScriptBuild() {
        assertEquals("js", openPage(noRuntime, ""));
    }

    @Test
    void pageWithoutTheWasmCheckStartsTheJavaScriptBuild() {
        assertEquals("js", openPage(noWasmCheck, ""));
    }

    @Test
    void pageWithoutItsModuleStartsTheJavaScriptBuild() { // boot.js preloads the module beside the loader
        assertEquals("js", openPage(noPageModule, ""));
    }

    @Test
    void forcedWasmPageWithoutItsModuleSaysItCouldNotStart() {
        assertEquals("failed", openPage(noPageModule, "?build=wasm"));
        String said = chrome.findElement(By.id("turn")).getText();
        assertTrue(said.startsWith("The app could not start: "), said); // the rest is the browser's own words
    }

    @Test
    void forcedWasmPageWithoutTheRuntimeSaysWhy() {
        assertEquals("failed", openPage(noRuntime, "?build=wasm"));
        assertEquals("The app could not start: cannot load " + RUNTIME, chrome.findElement(By.id("turn")).getText());
    }
}
