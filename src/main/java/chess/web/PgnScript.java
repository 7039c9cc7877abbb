package chess.web;

import chess.app.PgnLink;
import org.teavm.jso.JSBody;
import org.teavm.jso.JSFunctor;
import org.teavm.jso.JSObject;
import org.teavm.jso.dom.html.HTMLDocument;
import org.teavm.jso.dom.html.HTMLElement;

/**
 * The viewer's PGN reader, js/embed-pgn.js ({@link EmbedPgnMain}), loaded the first time a {@code #pgn=} link needs
 * it: most embedded games come as {@code #g=} codes, and the reader is about a seventh of the viewer's script. The
 * script answers through {@code window.chessEmbedPgnRead} with the game's code and what went wrong (text only:
 * the two scripts share no objects).
 */
final class PgnScript implements PgnLink.Reader {
    static final String SRC = "js/embed-pgn.js";

    private final HTMLDocument document;
    private boolean loading;
    private boolean loaded;
    private String waitingPgn;
    private PgnLink.Done waitingDone;

    PgnScript(HTMLDocument document) {
        this.document = document;
    }

    /** Receives the script's answer. */
    @JSFunctor
    interface Answer extends JSObject {
        void read(String code, String problem);
    }

    @Override
    public void read(String pgn, PgnLink.Done done) {
        waitingPgn = pgn; // only the latest request matters: the viewer drops older answers anyway
        waitingDone = done;
        if (loaded) {
            run();
        } else if (!loading) {
            loading = true;
            HTMLElement script = document.createElement("script");
            Dom.listen(script, "load", e -> {
                loaded = true;
                run();
            });
            Dom.listen(script, "error", e -> {
                loading = false; // a later link tries again
                answer(new PgnLink("", "The PGN in the link was not loaded: the viewer's PGN reader ("
                        + SRC + ") could not be loaded."));
            });
            script.setAttribute("src", SRC);
            document.getHead().appendChild(script);
        }
    }

    private void run() {
        String pgn = waitingPgn;
        listen((code, problem) -> answer(new PgnLink(code, problem)));
        start(pgn);
    }

    private void answer(PgnLink link) {
        PgnLink.Done done = waitingDone;
        waitingDone = null;
        waitingPgn = null;
        if (done != null) {
            done.read(link);
        }
    }

    @JSBody(params = "answer", script = "window.chessEmbedPgnRead = answer;")
    private static native void listen(Answer answer);

    /** Runs the loaded script's entry (its {@code main}, which replaced the viewer's, already started). */
    @JSBody(params = "pgn", script = "main([pgn]);")
    private static native void start(String pgn);
}
