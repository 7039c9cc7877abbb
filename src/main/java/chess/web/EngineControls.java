package chess.web;

import chess.app.BoardState;
import chess.app.GameController;
import org.teavm.jso.dom.html.HTMLDocument;
import org.teavm.jso.dom.html.HTMLElement;
import org.teavm.jso.dom.html.HTMLSelectElement;

/**
 * The engine's controls: who plays (the play mode), the level, Move now, Hint, the Analysis switch and Stop. Their
 * input goes to the controller; each redraw shows the controller's settings and which buttons apply now.
 */
final class EngineControls {
    private final HTMLSelectElement playSelect;
    private final HTMLSelectElement levelSelect;
    private final HTMLElement moveNow;
    private final HTMLElement stop;
    private final HTMLElement hint;
    private final HTMLElement analysis;
    private BoardState state;
    /** The play mode and level the selects were last set to (the player's own choice sets them too). */
    private String drawnMode = "";
    private int drawnLevel = -1;

    EngineControls(HTMLDocument document) {
        playSelect = (HTMLSelectElement) Dom.byId(document, "play-mode");
        levelSelect = (HTMLSelectElement) Dom.byId(document, "level");
        moveNow = Dom.byId(document, "move-now");
        stop = Dom.byId(document, "stop");
        hint = Dom.byId(document, "hint");
        analysis = Dom.byId(document, "analysis");
    }

    void bind(GameController controller) {
        // The player moved a select: the next redraw writes the controller's value back whatever it is.
        Dom.listen(playSelect, "change", e -> {
            drawnMode = "";
            controller.setPlayMode(playSelect.getValue());
        });
        Dom.listen(levelSelect, "change", e -> {
            drawnLevel = -1;
            controller.setLevel(levelNumber(levelSelect.getValue()));
        });
        Dom.listen(moveNow, "click", e -> controller.moveNow());
        Dom.listen(stop, "click", e -> controller.stop());
        Dom.listen(hint, "click", e -> controller.hint());
        Dom.listen(analysis, "click", e -> controller.setAnalysis(state == null || !state.analysis));
    }

    void draw(BoardState s) {
        state = s;
        if (!s.playMode.id.equals(drawnMode)) { // setting a select's value costs a style pass, changed or not
            drawnMode = s.playMode.id;
            playSelect.setValue(drawnMode);
        }
        if (s.level != drawnLevel) {
            drawnLevel = s.level;
            levelSelect.setValue(Integer.toString(drawnLevel));
        }
        Dom.setDisabled(moveNow, !s.canMoveNow);
        Dom.setDisabled(stop, !s.canStop);
        Dom.setDisabled(hint, !s.canHint);
        Dom.setAttribute(analysis, "aria-pressed", s.analysis ? "true" : "false");
    }

    private static int levelNumber(String value) {
        int n = 0;
        for (int i = 0; i < value.length() && i < 3; i++) {
            char c = value.charAt(i);
            if (c < '0' || c > '9') {
                return 0; // the controller clamps; our own options never get here
            }
            n = n * 10 + (c - '0');
        }
        return n;
    }
}
