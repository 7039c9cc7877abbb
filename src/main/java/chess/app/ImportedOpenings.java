package chess.app;

import chess.opening.GameOpening;
import chess.opening.OpeningTable;
import chess.pgn.PgnGame;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.IntFunction;

/**
 * The openings of listed games that have no ECO or Opening tag, found from their moves. Reading a game costs far
 * more than listing it, so a name is found only when its row is drawn, and remembered for the list.
 */
final class ImportedOpenings {
    private List<ImportedGame> games = List.of();
    private OpeningTable table = OpeningTable.EMPTY;
    private final Map<Integer, String> found = new HashMap<>();

    /**
     * The opening of listed game {@code number} from its moves ({@code reader} reads it), or "" when the game is
     * not named, cannot be read or the table is not there yet.
     */
    String of(List<ImportedGame> listed, OpeningTable openings, int number, IntFunction<PgnGame> reader) {
        if (listed != games || openings != table) {
            games = listed;
            table = openings;
            found.clear();
        }
        if (openings.isEmpty()) {
            return "";
        }
        String name = found.get(number);
        if (name == null) {
            PgnGame game = reader.apply(number);
            name = game == null || game.tree().moveCount() == 0 ? "" : GameOpening.ofGame(openings, game.tree()).label();
            found.put(number, name);
        }
        return name;
    }
}
