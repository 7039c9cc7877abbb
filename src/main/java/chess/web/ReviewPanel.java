package chess.web;

import chess.app.BoardState;
import chess.app.GameController;
import chess.app.ReviewState;
import chess.core.IntRound;
import chess.review.SideSummary;
import java.util.List;
import org.teavm.jso.dom.html.HTMLDocument;
import org.teavm.jso.dom.html.HTMLElement;
import org.teavm.jso.dom.html.HTMLSelectElement;

/**
 * The game review: its depth, Review game / Cancel, the progress, the evaluation graph ({@link EvalGraph}), each
 * side's summary, the verdict on the shown move with the engine's better line, and the key moments as buttons that
 * go to their move. The review runs in its own worker, so nothing here blocks the board.
 */
final class ReviewPanel {
    private final HTMLDocument document;
    private final HTMLSelectElement depth;
    private final HTMLElement start;
    private final HTMLElement cancel;
    private final HTMLElement progressBox;
    private final HTMLElement progress;
    private final HTMLElement status;
    private final EvalGraph graph;
    private final HTMLElement summary;
    private final HTMLElement verdictBox;
    private final HTMLElement verdict;
    private final HTMLElement betterLine;
    private final HTMLElement betterButton;
    private final HTMLElement momentsBox;
    private final HTMLElement moments;
    private GameController controller;
    private final ReviewMoments momentItems;

    ReviewPanel(HTMLDocument document) {
        this.document = document;
        depth = (HTMLSelectElement) Dom.byId(document, "review-depth");
        start = Dom.byId(document, "review-start");
        cancel = Dom.byId(document, "review-cancel");
        progressBox = Dom.byId(document, "review-progress-box");
        progress = Dom.byId(document, "review-progress");
        status = Dom.byId(document, "review-status");
        graph = new EvalGraph(document, Dom.byId(document, "review-graph"));
        summary = Dom.byId(document, "review-summary");
        verdictBox = Dom.byId(document, "review-verdict-box");
        verdict = Dom.byId(document, "review-verdict");
        betterLine = Dom.byId(document, "review-better-line");
        betterButton = Dom.byId(document, "review-better");
        momentsBox = Dom.byId(document, "review-moments-box");
        moments = Dom.byId(document, "review-moments");
        momentItems = new ReviewMoments(document, moments);
    }

    void bind(GameController gameController) {
        this.controller = gameController;
        Dom.listen(depth, "change", e -> controller.setReviewDepth(depth.getValue()));
        Dom.listen(start, "click", e -> controller.startReview());
        Dom.listen(cancel, "click", e -> controller.cancelReview());
        Dom.listen(betterButton, "click", e -> controller.showBetterLine());
        Dom.listen(moments, "click", e -> {
            HTMLElement button = Dom.withAttribute(e.getTarget(), "data-node", 2);
            int id = button == null ? -1 : Dom.number(button.getAttribute("data-node"));
            if (id >= 0) {
                controller.goToMove(id);
            }
        });
        graph.bind(gameController);
    }

    void draw(BoardState s) {
        ReviewState r = s.review;
        if (!r.depthId.equals(depth.getValue())) {
            depth.setValue(r.depthId);
        }
        boolean stopped = !r.running && r.progressText.startsWith("Review stopped");
        Dom.setText(start, stopped ? "Resume review" : "Review game");
        Dom.setHidden(start, r.running);
        Dom.setDisabled(start, !r.available);
        Dom.setHidden(cancel, !r.running);
        drawProgress(r);
        graph.draw(r.graph, r.currentIndex);
        drawSummary(r.white, r.black);
        drawOpening(s.opening.line, r.white != null);
        Dom.setHidden(verdictBox, r.verdict.isEmpty());
        Dom.setText(verdict, r.verdict);
        Dom.setText(betterLine, r.betterLine.isEmpty() ? "" : "Better: " + r.betterLine);
        Dom.setHidden(betterButton, !r.canShowBetterLine);
        drawMoments(r.moments, s.currentMoveId);
    }

    private void drawProgress(ReviewState r) {
        Dom.setHidden(progressBox, r.progressText.isEmpty());
        String max = Integer.toString(Math.max(1, r.total));
        String now = Integer.toString(Math.min(r.done, Math.max(1, r.total)));
        Dom.setAttribute(progress, "max", max);
        Dom.setAttribute(progress, "value", now);
        Dom.setAttribute(progress, "aria-valuemax", max);
        Dom.setAttribute(progress, "aria-valuenow", now);
        Dom.setAttribute(progress, "aria-valuetext", r.done + " of " + r.total + " positions");
        Dom.setText(status, r.progressText);
    }

    private void drawSummary(SideSummary white, SideSummary black) {
        Dom.setHidden(summary, white == null || black == null);
        if (white == null || black == null) {
            return;
        }
        cells("inaccuracies", white.inaccuracies, black.inaccuracies);
        cells("mistakes", white.mistakes, black.mistakes);
        cells("blunders", white.blunders, black.blunders);
        cells("acpl", IntRound.of(white.averageCpLoss), IntRound.of(black.averageCpLoss));
        Dom.setText(Dom.byId(document, "review-w-accuracy"), percent(white.accuracy));
        Dom.setText(Dom.byId(document, "review-b-accuracy"), percent(black.accuracy));
    }

    /** The reviewed line's opening and the move where it left known theory, beside the summary. */
    private void drawOpening(String line, boolean summaryShown) {
        HTMLElement opening = Dom.byId(document, "review-opening");
        Dom.setText(opening, line.isEmpty() ? "" : "Opening: " + line + ".");
        Dom.setHidden(opening, !summaryShown || line.isEmpty());
    }

    private void cells(String row, int white, int black) {
        Dom.setText(Dom.byId(document, "review-w-" + row), Integer.toString(white));
        Dom.setText(Dom.byId(document, "review-b-" + row), Integer.toString(black));
    }

    /** "87.3%" with integers only (TeaVM's double formatting builds big tables on first use). */
    static String percent(double value) {
        int tenths = IntRound.of(Math.max(0, Math.min(100, value)) * 10);
        return tenths / 10 + "." + tenths % 10 + "%";
    }

    private void drawMoments(List<ReviewState.Moment> list, int currentMoveId) {
        Dom.setHidden(momentsBox, list.isEmpty());
        momentItems.draw(list, currentMoveId);
    }
}
