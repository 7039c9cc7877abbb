package chess.app;

import chess.review.SideSummary;
import java.util.List;

/** The game review as the view draws it: progress, the evaluation graph, the verdict on the shown move, summaries. */
public final class ReviewState {
    /** One position of the shown line on the graph. */
    public static final class Point {
        /** The move that led here (the start position's id for the first point). */
        public final int nodeId;
        /** White's winning chances in percent, or NaN while the position has no evaluation. */
        public final double whiteWin;
        /** "12... Nf3" (or "Start"), for the point's title. */
        public final String label;
        /** The review's glyph for the move that led here ("??", "?", "?!"), or "". */
        public final String glyph;

        Point(int nodeId, double whiteWin, String label, String glyph) {
            this.nodeId = nodeId;
            this.whiteWin = whiteWin;
            this.label = label;
            this.glyph = glyph;
        }
    }

    /** A move the review marked: where it is, what it was, and the engine's better move when known. */
    public static final class Moment {
        public final int nodeId;
        /** "14. Qxd5??" */
        public final String label;
        /** "Blunder", "Mistake" or "Inaccuracy". */
        public final String word;
        /** True for a move by White. */
        public final boolean white;
        /** "Nf3 was best", or "" when the review of this page did not search the position before it. */
        public final String better;

        Moment(int nodeId, String label, String word, boolean white, String better) {
            this.nodeId = nodeId;
            this.label = label;
            this.word = word;
            this.white = white;
            this.better = better;
        }
    }

    /** The shown line has a move to review. */
    public final boolean available;
    public final boolean running;
    /** Positions of the shown review done and in all (0 and 0 before the first review). */
    public final int done;
    public final int total;
    /** "Reviewing… 34 of 81 positions, about 20 s left", "Review stopped at 34 of 81 positions", or "". */
    public final String progressText;
    /** The chosen depth's id ("quick", "standard", "deep"). */
    public final String depthId;
    /** One point per position of the shown line, the start first; empty when none has an evaluation. */
    public final List<Point> graph;
    /** The index in {@link #graph} of the shown position. */
    public final int currentIndex;
    /** Per side, once the line has evaluations; else null. */
    public final SideSummary white;
    public final SideSummary black;
    /** On the shown move: "Blunder (??): White's winning chances fell from 62% to 12%." or "". */
    public final String verdict;
    /** The engine's better line from the position before the shown move, in SAN, or "". */
    public final String betterLine;
    public final boolean canShowBetterLine;
    /** The marked moves of the shown line, in order. */
    public final List<Moment> moments;

    ReviewState(boolean available, boolean running, int done, int total, String progressText, String depthId,
            List<Point> graph, int currentIndex, SideSummary white, SideSummary black, String verdict,
            String betterLine, List<Moment> moments) {
        this.available = available;
        this.running = running;
        this.done = done;
        this.total = total;
        this.progressText = progressText;
        this.depthId = depthId;
        this.graph = List.copyOf(graph);
        this.currentIndex = currentIndex;
        this.white = white;
        this.black = black;
        this.verdict = verdict;
        this.betterLine = betterLine;
        this.canShowBetterLine = !betterLine.isEmpty();
        this.moments = List.copyOf(moments);
    }
}
