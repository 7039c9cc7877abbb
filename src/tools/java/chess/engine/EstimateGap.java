package chess.engine;

import chess.core.Board;
import chess.core.Fen;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

/**
 * How far a net's evaluation strays from {@link Evaluator#estimate} (material, square tables and pawn structure),
 * over the positions of a data file (a tool, not a test). Lazy evaluation skips the full evaluation where the
 * estimate lies a margin outside the search window; it is only sound where the two rarely differ by more than
 * that margin, so this prints the gap's percentiles and the share of positions beyond a few margins. The estimate
 * is multiplied by {@code scalePercent} / 100 first, to try it on the net's scale.
 *
 * <p>Run: {@code mvn -q -Ptools test-compile exec:java -Dtool=chess.engine.EstimateGap
 * -Dargs="NET.nnue DATA.txt [every=1] [scalePercent=100]"} (DATA in {@link SelfPlayData}'s format, the FEN first)
 */
public final class EstimateGap {
    private static final int[] MARGINS = {150, 200, 250, 300, 400, 500};

    private EstimateGap() {
    }

    public static void main(String[] args) throws Exception {
        Network net = Network.read(Files.readAllBytes(Path.of(args[0])));
        List<String> lines = Files.readAllLines(Path.of(args[1]), StandardCharsets.UTF_8);
        int every = args.length > 2 ? Integer.parseInt(args[2]) : 1;
        int scalePercent = args.length > 3 ? Integer.parseInt(args[3]) : 100;
        Evaluator evaluator = new Evaluator();
        evaluator.useNetwork(net);
        int n = (lines.size() + every - 1) / every;
        if (n == 0) {
            throw new IllegalArgumentException(args[1] + " has no positions");
        }
        int[] gaps = new int[n];
        for (int i = 0, k = 0; i < lines.size(); i += every) {
            Board board = Fen.parse(lines.get(i).split(";")[0]);
            int full = evaluator.evaluate(board);
            int estimate = evaluator.estimate(board) * scalePercent / 100;
            gaps[k++] = Math.abs(full - estimate);
        }
        Arrays.sort(gaps);
        System.out.printf("%s, %d positions, estimate x%.2f: |evaluation - estimate| median %d, 90%% %d, 95%% %d, "
                + "99%% %d, largest %d cp%n", net.description(), n, scalePercent / 100.0, gaps[n / 2],
                gaps[n * 9 / 10], gaps[n * 95 / 100], gaps[n * 99 / 100], gaps[n - 1]);
        for (int margin : MARGINS) {
            int beyond = 0;
            for (int gap : gaps) {
                beyond += gap > margin ? 1 : 0;
            }
            System.out.printf("  more than %d cp apart: %.1f%%%n", margin, 100.0 * beyond / n);
        }
    }
}
