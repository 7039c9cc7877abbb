package chess.web;

import org.teavm.jso.JSBody;
import org.teavm.jso.JSFunctor;
import org.teavm.jso.JSObject;
import org.teavm.jso.browser.Window;

/**
 * Entry point of the app's second script, js/image-tools.js (JavaScript, loaded by both builds' pages through
 * {@link LazyScript} the first time an Image button is used): the image export and its GIF encoder, kept out of the
 * first paint. Its {@code main} installs {@code window.chessImageTools(action, code, flipped, turn)}, the narrow
 * door the page's {@link ImagePanel} goes through: text in (the game as a {@code #g=} code with its shown move,
 * "1" when flipped, the side to move); the files, status and preview are written into the page by {@link ImageMaker}.
 */
public final class ImageToolsMain {
    /** The global the page waits for: set once this script has started. */
    static final String GLOBAL = "chessImageTools";

    private ImageToolsMain() {
    }

    /** What the page calls. */
    @JSFunctor
    interface Request extends JSObject {
        void make(String action, String code, String flipped, String turn);
    }

    public static void main(String[] args) {
        ImageMaker maker = new ImageMaker(Window.current().getDocument());
        install((action, code, flipped, turn) -> maker.make(action, code, "1".equals(flipped), turn));
    }

    @JSBody(params = "request", script = "window.chessImageTools = request;")
    private static native void install(Request request);
}
