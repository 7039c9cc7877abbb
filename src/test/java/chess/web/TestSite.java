package chess.web;

import chess.cli.SiteServer;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * The built site (target/site, written by TeaVM in {@code package}) served in-process by the project's own
 * {@link SiteServer} on a free port: one server for all web integration tests of a JVM.
 */
final class TestSite {
    private static SiteServer server;
    private static SiteServer parentServer;

    private TestSite() {
    }

    private static Path dir() {
        return Paths.get(System.getProperty("chess.site.dir", "target/site")).toAbsolutePath().normalize();
    }

    /**
     * The same site one folder down ({@code /site/} when the folder is target/site), served from the folder's
     * parent: checks that the site works under a sub-path.
     */
    static synchronized String subPathUrl() {
        url(); // checks the build
        if (parentServer == null) {
            try {
                parentServer = SiteServer.start(dir().getParent(), 0);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            Runtime.getRuntime().addShutdownHook(new Thread(parentServer::close));
        }
        return parentServer.url() + dir().getFileName() + "/";
    }

    /** Copies a folder (for example the built site) with everything in it, replacing files already there. */
    static void copyTree(Path from, Path to) throws IOException {
        try (Stream<Path> walk = Files.walk(from)) {
            for (Path source : (Iterable<Path>) walk::iterator) {
                Path target = to.resolve(from.relativize(source).toString());
                if (Files.isDirectory(source)) {
                    Files.createDirectories(target);
                } else {
                    Files.copy(source, target, StandardCopyOption.REPLACE_EXISTING);
                }
            }
        }
    }

    /** The built site's folder. Fails when the site has not been built. */
    static Path builtDir() {
        Path dir = dir();
        if (!Files.isRegularFile(dir.resolve("index.html")) || !Files.isRegularFile(dir.resolve("js/chess.js"))
                || !Files.isRegularFile(dir.resolve("wasm/chess.wasm"))) {
            throw new IllegalStateException("the site is not built in " + dir.toAbsolutePath()
                    + ": run 'mvn verify' (web tests run after 'package')");
        }
        return dir;
    }

    /** The standalone single file (chess-standalone.html) as a file:// address. Fails when it has not been built. */
    static String standaloneFileUri() {
        Path file = Paths.get(System.getProperty("chess.standalone.file", "target/chess-standalone.html"))
                .toAbsolutePath();
        if (!Files.isRegularFile(file)) {
            throw new IllegalStateException("the standalone page is not built at " + file
                    + ": run 'mvn verify' (web tests run after 'package')");
        }
        return file.toUri().toString();
    }

    /** Whether the site was built with the engine's evaluation network (engine.nnue, fetched by the engine worker). */
    static boolean hasNetwork() {
        return Files.isRegularFile(builtDir().resolve("engine.nnue"));
    }

    /** The origins of the servers started so far ("http://127.0.0.1:port"), whose data a new test class clears. */
    static synchronized List<String> origins() {
        List<String> origins = new ArrayList<>();
        for (SiteServer s : new SiteServer[] {server, parentServer}) {
            if (s != null) {
                origins.add(s.url().substring(0, s.url().length() - 1)); // less the slash
            }
        }
        return origins;
    }

    /** The site's base address, ending in a slash. Fails when the site has not been built. */
    static synchronized String url() {
        if (server == null) {
            try {
                server = SiteServer.start(builtDir(), 0);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            Runtime.getRuntime().addShutdownHook(new Thread(server::close));
        }
        return server.url();
    }
}
