package chess.web;

import org.teavm.jso.browser.Window;

/** Entry point of the browser build. */
public final class WebMain {
    private WebMain() {
    }

    public static void main(String[] args) {
        Window.current().getDocument().getBody().setTextContent("hello");
    }
}
