package chess.engine;

import chess.core.Board;
import chess.core.Fen;
import chess.core.MoveGenerator;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.Set;
import java.util.SplittableRandom;

/**
 * Opening positions for tuning and test matches (a tool, not a test): from the start position each ply is a
 * random choice among the moves a shallow search scores within a margin of the best, so the openings are varied
 * but sensible; a final deeper search keeps only balanced ones. Writes one FEN per line (the match runner's
 * format).
 *
 * <p>Run: {@code mvn -q -Ptools test-compile exec:java -Dtool=chess.engine.RandomOpenings
 * -Dargs="OUT.fen [count=2000] [plies=8] [seed=1]"}
 */
public final class RandomOpenings {
    private static final int CHOICE_DEPTH = 4;
    private static final int CHOICE_MARGIN_CP = 40;
    private static final int CHECK_DEPTH = 8;
    private static final int BALANCED_CP = 80;

    private RandomOpenings() {
    }

    public static void main(String[] args) throws Exception {
        Path out = Path.of(args[0]);
        int count = args.length > 1 ? Integer.parseInt(args[1]) : 2000;
        int plies = args.length > 2 ? Integer.parseInt(args[2]) : 8;
        SplittableRandom random = new SplittableRandom(args.length > 3 ? Long.parseLong(args[3]) : 1);
        Engine engine = new Engine(16);
        Set<String> seen = new HashSet<>();
        try (PrintWriter writer = new PrintWriter(Files.newBufferedWriter(out, StandardCharsets.UTF_8))) {
            while (seen.size() < count) {
                Board board = opening(engine, plies, random);
                if (board == null) {
                    continue;
                }
                SearchResult check = engine.search(board, new Limits().depth(CHECK_DEPTH), null);
                String fen = Fen.write(board);
                if (check.info.mateIn == 0 && Math.abs(check.info.scoreCp) <= BALANCED_CP && seen.add(fen)) {
                    writer.println(fen);
                }
            }
        }
    }

    /** {@code plies} random sensible moves from the start, or null if the game ended on the way. */
    private static Board opening(Engine engine, int plies, SplittableRandom random) {
        Board board = Board.startingPosition();
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        int[] scores = new int[MoveGenerator.MAX_MOVES];
        for (int p = 0; p < plies; p++) {
            int n = MoveGenerator.generate(board, moves, 0);
            if (n == 0) {
                return null;
            }
            int best = Integer.MIN_VALUE;
            for (int i = 0; i < n; i++) {
                board.make(moves[i]);
                SearchResult r = engine.search(board, new Limits().depth(CHOICE_DEPTH - 1), null);
                board.unmake();
                scores[i] = r.info.mateIn != 0 ? (r.info.mateIn > 0 ? -30000 : 30000) : -r.info.scoreCp;
                best = Math.max(best, scores[i]);
            }
            int candidates = 0;
            for (int i = 0; i < n; i++) {
                if (scores[i] >= best - CHOICE_MARGIN_CP) {
                    moves[candidates++] = moves[i];
                }
            }
            board.make(moves[random.nextInt(candidates)]);
        }
        return Fen.parse(Fen.write(board));
    }
}
