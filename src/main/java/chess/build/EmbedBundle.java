package chess.build;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.List;

/**
 * Build step (run by Maven in {@code package}, before the precache list): the embeddable viewer's first paint in
 * four files instead of a dozen, since each file is gzipped on its own and the twelve piece images share most of
 * their text (docs/embed.md gives the bytes):
 * <ul>
 * <li>{@code embed-sheet.css}: {@code board.css} (shared with the app) and {@code embed.css}, compacted
 * ({@link CompactCss}), the piece images as {@code data:} URIs of their SVG text ({@link PieceUris});
 * <li>{@code embed-dark.css}: {@code dark.css} compacted, which embed-look.js adds when the theme may be dark;
 * <li>both sheets without the custom properties neither reads ({@link UnreadProperties}: the app's review, clock
 * and panel colours);
 * <li>{@code embed-start.js}: {@code look.js} (shared with the app), {@code embed-look.js} and {@code embed-boot.js}
 * without their whole-line comments and indents;
 * <li>{@code embed.html} without its comments.
 * </ul>
 * The viewer's own parts are then removed from the site; the app keeps its {@code board.css}, {@code dark.css},
 * {@code look.js} and pieces.
 */
public final class EmbedBundle {
    static final String SHEET = "embed-sheet.css";
    static final String START = "embed-start.js";
    static final String DARK = "embed-dark.css";
    static final String PAGE = "embed.html";
    private static final List<String> SHEET_PARTS = List.of("board.css", "embed.css");
    private static final List<String> START_PARTS = List.of("look.js", "embed-look.js", "embed-boot.js");
    /** The viewer's own parts, in no page but the joined files. */
    private static final List<String> VIEWER_ONLY = List.of("embed.css", "embed-look.js", "embed-boot.js");

    private EmbedBundle() {
    }

    /** {@code EmbedBundle <site folder>}. */
    public static void main(String[] args) throws IOException {
        if (args.length != 1) {
            throw new IllegalArgumentException("usage: EmbedBundle <site folder>");
        }
        Path site = Paths.get(args[0]);
        String sheet = sheet(site);
        String dark = CompactCss.compact(read(site, "dark.css"));
        String readers = sheet + dark;
        sheet = UnreadProperties.remove(sheet, readers);
        String start = startScript(site);
        Files.writeString(site.resolve(SHEET), sheet, StandardCharsets.UTF_8);
        Files.writeString(site.resolve(START), start, StandardCharsets.UTF_8);
        Files.writeString(site.resolve(DARK), UnreadProperties.remove(dark, readers), StandardCharsets.UTF_8);
        Files.writeString(site.resolve(PAGE), withoutComments(read(site, PAGE)), StandardCharsets.UTF_8);
        for (String part : VIEWER_ONLY) {
            Files.delete(site.resolve(part));
        }
        System.out.println("[embed] " + SHEET + " (" + sheet.length() + " characters), " + START + " ("
                + start.length() + ")");
    }

    /** The viewer's style sheet: the parts in their order (so the cascade is theirs), pieces inlined. */
    static String sheet(Path site) throws IOException {
        StringBuilder css = new StringBuilder();
        for (String part : SHEET_PARTS) {
            css.append(CompactCss.compact(read(site, part)));
        }
        return PieceUris.inline(site, css.toString());
    }

    /** The viewer's first script: the parts in their order, each still its own function. */
    static String startScript(Path site) throws IOException {
        StringBuilder js = new StringBuilder();
        for (String part : START_PARTS) {
            for (String line : read(site, part).split("\n")) {
                String text = line.strip();
                if (!text.isEmpty() && !text.startsWith("//")) {
                    js.append(text).append('\n');
                }
            }
        }
        return js.toString();
    }

    /** The page without its comments (each with the line break after it); it has no inline script or style. */
    static String withoutComments(String html) throws IOException {
        StringBuilder out = new StringBuilder(html.length());
        int from = 0;
        for (int at = html.indexOf("<!--"); at >= 0; at = html.indexOf("<!--", from)) {
            int end = html.indexOf("-->", at + 4);
            if (end < 0) {
                throw new IOException(PAGE + ": unclosed comment at offset " + at);
            }
            out.append(html, from, at);
            from = end + 3;
            if (from < html.length() && html.charAt(from) == '\n') {
                from++;
            }
        }
        return out.append(html, from, html.length()).toString();
    }

    private static String read(Path site, String file) throws IOException {
        return Files.readString(site.resolve(file), StandardCharsets.UTF_8);
    }
}
