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
import java.util.Map;
import java.util.TreeSet;
import java.util.zip.Deflater;
import java.util.zip.GZIPOutputStream;
import org.openqa.selenium.By;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The bytes the embeddable viewer's first paint needs: opens {@code embed.html#g=<a 40-move game>} of the built site
 * in a fresh headless Chromium (no cache, no service worker: embed.html registers none), waits for the board
 * ({@code data-ready}) and its piece images, and lists the page and every file it requested ({@code performance}
 * resource entries: the viewer loads nothing later, it has no engine and no worker), each with its size as built and gzipped at level 9 (what a static host such as GitHub Pages sends),
 * and the total; then the same for the game as {@code #pgn=} text, whose first paint also loads the PGN reader.
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

    private EmbedFirstPaint() {
    }

    public static void main(String[] args) throws Exception {
        Path site = Paths.get("target/site");
        GameTree tree = PgnReader.read(GAME).tree();
        String code = TreeCodec.encode(tree, tree.mainLineEnd());
        try (SiteServer server = SiteServer.start(site, 0)) {
            measure(site, server, "#g=" + code, "the game code is " + code.length() + " characters");
            // The same game as PGN text: its first paint also loads the PGN reader (js/embed-pgn.js).
            measure(site, server, "#pgn=" + URLEncoder.encode(GAME, StandardCharsets.UTF_8) + "&ply=80",
                    "the same game as #pgn=");
        }
    }

    /** Opens embed.html{@code fragment} in a fresh browser and prints what its first paint requested. */
    private static void measure(Path site, SiteServer server, String fragment, String note) throws Exception {
        Path profile = Files.createTempDirectory("chess-first-paint");
        ChromeDriver chrome = ChromeBrowser.start(420, 600, "--user-data-dir=" + profile);
        List<String> files = new ArrayList<>();
        try {
            chrome.get(server.url() + "embed.html" + fragment);
            new WebDriverWait(chrome, Duration.ofSeconds(20)).until(d -> "true".equals(
                    d.findElement(By.tagName("html")).getDomAttribute("data-ready")));
            Thread.sleep(1000); // the piece images, requested as the drawn board is styled
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
        System.out.printf("%nembed.html%s...%n", fragment.substring(0, Math.min(fragment.length(), 12)));
        System.out.printf("%-28s %9s %9s%n", "file", "bytes", "gzip -9");
        for (String file : files) {
            byte[] bytes = Files.readAllBytes(site.resolve(file));
            int packed = gzipped(bytes);
            raw += bytes.length;
            gzip += packed;
            System.out.printf("%-28s %9d %9d%n", file, bytes.length, packed);
        }
        System.out.printf("%-28s %9d %9d   (%d files; %s)%n", "total", raw, gzip, files.size(), note);
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
