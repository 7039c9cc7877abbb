package chess.web;

import chess.cli.SiteServer;
import chess.engine.Bench;
import java.nio.file.Paths;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import org.openqa.selenium.chrome.ChromeDriver;

/**
 * What helper workers buy the browser's engine (prints figures, asserts nothing): the time for one engine worker
 * to search every bench position to a fixed depth, alone and with helpers that share its hash table and search
 * {@code go infinite} alongside until it is done, as the page's analysis does (chess.web.WorkerEngine). In headless
 * Chromium on the built site's repeat visit (cross-origin isolated by its service worker), for both builds; the
 * worker counts are interleaved round by round, so a busy machine slows them alike. Also prints the nodes the main
 * worker needed (fewer with helpers when their table entries save it work: a figure the machine's load does not
 * change).
 *
 * <p>Run: {@code mvn -q -Ptools -DskipTests package exec:java -Dtool=chess.web.BrowserThreadScaling
 * -Dargs="[depth=11] [workers=1,2] [rounds=5] [builds=wasm,js]"}.
 */
public final class BrowserThreadScaling {
    private BrowserThreadScaling() {
    }

    public static void main(String[] args) throws Exception {
        int depth = args.length > 0 ? Integer.parseInt(args[0]) : 11;
        int[] counts = Arrays.stream((args.length > 1 ? args[1] : "1,2").split(",")).mapToInt(Integer::parseInt)
                .toArray();
        int rounds = args.length > 2 ? Integer.parseInt(args[2]) : 5;
        List<String> builds = List.of((args.length > 3 ? args[3] : "wasm,js").split(","));
        int most = Arrays.stream(counts).max().orElse(1);
        ChromeDriver chrome = ChromeBrowser.start(1200, 900);
        try (SiteServer site = SiteServer.start(Paths.get("target/site"), 0)) {
            chrome.get(site.url() + "?build=js");
            ChromeBrowser.startedBuild(chrome);
            if (!Boolean.TRUE.equals(ChromeBrowser.serviceWorkerControls(chrome, 30))) {
                throw new IllegalStateException("no service worker controls " + site.url());
            }
            chrome.get(site.url() + "?build=js");
            ChromeBrowser.startedBuild(chrome);
            if (!Boolean.TRUE.equals(chrome.executeScript("return self.crossOriginIsolated === true;"))) {
                throw new IllegalStateException("the page is not cross-origin isolated");
            }
            System.out.printf(Locale.ROOT, "Chromium %s, navigator.hardwareConcurrency %s, depth %d, %d bench"
                    + " positions, %d rounds%n", chrome.getCapabilities().getBrowserVersion(),
                    chrome.executeScript("return navigator.hardwareConcurrency;"), depth, Bench.positions().length,
                    rounds);
            chrome.manage().timeouts().scriptTimeout(Duration.ofMinutes(10));
            chrome.executeAsyncScript(SCRIPT + " start(arguments[0], arguments[1]).then(function () { done(); });",
                    builds, most);
            TimingTable times = new TimingTable(rounds);
            long[][][] mainNodes = new long[builds.size()][counts.length][rounds];
            for (int round = 0; round < rounds; round++) {
                StringBuilder line = new StringBuilder("round " + (round + 1) + ":");
                for (int b = 0; b < builds.size(); b++) {
                    for (int c = 0; c < counts.length; c++) {
                        @SuppressWarnings("unchecked")
                        List<Number> r = (List<Number>) chrome.executeAsyncScript("var done = arguments[arguments"
                                + ".length - 1]; window.measure(arguments[0], arguments[1], arguments[2], arguments[3])"
                                + ".then(done);", builds.get(b), counts[c] - 1, depth, List.of(Bench.positions()));
                        times.record(builds.get(b) + ", " + counts[c] + " worker" + (counts[c] > 1 ? "s" : ""),
                                round, r.get(0).doubleValue());
                        mainNodes[b][c][round] = r.get(1).longValue();
                        line.append(String.format(Locale.ROOT, "  %s %d: %.0f ms, main %d nodes", builds.get(b),
                                counts[c], r.get(0).doubleValue(), r.get(1).longValue()));
                    }
                }
                System.out.println(line);
            }
            times.print("Time to depth " + depth + " over the bench positions (ms)", "build, workers");
            for (int b = 0; b < builds.size(); b++) {
                for (int c = 0; c < counts.length; c++) {
                    long[] n = mainNodes[b][c].clone();
                    Arrays.sort(n);
                    System.out.printf(Locale.ROOT, "%s, %d workers: main worker's nodes, median %d%n", builds.get(b),
                            counts[c], n[n.length / 2]);
                }
            }
        } finally {
            chrome.quit();
        }
    }

