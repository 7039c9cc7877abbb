package chess.app;

import chess.core.Outcome;
import chess.pgn.GameTree;
import chess.pgn.PgnExport;
import java.util.Map;

/**
 * The game tree as PGN for copying and downloading. Tags the players did not set get the app's defaults, and an
 * unknown result ({@code *}) becomes the rules' result when the main line has ended (mate, stalemate, a draw).
 * Both are lent to the tree only while it is written, so that links stay as short as the analysis itself.
 */
final class GamePgn {
    private GamePgn() {
    }

    static String write(GameTree tree, Map<String, String> defaultTags, Outcome mainLineOutcome) {
        String result = tree.result();
        Map<String, String> given = new java.util.LinkedHashMap<>(tree.tags());
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
