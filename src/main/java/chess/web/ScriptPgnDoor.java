package chess.web;

import chess.app.PgnDoor;
import chess.app.TextPgnDoor;
import java.util.ArrayList;
import java.util.List;
import org.teavm.jso.JSBody;
import org.teavm.jso.dom.html.HTMLDocument;

/**
 * The page's PGN reader: a second script, js/pgn-tools.js ({@link PgnToolsMain}), loaded through {@link LazyScript}
 * the first time PGN is read (an import, a kept game opened, a {@code #pgn=} link), so its bytes stay out of the
 * first paint. Everyone who asked while it loads is answered once it is there, or told why it is not (the next
 * request tries again).
 */
final class ScriptPgnDoor implements TextPgnDoor.Loader {
    static final String SCRIPT = "js/pgn-tools.js";

    private final LazyScript script;
    private final List<PgnDoor.Waiting> waiting = new ArrayList<>();

    private ScriptPgnDoor(HTMLDocument document) {
        script = new LazyScript(document, SCRIPT, PgnToolsMain.GLOBAL);
    }

    /** The door the app reads PGN through. */
    static PgnDoor create(HTMLDocument document) {
        return new TextPgnDoor(ScriptPgnDoor::call, new ScriptPgnDoor(document));
    }

    @Override
    public boolean ready() {
        return script.ready();
    }

    @Override
    public void whenReady(PgnDoor.Waiting then) {
        if (script.ready()) {
            then.ready();
            return;
        }
        waiting.add(then);
        script.whenReady(new LazyScript.Waiting() { // LazyScript keeps only the latest: this one answers them all
            @Override
            public void ready() {
                for (PgnDoor.Waiting w : takeWaiting()) {
                    w.ready();
                }
            }

            @Override
            public void failed(String reason) {
                for (PgnDoor.Waiting w : takeWaiting()) {
                    w.failed(reason);
                }
            }
        });
    }

    private List<PgnDoor.Waiting> takeWaiting() {
        List<PgnDoor.Waiting> all = new ArrayList<>(waiting);
        waiting.clear();
        return all;
    }

    @JSBody(params = { "action", "a", "b" }, script = "return window.chessPgnTools(action, a, b);")
    private static native String call(String action, String a, String b);
}
