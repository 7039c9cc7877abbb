package chess.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.net.HttpURLConnection;
import java.net.Socket;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.zip.GZIPInputStream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SiteServerTest {
    @TempDir
    Path dir;
    private SiteServer server;

    @BeforeEach
    void setUp() throws IOException {
        Path site = Files.createDirectories(dir.resolve("site"));
        Files.writeString(site.resolve("index.html"), "<!DOCTYPE html><title>t</title>");
        Files.createDirectories(site.resolve("wasm"));
        Files.write(site.resolve("wasm/app.wasm"), new byte[] {0, 97, 115, 109});
        Files.createDirectories(site.resolve("sounds"));
        Files.write(site.resolve("sounds/move.wav"), new byte[] {82, 73, 70, 70});
        Files.writeString(site.resolve("style.css"), "body{}");
        Files.writeString(site.resolve("boot.js"), "1");
        Files.writeString(site.resolve("icon.svg"), "<svg/>");
        Files.writeString(site.resolve("manifest.webmanifest"), "{}");
        Files.writeString(dir.resolve("secret.txt"), "secret");
        server = SiteServer.start(site, 0);
    }

    @AfterEach
    void tearDown() {
        server.close();
    }

    @Test
    void servesFilesWithTheirTypes() throws IOException {
        assertEquals("text/html; charset=utf-8", contentType(""));
        assertEquals("text/html; charset=utf-8", contentType("index.html"));
        assertEquals("application/wasm", contentType("wasm/app.wasm"));
        assertEquals("audio/wav", contentType("sounds/move.wav"));
        assertEquals("text/css; charset=utf-8", contentType("style.css"));
        assertEquals("text/javascript; charset=utf-8", contentType("boot.js"));
        assertEquals("image/svg+xml", contentType("icon.svg"));
        assertEquals("application/manifest+json", contentType("manifest.webmanifest"));
        assertEquals("application/json", SiteServer.contentType("x.json"));
    }

    @Test
    void bodyIsTheFile() throws IOException {
        HttpURLConnection c = open("wasm/app.wasm");
        try (InputStream in = c.getInputStream()) {
            assertEquals(4, in.readAllBytes().length);
        }
    }

    @Test
    void missingFilesAre404() throws IOException {
        assertEquals(404, open("nope.js").getResponseCode());
        assertEquals(404, open("wasm/").getResponseCode());
    }

    @Test
    void noEscapeFromTheFolder() throws IOException {
        assertEquals(404, open("../secret.txt").getResponseCode());
        assertEquals(404, open("%2e%2e/secret.txt").getResponseCode());
        assertEquals(404, open("wasm/..%2f..%2fsecret.txt").getResponseCode());
        assertEquals(404, rawStatus("GET /../secret.txt HTTP/1.1"));
        assertEquals(404, rawStatus("GET /wasm/../../secret.txt HTTP/1.1"));
    }

    @Test
    void onlyGetAndHead() throws IOException {
        HttpURLConnection c = open("index.html");
        c.setRequestMethod("DELETE");
        assertEquals(405, c.getResponseCode());
        HttpURLConnection head = open("index.html");
        head.setRequestMethod("HEAD");
        assertEquals(200, head.getResponseCode());
    }

    @Test
    void aCopyTheBrowserHasIsConfirmedWithoutItsBodyUntilTheFileChanges() throws IOException {
        HttpURLConnection first = open("boot.js");
        assertEquals(200, first.getResponseCode());
        assertEquals("no-cache", first.getHeaderField("Cache-Control"), "the browser asks again on every load");
        String tag = first.getHeaderField("ETag");
        assertTrue(tag != null && tag.startsWith("\"") && tag.endsWith("\""), tag);

        HttpURLConnection again = open("boot.js");
        again.setRequestProperty("If-None-Match", tag);
        assertEquals(304, again.getResponseCode());
        try (InputStream in = again.getInputStream()) {
            assertEquals(0, in.readAllBytes().length);
        }
        HttpURLConnection weak = open("boot.js");
        weak.setRequestProperty("If-None-Match", "\"other\", W/" + tag);
        assertEquals(304, weak.getResponseCode());

        Files.writeString(dir.resolve("site/boot.js"), "22"); // a new build writes the file
        HttpURLConnection changed = open("boot.js");
        changed.setRequestProperty("If-None-Match", tag);
        assertEquals(200, changed.getResponseCode());
        assertNotEquals(tag, changed.getHeaderField("ETag"));
        try (InputStream in = changed.getInputStream()) {
            assertEquals("22", new String(in.readAllBytes(), StandardCharsets.UTF_8));
        }
    }

    @Test
    void textAndWasmGoOutGzippedToABrowserThatAcceptsIt() throws IOException {
        Files.writeString(dir.resolve("site/boot.js"), "x".repeat(5000));
        HttpURLConnection gzip = open("boot.js");
        gzip.setRequestProperty("Accept-Encoding", "gzip, deflate, br");
        assertEquals(200, gzip.getResponseCode());
        assertEquals("gzip", gzip.getHeaderField("Content-Encoding"));
        assertEquals("Accept-Encoding", gzip.getHeaderField("Vary"));
        byte[] sent;
        try (InputStream in = gzip.getInputStream()) {
            sent = in.readAllBytes();
        }
        assertTrue(sent.length < 200, "5,000 equal characters compress well: " + sent.length);
        try (InputStream in = new GZIPInputStream(new ByteArrayInputStream(sent))) {
            assertEquals("x".repeat(5000), new String(in.readAllBytes(), StandardCharsets.UTF_8));
        }
        String gzipTag = gzip.getHeaderField("ETag");

        HttpURLConnection plain = open("boot.js"); // no Accept-Encoding: the file as it is
        assertEquals(null, plain.getHeaderField("Content-Encoding"));
        assertNotEquals(gzipTag, plain.getHeaderField("ETag"), "each form has its own tag");
        try (InputStream in = plain.getInputStream()) {
            assertEquals(5000, in.readAllBytes().length);
        }

        HttpURLConnection again = open("boot.js");
        again.setRequestProperty("Accept-Encoding", "gzip");
        again.setRequestProperty("If-None-Match", gzipTag);
        assertEquals(304, again.getResponseCode());

        HttpURLConnection wasm = open("wasm/app.wasm");
        wasm.setRequestProperty("Accept-Encoding", "gzip");
        assertEquals("gzip", wasm.getHeaderField("Content-Encoding"));
        HttpURLConnection sound = open("sounds/move.wav");
        sound.setRequestProperty("Accept-Encoding", "gzip");
        assertEquals(null, sound.getHeaderField("Content-Encoding"), "audio is sent as it is");
        try (InputStream in = sound.getInputStream()) {
            assertEquals(4, in.readAllBytes().length);
        }
    }

    @Test
    void gzipIsSentOnlyWhereTheRequestAcceptsIt() {
        assertTrue(CompressedFiles.acceptsGzip("gzip, deflate, br, zstd"));
        assertTrue(CompressedFiles.acceptsGzip("GZIP"));
        assertTrue(CompressedFiles.acceptsGzip("br;q=1.0, gzip;q=0.5"));
        assertTrue(CompressedFiles.acceptsGzip("*"));
        assertEquals(false, CompressedFiles.acceptsGzip(null));
        assertEquals(false, CompressedFiles.acceptsGzip("identity"));
        assertEquals(false, CompressedFiles.acceptsGzip("br, deflate"));
        assertEquals(false, CompressedFiles.acceptsGzip("gzip;q=0"));
        assertEquals(false, CompressedFiles.acceptsGzip("gzip; q=0.000, br"));
    }

    @Test
    void serveCommandChecksItsArguments() throws IOException {
        assertThrows(UsageException.class, () -> ServeCommand.parsePort("80a"));
        assertThrows(UsageException.class, () -> ServeCommand.parsePort("70000"));
        assertEquals(8080, ServeCommand.parsePort("8080"));
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = Main.run(new String[] {"serve", "0", "--dir",
            java.nio.file.Files.createDirectories(dir.resolve("empty")).toString()},
                System.in, new PrintStream(new ByteArrayOutputStream()), new PrintStream(err));
        assertEquals(1, status, "a folder without the site: a failure, not bad usage");
        assertEquals(true, err.toString(StandardCharsets.UTF_8).contains("no index.html"));
        assertEquals(2, Main.run(new String[] {"serve", "1", "2"}, System.in,
                new PrintStream(new ByteArrayOutputStream()), new PrintStream(new ByteArrayOutputStream())));
    }

    private String contentType(String path) throws IOException {
        HttpURLConnection c = open(path);
        assertEquals(200, c.getResponseCode(), path);
        return c.getContentType();
    }

    private HttpURLConnection open(String path) throws IOException {
        return (HttpURLConnection) new URL(server.url() + path).openConnection();
    }

    /** Sends a request line as written (clients would normalise the dots away). */
    private int rawStatus(String requestLine) throws IOException {
        try (Socket socket = new Socket("127.0.0.1", server.port())) {
            socket.getOutputStream().write((requestLine + "\r\nHost: x\r\nConnection: close\r\n\r\n")
                    .getBytes(StandardCharsets.US_ASCII));
            String response = new String(socket.getInputStream().readAllBytes(), StandardCharsets.US_ASCII);
            return Integer.parseInt(response.substring(9, 12));
        }
    }
}
