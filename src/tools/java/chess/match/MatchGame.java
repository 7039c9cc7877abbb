package chess.match;

import chess.core.Fen;
import chess.core.Game;
import chess.core.Move;
import chess.core.MoveParseException;
import chess.core.UciMove;
import java.io.IOException;

/**
 * Plays one game between two started engines from an opening: before each move the rules are asked whether the
 * game is over ({@link GameEnd#byRules}); the engine to move gets the position and a {@code go} command, and its
 * {@code bestmove} is checked for legality by this project's rules before it is played. An illegal move, a crash
 * or a loss on time ends the game at once, lost by the engine that failed; the caller should then restart that
 * engine, which may still be thinking.
 */
final class MatchGame {
    private final SearchLimit limit;
    private final long marginMs;
    private final int maxPlies;
    private final long readyTimeoutMs;

    MatchGame(SearchLimit limit, long marginMs, int maxPlies, long readyTimeoutMs) {
        this.limit = limit;
        this.marginMs = marginMs;
        this.maxPlies = maxPlies;
        this.readyTimeoutMs = readyTimeoutMs;
    }

    /** Plays {@code game} (an opening, played on by the engines) to its end; {@code bySide[0]} plays White. */
    GameEnd play(Game game, UciEngine[] bySide) {
        for (int side = 0; side < 2; side++) {
            try {
                bySide[side].send("ucinewgame");
                bySide[side].ready(readyTimeoutMs);
            } catch (IOException e) {
                return GameEnd.failure(side, Termination.CRASH, "before the game: " + e.getMessage());
            }
        }
        Clock clock = limit.newClock(marginMs);
        for (int enginePlies = 0;; enginePlies++) {
            GameEnd end = GameEnd.byRules(game, enginePlies, maxPlies);
            if (end != null) {
                return end;
            }
            int side = game.board().sideToMove();
            end = playMove(game, bySide[side], side, clock);
            if (end != null) {
                return end;
            }
        }
    }

    /** Asks {@code engine} for a move and plays it; the end of the game if the engine failed, else null. */
    private GameEnd playMove(Game game, UciEngine engine, int side, Clock clock) {
        String go = limit.goCommand(clock);
        UciEngine.Line bestMove;
        long sent;
        try {
            engine.send(positionCommand(game));
            engine.send(go);
            sent = System.nanoTime();
            bestMove = engine.await(line -> line.startsWith("bestmove"), limit.waitMs(clock, side));
        } catch (UciEngine.TimedOut e) {
            Termination failure = clock != null ? Termination.TIME_LOSS : Termination.CRASH;
            return GameEnd.failure(side, failure, "no bestmove after '" + go + "' within "
                    + limit.waitMs(clock, side) + " ms");
        } catch (IOException e) {
            return GameEnd.failure(side, Termination.CRASH, e.getMessage());
        }
        if (clock != null) {
            long elapsedMs = (bestMove.nanos() - sent) / 1_000_000;
            if (!clock.charge(side, elapsedMs)) {
                return GameEnd.failure(side, Termination.TIME_LOSS, "took " + elapsedMs + " ms after '" + go + "'");
            }
        }
        String[] words = bestMove.text().split("\\s+");
        int move;
        try {
            move = words.length > 1 ? UciMove.parse(game.board(), words[1]) : Move.NONE;
        } catch (MoveParseException e) {
            return GameEnd.failure(side, Termination.ILLEGAL_MOVE, "'" + bestMove.text() + "' in " + game.fen()
                    + ": " + e.getMessage());
        }
        if (move == Move.NONE) {
            return GameEnd.failure(side, Termination.ILLEGAL_MOVE, "'" + bestMove.text() + "' in " + game.fen());
        }
        game.play(move);
        return null;
    }

    /** {@code position startpos|fen ... moves ...}, the moves in UCI (Chess960 castling as king takes rook). */
    static String positionCommand(Game game) {
        StringBuilder command = new StringBuilder("position ");
        command.append(game.startFen().equals(Fen.START) ? "startpos" : "fen " + game.startFen());
        int[] moves = game.moves();
        if (moves.length > 0) {
            command.append(" moves");
            for (int move : moves) {
                command.append(' ').append(UciMove.format(game.board(), move));
            }
        }
        return command.toString();
    }
}
