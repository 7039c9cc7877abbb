package chess.web;

import chess.cli.SiteServer;
import chess.core.Board;
import chess.core.Fen;
import chess.core.Perft;
import chess.engine.Bench;
import chess.engine.Engine;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeSet;
import java.util.stream.Stream;
import java.util.zip.Deflater;
import java.util.zip.GZIPOutputStream;
import org.openqa.selenium.By;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The browser benchmark (prints figures, asserts nothing): builds {@code target/bench} (the site, bench/bench.html
 * and chess.js from bench/node_modules), serves it with {@link SiteServer}, opens the page in headless Chromium
 * and measures round by round, interleaved: the Wasm and JS engine workers, chess.js, and the same perft positions
 * and search bench on this JVM; prints one table with nodes/s and ratios. Then it
 * measures the site itself: gzip sizes of what a first visit downloads and the time to the first board paint
 * ({@code board-rendered} mark), on first visits and on service-worker-served repeat visits.
 *
 * <p>Run: {@code npm ci --prefix bench && mvn -q -Ptools -DskipTests package exec:java -Dtool=chess.web.BrowserBench
 * -Dargs="[runs=5] [loads=7]"} (it needs the built site and chess.jar, hence {@code package}).
 */
public final class BrowserBench {
    private static final Path SITE = Paths.get("target/site");
    private static final Path BENCH_SOURCES = Paths.get("bench");
    private static final Path CHESS_JS = BENCH_SOURCES.resolve("node_modules/chess.js/dist/esm/chess.js");
    private static final Path OUT = Paths.get("target/bench");
    private static final String[][] POSITIONS = {
        {"startpos", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "5"},
        {"kiwipete", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", "4"},
    };
    /** Depth 10, below the command line's default: the browser builds are slower and run it several times. */
    private static final int BENCH_DEPTH = 10;

    private BrowserBench() {
    }

    public static void main(String[] args) throws Exception {
        int runs = args.length > 0 ? Integer.parseInt(args[0]) : 5;
        int loads = args.length > 1 ? Integer.parseInt(args[1]) : 7;
        if (!Files.isRegularFile(SITE.resolve("sw.js")) || !Files.isRegularFile(SITE.resolve("worker-boot.js"))) {
            throw new IllegalStateException("build the site first: mvn -q package -DskipTests");
        }
        if (!Files.isRegularFile(CHESS_JS)) {
            throw new IllegalStateException("install chess.js first: npm ci --prefix bench");
        }
        prepare();
        ChromeDriver chrome = ChromeBrowser.start(1200, 900);
        try (SiteServer server = SiteServer.start(OUT, 0)) {
            runSpeed(chrome, server.url(), runs);
            printCommandLineFigures();
            printSiteFigures(chrome, loads);
        } finally {
            chrome.quit();
        }
    }

    /** target/bench: the built site plus the bench page and chess.js, all from one origin. */
    private static void prepare() throws IOException {
        TestSite.copyTree(SITE, OUT);
        Files.copy(BENCH_SOURCES.resolve("bench.html"), OUT.resolve("bench.html"), StandardCopyOption.REPLACE_EXISTING);
        for (String file : List.of("bench.js", "chessjs-worker.js")) {
            Files.copy(BENCH_SOURCES.resolve(file), OUT.resolve(file), StandardCopyOption.REPLACE_EXISTING);
        }
        Files.createDirectories(OUT.resolve("chessjs"));
        Files.copy(CHESS_JS, OUT.resolve("chessjs/chess.js"), StandardCopyOption.REPLACE_EXISTING);
    }

    private static final String[] TESTS = {"perft nobulk", "perft bulk", "search bench"};

    /**
     * Round by round, each implementation once in turn (Wasm, JS, chess.js in the browser, then this JVM), so a
     * busy machine slows them alike; prints the median nodes/s of each and the median of the per-round ratios.
     */
    private static void runSpeed(ChromeDriver chrome, String base, int runs) {
        chrome.get(base + "bench.html?driven=1&bench=" + BENCH_DEPTH);
        chrome.manage().timeouts().scriptTimeout(Duration.ofMinutes(5));
        Object ready = chrome.executeAsyncScript("var done = arguments[arguments.length - 1];"
                + " window.benchSetup().then(done, function (e) { done('failed: ' + e); });");
        if (!Boolean.TRUE.equals(ready)) {
            throw new IllegalStateException("bench page: " + ready);
        }
        warmUpJvm();
        System.out.printf(Locale.ROOT, "%nSpeed in headless Chromium %s and on the JVM (Java %s), nodes/s: median of"
                + " %d rounds; ratios: median of the per-round ratios%n%n",
                chrome.getCapabilities().getBrowserVersion(), System.getProperty("java.version"), runs);
        System.out.println("| test | depth | nodes | Wasm | JS | chess.js | JVM | Wasm/chess.js | JS/chess.js"
                + " | JVM/Wasm |");
        System.out.println("|---|---|---:|---:|---:|---:|---:|---:|---:|---:|");
        for (String test : TESTS) {
            int positions = test.equals("search bench") ? 1 : POSITIONS.length;
            for (int index = 0; index < positions; index++) {
                List<String> impls = test.equals("perft nobulk") ? List.of("wasm", "js", "chess.js", "jvm")
                        : List.of("wasm", "js", "jvm");
                Map<String, double[]> nps = new LinkedHashMap<>();
                Map<String, Object[]> last = new LinkedHashMap<>();
                for (String impl : impls) {
                    nps.put(impl, new double[runs]);
                }
                for (int round = 0; round < runs; round++) {
                    for (String impl : impls) {
                        Object[] m = impl.equals("jvm") ? measureJvm(test, index) : measureBrowser(chrome, impl, test,
                                index);
                        nps.get(impl)[round] = ((Number) m[0]).doubleValue() / (((Number) m[1]).doubleValue() / 1000);
                        last.put(impl, m);
                    }
                }
                String name = test + " " + (test.equals("search bench") ? "bench " + BENCH_DEPTH : POSITIONS[index][0]);
                String depth = last.get("wasm")[2] + (impls.contains("chess.js") ? " (chess.js " + last.get("chess.js")[2]
                        + ")" : "");
                boolean withChessJs = impls.contains("chess.js");
                System.out.printf(Locale.ROOT, "| %s | %s | %d | %s | %s | %s | %s | %s | %s | %s |%n", name, depth,
                        ((Number) last.get("wasm")[0]).longValue(), rate(median(nps.get("wasm"))),
                        rate(median(nps.get("js"))), withChessJs ? rate(median(nps.get("chess.js"))) : "",
                        rate(median(nps.get("jvm"))),
                        withChessJs ? ratio(medianRatio(nps.get("wasm"), nps.get("chess.js"))) : "",
                        withChessJs ? ratio(medianRatio(nps.get("js"), nps.get("chess.js"))) : "",
                        ratio(medianRatio(nps.get("jvm"), nps.get("wasm"))));
            }
        }
    }

    /** {nodes, ms, depth} from the page. */
    @SuppressWarnings("unchecked")
    private static Object[] measureBrowser(ChromeDriver chrome, String impl, String test, int index) {
        Object result = chrome.executeAsyncScript("var done = arguments[arguments.length - 1];"
                + " window.benchMeasure(arguments[0], arguments[1], arguments[2]).then(done,"
                + " function (e) { done('failed: ' + e); });", impl, test, index);
        if (!(result instanceof Map)) {
            throw new IllegalStateException("bench page, " + impl + " " + test + ": " + result);
        }
        Map<String, Object> m = (Map<String, Object>) result;
        return new Object[] {m.get("nodes"), m.get("ms"), m.get("depth")};
    }

    private static void warmUpJvm() {
        for (String[] p : POSITIONS) {
            Board board = Fen.parse(p[1]);
            new Perft(board, false).count(Integer.parseInt(p[2]) - 1);
            new Perft(board, true).count(Integer.parseInt(p[2]) - 1);
        }
        Bench.run(BENCH_DEPTH, Engine.DEFAULT_HASH_MB, line -> { });
    }

    /** {nodes, ms, depth} on this JVM: the same positions and depths as the browser's engine. */
    private static Object[] measureJvm(String test, int index) {
        long start = System.nanoTime();
        long nodes;
        int depth;
        if (test.equals("search bench")) {
            depth = BENCH_DEPTH;
            nodes = Bench.run(BENCH_DEPTH, Engine.DEFAULT_HASH_MB, line -> { });
        } else {
            depth = Integer.parseInt(POSITIONS[index][2]);
            nodes = new Perft(Fen.parse(POSITIONS[index][1]), test.equals("perft bulk")).count(depth);
        }
        return new Object[] {nodes, (System.nanoTime() - start) / 1e6, depth};
    }

    private static double median(double[] values) {
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        return sorted[(sorted.length - 1) / 2];
    }

    private static double medianRatio(double[] a, double[] b) {
        double[] ratios = new double[a.length];
        for (int i = 0; i < a.length; i++) {
            ratios[i] = a[i] / b[i];
        }
        return median(ratios);
    }

    /**
     * The command line's own figures in fresh JVMs, as a user runs them: the search bench and single perft runs
     * (bench-perft --quick only checks that the command works: its depths are too small to time).
     */
    private static void printCommandLineFigures() throws IOException, InterruptedException {
        String javaBin = Paths.get(System.getProperty("java.home"), "bin", "java").toString();
        String[][] commands = {
            {javaBin, "-jar", "target/chess.jar", "bench"},
            {javaBin, "-jar", "target/chess.jar", "perft", "5", "--no-bulk"},
            {javaBin, "-jar", "target/chess.jar", "perft", "5"},
        };
        System.out.println();
        for (String[] command : commands) {
            Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
            String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            process.waitFor();
            String last = "";
            for (String line : output.split("\n")) {
                if (line.startsWith("Nodes/second") || line.startsWith("Time:")) {
                    last = line.trim();
                }
            }
            System.out.println("fresh JVM: " + String.join(" ", Arrays.copyOfRange(command, 1, command.length))
                    + " -> " + last);
        }
        System.out.println("load average: " + Files.readString(Paths.get("/proc/loadavg")).trim());
    }

    private static String rate(double nps) {
        return Double.isNaN(nps) ? "" : nps >= 1e6 ? String.format(Locale.ROOT, "%.2f M", nps / 1e6)
                : String.format(Locale.ROOT, "%.0f k", nps / 1e3);
    }

    private static String ratio(double r) {
        return Double.isNaN(r) ? "" : String.format(Locale.ROOT, "%.1f×", r);
    }

    /** Transfer sizes and first-paint times of the site itself, per build. */
    private static void printSiteFigures(ChromeDriver chrome, int loads) throws IOException {
        System.out.printf(Locale.ROOT, "%nThe site (gzip -9 sizes; paint = 'board-rendered' mark, median of %d loads)"
                + "%n%n", loads);
        System.out.println("| build | page files (gzip) | engine worker files (gzip) | whole precache + sw.js (gzip)"
                + " | first paint, first visit | first paint, repeat visit (service worker) |");
        System.out.println("|---|---:|---:|---:|---:|---:|");
        long precache = gzipSize("sw.js");
        for (String file : siteFiles()) {
            precache += gzipSize(file);
        }
        for (String build : new String[] {"wasm", "js"}) {
            double[] cold = new double[loads];
            TreeSet<String> pageFiles = new TreeSet<>();
            for (int i = 0; i < loads; i++) {
                try (SiteServer fresh = SiteServer.start(SITE, 0)) { // a new origin: no cache, no service worker
                    cold[i] = loadAndMark(chrome, fresh.url(), build);
                    pageFiles.addAll(pageFiles(chrome, fresh.url()));
                    waitForServiceWorker(chrome); // its precache downloads finish before the next load
                }
            }
            double[] warm = new double[loads];
            try (SiteServer server = SiteServer.start(SITE, 0)) {
                loadAndMark(chrome, server.url(), build);
                waitForServiceWorker(chrome);
                for (int i = 0; i < loads; i++) {
                    warm[i] = loadAndMark(chrome, server.url(), build);
                }
            }
            long page = 0;
            for (String file : pageFiles) {
                page += gzipSize(file);
            }
            long worker = 0;
            List<String> workerFiles = new ArrayList<>(build.equals("wasm")
                    ? List.of("worker-boot.js", "worker-lines.js", "wasm/classes.wasm-runtime.js",
                            "wasm/engine-worker.wasm")
                    : List.of("worker-boot.js", "worker-lines.js", "js/engine-worker.js"));
            if (Files.isRegularFile(SITE.resolve("engine.nnue"))) {
                workerFiles.add("engine.nnue"); // the evaluation network, fetched by the worker as it starts
            }
            for (String file : workerFiles) {
                worker += gzipSize(file);
            }
            System.out.printf(Locale.ROOT, "| %s | %.1f KB | %.1f KB | %.1f KB | %.0f ms | %.0f ms |%n", build,
                    page / 1024.0, worker / 1024.0, precache / 1024.0, median(cold), median(warm));
            System.out.println("  page files: " + pageFiles);
        }
    }

    private static double loadAndMark(ChromeDriver chrome, String base, String build) {
        chrome.get("about:blank");
        chrome.get(base + "?build=" + build);
        new WebDriverWait(chrome, Duration.ofSeconds(30)).until(d -> "true".equals(
                d.findElement(By.tagName("html")).getDomAttribute("data-ready")));
        if (!build.equals(chrome.findElement(By.tagName("html")).getDomAttribute("data-build"))) {
            throw new IllegalStateException("the page did not start the " + build + " build");
        }
        Object ms = chrome.executeScript("var m = performance.getEntriesByName('board-rendered');"
                + " return m.length ? m[0].startTime : -1;");
        return ((Number) ms).doubleValue();
    }

    @SuppressWarnings("unchecked")
    private static List<String> pageFiles(ChromeDriver chrome, String base) {
        List<String> urls = (List<String>) chrome.executeScript(
                "return performance.getEntriesByType('resource').map(function (e) { return e.name; });");
        List<String> files = new ArrayList<>();
        files.add("index.html");
        for (String url : urls) {
            if (url.startsWith(base) && !url.endsWith("/sw.js")) {
                String file = url.substring(base.length());
                int cut = file.indexOf('?');
                files.add(cut < 0 ? file : file.substring(0, cut));
            }
        }
        return files;
    }

    private static void waitForServiceWorker(ChromeDriver chrome) {
        chrome.manage().timeouts().scriptTimeout(Duration.ofSeconds(30));
        chrome.executeAsyncScript("var done = arguments[arguments.length - 1];"
                + " navigator.serviceWorker.ready.then(function () { done(true); });");
    }

    private static List<String> siteFiles() throws IOException {
        List<String> files = new ArrayList<>();
        try (Stream<Path> walk = Files.walk(SITE)) {
            walk.filter(Files::isRegularFile).forEach(f -> files.add(SITE.relativize(f).toString().replace('\\', '/')));
        }
        files.remove("sw.js");
        return files;
    }

    private static long gzipSize(String file) {
        try {
            byte[] content = Files.readAllBytes(SITE.resolve(file));
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            try (GZIPOutputStream gzip = new GZIPOutputStream(out) {
                {
                    def.setLevel(Deflater.BEST_COMPRESSION);
                }
            }) {
                gzip.write(content);
            }
            return out.size();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
