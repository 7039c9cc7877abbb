package chess.app;

import chess.core.Outcome;
import chess.core.Piece;
import chess.pgn.GameTree;
import chess.pgn.PgnExport;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The game tree as PGN for copying and downloading. Tags the players did not set get the app's defaults, and an
 * unknown result ({@code *}) becomes the rules' result when the main line has ended (mate, stalemate, a draw).
 * Both are lent to the tree only while it is written, so that links stay as short as the analysis itself.
 */
final class GamePgn {
    private GamePgn() {
    }

    /** The app's tags: the event and site, and against the engine who played which side at which level. */
    static Map<String, String> defaultTags(PlayMode mode, int level) {
        Map<String, String> defaults = new LinkedHashMap<>();
        defaults.put("Event", "Casual game");
        defaults.put("Site", "Chess in the browser");
        if (mode != PlayMode.HUMANS) {
            String engineName = SkillLevel.isFullStrength(level) ? "Engine (full strength)" : "Engine level " + level;
            defaults.put("White", mode.engineMoves(Piece.WHITE) ? engineName : "Player");
            defaults.put("Black", mode.engineMoves(Piece.BLACK) ? engineName : "Player");
        }
        return defaults;
    }

    static String write(GameTree tree, Map<String, String> defaultTags, Outcome mainLineOutcome) {
        String result = tree.result();
        Map<String, String> given = new LinkedHashMap<>(tree.tags());
        for (Map.Entry<String, String> e : defaultTags.entrySet()) {
            if (tree.tag(e.getKey()) == null) {
                tree.setTag(e.getKey(), e.getValue());
            }
        }
        if (result.equals("*") && mainLineOutcome.isOver()) {
            tree.setResult(mainLineOutcome.pgnResult());
        }
        try {
            return PgnExport.write(tree);
        } finally {
            tree.setResult(result);
            for (String name : defaultTags.keySet()) {
                tree.setTag(name, given.get(name));
            }
        }
    }
}
