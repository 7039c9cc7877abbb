package chess.web;

import org.teavm.jso.dom.xml.Document;
import org.teavm.jso.dom.xml.Element;
import org.teavm.jso.dom.xml.Node;

/**
 * Building SVG in the page: elements need their namespace (createElement would make unknown HTML elements that
 * draw nothing), and their class is an attribute (an SVG element's className is not a string).
 */
final class Svg {
    static final String NS = "http://www.w3.org/2000/svg";

    private Svg() {
    }

    /** A new SVG element with attributes given as name, value pairs. */
    static Element element(Document document, String tag, String... attributes) {
        Element e = document.createElementNS(NS, tag);
        for (int i = 0; i + 1 < attributes.length; i += 2) {
            e.setAttribute(attributes[i], attributes[i + 1]);
        }
        return e;
    }

    /** Appends a new SVG element to {@code parent} and returns it. */
    static Element add(Node parent, String tag, String... attributes) {
        Element e = element(parent.getOwnerDocument(), tag, attributes);
        parent.appendChild(e);
        return e;
    }

    static void clear(Node node) {
        while (node.getFirstChild() != null) {
            node.removeChild(node.getFirstChild());
        }
    }
}
