package chess.image;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;

/** The page's piece drawings, read from the source tree, for the tests. */
final class TestPieces {
    private static PieceArt art;

    private TestPieces() {
    }

    static Map<String, String> files() {
        Map<String, String> files = new HashMap<>();
        for (String name : PieceArt.NAMES) {
            try {
                files.put(name, Files.readString(Path.of("src/main/webapp/pieces", name + ".svg")));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return files;
    }

    static synchronized PieceArt art() {
        if (art == null) {
            art = PieceArt.parse(files());
        }
        return art;
    }
}
