package chess.app;

import chess.core.Game;
import chess.core.Outcome;
import chess.core.RuleSet;
import chess.pgn.GameTree;
import chess.pgn.MoveNode;

/**
 * The result shown at the end of the move list: the game's recorded result, else how the main line ends by the rules
 * ("1-0 · Checkmate: White wins"), else "". The rules' verdict is worked out again only when the main line changed
 * (replaying a long line on every engine report would cost the page).
 */
final class MainLineResult {
    private String text = "";
    private Outcome outcome;
    /** What {@link #text} and {@link #outcome} were worked out for: the tree, its revision and the rules. */
    private GameTree tree;
    private int revision;
    private RuleSet rules;

    String text(GameTree tree, RuleSet ruleSet) {
        if (!tree.result().equals("*")) {
            String termination = tree.tag("Termination");
            return termination == null ? tree.result() : tree.result() + " · " + termination;
        }
        outcomeOf(tree, ruleSet);
        return text;
    }

    /**
     * How the main line ends by the rules, worked out again only when the main line may have changed: the PGN asks
     * for it at every save of the game, and a review's results save it every few seconds.
     */
    Outcome outcomeOf(GameTree tree, RuleSet ruleSet) {
        if (tree != this.tree || tree.revisionWithoutCommandsOrNags() != revision || ruleSet != rules) {
            outcome = outcome(tree, ruleSet);
            this.tree = tree;
            revision = tree.revisionWithoutCommandsOrNags();
            rules = ruleSet;
            text = outcome.isOver() ? outcome.pgnResult() + " · " + outcome.describe() : "";
        }
        return outcome;
    }

    /**
     * How the main line ends by the rules (also for the PGN result when the tree has none, so for every save of the
     * game): the tree's moves are replayed as it holds them ({@link Game#replay}), which in a long game is the
     * difference between a few moves' time and a long task.
     */
    static Outcome outcome(GameTree tree, RuleSet ruleSet) {
        Game end = new Game(tree.startBoard());
        end.setRuleSet(ruleSet);
        for (MoveNode n : tree.path(tree.mainLineEnd())) {
            try {
                end.replay(n.move(), n.san());
            } catch (IllegalStateException e) {
                break;
            }
        }
        return end.outcome();
    }
}
