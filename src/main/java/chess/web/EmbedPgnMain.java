package chess.web;

import chess.app.AppLink;
import chess.app.PgnLink;
import org.teavm.jso.JSBody;

/**
 * Entry point of the viewer's PGN and FEN reader (js/embed-pgn.js, loaded by {@link PgnScript} only for
 * {@code #pgn=} and {@code #fen=} links): reads the text it is given ({@code args[1]} "fen" for a FEN) and answers
 * with the game's code and what went wrong; or makes the full app's address of what the viewer shows
 * ({@link AppLink}: {@code args} are its code, "address", the shown move's id, "1" when flipped, the drawn shapes).
 */
public final class EmbedPgnMain {
    private EmbedPgnMain() {
    }

    public static void main(String[] args) {
        if (args.length == 5 && "address".equals(args[1])) {
            answer(appAddress(AppLink.read(args[0], args[2], args[3], args[4])), "");
            return;
        }
        PgnLink link;
        try {
            link = args.length > 1 && "fen".equals(args[1]) ? PgnLink.readFen(args[0]) : PgnLink.read(args[0]);
        } catch (RuntimeException e) {
            // A safety net only: the reader reports bad PGN as a problem, never by throwing.
            link = new PgnLink("", "The PGN in the link could not be read (an error in this viewer).");
        }
        answer(link.code(), link.problem());
    }

    private static String appAddress(AppLink link) {
        try {
            return link.address();
        } catch (RuntimeException e) { // a safety net only: the link still opens the game as it came
            return link.roughAddress();
        }
    }

    @JSBody(params = { "code", "problem" }, script = "window.chessEmbedPgnRead(code, problem);")
    private static native void answer(String code, String problem);
}
