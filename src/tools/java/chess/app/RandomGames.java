package chess.app;

import chess.core.Game;

/** Long games for the tools' timings: random legal moves, the same every run. */
final class RandomGames {
    private RandomGames() {
    }

    /**
     * A game of up to {@code plies} random legal moves played through a cursor as the page plays them. A move that
     * would end the game (mate, a draw by rule) is not chosen; the game stops short only when every move would.
     */
    static GameCursor played(int plies) {
        GameCursor cursor = new GameCursor();
        Game game = new Game();
        int seed = 49;
        while (game.ply() < plies) {
            int[] moves = game.legalMoves();
            boolean played = false;
            for (int tries = 0; tries < moves.length && !played; tries++) {
                seed = seed * 1103515245 + 12345;
                game.play(moves[(seed >>> 8) % moves.length]);
                played = !game.outcome().isOver();
                if (!played) {
                    game.undo();
                }
            }
            if (!played) {
                break; // every move ends it: the figures say how long the game got
            }
            cursor.play(game.board().moveAt(game.ply() - 1), false);
        }
        return cursor;
    }
}
