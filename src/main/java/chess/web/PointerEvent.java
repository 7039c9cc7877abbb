package chess.web;

import org.teavm.jso.JSProperty;
import org.teavm.jso.dom.events.MouseEvent;

/** The pointer-event fields the board reads (mouse, pen and touch alike). */
interface PointerEvent extends MouseEvent {
    @JSProperty
    int getPointerId();

    @JSProperty("isPrimary")
    boolean isPrimary();

    @JSProperty
    String getPointerType();
}
