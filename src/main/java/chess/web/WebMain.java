package chess.web;

import chess.app.GameController;
import org.teavm.jso.browser.Window;

/** Entry point of the browser build (JavaScript and WebAssembly GC): wires the DOM view to the controller. */
public final class WebMain {
    private WebMain() {
    }

    public static void main(String[] args) {
        DomView view = new DomView();
        GameController controller = new GameController(view);
        view.bind(controller);
        controller.start(Window.current().getLocation().getFullURL());
    }
}
