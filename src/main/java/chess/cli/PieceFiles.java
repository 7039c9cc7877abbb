package chess.cli;

import chess.image.PieceArt;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Map;

/** The page's piece drawings as the jar carries them (the pom copies src/main/webapp/pieces to chess/image/pieces). */
final class PieceFiles {
    private static PieceArt art;

    private PieceFiles() {
    }

    static synchronized PieceArt art() {
        if (art == null) {
            Map<String, String> files = new HashMap<>();
            for (String name : PieceArt.NAMES) {
                try (InputStream in = PieceFiles.class.getResourceAsStream("/chess/image/pieces/" + name + ".svg")) {
                    if (in != null) {
                        files.put(name, new String(in.readAllBytes(), StandardCharsets.UTF_8));
                    }
                } catch (IOException e) {
                    throw new IllegalStateException("cannot read the piece drawing " + name + ".svg", e);
                }
            }
            art = PieceArt.parse(files);
        }
        return art;
    }
}
