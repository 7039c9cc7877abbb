package chess.app;

import chess.opening.GameOpening;
import chess.opening.OpeningTable;
import chess.pgn.GameTree;
import chess.pgn.MoveNode;
import java.util.Map;

/**
 * The app's opening names: the table (empty until the page hands over its text, which it fetches after the first
 * paint; empty for good when that fails, and the app works on without names) and the names of the shown position
 * and line, remembered per node because the page redraws far more often than the shown move changes.
 */
final class OpeningNames {
    private OpeningTable table = OpeningTable.EMPTY;
    private int serial;
    private int loads;
    private String note = "";
    private MoveNode shownNode;
    private GameOpening shown = GameOpening.NONE;
    private MoveNode lineEnd;
    private GameOpening line = GameOpening.NONE;

    /** Lines of the table read per task in the page: 250 made tasks of 50-115 ms in the JavaScript build. */
    static final int LINES_PER_TASK = 100;

    /**
     * The table's text arrived: read it a slice per task (a broken text gives fewer names or none, never an error);
     * the names show once it is all read. Without a scheduler (tests, no page) it is read at once.
     */
    void load(String text, Scheduler scheduler, Runnable done) {
        OpeningTable reading = OpeningTable.reading(text);
        int mine = ++loads;
        Runnable slice = new Runnable() {
            @Override
            public void run() {
                if (mine != loads) {
                    return; // a newer text came
                }
                if (!reading.readSome(scheduler == Scheduler.NONE ? Integer.MAX_VALUE : LINES_PER_TASK)) {
                    scheduler.after(0, this);
                    return;
                }
                table = reading;
                serial++;
                note = table.isEmpty() ? "Opening names are not available: the opening table could not be read." : "";
                shownNode = null;
                lineEnd = null;
                done.run();
            }
        };
        slice.run();
    }

    /** The table could not be fetched: the app goes on without names and says so quietly. */
    void failed(String reason) {
        note = "Opening names are not available: " + reason;
    }

    OpeningTable table() {
        return table;
    }

    GameOpening at(MoveNode node) {
        if (node != shownNode) {
            shownNode = node;
            shown = GameOpening.at(table, node);
        }
        return shown;
    }

    private GameOpening ofLine(MoveNode end) {
        if (end != lineEnd) {
            lineEnd = end;
            line = GameOpening.at(table, end);
        }
        return line;
    }

    /** {@code C50 Italian Game: Giuoco Piano, known theory until 4. a3} for the line ending at {@code end}. */
    String lineText(MoveNode end) {
        GameOpening found = ofLine(end);
        if (!found.named()) {
            return "";
        }
        return found.leftTheory() == null ? found.label() + ", in known theory to the end"
                : found.label() + ", out of known theory with " + found.leftTheoryText();
    }

    /** Counts the opening tables read so far: the names given before and after a new table may differ. */
    int serial() {
        return serial;
    }

    /** Lends the game's opening to the exported PGN's tags when the game has no ECO or Opening tag of its own. */
    void addTags(Map<String, String> defaults, GameTree tree) {
        if (tree.tag("ECO") != null || tree.tag("Opening") != null) {
            return;
        }
        GameOpening found = GameOpening.ofGame(table, tree);
        if (found.named()) {
            defaults.put("ECO", found.opening().eco());
            defaults.put("Opening", found.opening().name());
        }
    }

    /** {@code listedRead}: the listed games read for their openings so far (the rows are drawn again as it grows). */
    void fill(BoardState.Builder b, GameCursor cursor, int listedRead) {
        b.opening = new OpeningState(at(cursor.current()).label(), lineText(cursor.endOfShownLine()), serial, note,
                listedRead);
    }
}
