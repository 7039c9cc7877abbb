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
 * request tries again). The WebAssembly build hands a long text over in pieces, a slice's task each (copying
 * 10 MB out of WebAssembly at once is a long task); the pieces wait in a JavaScript array and are joined there.
 */
final class ScriptPgnDoor implements TextPgnDoor.Loader {
    static final String SCRIPT = "js/pgn-tools.js";

    private final LazyScript script;
    private final List<PgnDoor.Waiting> waiting = new ArrayList<>();

    private ScriptPgnDoor(HTMLDocument document) {
        script = new LazyScript(document, SCRIPT, PgnToolsMain.GLOBAL);
    }

    /** Characters of a long text handed over per task by the WebAssembly build. */
    static final int WASM_PIECE_CHARS = 1_000_000;

    /** The door the app reads PGN through; {@code build} "wasm" or "js". */
    static PgnDoor create(HTMLDocument document, String build) {
        return new TextPgnDoor(ScriptPgnDoor::call, new ScriptPgnDoor(document),
                "wasm".equals(build) ? WASM_PIECE_CHARS : Integer.MAX_VALUE);
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

    private static String call(String action, String a, String b) {
        if (action.equals("stage")) { // kept on this side, joined as JavaScript joins strings: no copy
            stage(a, b.equals("first"));
            return "";
        }
        return action.equals("open") && b.equals("staged") ? openStaged() : callTools(action, a, b);
    }

    @JSBody(params = { "action", "a", "b" }, script = "return window.chessPgnTools(action, a, b);")
    private static native String callTools(String action, String a, String b);

    @JSBody(params = { "piece", "first" }, script = "if (first || !window.chessPgnPieces) {"
            + " window.chessPgnPieces = []; } window.chessPgnPieces.push(piece);")
    private static native void stage(String piece, boolean first);

    @JSBody(script = "var text = (window.chessPgnPieces || []).join(''); window.chessPgnPieces = null;"
            + " return window.chessPgnTools('open', text, '');")
    private static native String openStaged();
}
