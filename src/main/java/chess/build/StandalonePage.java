package chess.build;

import chess.app.MoveSound;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Locale;

/**
 * Build step (run by Maven in {@code package}, after TeaVM): one self-contained HTML file that plays when opened
 * from disk ({@code file://}), made from the built site: the style sheets inline (the light one with the piece images
 * as {@code data:} URIs; the dark one keeping its id and media, which the look's scripts switch), look.js and the
 * JavaScript build inline, with the app's second scripts (js/pgn-tools.js and js/image-tools.js, which the site
 * loads on first use), and the sounds as {@code data:} addresses in data blocks. Service workers, {@code .wasm}
 * fetches and workers from file URLs do not work on {@code file://}, so it uses the JavaScript build only. Its inline
 * code runs under its own Content-Security-Policy that allows exactly these inline blocks, by SHA-256 hash.
 */
public final class StandalonePage {
    private StandalonePage() {
    }

    /** {@code StandalonePage <site folder> <standalone sources folder> <output file>}. */
    public static void main(String[] args) throws IOException {
        if (args.length != 3) {
            throw new IllegalArgumentException("usage: StandalonePage <site folder> <standalone sources> <output file>");
        }
        Path out = Paths.get(args[2]);
        String html = build(Paths.get(args[0]), Paths.get(args[1]));
        Files.writeString(out, html, StandardCharsets.UTF_8);
        System.out.println("[standalone] " + out + " (" + html.length() + " characters)");
    }

    /**
     * The standalone page's text, from the built site in {@code site} (including worker-lines.js, the worker's
     * line queue shared with the site's worker) and the glue in {@code sources} (engine-worker-tail.js,
     * worker-shim.js).
     */
    public static String build(Path site, Path sources) throws IOException {
        String html = read(site, "index.html");
        String boardCss = inlinePieceImages(site, read(site, "board.css"));
        String css = inlinePieceImages(site, read(site, "style.css") + "\n" + read(site, "library.css"));
        String darkCss = inlinePieceImages(site, read(site, "dark.css"));
        String clockCss = read(site, "clock.css");
        String look = inlineSafe("look.js", read(site, "look.js"));
        String workerSource = inlineSafe("engine worker", read(site, "worker-lines.js") + "\n"
                + read(site, "js/engine-worker.js") + "\n" + read(sources, "engine-worker-tail.js"));
        String shim = inlineSafe("worker-shim.js", read(sources, "worker-shim.js"));
        String appJs = inlineSafe("js/chess.js", read(site, "js/chess.js"));
        String boot = "document.documentElement.setAttribute('data-build', 'js'); main([]);";
        // The app's second script (image export), which the site loads on first use: here it comes inline after
        // the app has started, and its main([]) installs what the page calls (a file could not be loaded).
        String imageTools = inlineSafe("js/image-tools.js", read(site, "js/image-tools.js"));
        String imageToolsStart = "main([]);";
        // The PGN reader comes before the app, so it is there when the app starts (a #pgn= link is read at once);
        // its main([]) installs it, and the app's own main, defined next, replaces the global.
        String pgnTools = inlineSafe("js/pgn-tools.js", read(site, "js/pgn-tools.js"));
        String pgnToolsStart = "main([]);";
        List<String> scripts = List.of(shim, pgnTools, pgnToolsStart, appJs, boot, imageTools, imageToolsStart);

        String policy = "default-src 'none'; script-src " + hashes(List.of(look, shim, pgnTools, appJs, boot,
                imageTools, imageToolsStart)) + "; style-src "
                + hashes(List.of(boardCss, css, clockCss, darkCss))
                + "; img-src data:; media-src data:; worker-src blob:; connect-src 'none'; object-src 'none';"
                + " base-uri 'none'; form-action 'none'; frame-src 'none'";
        html = replaceTag(html, "<meta http-equiv=\"Content-Security-Policy\"",
                "<meta http-equiv=\"Content-Security-Policy\" content=\"" + policy + "\">");
        html = replaceTag(html, "<link rel=\"icon\"", "<link rel=\"icon\" href=\"" + dataUri(site, "icon.svg")
                + "\" type=\"image/svg+xml\">");
        html = replaceTag(html, "<link rel=\"manifest\"", "");
        html = withoutPreloads(html); // a preload would ask for a file, which the policy blocks
        html = replaceTag(html, "<link rel=\"stylesheet\" href=\"board.css\"", "<style>" + boardCss + "</style>");
        html = replaceTag(html, "<link rel=\"stylesheet\" href=\"style.css\"", "<style>" + css + "</style>");
        html = replaceTag(html, "<link rel=\"stylesheet\" href=\"clock.css\"", "<style>" + clockCss + "</style>");
        html = replaceTag(html, "<link rel=\"stylesheet\" href=\"library.css\"", ""); // inlined with style.css
        html = replaceTag(html, "<link rel=\"stylesheet\" href=\"dark.css\"",
                "<style id=\"dark-theme\" media=\"(prefers-color-scheme: dark)\">" + darkCss + "</style>");
        // Before the first paint, as on the site (a classic script in the head, so it runs where it stands).
        html = replaceTag(html, "<script src=\"look.js\"", "<script>" + look + "</script>");
        // The page's own scripts go: the inline boot above starts the JavaScript build, which needs no Wasm check.
        html = replaceTag(html, "<script src=\"wasm-support.js\"", "");
        // Nor does the board need a preview: the app is in the file and draws the board as the page is read.
        html = replaceTag(html, "<script src=\"board-preview.js\"", "");
        html = replaceTag(html, "<script src=\"boot.js\"", "");
        if (html.contains("<script src=")) {
            throw new IOException("index.html: a <script src> that the standalone page does not replace (its policy"
                    + " would block it): teach StandalonePage about it");
        }
        // A data block: never run as a page script (so it needs no hash); the shim turns it into the worker.
        StringBuilder body = new StringBuilder("<script type=\"text/plain\" id=\"engine-worker-source\">")
                .append(workerSource).append("</script>\n");
        // More data blocks: the sounds, which the site has as files, as data: addresses (chess.web.MoveSounds).
        body.append(soundBlocks(site));
        for (String script : scripts) {
            body.append("<script>").append(script).append("</script>\n");
        }
        return insertBefore(html, "</body>", body.toString());
    }

