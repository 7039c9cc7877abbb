package chess.web.firefox;

import chess.web.MissingBrowser;
import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Headless Firefox (Gecko) from the system package firefox-esr (or the program in FIREFOX_BIN), driven over
 * WebDriver BiDi, which Firefox speaks itself: no geckodriver. Each start gets a fresh profile in a temporary
 * folder; {@link #close} kills the browser and deletes the folder.
 *
 * <p>The rule for a browser that is not there is the Chromium tests' one ({@link MissingBrowser}): {@link #start}
 * fails the calling test in CI (CI=true), where the browser tests must run, and skips it elsewhere. The system
 * property {@code chess.firefox.bin}, when set, wins over FIREFOX_BIN.
 */
public final class Firefox implements AutoCloseable {
    /**
     * Asked for port 0 (any free one), Firefox says which it took in its profile, in this file, once BiDi is up, and
     * on its output ("WebDriver BiDi listening on ws://127.0.0.1:PORT"): the output serves a version without the file.
     */
    private static final String SERVER_FILE = "WebDriverBiDiServer.json";
    private static final Pattern FILE_PORT = Pattern.compile("\"ws_port\"\\s*:\\s*(\\d+)");
    private static final Pattern LOG_PORT = Pattern.compile("WebDriver BiDi listening on ws://[^:/]+:(\\d+)");
    /** A cold start on a loaded 2-core machine takes seconds; this is the most it may take. */
    private static final long START_SECONDS = 90;
    /**
     * Quiet, fast starts: no first-run pages, updates, telemetry, experiments or background downloads (Firefox's
     * remote agent sets more of these itself).
     */
    private static final List<String> PREFERENCES = List.of(
            "browser.shell.checkDefaultBrowser\", false",
            "browser.startup.homepage_override.mstone\", \"ignore\"",
            "browser.startup.page\", 0",
            "browser.aboutwelcome.enabled\", false",
            "app.update.auto\", false",
            "app.update.checkInstallTime\", false",
            "app.normandy.enabled\", false",
            "messaging-system.rsexperimentloader.enabled\", false",
            "datareporting.policy.dataSubmissionEnabled\", false",
            "datareporting.healthreport.uploadEnabled\", false",
            "toolkit.telemetry.enabled\", false",
            "extensions.update.enabled\", false",
            "browser.safebrowsing.malware.enabled\", false",
            "browser.safebrowsing.phishing.enabled\", false",
            "network.captive-portal-service.enabled\", false",
            "network.connectivity-service.enabled\", false");
    public static final String BROWSER_PROPERTY = "chess.firefox.bin";

    private final Process process;
    private final Path folder;
    private final BiDiSession session;
    /** Every tab's viewport, set on each: headless Firefox 153 left --window-size aside (1366 x 682 whatever). */
    private final Map<String, Object> viewport;
    /** Stops the browser if the JVM ends before {@link #close} (a test run cut short): no Firefox outlives it. */
    private final Thread stopAtExit;

    private Firefox(Process process, Path folder, BiDiSession session, int width, int height) {
        this.process = process;
        this.folder = folder;
        this.session = session;
        this.viewport = Map.of("width", width, "height", height);
        this.stopAtExit = new Thread(() -> stop(process, folder));
        Runtime.getRuntime().addShutdownHook(stopAtExit);
    }

    /** A new headless Firefox whose tabs show {@code width} x {@code height} pixels (skips or fails, see above). */
    public static Firefox start(int width, int height) {
        File program = program();
        assumeInstalled(program);
        Path folder;
        try {
            folder = Files.createTempDirectory("firefox-test");
            Path profile = Files.createDirectory(folder.resolve("profile"));
            Files.write(profile.resolve("user.js"),
                    PREFERENCES.stream().map(p -> "user_pref(\"" + p + ");").toList(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        Process process = null;
        try {
            process = new ProcessBuilder(program.getPath(), "--headless", "--no-remote", "--remote-debugging-port",
                    "0", "-profile", folder.resolve("profile").toString())
                    .redirectErrorStream(true).redirectOutput(folder.resolve("firefox.log").toFile()).start();
            int port = waitForPort(process, folder);
            BiDiSession session = BiDiSession.connect(URI.create("ws://127.0.0.1:" + port + "/session"));
            return new Firefox(process, folder, session, width, height);
        } catch (IOException | InterruptedException | RuntimeException e) {
            String log = log(folder);
            stop(process, folder);
            if (e instanceof InterruptedException) {
                Thread.currentThread().interrupt();
            }
            throw new IllegalStateException("Firefox did not start (" + program + "): " + e + "\n" + log, e);
        }
    }

    /** The browser's session, for commands of one's own. */
    public BiDiSession session() {
        return session;
    }

    /** The tab Firefox opened at start. */
    public Tab firstTab() {
        @SuppressWarnings("unchecked")
        List<Map<String, Object>> contexts = (List<Map<String, Object>>) session
                .send("browsingContext.getTree", Map.of("maxDepth", 0)).get("contexts");
        return sized((String) contexts.get(0).get("context"));
    }

    /** A new tab, a fresh page: close it when done. */
    public Tab newTab() {
        return sized((String) session.send("browsingContext.create", Map.of("type", "tab")).get("context"));
    }

    private Tab sized(String context) {
        session.send("browsingContext.setViewport", Map.of("context", context, "viewport", viewport));
        return new Tab(session, context);
    }

    /** Ends the session, kills the browser and deletes its profile. */
    @Override
    public void close() {
        try {
            session.close();
        } finally {
            stop(process, folder);
            Runtime.getRuntime().removeShutdownHook(stopAtExit);
        }
    }

    private static int waitForPort(Process process, Path folder) throws IOException, InterruptedException {
        Path serverFile = folder.resolve("profile").resolve(SERVER_FILE);
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(START_SECONDS);
        while (System.nanoTime() < deadline) {
            if (!process.isAlive()) {
                throw new IllegalStateException("Firefox exited with " + process.exitValue());
            }
            Matcher port = Files.isRegularFile(serverFile) ? FILE_PORT.matcher(Files.readString(serverFile))
                    : LOG_PORT.matcher(Files.readString(folder.resolve("firefox.log"), StandardCharsets.ISO_8859_1));
            if (port.find()) {
                return Integer.parseInt(port.group(1));
            }
            Thread.sleep(200);
        }
        throw new IllegalStateException("WebDriver BiDi not listening after " + START_SECONDS + " s");
    }

    /** Kills the browser (its content processes with it) and deletes the folder of its profile and log. */
    private static void stop(Process process, Path folder) {
        if (process != null) {
            List<ProcessHandle> children = process.descendants().toList();
            process.destroy();
            try {
                if (!process.waitFor(15, TimeUnit.SECONDS)) {
                    process.destroyForcibly().waitFor(15, TimeUnit.SECONDS);
                }
            } catch (InterruptedException e) {
                process.destroyForcibly();
                Thread.currentThread().interrupt();
            }
            children.forEach(ProcessHandle::destroyForcibly);
        }
        try (Stream<Path> walk = Files.walk(folder)) {
            walk.sorted(Comparator.reverseOrder()).forEach(path -> path.toFile().delete());
        } catch (IOException e) {
            System.err.println("could not delete Firefox's profile " + folder + ": " + e);
        }
    }

    /** The end of what Firefox printed, to say why it failed. */
    private static String log(Path folder) {
        try {
            String log = Files.readString(folder.resolve("firefox.log"), StandardCharsets.UTF_8);
            return log.length() > 4000 ? "..." + log.substring(log.length() - 4000) : log;
        } catch (IOException e) {
            return "(no log: " + e + ")";
        }
    }

    private static File program() {
        String configured = MissingBrowser.setting(BROWSER_PROPERTY, "FIREFOX_BIN", "");
        if (!configured.isEmpty()) {
            return new File(configured);
        }
        File esr = new File("/usr/bin/firefox-esr");
        return esr.canExecute() || !new File("/usr/bin/firefox").canExecute() ? esr : new File("/usr/bin/firefox");
    }

    /** Returns when the program is there; otherwise fails the calling test in CI and skips it elsewhere. */
    private static void assumeInstalled(File program) {
        MissingBrowser.assume(program.canExecute(), MissingBrowser.FIREFOX + " (" + program
                + "): install it with 'apt-get install -y firefox-esr'");
    }
}
