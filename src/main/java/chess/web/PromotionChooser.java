package chess.web;

import chess.app.BoardState;
import chess.app.GameController;
import org.teavm.jso.dom.html.HTMLDocument;
import org.teavm.jso.dom.html.HTMLElement;

/**
 * The dialog that asks what a pawn promotes to: open while the controller waits for the choice, with the pieces
 * in the promoting side's colour and the focus on the queen. A choice (or Cancel) goes to the controller and the
 * focus back to the board.
 */
final class PromotionChooser {
    private final HTMLElement dialog;
    private final HTMLElement board;

    PromotionChooser(HTMLDocument document) {
        dialog = Dom.byId(document, "promotion");
        board = Dom.byId(document, "board");
    }

    void bind(GameController controller) {
        Dom.listen(dialog, "click", e -> {
            HTMLElement target = (HTMLElement) e.getTarget();
            String piece = target.getAttribute("data-piece");
            if (piece != null) {
                controller.choosePromotion(piece);
                board.focus();
            }
        });
    }

    void draw(BoardState s) {
        boolean open = s.promotionSquare >= 0;
        Dom.setHidden(dialog, !open);
        if (!open) {
            return;
        }
        String color = s.promotionColor == 0 ? "w" : "b";
        HTMLElement first = null;
        for (int i = 0; i < 4; i++) {
            HTMLElement button = dialog.querySelector("button[data-piece='" + "qrbn".charAt(i) + "']");
            button.setClassName(color + "QRBN".charAt(i));
            if (first == null) {
                first = button;
            }
        }
        first.focus();
    }
}
