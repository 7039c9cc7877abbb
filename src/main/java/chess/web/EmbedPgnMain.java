package chess.web;

import chess.app.PgnLink;
import org.teavm.jso.JSBody;

/**
 * Entry point of the viewer's PGN reader (js/embed-pgn.js, loaded by {@link PgnScript} only for {@code #pgn=}
 * links): reads the PGN it is given and answers with the game's code and what went wrong.
 */
public final class EmbedPgnMain {
    private EmbedPgnMain() {
    }

    public static void main(String[] args) {
        PgnLink link;
        try {
            link = PgnLink.read(args[0]);
        } catch (RuntimeException e) {
            // A safety net only: the reader reports bad PGN as a problem, never by throwing.
            link = new PgnLink("", "The PGN in the link could not be read (an error in this viewer).");
        }
        answer(link.code(), link.problem());
    }

    @JSBody(params = { "code", "problem" }, script = "window.chessEmbedPgnRead(code, problem);")
    private static native void answer(String code, String problem);
}
