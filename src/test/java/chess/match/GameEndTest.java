package chess.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import chess.core.Game;
import org.junit.jupiter.api.Test;

class GameEndTest {
    private static Game played(String fen, String... uciMoves) {
        Game game = new Game(fen);
        for (String move : uciMoves) {
            game.playUci(move);
        }
        return game;
    }

    @Test
    void checkmateIsWonByTheMover() {
        Game mate = played("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "f2f3", "e7e5", "g2g4", "d8h4");
        assertEquals(new GameEnd("0-1", Termination.CHECKMATE, ""), GameEnd.byRules(mate, 4, 400));
    }

    @Test
    void stalemateFiftyMovesAndDeadMaterialAreDraws() {
        assertEquals(Termination.STALEMATE, GameEnd.byRules(new Game("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1"), 0, 400)
                .termination());
        assertEquals(Termination.FIFTY_MOVE_RULE,
                GameEnd.byRules(new Game("7k/8/6K1/8/8/8/8/R7 b - - 100 80"), 0, 400).termination());
        GameEnd dead = GameEnd.byRules(new Game("7k/8/6K1/8/8/8/8/6N1 b - - 0 1"), 0, 400);
        assertEquals(new GameEnd("1/2-1/2", Termination.INSUFFICIENT_MATERIAL, ""), dead);
    }

    @Test
    void threefoldRepetitionIsADraw() {
        Game game = played("7k/8/6K1/8/8/8/8/R7 w - - 0 1", "a1a2", "h8g8", "a2a1", "g8h8", "a1a2", "h8g8", "a2a1");
        assertNull(GameEnd.byRules(game, 7, 400), "twice so far");
        game.playUci("g8h8");
        assertEquals(Termination.THREEFOLD_REPETITION, GameEnd.byRules(game, 8, 400).termination());
    }

    @Test
    void thePlyCapCountsTheEnginesPliesAndDraws() {
        Game game = new Game();
        assertNull(GameEnd.byRules(game, 399, 400));
        assertEquals(new GameEnd("1/2-1/2", Termination.PLY_CAP, ""), GameEnd.byRules(game, 400, 400));
    }

    @Test
    void aFailureLosesForTheSideThatFailed() {
        GameEnd white = GameEnd.failure(0, Termination.ILLEGAL_MOVE, "e2e5");
        assertEquals("0-1", white.result());
        assertEquals(0, white.whitePoints());
        assertEquals("1-0", GameEnd.failure(1, Termination.TIME_LOSS, "").result());
    }
}