    /**
     * The page's side: start(builds, most) starts, per build, a main worker and most - 1 helpers, each with a stop
     * flag and the one shared table, and waits until all have taken it; measure(build, helpers, depth, fens)
     * searches every position with the main worker ("ucinewgame" first, which empties the shared table), with that
     * many helpers on "go infinite" until the main worker's bestmove, and answers [ms, main worker's nodes].
     */
    private static final String SCRIPT = "var done = arguments[arguments.length - 1];"
            + " var teams = {};"
            + " function worker(build, table) {"
            + "   var w = new Worker('worker-boot.js?build=' + build + '&table=1');"
            + "   w.flag = new Int32Array(new SharedArrayBuffer(4)); w.generation = 0; w.listen = null;"
            + "   w.onmessage = function (e) { var line = String(Array.isArray(e.data) ? e.data[1] : e.data);"
            + "     if (w.listen) { w.listen(line); } };"
            + "   w.postMessage({ stopFlag: w.flag.buffer, table: table });"
            + "   w.send = function (text) { w.postMessage([w.generation, text]); };"
            + "   w.stop = function () { w.generation++; Atomics.store(w.flag, 0, w.generation); };"
            + "   w.ready = new Promise(function (resolve, reject) { w.listen = function (line) {"
            + "     if (line.indexOf('info string hash table shared') === 0) { w.listen = null; resolve(); }"
            + "     else if (line.indexOf('info string engine') === 0) { reject(new Error(line)); } }; });"
            + "   return w; }"
            + " function start(builds, most) {"
            + "   return Promise.all(builds.map(function (build) {"
            + "     var table = new WebAssembly.Memory({ initial: 257, maximum: 257, shared: true });"
            + "     var team = []; for (var i = 0; i < most; i++) { team.push(worker(build, table)); }"
            + "     teams[build] = team;"
            + "     return Promise.all(team.map(function (w) { return w.ready; })); })); }"
            + " function searchOne(team, helpers, depth, fen) { return new Promise(function (resolve) {"
            + "   var main = team[0], nodes = 0, t0;"
            + "   main.listen = function (line) { var m = / nodes (\\d+)/.exec(line); if (m) { nodes = +m[1]; }"
            + "     if (line === 'readyok') { t0 = performance.now();"
            + "       for (var i = 1; i <= helpers; i++) { team[i].send('position fen ' + fen + '\\ngo infinite'); }"
            + "       main.send('position fen ' + fen + '\\ngo depth ' + depth); }"
            + "     if (line.indexOf('bestmove') === 0) { var ms = performance.now() - t0;"
            + "       for (var j = 1; j <= helpers; j++) { team[j].stop(); }"
            + "       main.listen = null; resolve([ms, nodes]); } };"
            + "   main.send('ucinewgame\\nisready'); }); }"
            + " window.measure = function (build, helpers, depth, fens) {"
            + "   var team = teams[build], total = [0, 0], chain = Promise.resolve();"
            + "   fens.forEach(function (fen) { chain = chain.then(function () {"
            + "     return searchOne(team, helpers, depth, fen); }).then(function (r) {"
            + "     total[0] += r[0]; total[1] += r[1]; }); });"
            + "   return chain.then(function () { return new Promise(function (resolve) {"
            + "     setTimeout(function () { resolve(total); }, 300); }); }); };";
}
