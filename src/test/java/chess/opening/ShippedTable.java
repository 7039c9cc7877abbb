package chess.opening;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/** The table the app ships, read once for the tests. */
final class ShippedTable {
    static final Path FILE = Path.of("src/main/resources/chess/opening/openings.txt");
    private static OpeningTable table;

    private ShippedTable() {
    }

    static synchronized OpeningTable get() {
        if (table == null) {
            table = OpeningTable.parse(text());
        }
        return table;
    }

    static String text() {
        try {
            return Files.readString(FILE, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
