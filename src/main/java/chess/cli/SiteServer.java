package chess.cli;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.Locale;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;

/**
 * Serves a folder of static files on the loopback interface with the JDK's built-in HTTP server: the web app's
 * {@code target/site} for {@code chess.jar serve} and for the browser tests. GET and HEAD only; paths are resolved
 * inside the folder (no escape through {@code ..}), folders map to their {@code index.html}, anything else is 404.
 * Every file goes out "no-cache" with an entity tag, as a static host's would: the browser asks on every load and
 * an unchanged file is answered 304, without its body. Text and WebAssembly go out gzipped to a browser that accepts
 * it, as from a static host, so a page loaded from here downloads what it would from one.
 */
public final class SiteServer implements AutoCloseable {
    private final Path root;
    private final HttpServer server;
    private final ExecutorService executor;
    private final CompressedFiles compressed = new CompressedFiles();

    private SiteServer(Path root, HttpServer server, ExecutorService executor) {
        this.root = root;
        this.server = server;
        this.executor = executor;
    }

    /** Starts serving {@code dir} on 127.0.0.1:{@code port} (0 picks a free port). */
    public static SiteServer start(Path dir, int port) throws IOException {
        Path root = dir.toAbsolutePath().normalize();
        if (!Files.isDirectory(root)) {
            throw new IOException("not a folder: " + root);
        }
        HttpServer server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), port), 0);
        // Threads for answers being written: a browser that stops reading one (a page closed or frozen mid-download)
        // holds its thread, and with too few the next page's first script waits behind it.
        ExecutorService executor = Executors.newFixedThreadPool(16, r -> {
            Thread t = new Thread(r, "site-server");
            t.setDaemon(true);
            return t;
        });
        SiteServer site = new SiteServer(root, server, executor);
        server.createContext("/", site::handle);
        server.setExecutor(executor);
        server.start();
        return site;
    }

    public int port() {
        return server.getAddress().getPort();
    }

    /** The site's address, ending in a slash. */
    public String url() {
        return "http://127.0.0.1:" + port() + "/";
    }

    @Override
    public void close() {
        server.stop(0);
        executor.shutdownNow();
    }

    private void handle(HttpExchange exchange) throws IOException {
        try (exchange) {
            String method = exchange.getRequestMethod();
            if (!method.equals("GET") && !method.equals("HEAD")) {
                exchange.getResponseHeaders().set("Allow", "GET, HEAD");
                sendText(exchange, 405, "method not allowed");
                return;
            }
            Path file = resolve(exchange.getRequestURI());
            if (file == null) {
                sendText(exchange, 404, "not found");
                return;
            }
            String type = contentType(file.getFileName().toString());
            boolean compressible = CompressedFiles.worthCompressing(type);
            boolean gzip = compressible
                    && CompressedFiles.acceptsGzip(exchange.getRequestHeaders().getFirst("Accept-Encoding"));
            exchange.getResponseHeaders().set("Content-Type", type);
            exchange.getResponseHeaders().set("Cache-Control", "no-cache");
            exchange.getResponseHeaders().set("X-Content-Type-Options", "nosniff");
            if (compressible) {
                exchange.getResponseHeaders().set("Vary", "Accept-Encoding"); // caches keep the two forms apart
            }
            String fileTag = entityTag(file);
            String tag = gzip ? CompressedFiles.gzipTag(fileTag) : fileTag;
            exchange.getResponseHeaders().set("ETag", tag);
            if (isCurrent(exchange.getRequestHeaders().getFirst("If-None-Match"), tag)) {
                // The browser's copy is current: it keeps that copy, and with it the code it compiled from it.
                exchange.sendResponseHeaders(304, -1);
                return;
            }
            byte[] body = gzip ? compressed.gzip(file, tag) : Files.readAllBytes(file);
            if (gzip) {
                exchange.getResponseHeaders().set("Content-Encoding", "gzip");
            }
            if (method.equals("HEAD")) {
                exchange.getResponseHeaders().set("Content-Length", Integer.toString(body.length));
                exchange.sendResponseHeaders(200, -1);
            } else {
                exchange.sendResponseHeaders(200, body.length);
                try (OutputStream out = exchange.getResponseBody()) {
                    out.write(body);
                }
            }
        }
    }

    /**
     * The file's version as an HTTP entity tag: its size and modification time, which change whenever the build
     * writes it. With "no-cache" the browser asks again on every load, and a 304 answer lets it keep its copy (and
     * the compiled WebAssembly and scripts cached with it) instead of reading and compiling the file again.
     */
    static String entityTag(Path file) throws IOException {
        BasicFileAttributes attributes = Files.readAttributes(file, BasicFileAttributes.class); // one look at the file
        long modified = attributes.lastModifiedTime().to(TimeUnit.MICROSECONDS);
        return "\"" + Long.toHexString(attributes.size()) + "-" + Long.toHexString(modified) + "\"";
    }

    /** Whether an If-None-Match header (null when absent) names {@code tag}, weakly or strongly, or is "*". */
    static boolean isCurrent(String ifNoneMatch, String tag) {
        if (ifNoneMatch == null) {
            return false;
        }
        for (String candidate : ifNoneMatch.split(",")) {
            String trimmed = candidate.trim();
            if (trimmed.equals("*") || trimmed.equals(tag) || trimmed.equals("W/" + tag)) {
                return true;
            }
        }
        return false;
    }

    /** The regular file a request names, or null when there is none inside the root. */
    Path resolve(URI uri) {
        String path = uri.getPath(); // already percent-decoded
        if (path == null || !path.startsWith("/") || path.indexOf('\0') >= 0 || path.indexOf('\\') >= 0) {
            return null;
        }
        for (String segment : path.substring(1).split("/", -1)) {
            if (segment.equals("..")) {
                return null;
            }
        }
        Path file;
        try {
            file = root.resolve(path.substring(1)).normalize();
        } catch (RuntimeException e) { // InvalidPathException
            return null;
        }
        if (!file.startsWith(root)) {
            return null;
        }
        if (Files.isDirectory(file)) {
            file = file.resolve("index.html");
        }
        return Files.isRegularFile(file) ? file : null;
    }

    /** The media type for a file name, by extension. */
    static String contentType(String name) {
        String lower = name.toLowerCase(Locale.ROOT);
        int dot = lower.lastIndexOf('.');
        String ext = dot < 0 ? "" : lower.substring(dot + 1);
        switch (ext) {
            case "html":
            case "htm":
                return "text/html; charset=utf-8";
            case "js":
            case "mjs":
                return "text/javascript; charset=utf-8";
            case "css":
                return "text/css; charset=utf-8";
            case "svg":
                return "image/svg+xml";
            case "json":
                return "application/json";
            case "webmanifest":
                return "application/manifest+json";
            case "wasm":
                return "application/wasm";
            case "png":
                return "image/png";
            case "ico":
                return "image/x-icon";
            case "wav":
                return "audio/wav";
            case "txt":
                return "text/plain; charset=utf-8";
            default:
                return "application/octet-stream";
        }
    }

    private static void sendText(HttpExchange exchange, int status, String text) throws IOException {
        byte[] body = (text + "\n").getBytes(StandardCharsets.UTF_8);
        exchange.getResponseHeaders().set("Content-Type", "text/plain; charset=utf-8");
        if (exchange.getRequestMethod().equals("HEAD")) {
            exchange.sendResponseHeaders(status, -1);
            return;
        }
        exchange.sendResponseHeaders(status, body.length);
        try (OutputStream out = exchange.getResponseBody()) {
            out.write(body);
        }
    }
}
