package chess.web;

import chess.cli.SiteServer;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;

/**
 * The built site (target/site, written by TeaVM in {@code package}) served in-process by the project's own
 * {@link SiteServer} on a free port: one server for all web integration tests of a JVM.
 */
final class TestSite {
    private static SiteServer server;

    private TestSite() {
    }

    /** The site's base address, ending in a slash. Fails when the site has not been built. */
    static synchronized String url() {
        if (server == null) {
            Path dir = Paths.get(System.getProperty("chess.site.dir", "target/site"));
            if (!Files.isRegularFile(dir.resolve("index.html")) || !Files.isRegularFile(dir.resolve("js/chess.js"))
                    || !Files.isRegularFile(dir.resolve("wasm/chess.wasm"))) {
                throw new IllegalStateException("the site is not built in " + dir.toAbsolutePath()
                        + ": run 'mvn verify' (web tests run after 'package')");
            }
            try {
                server = SiteServer.start(dir, 0);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            Runtime.getRuntime().addShutdownHook(new Thread(server::close));
        }
        return server.url();
    }
}
