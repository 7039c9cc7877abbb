package chess.build;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.Comparator;
import java.util.stream.Stream;

/**
 * The app's {@code board.css} with its twelve pieces inlined ({@link PieceUris}), and the piece files gone from the
 * site. As files the pieces were twelve requests before the first paint: on a connection of a few round trips a
 * second they held the browser's connections while the page's own scripts and the build waited. In the sheet
 * they come with it (about 4 KB gzip) and are there as soon as anything draws a board. Runs after
 * {@link EmbedBundle}, which reads the same files for the viewer's sheet.
 */
public final class SitePieces {
    private SitePieces() {
    }

    /** {@code SitePieces <site folder>}. */
    public static void main(String[] args) throws IOException {
        if (args.length != 1) {
            throw new IllegalArgumentException("usage: SitePieces <site folder>");
        }
        Path site = Paths.get(args[0]);
        Path sheet = site.resolve("board.css");
        String css = Files.readString(sheet, StandardCharsets.UTF_8);
        String inlined = PieceUris.inline(site, css);
        Files.writeString(sheet, inlined, StandardCharsets.UTF_8);
        deleteFolder(site.resolve("pieces"));
        System.out.println("[pieces] board.css with its pieces inlined (" + css.length() + " → " + inlined.length()
                + " characters)");
    }

    private static void deleteFolder(Path folder) throws IOException {
        if (!Files.isDirectory(folder)) {
            return;
        }
        try (Stream<Path> files = Files.walk(folder)) {
            for (Path file : files.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(file);
            }
        }
    }
}
