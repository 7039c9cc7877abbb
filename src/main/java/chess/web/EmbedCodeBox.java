package chess.web;

import chess.app.GameController;
import java.util.function.BiConsumer;
import org.teavm.jso.dom.html.HTMLDocument;
import org.teavm.jso.dom.html.HTMLElement;
import org.teavm.jso.dom.html.HTMLTextAreaElement;

/**
 * The Share panel's embed code: "Copy embed code" copies the {@code <iframe>} of the embeddable viewer for the game
 * and move on show and opens a read-only box with it (to copy by hand where the clipboard is refused), which then
 * follows the game and the move until the page is reloaded. The code goes in as the box's value, never as HTML.
 */
final class EmbedCodeBox {
    private final HTMLElement box;
    private final HTMLTextAreaElement code;
    private final HTMLElement button;
    private GameController controller;

    EmbedCodeBox(HTMLDocument document) {
        box = Dom.byId(document, "embed-box");
        code = (HTMLTextAreaElement) Dom.byId(document, "embed-code");
        button = Dom.byId(document, "embed-copy");
    }

    /** {@code copy} puts a text on the clipboard and says so (the view's copyText). */
    void bind(GameController gameController, BiConsumer<String, String> copy) {
        controller = gameController;
        Dom.listen(button, "click", e -> {
            Dom.setHidden(box, false);
            draw();
            copy.accept("embed code", code.getValue());
        });
    }

    /** Keeps the open box on the game and move on show. */
    void draw() {
        if (!box.isHidden()) {
            String text = controller.embedCode();
            if (!text.equals(code.getValue())) {
                code.setValue(text);
            }
        }
    }
}
