package chess.app;

import chess.opening.GameOpening;
import chess.opening.OpeningTable;
import chess.pgn.PgnGame;
import java.util.ArrayDeque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.IntFunction;

/**
 * The openings of listed games that have no ECO or Opening tag, found from their moves. Reading a game costs far
 * more than listing it, so a name is looked for only when its row is drawn, a few games per task (a list draws up to
 * 200 rows at once), and remembered for the list; the page draws the rows again as names are found.
 */
final class ImportedOpenings {
    /** Games read per task: a few milliseconds each in the page. */
    static final int GAMES_PER_TASK = 10;

    private final Scheduler scheduler;
    private final Runnable found;
    private List<ImportedGame> games = List.of();
    private OpeningTable table = OpeningTable.EMPTY;
    private IntFunction<PgnGame> reader;
    private final Map<Integer, String> names = new HashMap<>();
    private final ArrayDeque<Integer> wanted = new ArrayDeque<>();
    private boolean scheduled;
    private int readCount;

    /** {@code found} runs after each task that named games (the page then draws the rows again). */
    ImportedOpenings(Scheduler scheduler, Runnable found) {
        this.scheduler = scheduler;
        this.found = found;
    }

    /**
     * The opening of listed game {@code number} from its moves ({@code reader} reads it): "" while it is being
     * looked for, when the game is not named or cannot be read, or before the table is there.
     */
    String of(List<ImportedGame> listed, OpeningTable openings, int number, IntFunction<PgnGame> gameReader) {
        if (listed != games || openings != table) {
            games = listed;
            table = openings;
            names.clear();
            wanted.clear();
        }
        reader = gameReader;
        if (openings.isEmpty()) {
            return "";
        }
        String name = names.get(number);
        if (name != null) {
            return name;
        }
        if (scheduler == Scheduler.NONE) { // no tasks (tests, no page): at once
            return read(number);
        }
        if (!wanted.contains(number)) {
            wanted.add(number);
        }
        if (!scheduled) {
            scheduled = true;
            scheduler.after(0, this::readSome);
        }
        return "";
    }

    /** Counts the games read so far, so the page knows when to draw the rows again. */
    int readCount() {
        return readCount;
    }

    private void readSome() {
        scheduled = false;
        for (int n = 0; n < GAMES_PER_TASK && !wanted.isEmpty(); n++) {
            int number = wanted.poll();
            if (!names.containsKey(number)) {
                read(number);
            }
        }
        if (!wanted.isEmpty()) {
            scheduled = true;
            scheduler.after(0, this::readSome);
        }
        found.run();
    }

    private String read(int number) {
        PgnGame game = reader.apply(number);
        String name = game == null || !game.tree().hasMoves() ? "" : GameOpening.ofGame(table, game.tree()).label();
        names.put(number, name);
        readCount++;
        return name;
    }
}
