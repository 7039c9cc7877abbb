package chess.web;

import chess.app.BoardState;
import chess.app.ClockState;
import chess.app.GameController;
import org.teavm.jso.dom.html.HTMLDocument;
import org.teavm.jso.dom.html.HTMLElement;
import org.teavm.jso.dom.html.HTMLInputElement;
import org.teavm.jso.dom.html.HTMLSelectElement;

/**
 * The time-control setting in the engine's panel: the presets, Custom… with its minutes, increment and moves per
 * period (checked by the controller, whose refusal shows under them while the previous control stays), and Pause,
 * shown only where it is offered (against the engine, on the player's turn).
 */
final class ClockPanel {
    private final HTMLSelectElement select;
    private final HTMLElement customForm;
    private final HTMLInputElement minutes;
    private final HTMLInputElement increment;
    private final HTMLInputElement moves;
    private final HTMLElement pause;
    private final HTMLElement message;
    private final HTMLElement error;
    /** Custom… picked and not yet left: the form stays open whatever the controller's current control is. */
    private boolean customOpen;

    ClockPanel(HTMLDocument document) {
        select = (HTMLSelectElement) Dom.byId(document, "time-control");
        customForm = Dom.byId(document, "clock-custom");
        minutes = (HTMLInputElement) Dom.byId(document, "clock-minutes");
        increment = (HTMLInputElement) Dom.byId(document, "clock-increment");
        moves = (HTMLInputElement) Dom.byId(document, "clock-moves");
        pause = Dom.byId(document, "clock-pause");
        message = Dom.byId(document, "clock-message");
        error = Dom.byId(document, "clock-error");
    }

    void bind(GameController controller) {
        Dom.listen(select, "change", e -> {
            customOpen = "custom".equals(select.getValue());
            if (customOpen) {
                Dom.setHidden(customForm, false);
                minutes.focus();
            } else {
                controller.setTimeControl(select.getValue());
            }
        });
        Dom.listen(customForm, "submit", e -> {
            e.preventDefault();
            controller.setCustomTimeControl(minutes.getValue(), increment.getValue(), moves.getValue());
        });
        Dom.listen(pause, "click", e -> controller.togglePause());
    }

    void draw(BoardState s) {
        ClockState c = s.clock;
        boolean custom = customOpen || "custom".equals(c.chosenId);
        select.setValue(custom ? "custom" : c.chosenId);
        Dom.setHidden(customForm, !custom);
        Dom.setText(message, c.message);
        Dom.setText(error, c.error);
        String invalid = c.error.isEmpty() ? "false" : "true";
        Dom.setAttribute(minutes, "aria-invalid", invalid);
        Dom.setAttribute(increment, "aria-invalid", invalid);
        Dom.setAttribute(moves, "aria-invalid", invalid);
        Dom.setHidden(pause, !c.canPause && !c.paused);
        Dom.setText(pause, c.paused ? "Resume clocks" : "Pause clocks");
    }
}
