package chess.app;

import chess.core.Game;
import chess.core.Outcome;
import chess.pgn.GameTree;
import chess.pgn.MoveNode;
import java.util.Map;

/** The game tree as PGN for copying and downloading. (Main line only until the tree writer lands.) */
final class GamePgn {
    private GamePgn() {
    }

    static String write(GameTree tree, Map<String, String> tags, Outcome mainLineOutcome) {
        Game game = new Game(tree.startFen());
        for (MoveNode n : tree.path(tree.mainLineEnd())) {
            game.play(n.move());
        }
        return game.toPgn(tags);
    }
}
