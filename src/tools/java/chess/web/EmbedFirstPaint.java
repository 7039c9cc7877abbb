package chess.web;

import chess.cli.SiteServer;
import chess.link.TreeCodec;
import chess.pgn.GameTree;
import chess.pgn.PgnReader;
import java.io.ByteArrayOutputStream;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import java.util.zip.Deflater;
import java.util.zip.GZIPOutputStream;
import org.openqa.selenium.By;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The bytes the embeddable viewer's first paint needs, where it is used: held in an iframe by a page of another
 * origin (a second local server). For each kind of link it opens the host page in a fresh headless Chromium (no
 * cache; the viewer registers no service worker), waits for the board ({@code data-ready}) and anything its
 * drawing still requests (the piece images, before they were inlined in the viewer's sheet: docs/embed.md), and
 * lists every file the frame requested ({@code performance} resource entries of the frame: the viewer loads
 * nothing more unless its "Open in the full app" link is pointed at or a text link needs the reader), each with its
 * size as built and gzipped at level 9 (what a static host such as GitHub Pages sends), and the total. The links:
 * a 40-move game as {@code #g=} in the light theme and in the dark one, a position from a FEN as {@code #g=} (a
 * start of its own, as the app's Share panel writes it), and the game as {@code #pgn=} and a position as
 * {@code #fen=} text (their first paint also loads the PGN and FEN readers).
 *
 * <p>Run: {@code mvn -q -Ptools -DskipTests package exec:java -Dtool=chess.web.EmbedFirstPaint}.
 */
public final class EmbedFirstPaint {
    /** Kasparov v Topalov, Wijk aan Zee 1999, the first 40 moves. */
    static final String GAME = "1. e4 d6 2. d4 Nf6 3. Nc3 g6 4. Be3 Bg7 5. Qd2 c6 6. f3 b5 7. Nge2 Nbd7 8. Bh6 Bxh6 "
            + "9. Qxh6 Bb7 10. a3 e5 11. O-O-O Qe7 12. Kb1 a6 13. Nc1 O-O-O 14. Nb3 exd4 15. Rxd4 c5 16. Rd1 Nb6 "
            + "17. g3 Kb8 18. Na5 Ba8 19. Bh3 d5 20. Qf4+ Ka7 21. Rhe1 d4 22. Nd5 Nbxd5 23. exd5 Qd6 24. Rxd4 cxd4 "
            + "25. Re7+ Kb6 26. Qxd4+ Kxa5 27. b4+ Ka4 28. Qc3 Qxd5 29. Ra7 Bb7 30. Rxb7 Qc4 31. Qxf6 Kxa3 "
            + "32. Qxa6+ Kxb4 33. c3+ Kxc3 34. Qa1+ Kd2 35. Qb2+ Kd1 36. Bf1 Rd2 37. Rd7 Rxd7 38. Bxc4 bxc4 "
            + "39. Qxh8 Rd3 40. Qa8 c3 *";
    /** A study-like position a coach would share. */
    static final String POSITION = "r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N2N2/PP2BPPP/R2QKB1R w KQ - 2 9";

    private EmbedFirstPaint() {
    }

    public static void main(String[] args) throws Exception {
        Path site = Paths.get("target/site");
        GameTree tree = PgnReader.read(GAME).tree();
        String code = TreeCodec.encode(tree, tree.mainLineEnd());
        GameTree position = new GameTree(POSITION);
        String positionCode = TreeCodec.encode(position, position.root());
        Path hostDir = Files.createTempDirectory("embed-host");
        try (SiteServer server = SiteServer.start(site, 0); SiteServer host = SiteServer.start(hostDir, 0)) {
            Frame frame = new Frame(site, server, host, hostDir);
            frame.measure("#g=" + code, "a 40-move game, " + code.length() + " characters; light");
            frame.measure("#g=" + code + "&theme=dark", "the same in the dark theme");
            frame.measure("#g=" + positionCode, "a position of its own as a game code");
            frame.measure("#pgn=" + URLEncoder.encode(GAME, StandardCharsets.UTF_8) + "&ply=80", "the game as PGN");
            frame.measure("#fen=" + POSITION.replace(' ', '_'), "the position as FEN");
        }
    }

    /** The host page of another origin, and the browser that opens it. */
    private static final class Frame {
        private final Path site;
        private final SiteServer server;
        private final SiteServer host;
        private final Path hostDir;

        Frame(Path site, SiteServer server, SiteServer host, Path hostDir) {
            this.site = site;
            this.server = server;
            this.host = host;
            this.hostDir = hostDir;
        }

        /** Opens a host page holding embed.html{@code fragment} and prints what the frame's first paint requested. */
        void measure(String fragment, String note) throws Exception {
            String src = server.url() + "embed.html" + fragment;
            Files.writeString(hostDir.resolve("host.html"), "<!DOCTYPE html><html><head><meta charset=\"utf-8\">"
                    + "<title>A club's page</title></head><body><iframe id=\"viewer\" src=\""
                    + src.replace("&", "&amp;") + "\" width=\"360\" height=\"520\"></iframe></body></html>",
                    StandardCharsets.UTF_8);
            Path profile = Files.createTempDirectory("chess-first-paint");
            ChromeDriver chrome = ChromeBrowser.start(420, 600, "--user-data-dir=" + profile);
            List<String> files = new ArrayList<>();
            try {
                chrome.get("http://localhost:" + host.port() + "/host.html");
                chrome.switchTo().frame(chrome.findElement(By.id("viewer")));
                new WebDriverWait(chrome, Duration.ofSeconds(20)).until(d -> "true".equals(
                        d.findElement(By.tagName("html")).getDomAttribute("data-ready")));
                Thread.sleep(1000); // anything requested as the drawn board is styled (images, once)
                @SuppressWarnings("unchecked")
                List<String> urls = (List<String>) chrome.executeScript(
                        "return performance.getEntriesByType('resource').map(e => e.name);");
                files.add("embed.html");
                for (String url : new TreeSet<>(urls)) {
                    String path = url.substring(server.url().length());
                    int cut = path.indexOf('?');
                    files.add(cut < 0 ? path : path.substring(0, cut));
                }
            } finally {
                chrome.quit();
            }
            long raw = 0;
            long gzip = 0;
            System.out.printf("%nembed.html%s... (%s)%n", fragment.substring(0, Math.min(fragment.length(), 12)),
                    note);
            System.out.printf("%-28s %9s %9s%n", "file", "bytes", "gzip -9");
            for (String file : files) {
                byte[] bytes = Files.readAllBytes(site.resolve(file));
                int packed = gzipped(bytes);
                raw += bytes.length;
                gzip += packed;
                System.out.printf("%-28s %9d %9d%n", file, bytes.length, packed);
            }
            System.out.printf("%-28s %9d %9d   (%d files)%n", "total", raw, gzip, files.size());
        }
    }

    private static int gzipped(byte[] bytes) throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (GZIPOutputStream gz = new GZIPOutputStream(out) {
            {
                def.setLevel(Deflater.BEST_COMPRESSION);
            }
        }) {
            gz.write(bytes);
        }
        return out.size();
    }
}
