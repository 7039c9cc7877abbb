package chess.web;

import chess.app.PgnDoorService;
import org.teavm.jso.JSBody;
import org.teavm.jso.JSFunctor;
import org.teavm.jso.JSObject;

/**
 * Entry point of the app's PGN reader, js/pgn-tools.js (JavaScript, loaded by both builds' pages through
 * {@link ScriptPgnDoor} the first time PGN is read): listing files, reading games, kept out of the first paint. Its
 * {@code main} installs {@code window.chessPgnTools(action, a, b)}, the narrow door the page goes through: text in,
 * text out ({@link PgnDoorService}, {@link chess.app.PgnDoorText}); the games go back as game codes.
 */
public final class PgnToolsMain {
    /** The global the page waits for: set once this script has started. */
    static final String GLOBAL = "chessPgnTools";

    private PgnToolsMain() {
    }

    /** What the page calls. */
    @JSFunctor
    interface Request extends JSObject {
        String answer(String action, String a, String b);
    }

    public static void main(String[] args) {
        PgnDoorService service = new PgnDoorService();
        install((action, a, b) -> {
            try {
                return service.answer(action, a, b);
            } catch (RuntimeException e) { // a safety net only: the reader reports bad PGN as problems
                return "";
            }
        });
    }

    @JSBody(params = "request", script = "window.chessPgnTools = request;")
    private static native void install(Request request);
}
