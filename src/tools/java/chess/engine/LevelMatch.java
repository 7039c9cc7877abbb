package chess.engine;

import chess.core.Board;
import chess.core.Fen;
import chess.core.Move;
import chess.core.MoveGenerator;
import chess.core.Rules;

/**
 * Self-play harness (not a unit test): plays adjacent strength levels against each other and prints W/D/L and an
 * Elo estimate per pair, so the level scale can be checked to be monotonic.
 *
 * <p>Run: {@code mvn -q -Ptools test-compile exec:java -Dtool=chess.engine.LevelMatch
 * -Dargs="[gamesPerPair=20] [moveTimeMs=20] [fromLevel=1] [toLevel=10]"}
 */
public final class LevelMatch {
    /** Balanced openings (a few plies in); each is played twice per pair with colours swapped. */
    static final String[] OPENINGS = {
        "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2",
        "rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2",
        "rnbqkbnr/ppp1pppp/8/3p4/3P4/8/PPP1PPPP/RNBQKBNR w KQkq - 0 2",
        "rnbqkb1r/pppppppp/5n2/8/2P5/8/PP1PPPPP/RNBQKBNR w KQkq - 1 2",
        "rnbqkbnr/pppp1ppp/4p3/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2",
        "rnbqkbnr/pp1ppppp/2p5/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2",
        "rnbqkb1r/pppppppp/5n2/8/3P4/5N2/PPP1PPPP/RNBQKB1R b KQkq - 2 2",
        "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3",
        "rnbqkbnr/ppp2ppp/4p3/3p4/3PP3/8/PPP2PPP/RNBQKBNR w KQkq - 0 3",
        "rnbqkbnr/pppppp1p/6p1/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2",
    };

    private LevelMatch() {
    }

    public static void main(String[] args) {
        int games = args.length > 0 ? Integer.parseInt(args[0]) : 20;
        int moveTime = args.length > 1 ? Integer.parseInt(args[1]) : 20;
        int from = args.length > 2 ? Integer.parseInt(args[2]) : 1;
        int to = args.length > 3 ? Integer.parseInt(args[3]) : 10;
        for (int low = from; low < to; low++) {
            int[] wdl = match(Level.of(low + 1), Level.of(low), games, moveTime);
            double score = (wdl[0] + 0.5 * wdl[1]) / games;
            System.out.printf("level %d vs level %d: +%d =%d -%d  score %.1f%%  Elo %s%n", low + 1, low, wdl[0],
                    wdl[1], wdl[2], 100 * score, elo(score));
        }
    }

    private static String elo(double score) {
        if (score <= 0 || score >= 1) {
            return score >= 1 ? "+inf" : "-inf";
        }
        return String.format("%+.0f", -400 * Math.log10(1 / score - 1));
    }

    /** Wins, draws, losses of {@code a} against {@code b}. */
    static int[] match(Level a, Level b, int games, int moveTime) {
        int[] wdl = new int[3];
        for (int g = 0; g < games; g++) {
            String opening = OPENINGS[(g / 2) % OPENINGS.length];
            boolean aWhite = g % 2 == 0;
            Engine white = new Engine(4);
            Engine black = new Engine(4);
            white.setLevel(aWhite ? a : b);
            black.setLevel(aWhite ? b : a);
            white.setSeed(1000 + g * 7919);
            black.setSeed(2000 + g * 104729);
            int result = play(opening, white, black, moveTime); // +1 white wins, 0 draw, -1 black wins
            int forA = aWhite ? result : -result;
            wdl[forA > 0 ? 0 : forA == 0 ? 1 : 2]++;
        }
        return wdl;
    }

    static int play(String fen, Engine white, Engine black, int moveTime) {
        Board board = Fen.parse(fen);
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        for (int ply = 0; ply < 300; ply++) {
            int n = MoveGenerator.generate(board, moves, 0);
            if (n == 0) {
                return board.inCheck() ? (board.sideToMove() == 0 ? -1 : 1) : 0;
            }
            if (board.halfmoveClock() >= 100 || board.repeated(2) || Rules.insufficientMaterial(board)) {
                return 0;
            }
            Engine e = board.sideToMove() == 0 ? white : black;
            int m = e.search(board, new Limits().moveTime(moveTime), null).bestMove;
            boolean legal = false;
            for (int i = 0; i < n; i++) {
                legal |= moves[i] == m;
            }
            if (!legal) {
                throw new IllegalStateException("illegal move " + Move.toUci(m));
            }
            board.make(m);
        }
        return 0; // ply cap: count as a draw
    }
}
