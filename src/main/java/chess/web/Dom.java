package chess.web;

import chess.core.DecimalText;
import org.teavm.jso.dom.events.Event;
import org.teavm.jso.dom.events.EventListener;
import org.teavm.jso.dom.events.EventTarget;
import org.teavm.jso.dom.html.HTMLDocument;
import org.teavm.jso.dom.html.HTMLElement;

/**
 * Small DOM helpers shared by the view's parts. The page is redrawn after every engine report, many times a
 * second, so the setters write only what changed: a write invalidates style and layout even when it is the same.
 */
final class Dom {
    private Dom() {
    }

    static HTMLElement byId(HTMLDocument document, String id) {
        return document.getElementById(id);
    }

    /** A new element with a class (none when {@code className} is empty). */
    static HTMLElement element(HTMLDocument document, String tag, String className) {
        HTMLElement e = document.createElement(tag);
        if (!className.isEmpty()) {
            e.setClassName(className);
        }
        return e;
    }

    /** A new element with a class (none when {@code className} is empty) and {@code text} in it. */
    static HTMLElement element(HTMLDocument document, String tag, String className, String text) {
        HTMLElement e = element(document, tag, className);
        e.setTextContent(text);
        return e;
    }

    /** Says {@code message} in the live region {@code live}: emptied first, so the same words again are read again. */
    static void announce(HTMLElement live, String message) {
        live.setTextContent("");
        live.setTextContent(message);
    }

    /** The board's first paint: {@code data-ready} on the page (what the tests wait for) and the performance mark. */
    static void markFirstPaint(HTMLDocument document) {
        document.getDocumentElement().setAttribute("data-ready", "true");
        Browser.mark("board-rendered");
    }

    static void setText(HTMLElement element, String text) {
        if (!text.equals(element.getTextContent())) {
            element.setTextContent(text);
        }
    }

    /**
     * The move's annotation symbols ("?!", "! ±"): a {@code nag} span after the move's text in {@code move}, there
     * only when {@code symbols} is not empty (the move list's buttons and the phone's move strip).
     */
    static void setMoveSymbols(HTMLDocument document, HTMLElement move, String symbols) {
        HTMLElement shown = move.getChildNodes().getLength() > 1 ? (HTMLElement) move.getLastChild() : null;
        if (symbols.isEmpty()) {
            if (shown != null) {
                move.removeChild(shown);
            }
        } else if (shown != null) {
            shown.setTextContent(symbols);
        } else {
            HTMLElement added = element(document, "span", "nag");
            added.setTextContent(symbols);
            move.appendChild(added);
        }
    }

    static void setAttribute(HTMLElement element, String name, String value) {
        if (!value.equals(element.getAttribute(name))) {
            element.setAttribute(name, value);
        }
    }

    static void setDisabled(HTMLElement element, boolean disabled) {
        if (disabled != element.hasAttribute("disabled")) {
            if (disabled) {
                element.setAttribute("disabled", "");
            } else {
                element.removeAttribute("disabled");
            }
        }
    }

    static void setHidden(HTMLElement element, boolean hidden) {
        if (hidden != element.isHidden()) {
            element.setHidden(hidden);
        }
    }

    /** The element itself or its nearest ancestor (up to {@code levels} up) that has {@code attribute}, or null. */
    static HTMLElement withAttribute(EventTarget target, String attribute, int levels) {
        HTMLElement e = (HTMLElement) target;
        for (int i = 0; e != null && i <= levels; i++) {
            if (e.getNodeType() != 1) { // a text node: events in HtmlUnit may target one
                e = (HTMLElement) e.getParentNode();
                continue;
            }
            if (e.hasAttribute(attribute)) {
                return e;
            }
            e = (HTMLElement) e.getParentNode();
        }
        return null;
    }

    /** A non-negative int written by this page into an attribute, or -1 when it is not one. */
    static int number(String text) {
        return DecimalText.orMinusOne(text, 999_999_999);
    }

    @SuppressWarnings("unchecked")
    static void listen(EventTarget target, String type, EventListener<? extends Event> listener) {
        target.addEventListener(type, (EventListener<Event>) listener);
    }
}
