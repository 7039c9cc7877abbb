package chess.opening;

import chess.core.Board;
import chess.core.San;
import chess.core.UciMove;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Makes the compact opening table the app ships ({@code src/main/resources/chess/opening/openings.txt}, read by
 * {@link OpeningTable}) from the public-domain source files {@code data/openings/a.tsv … e.tsv}
 * ({@code eco<TAB>name<TAB>SAN moves with numbers}). The moves become UCI, the lines are sorted by their moves and
 * each keeps only what differs from the line before. Run it after changing the data; {@code OpeningTableWriterTest}
 * fails while the committed table differs from what this writes.
 *
 * <pre>mvn -q -Ptools test-compile exec:java -Dtool=chess.opening.OpeningTableWriter</pre>
 */
public final class OpeningTableWriter {
    static final Path SOURCE = Path.of("data/openings");
    static final Path TABLE = Path.of("src/main/resources/chess/opening/openings.txt");
    static final String[] FILES = {"a.tsv", "b.tsv", "c.tsv", "d.tsv", "e.tsv"};

    private OpeningTableWriter() {
    }

    public static void main(String[] args) throws IOException {
        String table = write(SOURCE);
        Files.writeString(TABLE, table, StandardCharsets.UTF_8);
        System.out.println("wrote " + TABLE + ": " + table.length() + " characters");
    }

    /** The compact table of the source folder's five files. */
    static String write(Path folder) throws IOException {
        List<Line> lines = new ArrayList<>();
        for (String file : FILES) {
            List<String> rows = Files.readAllLines(folder.resolve(file), StandardCharsets.UTF_8);
            for (int i = 1; i < rows.size(); i++) { // the first row names the columns
                if (!rows.get(i).isEmpty()) {
                    lines.add(line(file + ":" + (i + 1), rows.get(i)));
                }
            }
        }
        lines.sort(OpeningTableWriter::compare);
        StringBuilder out = new StringBuilder();
        out.append("# Chess opening names, from lichess-org/chess-openings (commit 51b8862), CC0 1.0: see data/openings.\n");
        out.append("# Made by chess.opening.OpeningTableWriter; each line: shared half-moves, new UCI moves, ECO, name.\n");
        List<String> before = List.of();
        for (Line line : lines) {
            int shared = 0;
            while (shared < before.size() && shared < line.moves.size()
                    && before.get(shared).equals(line.moves.get(shared))) {
                shared++;
            }
            out.append(shared).append('\t')
                    .append(String.join(" ", line.moves.subList(shared, line.moves.size()))).append('\t')
                    .append(line.eco).append('\t').append(line.name).append('\n');
            before = line.moves;
        }
        return out.toString();
    }

    private static Line line(String where, String row) {
        String[] fields = row.split("\t");
        if (fields.length != 3) {
            throw new IllegalArgumentException(where + ": expected eco, name and moves separated by tabs");
        }
        Board board = Board.startingPosition();
        List<String> moves = new ArrayList<>();
        for (String word : fields[2].trim().split(" +")) {
            if (word.endsWith(".")) { // a move number
                continue;
            }
            int move = San.parse(board, word);
            moves.add(UciMove.format(board, move));
            board.make(move);
        }
        return new Line(fields[0], fields[1], moves);
    }

    /** By moves, move by move; a line before the lines it begins. */
    private static int compare(Line a, Line b) {
        for (int i = 0; i < Math.min(a.moves.size(), b.moves.size()); i++) {
            int c = a.moves.get(i).compareTo(b.moves.get(i));
            if (c != 0) {
                return c;
            }
        }
        return Integer.compare(a.moves.size(), b.moves.size());
    }

    private static final class Line {
        final String eco;
        final String name;
        final List<String> moves;

        Line(String eco, String name, List<String> moves) {
            this.eco = eco;
            this.name = name;
            this.moves = moves;
        }
    }
}
