package chess.web;

import chess.app.BoardState;
import chess.app.GameController;
import chess.link.TreeCodec;
import chess.pgn.MoveNode;
import org.teavm.jso.JSBody;
import org.teavm.jso.dom.html.HTMLDocument;
import org.teavm.jso.dom.html.HTMLElement;

/**
 * The Image part of the Share panel as the page's first script sees it: its buttons, and the door to the second
 * script (js/image-tools.js, {@link ImageToolsMain}) that makes the SVG, PNG, clipboard image and GIF. The script is
 * loaded on the first click (the page says it is preparing the image meanwhile, and why not if it cannot be
 * loaded); the game goes to it as a {@code #g=} code with the shown move, so the two scripts share only text.
 */
final class ImagePanel {
    static final String SCRIPT = "js/image-tools.js";

    private final HTMLElement status;
    private final HTMLElement[] buttons;
    private final LazyScript tools;
    private GameController controller;

    ImagePanel(HTMLDocument document) {
        status = document.getElementById("image-status");
        buttons = new HTMLElement[] {document.getElementById("image-svg"), document.getElementById("image-png"),
            document.getElementById("image-copy"), document.getElementById("image-gif")};
        tools = new LazyScript(document, SCRIPT, ImageToolsMain.GLOBAL);
    }

    void bind(GameController gameController) {
        this.controller = gameController;
        String[] actions = {"svg", "png", "copy", "gif"};
        for (int i = 0; i < buttons.length; i++) {
            String action = actions[i];
            Dom.listen(buttons[i], "click", e -> request(action));
        }
    }

    private void request(String action) {
        BoardState state = controller.state();
        if (state.editor != null) {
            say("Finish editing the board first: the image shows the game's position.");
            return;
        }
        MoveNode shown = controller.shownMove();
        String code = TreeCodec.encode(shown.tree(), shown);
        String flipped = state.flipped ? "1" : "";
        String turn = state.turn;
        if (!tools.ready()) {
            say("Preparing the image…");
        }
        // Called at once when the script is there: the clipboard wants the click's permission.
        tools.whenReady(new LazyScript.Waiting() {
            @Override
            public void ready() {
                make(action, code, flipped, turn);
            }

            @Override
            public void failed(String reason) {
                say("Could not prepare the image: " + reason + ". The rest of the app works as before; try again"
                        + " when the connection is back.");
            }
        });
    }

    private void say(String message) {
        status.setTextContent(message);
    }

    @JSBody(params = { "action", "code", "flipped", "turn" },
            script = "window.chessImageTools(action, code, flipped, turn);")
    private static native void make(String action, String code, String flipped, String turn);
}
