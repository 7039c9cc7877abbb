package chess.web;

import chess.app.BoardState;
import chess.app.GameController;
import chess.app.MoveToken;
import chess.pgn.Nag;
import org.teavm.jso.dom.events.KeyboardEvent;
import org.teavm.jso.dom.html.HTMLDocument;
import org.teavm.jso.dom.html.HTMLElement;
import org.teavm.jso.dom.html.HTMLTextAreaElement;

/**
 * Annotating the move on show: the symbols (NAGs) as toggle buttons, the comment box, and the tree edits (promote
 * the variation, make it the main line, delete from here, delete after), each disabled where it does not apply.
 */
final class AnnotationPanel {
    /** The NAGs offered, in button order: the six move marks, then four about the position. */
    private static final int[] NAGS = {Nag.GOOD, Nag.MISTAKE, Nag.BRILLIANT, Nag.BLUNDER, Nag.INTERESTING,
        Nag.DUBIOUS, 16, 17, 10, 13};
    private static final String[] NAMES = {"Good move", "Mistake", "Brilliant move", "Blunder",
        "Interesting move", "Dubious move", "White is better", "Black is better", "Equal position",
        "Unclear position"};

    private final HTMLDocument document;
    private final HTMLElement[] nagButtons = new HTMLElement[NAGS.length];
    private final HTMLTextAreaElement comment;
    private final HTMLElement commentLabel;
    private final HTMLElement promote;
    private final HTMLElement mainLine;
    private final HTMLElement deleteFromHere;
    private final HTMLElement deleteAfter;
    private GameController controller;
    /** The move whose comment the box shows, and that comment as the state gave it. */
    private int commentMove = -1;
    private String commentShown = "";

    AnnotationPanel(HTMLDocument document) {
        this.document = document;
        this.comment = (HTMLTextAreaElement) Dom.byId(document, "comment");
        this.commentLabel = Dom.byId(document, "comment-label");
        this.promote = Dom.byId(document, "promote");
        this.mainLine = Dom.byId(document, "main-line");
        this.deleteFromHere = Dom.byId(document, "delete-from-here");
        this.deleteAfter = Dom.byId(document, "delete-after");
    }

    void bind(GameController gameController) {
        this.controller = gameController;
        HTMLElement group = Dom.byId(document, "nags");
        for (int i = 0; i < NAGS.length; i++) {
            HTMLElement button = Dom.element(document, "button", i < 6 ? "nag-button" : "nag-button position");
            button.setAttribute("type", "button");
            button.setAttribute("data-nag", Integer.toString(NAGS[i]));
            button.setAttribute("aria-pressed", "false");
            button.setAttribute("aria-label", NAMES[i]);
            button.setAttribute("title", NAMES[i]);
            button.setTextContent(Nag.symbol(NAGS[i]));
            group.appendChild(button);
            nagButtons[i] = button;
        }
        Dom.listen(group, "click", e -> {
            HTMLElement button = Dom.withAttribute(e.getTarget(), "data-nag", 1);
            int nag = button == null ? -1 : Dom.number(button.getAttribute("data-nag"));
            if (nag > 0) {
                controller.toggleNag(nag);
            }
        });
        // "change" comes when the box loses the focus after an edit: leaving it saves, as Save does.
        Dom.listen(comment, "change", e -> save());
        Dom.listen(Dom.byId(document, "comment-save"), "click", e -> save());
        Dom.listen(comment, "keydown", e -> {
            KeyboardEvent key = (KeyboardEvent) e;
            if ("Enter".equals(key.getKey()) && (key.isCtrlKey() || key.isMetaKey())) {
                key.preventDefault();
                save();
            }
        });
        Dom.listen(promote, "click", e -> controller.promoteVariation());
        Dom.listen(mainLine, "click", e -> controller.makeMainLine());
        Dom.listen(deleteFromHere, "click", e -> controller.deleteFromHere());
        Dom.listen(deleteAfter, "click", e -> controller.deleteAfter());
    }

    private void save() {
        controller.setComment(comment.getValue());
    }

    void draw(BoardState s) {
        boolean atStart = s.ply == 0;
        for (int i = 0; i < NAGS.length; i++) {
            Dom.setAttribute(nagButtons[i], "aria-pressed", s.nags.contains(NAGS[i]) ? "true" : "false");
            Dom.setDisabled(nagButtons[i], atStart);
        }
        // The box follows the shown move, but never overwrites what is being typed into it for that move.
        if (s.currentMoveId != commentMove
                || !s.comment.equals(commentShown) && comment != document.getActiveElement()) {
            comment.setValue(s.comment);
            commentMove = s.currentMoveId;
            commentShown = s.comment;
            Dom.setText(commentLabel, atStart ? "Comment before the first move" : "Comment after " + moveName(s));
        }
        Dom.setDisabled(promote, s.onMainLine);
        Dom.setDisabled(mainLine, s.onMainLine);
        Dom.setDisabled(deleteFromHere, !s.canDelete);
        Dom.setDisabled(deleteAfter, !s.canDeleteAfter);
    }

    /** "12. Nf3" or "12... Nf6" for the shown move. */
    static String moveName(BoardState s) {
        int pliesFromWhite = s.ply - 1 + (s.blackMovesFirst ? 1 : 0);
        int number = s.firstMoveNumber + pliesFromWhite / 2;
        String san = "";
        for (MoveToken token : s.moveList) {
            if (token.kind == MoveToken.Kind.MOVE && token.nodeId == s.currentMoveId) {
                san = token.text;
                break;
            }
        }
        return number + (pliesFromWhite % 2 == 0 ? ". " : "... ") + san;
    }
}
