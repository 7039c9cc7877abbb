package chess.opening;

import chess.core.Board;
import chess.core.Move;
import chess.core.MoveParseException;
import chess.core.UciMove;
import chess.core.Variant;
import java.util.ArrayList;
import java.util.List;

/**
 * The named openings, found by position: each line of the table is replayed from the standard start and its final
 * position keyed ({@link PositionKeys}), so a game that reaches it by another move order finds the same name. When
 * several lines reach one position the shortest names it (then the first in the table).
 *
 * <p>The table's text (made by the tools' {@code OpeningTableWriter} from {@code data/openings/*.tsv}) has one line
 * per opening, {@code shared<TAB>moves<TAB>eco<TAB>name}: the line's moves are the first {@code shared} half-moves
 * of the line before it followed by {@code moves} in UCI, space-separated. Sorted lines share long prefixes, so the
 * file is small and reading it makes each move of the opening tree once. Lines starting with {@code #} are notes.
 * A bad line is left out with a problem naming its line number; the rest of the table still works.
 */
public final class OpeningTable {
    /** A table with no openings: what the app has before the file is in, or when it fails to load. */
    public static final OpeningTable EMPTY = new OpeningTable();

    /** Problems kept for the message (all are counted). */
    static final int PROBLEMS_KEPT = 10;
    /** The longest line read: far beyond any named opening, short of the board's history. */
    static final int MAX_PLIES = 120;

    private final PositionKeys keys;
    private final List<Opening> openings = new ArrayList<>();
    private final List<String> problems = new ArrayList<>();
    private int problemCount;
    private int lineCount;
    /** While reading: the text, where the next line starts, its number, the board and the half-moves made on it. */
    private String text = "";
    private int next;
    private int lineNumber;
    private Board board = Board.startingPosition();
    private int depth;

    private OpeningTable() {
        keys = new PositionKeys(16);
    }

    private OpeningTable(int expected) {
        keys = new PositionKeys(expected);
    }

    /** Reads a table's text; never throws: bad lines are left out and reported by {@link #problems()}. */
    public static OpeningTable parse(String text) {
        OpeningTable table = reading(text);
        table.readSome(Integer.MAX_VALUE);
        return table;
    }

    /**
     * A table that reads {@code text} a slice at a time, by {@link #readSome} (the page reads it in short tasks, so
     * no task holds the page for long); until it is done it knows the lines read so far.
     */
    public static OpeningTable reading(String text) {
        OpeningTable table = new OpeningTable(text == null ? 16 : text.length() / 40);
        table.text = text == null ? "" : text;
        return table;
    }

    /** Reads up to {@code maxLines} more lines of the text; true when the whole text has been read. */
    public boolean readSome(int maxLines) {
        for (int n = 0; n < maxLines && next < text.length(); n++) {
            int end = text.indexOf('\n', next);
            if (end < 0) {
                end = text.length();
            }
            lineNumber++;
            String line = text.substring(next, end > next && text.charAt(end - 1) == '\r' ? end - 1 : end);
            next = end + 1;
            if (!line.isEmpty() && line.charAt(0) != '#') {
                depth = readLine(board, depth, line, lineNumber);
            }
        }
        if (next >= text.length()) {
            text = ""; // done: the text and the board are no longer needed
            next = 0;
            board = null;
            return true;
        }
        return false;
    }

    /** The opening whose position this is exactly, or null (Chess960 positions are never named). */
    public Opening find(Board board) {
        if (board.variant() != Variant.STANDARD) {
            return null;
        }
        return find(board.hashLo(), board.hashHi());
    }

    /** The opening of the position with this Zobrist hash ({@link Board#hashLo()}, {@link Board#hashHi()}), or null. */
    public Opening find(int hashLo, int hashHi) {
        int index = keys.get(hashLo, hashHi);
        return index < 0 ? null : openings.get(index);
    }

    /** Named positions in the table (fewer than its lines when several lines name one position). */
    public int positions() {
        return keys.size();
    }

    /** The table's opening lines read well. */
    public int lines() {
        return lineCount;
    }

    public boolean isEmpty() {
        return keys.size() == 0;
    }

    /** The first few problems, each {@code line N: what is wrong}; see {@link #problemCount()}. */
    public List<String> problems() {
        return List.copyOf(problems);
    }

    public int problemCount() {
        return problemCount;
    }

    // ---- reading ----------------------------------------------------------------------------------------------

    /** Reads one line onto the board (at {@code depth}); returns the board's depth afterwards. */
    private int readLine(Board board, int depth, String line, int lineNumber) {
        String[] fields = Fields.tabs(line, 4);
        if (fields == null) {
            return fail(lineNumber, "expected 4 fields separated by tabs (shared, moves, eco, name)", depth);
        }
        int shared = Fields.number(fields[0]);
        if (shared < 0) {
            return fail(lineNumber, "'" + Fields.cut(fields[0]) + "' is not a count of shared half-moves", depth);
        }
        if (shared > depth) {
            return fail(lineNumber, "shares " + shared + " half-moves, but the line before has " + depth, depth);
        }
        String eco = fields[2];
        if (!isEco(eco)) {
            return fail(lineNumber, "'" + Fields.cut(eco) + "' is not an ECO code (A00 to E99)", depth);
        }
        String name = fields[3].trim();
        if (name.isEmpty()) {
            return fail(lineNumber, "the opening has no name", depth);
        }
        while (depth > shared) {
            board.unmake();
            depth--;
        }
        for (String uci : Fields.words(fields[1])) {
            if (depth >= MAX_PLIES) {
                return fail(lineNumber, "longer than " + MAX_PLIES + " half-moves", depth);
            }
            int move;
            try {
                move = UciMove.parse(board, uci);
            } catch (MoveParseException e) {
                return fail(lineNumber, "move " + (depth + 1) + " '" + Fields.cut(uci) + "': " + e.getMessage(), depth);
            }
            if (move == Move.NONE) {
                return fail(lineNumber, "move " + (depth + 1) + " is a null move", depth);
            }
            board.make(move);
            depth++;
        }
        lineCount++;
        int known = keys.get(board.hashLo(), board.hashHi());
        if (known < 0 || openings.get(known).plies() > depth) {
            openings.add(new Opening(eco, name, depth));
            keys.put(board.hashLo(), board.hashHi(), openings.size() - 1);
        }
        return depth;
    }

    private int fail(int lineNumber, String message, int depth) {
        problemCount++;
        if (problems.size() < PROBLEMS_KEPT) {
            problems.add("line " + lineNumber + ": " + message);
        }
        return depth;
    }

    static boolean isEco(String text) {
        return text.length() == 3 && text.charAt(0) >= 'A' && text.charAt(0) <= 'E' && isDigit(text.charAt(1))
                && isDigit(text.charAt(2));
    }

    /** An ASCII digit (Character.isDigit would bring Unicode's tables into the page). */
    private static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
    }
}
