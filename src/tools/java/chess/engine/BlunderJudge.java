package chess.engine;

import chess.core.Board;
import chess.core.Fen;
import chess.core.Outcome;
import chess.core.RuleSet;
import chess.core.Rules;
import chess.core.UciMove;
import java.io.IOException;

/**
 * Scores every position of a game for {@link BlunderCount} with a UCI engine (Stockfish) at a fixed node budget,
 * Threads 1 and Hash 64, in {@link BlunderTally}'s units, each from its side to move. Positions where the game is
 * over by the rules are scored here, not asked: the engine has no move to answer with there.
 */
final class BlunderJudge implements AutoCloseable {
    /** How {@link UciSelfPlay.Uci} reports a mate (it drops the distance, as the tally does). */
    private static final int UCI_MATE = 30_000;

    private final UciSelfPlay.Uci uci;
    private final long nodes;

    BlunderJudge(String command, long nodes) throws IOException {
        this.uci = new UciSelfPlay.Uci(command);
        this.nodes = nodes;
        uci.send("setoption name Threads value 1");
        uci.send("setoption name Hash value 64");
    }

    /** {@code scores[i]}: the position after the first i moves of the game, from its side to move. */
    int[] scoreGame(JudgedGame game) throws IOException {
        uci.send("ucinewgame"); // one game's positions share the hash table, games do not
        Board board = Fen.parse(game.startFen());
        int[] scores = new int[game.moves().length + 1];
        StringBuilder position = new StringBuilder("position fen " + game.startFen());
        for (int i = 0; ; i++) {
            scores[i] = score(board, position.toString());
            if (i == game.moves().length) {
                return scores;
            }
            int move = game.moves()[i];
            position.append(i == 0 ? " moves " : " ").append(UciMove.format(move));
            board.make(move);
        }
    }

    /** The score of {@code board}, reached by the UCI {@code position} command given, from its side to move. */
    private int score(Board board, String position) throws IOException {
        Outcome over = Rules.outcome(board, RuleSet.STANDARD);
        if (over.isOver()) {
            return over.result() == Outcome.Result.DRAW ? 0 : BlunderTally.mate(0); // mated: the mover lost
        }
        uci.send(position);
        uci.send("go nodes " + nodes);
        int score = uci.readBestMove(board)[0];
        return Math.abs(score) >= UCI_MATE ? BlunderTally.mate(score) : BlunderTally.centipawns(score);
    }

    @Override
    public void close() throws IOException {
        uci.close();
    }
}
