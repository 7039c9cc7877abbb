package chess.web;

import org.teavm.jso.dom.html.HTMLDocument;
import org.teavm.jso.dom.html.HTMLInputElement;

/**
 * A text box that the page fills from the state (the FEN box) but never under the user's hands. The state is
 * redrawn after every engine report, several times a second: writing the box each time lost a FEN being typed or
 * pasted. The box is written only when it does not have the focus, and when the user has changed it since the
 * last write, only once the value to show changes (a move or a load: the board moved on). After the user submits
 * it, the next value is written in any case (the loaded FEN in its full form, or the refused text).
 */
final class EditedInput {
    private final HTMLDocument document;
    private final HTMLInputElement input;
    /** What the page last wrote into the box, and the value the state last asked for. */
    private String written;
    private String wanted;
    private boolean submitted;

    EditedInput(HTMLDocument document, HTMLInputElement input) {
        this.document = document;
        this.input = input;
    }

    /** The user submitted the box: the next {@link #show} writes, focused or not. */
    void submitted() {
        submitted = true;
    }

    /** Shows {@code value} unless the user is editing the box (see the class comment). */
    void show(String value) {
        boolean changed = !value.equals(wanted);
        wanted = value;
        if (!submitted) {
            if (document.getActiveElement() == input) {
                return;
            }
            boolean edited = written != null && !written.equals(input.getValue());
            if (edited && !changed) {
                return;
            }
        }
        submitted = false;
        if (!value.equals(input.getValue())) {
            input.setValue(value);
        }
        written = value;
    }
}
