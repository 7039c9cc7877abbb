package chess.build;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The embeddable viewer's first paint for a {@code #g=} link stays under the 60 KB gzip it promises (docs/embed.md):
 * the page, the style sheets and scripts it names, and the viewer's script its start script loads. A size, not a
 * time: the same build gives the same bytes on any machine. Growth in code the viewer shares with the app (the
 * board, the move generator, the link decoder) shows here first.
 */
class EmbedWeightIT {
    private static final Path SITE = Paths.get(System.getProperty("chess.site.dir", "target/site"));
    /** The budget: bytes of the files compressed at gzip's best level, summed. */
    private static final int BUDGET = 60_000;

    @Test
    void aGameLinksFirstPaintIsUnderSixtyKilobytesGzip() throws IOException {
        String page = Files.readString(SITE.resolve("embed.html"), StandardCharsets.UTF_8);
        List<String> files = new ArrayList<>(List.of("embed.html"));
        Matcher named = Pattern.compile("<(?:link rel=\"stylesheet\" href|script src)=\"([^\"]+)\"").matcher(page);
        while (named.find()) {
            files.add(named.group(1));
        }
        files.add("js/embed.js");
        assertTrue(files.size() >= 3, "the page names its sheet and start script: " + files);
        int total = 0;
        StringBuilder each = new StringBuilder();
        for (String file : files) {
            Path path = SITE.resolve(file);
            assertTrue(Files.isRegularFile(path), file + " is in the site");
            int size = GzipSize.of(Files.readAllBytes(path));
            total += size;
            each.append(' ').append(file).append('=').append(size);
        }
        assertTrue(total < BUDGET, "first paint " + total + " B gzip, over " + BUDGET + ":" + each);
    }
}
