package chess.app;

import chess.core.Variant;
import chess.engine.Network;
import chess.review.Score;
import chess.uci.SearchRunner;
import chess.uci.UciProcessor;
import java.util.ArrayList;
import java.util.List;

/**
 * One search as the review makes it (full strength, a fresh engine, the moves from the start, a node budget, one or
 * two lines), for {@link ReviewMeasure}'s account of a missed or false mark: the review's searches are deterministic,
 * so the same commands give the scores the review saw in its first pass and in its deeper look.
 */
final class ReviewProbe {
    /** What one search found: line 1's score (White's view) and move, and line 2's when asked for. */
    record Found(Score score, String best, Score second, String secondMove) {
        @Override
        public String toString() {
            return score + " " + best + (second == null ? "" : ", 2nd " + secondMove + " " + second);
        }
    }

    private final Network net;

    ReviewProbe(Network net) {
        this.net = net;
    }

    /** Searches the position after {@code moves} from {@code startFen} the way the review does. */
    Found search(String startFen, int[] moves, boolean whiteToMove, int nodes, int lines) {
        List<String> output = new ArrayList<>();
        UciProcessor processor = new UciProcessor(output::add, SearchRunner.SYNCHRONOUS);
        processor.useNetwork(net);
        for (String c : List.of("setoption name Skill Level value " + SkillLevel.FULL_STRENGTH,
                "setoption name MultiPV value " + lines, "setoption name UCI_AnalyseMode value true",
                UciPosition.variantOption(Variant.STANDARD), "setoption name Repetition Rule value Standard",
                "ucinewgame", UciPosition.command(startFen, Variant.STANDARD, moves), "go nodes " + nodes)) {
            processor.handle(c);
        }
        EngineInfo[] last = new EngineInfo[3];
        for (String line : output) {
            EngineInfo info = EngineInfo.parse(line);
            if (info != null && info.hasScore && info.line <= 2 && !info.pv.isEmpty()) {
                last[info.line] = info;
            }
        }
        if (last[1] == null) {
            return new Found(Score.EVEN, "", null, "");
        }
        Score second = last[2] == null ? null : Score.ofEngine(last[2].score, last[2].mate, whiteToMove);
        return new Found(Score.ofEngine(last[1].score, last[1].mate, whiteToMove), last[1].pv.get(0), second,
                last[2] == null ? "" : last[2].pv.get(0));
    }
}
