package chess.match;

import chess.core.Game;
import chess.pgn.GameTree;
import chess.pgn.MoveNode;
import chess.pgn.PgnExport;
import java.util.LinkedHashMap;
import java.util.Map;

/** A finished match game: its number (from 1), who played which colour, the moves and how it ended. */
record PlayedGame(int round, String white, String black, int openingLine, Game game, GameEnd end) {
    /**
     * The game in PGN, written by the project's PGN writer ({@link PgnExport}): the seven-tag roster (the result is the one the
     * runner decided, also for a failure, where the rules would say the game goes on), the time control, the
     * standard Termination, in an {@code Ending} tag the exact reason (with a failure's detail) and the line of the
     * openings file it started from.
     */
    String pgn(String event, String date, SearchLimit limit) {
        Map<String, String> tags = new LinkedHashMap<>();
        tags.put("Event", event);
        tags.put("Site", "?");
        tags.put("Date", date);
        tags.put("Round", Integer.toString(round));
        tags.put("White", white);
        tags.put("Black", black);
        tags.put("TimeControl", limit.pgnTimeControl());
        tags.put("Termination", end.termination().pgn);
        String ending = end.termination().text;
        if (end.termination().isFailure()) {
            ending += " by " + (end.result().equals("0-1") ? white : black);
        }
        tags.put("Ending", end.detail().isEmpty() ? ending : ending + ": " + end.detail());
        tags.put("PlyCount", Integer.toString(game.ply()));
        tags.put("OpeningLine", Integer.toString(openingLine));
        GameTree tree = new GameTree(game.startFen(), game.board().variant());
        MoveNode at = tree.root();
        for (int move : game.moves()) {
            at = tree.play(at, move);
        }
        tags.forEach(tree::setTag);
        tree.setResult(end.result());
        return PgnExport.write(tree);
    }
}