    /**
     * A data block {@code #sound-<id>} holding each of the site's sound files ({@link MoveSound#file()}) as a
     * {@code data:} address.
     */
    static String soundBlocks(Path site) throws IOException {
        StringBuilder blocks = new StringBuilder();
        for (MoveSound sound : MoveSound.values()) {
            byte[] wav = Files.readAllBytes(site.resolve(sound.file()));
            blocks.append("<script type=\"text/plain\" id=\"sound-").append(sound.id())
                    .append("\">data:audio/wav;base64,").append(Base64.getEncoder().encodeToString(wav))
                    .append("</script>\n");
        }
        return blocks.toString();
    }

    /** The script text, checked to contain nothing that would end or disturb an inline script block early. */
    private static String inlineSafe(String what, String script) throws IOException {
        String lower = script.toLowerCase(Locale.ROOT);
        if (lower.contains("</script") || lower.contains("<!--") || lower.contains("<script")) {
            throw new IOException(what + " contains text that would end an inline script block early");
        }
        return script;
    }

    /**
     * The stylesheet with each {@code url(file.svg)} replaced by the image as a data: URI; a data: URI already
     * there (the site's board.css has its pieces inlined, by {@link SitePieces}) is kept, up to its closing quote.
     */
    static String inlinePieceImages(Path site, String css) throws IOException {
        StringBuilder out = new StringBuilder();
        int from = 0;
        while (true) {
            int start = css.indexOf("url(", from);
            if (start < 0) {
                return out.append(css, from, css.length()).toString();
            }
            int open = start + 4;
            char quote = open < css.length() ? css.charAt(open) : 0;
            int close = quote == '"' || quote == '\'' ? css.indexOf(quote, open + 1) : open;
            int end = close < 0 ? -1 : css.indexOf(')', close);
            if (end < 0) {
                throw new IOException("a style sheet: unclosed url( at offset " + start);
            }
            String target = close > open ? css.substring(open + 1, close) : css.substring(open, end).trim();
            if (target.startsWith("data:")) {
                out.append(css, from, end + 1);
            } else {
                out.append(css, from, start).append("url(").append(dataUri(site, target)).append(')');
            }
            from = end + 1;
        }
    }

    private static String dataUri(Path site, String file) throws IOException {
        if (!file.endsWith(".svg")) {
            throw new IOException("only SVG images can be inlined, not '" + file + "'");
        }
        byte[] content = Files.readAllBytes(site.resolve(file));
        return "data:image/svg+xml;base64," + Base64.getEncoder().encodeToString(content);
    }

    /** The CSP source list that allows exactly these inline blocks. */
    static String hashes(List<String> blocks) {
        List<String> sources = new ArrayList<>();
        for (String block : blocks) {
            sources.add("'sha256-" + Base64.getEncoder().encodeToString(sha256(block)) + "'");
        }
        return String.join(" ", sources);
    }

    private static byte[] sha256(String text) {
        try {
            return MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every JDK has SHA-256", e);
        }
    }

    /** Replaces the one tag that starts with {@code start} (through its closing element, if any) by {@code with}. */
    private static String replaceTag(String html, String start, String with) throws IOException {
        int at = html.indexOf(start);
        if (at < 0 || html.indexOf(start, at + 1) >= 0) {
            throw new IOException("index.html: expected exactly one tag starting with " + start);
        }
        int end = html.indexOf('>', at) + 1;
        if (start.startsWith("<script")) {
            end = html.indexOf("</script>", at) + "</script>".length();
        }
        return html.substring(0, at) + with + html.substring(end);
    }

    /** {@code html} without its {@code <link rel="preload">} tags (each with the line break after it). */
    private static String withoutPreloads(String html) {
        String tag = "<link rel=\"preload\"";
        for (int at = html.indexOf(tag); at >= 0; at = html.indexOf(tag, at)) {
            int end = html.indexOf('>', at) + 1;
            if (end < html.length() && html.charAt(end) == '\n') {
                end++;
            }
            html = html.substring(0, at) + html.substring(end);
        }
        return html;
    }

    private static String insertBefore(String html, String marker, String text) throws IOException {
        int at = html.lastIndexOf(marker);
        if (at < 0) {
            throw new IOException("index.html: no " + marker);
        }
        return html.substring(0, at) + text + html.substring(at);
    }

    private static String read(Path folder, String file) throws IOException {
        return Files.readString(folder.resolve(file), StandardCharsets.UTF_8);
    }
}
