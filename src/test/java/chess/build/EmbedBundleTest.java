package chess.build;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class EmbedBundleTest {
    @TempDir
    Path site;

    private void file(String name, String content) throws IOException {
        Path path = site.resolve(name);
        Files.createDirectories(path.getParent());
        Files.writeString(path, content, StandardCharsets.UTF_8);
    }

    @Test
    void cssLosesCommentsAndSpacesButKeepsStringsAndSelectors() {
        assertEquals(".a :hover{color:red;content: \"two  words /* kept */\";}@media (max-width: 420px), (pointer:"
                        + " coarse){.b{x: 1}}",
                CompactCss.compact("/* a comment */\n.a :hover {\n  color:red;\n  content: \"two  words /* kept */\";"
                        + " }\n@media (max-width: 420px), (pointer:\tcoarse) {\n  .b { x: 1 } /* end */\n}\n"));
        assertEquals(".a.b{}", CompactCss.compact(".a/* between */.b {}"), "a comment is not white space in CSS");
        assertThrows(IllegalArgumentException.class, () -> CompactCss.compact(".a { } /* open"));
        assertThrows(IllegalArgumentException.class, () -> CompactCss.compact(".a { content: \"open\n}"));
    }

    @Test
    void piecesBecomeTextDataUris() throws IOException {
        assertEquals("data:image/svg+xml,%3Csvg viewBox='0 0 45 45'%3E%3Cstyle%3Eg{fill:%23fff}%3C/style%3E"
                        + "%3Cpath d='M1 2 L3 4'/%3E%3C/svg%3E",
                PieceUris.dataUri("p.svg", "<svg viewBox=\"0 0 45 45\">\n<style>g{fill:#fff}</style>\n  <path d=\"M1 2\n"
                        + "    L3 4\"/>\n</svg>\n"));
        assertThrows(IOException.class, () -> PieceUris.dataUri("p.svg", "<svg class='x'/>"));
        assertThrows(IOException.class, () -> PieceUris.dataUri("p.svg", "<svg>é</svg>"));
        file("pieces/wK.svg", "<svg/>");
        assertEquals(".wK{background-image:url(\"data:image/svg+xml,%3Csvg/%3E\")}",
                PieceUris.inline(site, ".wK{background-image:url(pieces/wK.svg)}"));
        assertThrows(IOException.class, () -> PieceUris.inline(site, ".x{background:url(pieces/../icon.svg)}"));
    }

    @Test
    void customPropertiesThatNoSheetReadsGo() {
        String css = ":root{--ink: #111;--panel: #fff;--accent: var(--ink);font: inherit;--last: 1px}"
                + ".a{color: var(--accent);--shape: red}.b{fill: var(--shape, blue)}";
        assertEquals(":root{--ink: #111;--accent: var(--ink);font: inherit;--last: 1px}"
                + ".a{color: var(--accent);--shape: red}.b{fill: var(--shape, blue)}",
                UnreadProperties.remove(css, css), "--panel is read nowhere; a last one without ';' is kept");
        assertEquals(":root{--ink: #111;}", UnreadProperties.remove(":root{--ink: #111;--panel: #fff;}",
                ".x{color:var(--ink)}"), "the readers may be other sheets");
    }

    @Test
    void thePageLosesItsComments() throws IOException {
        assertEquals("<head>\n<title>x</title></head>", EmbedBundle.withoutComments(
                "<head>\n<!-- why,\n over lines -->\n<title>x</title><!-- a note -->\n</head>"));
        assertThrows(IOException.class, () -> EmbedBundle.withoutComments("<p><!-- open</p>"));
    }

    @Test
    void joinsTheViewersFilesAndRemovesItsParts() throws IOException {
        file("board.css", "/* shared */\n.wK { background-image: url(pieces/wK.svg); }\n");
        file("embed.css", ".embed { margin: 0; }\n");
        file("dark.css", "/* dark */\n:root {\n  --bg: #000;\n  --panel: #111;\n}\n.x { color: var(--bg); }\n");
        file("embed.html", "<!-- the viewer -->\n<title>Chess game</title>\n");
        file("pieces/wK.svg", "<svg/>");
        file("look.js", "// the look\n(function () {\n  look();\n})();\n");
        file("embed-look.js", "(function () {\n  // why\n  embedLook(); // kept: a comment after code\n})();\n");
        file("embed-boot.js", "(function () {\n  boot(\"//not a comment\");\n})();\n");
        EmbedBundle.main(new String[] {site.toString()});
        assertEquals(".wK{background-image: url(\"data:image/svg+xml,%3Csvg/%3E\");}.embed{margin: 0;}",
                Files.readString(site.resolve("embed-sheet.css")));
        assertEquals("(function () {\nlook();\n})();\n(function () {\nembedLook(); // kept: a comment after code\n"
                + "})();\n(function () {\nboot(\"//not a comment\");\n})();\n",
                Files.readString(site.resolve("embed-start.js")));
        assertEquals(":root{--bg: #000;}.x{color: var(--bg);}", Files.readString(site.resolve("embed-dark.css")));
        assertEquals("<title>Chess game</title>\n", Files.readString(site.resolve("embed.html")));
        for (String part : new String[] {"embed.css", "embed-look.js", "embed-boot.js"}) {
            assertFalse(Files.exists(site.resolve(part)), part + " is in the joined files only");
        }
        assertTrue(Files.exists(site.resolve("board.css")) && Files.exists(site.resolve("look.js"))
                && Files.exists(site.resolve("dark.css")), "the app's own");
    }
}
