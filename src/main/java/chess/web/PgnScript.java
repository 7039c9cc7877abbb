package chess.web;

import chess.app.AppLink;
import chess.app.PgnLink;
import org.teavm.jso.JSBody;
import org.teavm.jso.JSFunctor;
import org.teavm.jso.JSObject;
import org.teavm.jso.dom.html.HTMLDocument;
import org.teavm.jso.dom.html.HTMLElement;

/**
 * The viewer's second script, js/embed-pgn.js ({@link EmbedPgnMain}), loaded the first time it is needed: to read a
 * {@code #pgn=} or {@code #fen=} link (most embedded games come as {@code #g=} codes), or to make the full app's
 * address of what is shown ({@link AppLink}: the first script has no link encoder). The script answers through
 * {@code window.chessEmbedPgnRead} with a text and what went wrong (text only: the two scripts share no objects);
 * it answers at once, inside the call, so one answer function at a time is enough.
 */
final class PgnScript implements PgnLink.Reader, AppLinkAnchor.Source {
    static final String SRC = "js/embed-pgn.js";

    private final HTMLDocument document;
    private boolean loading;
    private boolean loaded;
    private String waitingText;
    private boolean waitingFen;
    private PgnLink.Done waitingDone;
    private AppLink waitingLink;
    private AppLink.Made waitingMade;

    PgnScript(HTMLDocument document) {
        this.document = document;
    }

    /** Receives the script's answer. */
    @JSFunctor
    interface Answer extends JSObject {
        void read(String text, String problem);
    }

    @Override
    public void read(String text, boolean fen, PgnLink.Done done) {
        waitingText = text; // only the latest request matters: the viewer drops older answers anyway
        waitingFen = fen;
        waitingDone = done;
        runWhenLoaded();
    }

    @Override
    public void make(AppLink link, AppLink.Made made) {
        waitingLink = link; // only the latest: the page shows one link
        waitingMade = made;
        runWhenLoaded();
    }

    /** True once the script has loaded: a request is then answered at once. */
    @Override
    public boolean ready() {
        return loaded;
    }

    private void runWhenLoaded() {
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
                loading = false; // a later request tries again
                answerRead(new PgnLink("", "The " + (waitingFen ? "FEN" : "PGN") + " in the link was not loaded: the"
                        + " viewer's reader (" + SRC + ") could not be loaded."));
                AppLink link = waitingLink;
                AppLink.Made made = waitingMade;
                waitingLink = null;
                waitingMade = null;
                if (made != null) {
                    made.made(link.roughAddress()); // the game as it came, without the move shown
                }
            });
            script.setAttribute("src", SRC);
            document.getHead().appendChild(script);
        }
    }

    private void run() {
        if (waitingDone != null) {
            String text = waitingText;
            listen((code, problem) -> answerRead(new PgnLink(code, problem)));
            start(text, waitingFen ? "fen" : "pgn");
        }
        if (waitingMade != null) {
            AppLink link = waitingLink;
            AppLink.Made made = waitingMade;
            waitingLink = null;
            waitingMade = null;
            listen((address, problem) -> made.made(address));
            makeAddress(link.code(), Integer.toString(link.shownId()), link.flipped() ? "1" : "", link.drawn());
        }
    }

    private void answerRead(PgnLink link) {
        PgnLink.Done done = waitingDone;
        waitingDone = null;
        waitingText = null;
        if (done != null) {
            done.read(link);
        }
    }

    @JSBody(params = "answer", script = "window.chessEmbedPgnRead = answer;")
    private static native void listen(Answer answer);

    /** Runs the loaded script's entry (its {@code main}, which replaced the viewer's, already started). */
    @JSBody(params = { "text", "kind" }, script = "main([text, kind]);")
    private static native void start(String text, String kind);

    @JSBody(params = { "code", "shownId", "flipped", "drawn" },
            script = "main([code, 'address', shownId, flipped, drawn]);")
    private static native void makeAddress(String code, String shownId, String flipped, String drawn);
}
