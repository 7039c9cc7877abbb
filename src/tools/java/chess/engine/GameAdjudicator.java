package chess.engine;

import chess.core.Board;
import chess.core.Rules;
import java.util.ArrayList;
import java.util.List;

/**
 * Ends self-play games for the data tools: by the rules (mate, stalemate, fifty moves, repetition, dead material),
 * at a ply cap, or by adjudication from the engines' scores: a win once both sides' searches score the game
 * beyond {@code winCp} for White or Black for {@code winPlies} plies in a row, a draw once they score it within
 * {@code drawCp} for {@code drawPlies} plies after ply {@code drawMinPly}. Results are from White's side: "1",
 * "0.5" or "0". One adjudicator follows one game.
 */
final class GameAdjudicator {
    private final int winCp;
    private final int winPlies;
    private final int drawCp;
    private final int drawPlies;
    private final int drawMinPly;
    private final int maxPlies;
    /** Plies in a row scored as won: positive for White, negative for Black. */
    private int winStreak;
    private int drawStreak;

    GameAdjudicator(int winCp, int winPlies, int drawCp, int drawPlies, int drawMinPly, int maxPlies) {
        this.winCp = winCp;
        this.winPlies = winPlies;
        this.drawCp = drawCp;
        this.drawPlies = drawPlies;
        this.drawMinPly = drawMinPly;
        this.maxPlies = maxPlies;
    }

    /** The result if the game on {@code board} (with {@code legalMoves} moves) is over by the rules, else null. */
    String resultByRules(Board board, int legalMoves) {
        if (legalMoves == 0) {
            return board.inCheck() ? (board.sideToMove() == 0 ? "0" : "1") : "0.5";
        }
        if (board.halfmoveClock() >= 100 || board.repeated(2) || Rules.insufficientMaterial(board)
                || board.ply() >= maxPlies) {
            return "0.5";
        }
        return null;
    }

    /** Takes the search's score of the position at {@code ply}, from White's side; the adjudged result, or null. */
    String resultByScore(int whiteScore, int ply) {
        if (Math.abs(whiteScore) >= winCp) {
            int sign = Integer.signum(whiteScore);
            winStreak = (Integer.signum(winStreak) == sign ? winStreak : 0) + sign;
        } else {
            winStreak = 0;
        }
        drawStreak = Math.abs(whiteScore) <= drawCp && ply >= drawMinPly ? drawStreak + 1 : 0;
        if (Math.abs(winStreak) >= winPlies) {
            return winStreak > 0 ? "1" : "0";
        }
        return drawStreak >= drawPlies ? "0.5" : null;
    }

    /**
     * The data lines of one game: each position's FEN with the game's result and the search's score of it from
     * White's side in centipawns, {@code <fen>;<result>;<score>}.
     */
    static List<String> lines(List<String> fens, List<Integer> whiteScores, String result) {
        List<String> lines = new ArrayList<>(fens.size());
        for (int i = 0; i < fens.size(); i++) {
            lines.add(fens.get(i) + ";" + result + ";" + whiteScores.get(i));
        }
        return lines;
    }
}
