package chess.build;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import chess.app.MoveSound;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Base64;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class StandalonePageTest {
    @TempDir
    Path site;

    private void file(String name, String content) throws IOException {
        Path path = site.resolve(name);
        Files.createDirectories(path.getParent());
        Files.writeString(path, content, StandardCharsets.UTF_8);
    }

    private void miniSite(String appJs) throws IOException {
        file("index.html", "<head>\n<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'self'\">\n"
                + "<link rel=\"icon\" href=\"icon.svg\" type=\"image/svg+xml\">\n<link rel=\"manifest\" href=\"m\">\n"
                + "<link rel=\"stylesheet\" href=\"board.css\">\n<link rel=\"stylesheet\" href=\"style.css\">\n"
                + "<link rel=\"stylesheet\" href=\"clock.css\">\n"
                + "<link rel=\"stylesheet\" href=\"library.css\">\n"
                + "<link rel=\"stylesheet\" href=\"dark.css\" id=\"dark-theme\""
                + " media=\"(prefers-color-scheme: dark)\">\n"
                + "<script src=\"look.js\"></script>\n<script src=\"board-preview.js\" defer></script>\n"
                + "<script src=\"wasm-support.js\" defer></script>\n"
                + "<script src=\"boot.js\" defer></script>\n</head><body><p>x</p></body>");
        file("board.css", ".wK { background-image: url(pieces/wK.svg); }");
        file("style.css", ".panel { margin: 0; }");
        file("clock.css", ".clock { margin: 0; }");
        file("library.css", ".library { margin: 1px; }");
        file("dark.css", ":root { --bg: #000; }");
        file("look.js", "look();");
        file("pieces/wK.svg", "<svg/>");
        file("icon.svg", "<svg/>");
        file("js/chess.js", appJs);
        file("js/engine-worker.js", "function main(a) { engine(); }");
        file("js/image-tools.js", "function main(a) { tools(); }");
        file("js/pgn-tools.js", "function main(a) { reader(); }");
        file("worker-lines.js", "head();");
        file("src/engine-worker-tail.js", "main([]);");
        file("src/worker-shim.js", "shim();");
        for (MoveSound sound : MoveSound.values()) {
            file(sound.file(), "RIFF " + sound.id()); // the page only needs the bytes carried over
        }
    }

    @Test
    void inlinesStyleImagesAndScriptUnderAHashPolicy() throws IOException {
        miniSite("function main(a) {}");
        String html = StandalonePage.build(site, site.resolve("src"));
        assertFalse(html.contains("src=\"boot.js\"") || html.contains("src=\"wasm-support.js\"")
                || html.contains("src=\"board-preview.js\"")
                || html.contains("href=\"style.css\"") || html.contains("href=\"board.css\"")
                || html.contains("rel=\"manifest\"") || html.contains("href=\"icon.svg\""), html);
        assertTrue(html.contains("<style>.wK { background-image: url(data:image/svg+xml;base64,PHN2Zy8+); }</style>"
                + "\n<style>.panel { margin: 0; }\n.library { margin: 1px; }</style>\n<style>.clock { margin: 0; }</style>\n\n"),
                "the sheets, in the page's order (the library's with the app's): " + html);
        assertFalse(html.contains("href=\"library.css\"") || html.contains("href=\"clock.css\""), html);
        assertTrue(html.contains("<style id=\"dark-theme\" media=\"(prefers-color-scheme: dark)\">"
                + ":root { --bg: #000; }</style>\n<script>look();</script>\n"),
                "the dark sheet and look.js stay in the head: " + html);
        assertTrue(html.contains("style-src " + StandalonePage.hashes(List.of(
                ".wK { background-image: url(data:image/svg+xml;base64,PHN2Zy8+); }",
                ".panel { margin: 0; }\n.library { margin: 1px; }", ".clock { margin: 0; }", ":root { --bg: #000; }"))
                + ";"),
                html);
        assertTrue(html.contains("<script type=\"text/plain\" id=\"engine-worker-source\">head();\n"
                + "function main(a) { engine(); }\nmain([]);</script>\n"
                + StandalonePage.soundBlocks(site)
                + "<script>shim();</script>\n"
                + "<script>function main(a) { reader(); }</script>\n<script>main([]);</script>\n"
                + "<script>function main(a) {}</script>\n<script>"), html + "\n(the PGN reader before the app)");
        assertTrue(html.contains("main([]);</script>\n<script>function main(a) { tools(); }</script>\n"
                + "<script>main([]);</script>\n</body>"), "the second script after the app has started: " + html);
        int body = html.indexOf("<p>x</p>");
        assertTrue(html.indexOf("<script type=") > body && html.indexOf("<script>shim();") > body,
                "the app's scripts run after the body exists");
        assertTrue(html.contains("script-src " + StandalonePage.hashes(List.of("look();", "shim();",
                "function main(a) { reader(); }", "function main(a) {}",
                "document.documentElement.setAttribute('data-build', 'js'); main([]);",
                "function main(a) { tools(); }", "main([]);")) + ";"), html);
        assertEquals(1, html.split("Content-Security-Policy", -1).length - 1);
    }

    @Test
    void carriesEverySoundAsADataAddressInADataBlock() throws IOException {
        miniSite("function main(a) {}");
        String html = StandalonePage.build(site, site.resolve("src"));
        for (MoveSound sound : MoveSound.values()) {
            String block = "<script type=\"text/plain\" id=\"sound-" + sound.id() + "\">data:audio/wav;base64,";
            int start = html.indexOf(block);
            assertTrue(start > html.indexOf("<p>x</p>"), sound + ": a data block in the body: " + html);
            String base64 = html.substring(start + block.length(), html.indexOf("</script>", start));
            assertEquals("RIFF " + sound.id(), new String(Base64.getDecoder().decode(base64),
                    StandardCharsets.US_ASCII), "the file's bytes");
        }
        assertTrue(html.contains("; media-src data:;"), "the policy lets the page play data: addresses: " + html);
    }

    @Test
    void refusesASiteWithoutItsSoundFiles() throws IOException {
        miniSite("function main(a) {}");
        Files.delete(site.resolve(MoveSound.CHECK.file()));
        assertThrows(IOException.class, () -> StandalonePage.build(site, site.resolve("src")));
    }

    @Test
    void keepsADataUriTheSiteAlreadyInlinedAndInlinesTheFilesBesideIt() throws IOException {
        miniSite("function main(a) {}");
        String sheet = ".wK { background-image: url(\"data:image/svg+xml,%3Csvg d='M1 2)'/%3E\"); }"
                + " .mute { mask: url(pieces/wK.svg) center; }";
        assertEquals(".wK { background-image: url(\"data:image/svg+xml,%3Csvg d='M1 2)'/%3E\"); }"
                + " .mute { mask: url(data:image/svg+xml;base64,PHN2Zy8+) center; }",
                StandalonePage.inlinePieceImages(site, sheet), "a ')' inside the quotes does not end the address");
    }

    @Test
    void hashesAreCspSha256() {
        // echo -n "alert(1)" | openssl dgst -sha256 -binary | base64
        assertEquals("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='",
                StandalonePage.hashes(List.of("alert(1)")));
    }

    @Test
    void refusesAPageScriptItDoesNotReplace() throws IOException {
        miniSite("function main(a) {}");
        String page = Files.readString(site.resolve("index.html"));
        file("index.html", page.replace("</head>", "<script src=\"extra.js\"></script>\n</head>"));
        IOException e = assertThrows(IOException.class, () -> StandalonePage.build(site, site.resolve("src")));
        assertTrue(e.getMessage().contains("<script src>"), e.getMessage());
    }

    @Test
    void refusesScriptThatWouldEndTheInlineBlock() throws IOException {
        miniSite("var s = '</script>';");
        assertThrows(IOException.class, () -> StandalonePage.build(site, site.resolve("src")));
    }
}
