package chess.web;

import chess.app.GameController;
import org.teavm.jso.browser.Window;
import org.teavm.jso.dom.events.KeyboardEvent;
import org.teavm.jso.dom.html.HTMLDocument;
import org.teavm.jso.dom.html.HTMLElement;

/**
 * The page's keys, wherever the focus is (on a square too, whose own handler takes only Shift+arrows, Enter and
 * Space): ← and → step one move back and forward, ↑ or Home go to the start and ↓ or End to the end of the line
 * on show; F flips the board; Escape drops the picked-up piece (in the board editor: the palette tool); Ctrl+Z
 * and Ctrl+Y (or Ctrl+Shift+Z) undo and redo. While the board editor is open only Escape and F act. None of them
 * act while the focus is in a text field or a list box, whose own editing and choosing they would break; the move
 * keys and F also wait while the promotion choice is open.
 */
final class PageKeys {
    /** What is open on the page that changes what the keys do. */
    interface Dialog {
        /** The promotion choice is on screen (its buttons have the focus, the move keys would cancel it). */
        boolean promotionOpen();

        /** The board editor is open: the game behind it stays as it is, and Escape puts the palette tool down. */
        boolean editorOpen();
    }

    private final HTMLDocument document;
    private final GameController controller;
    private final Dialog dialog;
    /** Plies a held arrow key's repeats asked for that the waiting step has not taken yet. */
    private int heldSteps;
    private boolean heldStepScheduled;

    PageKeys(HTMLDocument document, GameController controller, Dialog dialog) {
        this.document = document;
        this.controller = controller;
        this.dialog = dialog;
    }

    void keyDown(KeyboardEvent key) {
        String k = key.getKey();
        if ("Escape".equals(k)) {
            if (dialog.editorOpen()) {
                controller.editorTool("");
            } else {
                controller.cancelSelection();
            }
            return;
        }
        if (key.isComposing() || inTextField(document.getActiveElement())) {
            return;
        }
        if (isFlip(key)) {
            if (!dialog.promotionOpen()) { // the choice is drawn over the board's middle: it stays where it is
                key.preventDefault();
                controller.flip();
            }
            return;
        }
        if (dialog.editorOpen()) {
            return;
        }
        if (key.isCtrlKey() || key.isMetaKey()) {
            undoRedo(key, k);
            return;
        }
        if (key.isShiftKey() || key.isAltKey() || dialog.promotionOpen()) {
            return; // Shift+arrows move between squares; Alt+arrows are the browser's history
        }
        switch (k) {
            case "ArrowLeft": step(key, -1); break;
            case "ArrowRight": step(key, 1); break;
            case "ArrowUp": case "Home": heldSteps = 0; controller.toStart(); break;
            case "ArrowDown": case "End": heldSteps = 0; controller.toEnd(); break;
            default: return;
        }
        key.preventDefault(); // no page scrolling: the keys step through the game
    }

    /**
     * A press steps at once (with any repeats still waiting). A held key's repeats are counted and stepped together
     * in a task of their own: repeats that arrive while the page draws (the browser hands input to the page before
     * its timers) join the waiting step, so a slow phone draws only the newest position and the board stops when
     * the key is let go, instead of working through every position the key asked for, each drawn whole, long after.
     */
    private void step(KeyboardEvent key, int plies) {
        if (!key.isRepeat()) {
            int owed = heldSteps; // a held key's repeats not yet stepped are stepped with the press, in one draw
            heldSteps = 0;
            controller.step(owed + plies);
            return;
        }
        heldSteps += plies;
        if (!heldStepScheduled) {
            heldStepScheduled = true;
            Window.setTimeout(() -> {
                heldStepScheduled = false;
                int owed = heldSteps;
                heldSteps = 0;
                if (owed != 0) {
                    controller.stepHeld(owed); // the rest of the page is drawn once the key is let go
                }
            }, 0);
        }
    }

    /** F (either case, so Caps Lock does not matter) with no Ctrl, Alt or Meta: the browser's own shortcuts. */
    private static boolean isFlip(KeyboardEvent key) {
        String k = key.getKey();
        return ("f".equals(k) || "F".equals(k)) && !key.isCtrlKey() && !key.isAltKey() && !key.isMetaKey();
    }

    private void undoRedo(KeyboardEvent key, String k) {
        if ("z".equals(k) || "Z".equals(k) && !key.isShiftKey()) {
            key.preventDefault();
            controller.undo();
        } else if ("y".equals(k) || "Y".equals(k) || "Z".equals(k)) {
            key.preventDefault();
            controller.redo();
        }
    }

    /** True for elements that use the keys themselves: text inputs, text areas and list boxes. */
    static boolean inTextField(HTMLElement active) {
        if (active == null) {
            return false;
        }
        String tag = active.getTagName();
        if ("TEXTAREA".equals(tag) || "SELECT".equals(tag)) {
            return true;
        }
        if (!"INPUT".equals(tag)) {
            return false;
        }
        String type = active.getAttribute("type");
        // Buttons, checkboxes and the file chooser take no arrow keys; every text-like input does.
        return type == null || !("button".equals(type) || "submit".equals(type) || "checkbox".equals(type)
                || "radio".equals(type) || "file".equals(type) || "reset".equals(type));
    }
}
