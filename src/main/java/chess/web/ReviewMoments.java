package chess.web;

import chess.app.ReviewState;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import org.teavm.jso.dom.html.HTMLDocument;
import org.teavm.jso.dom.html.HTMLElement;

/**
 * The review's key moments: a list of buttons, one per marked move, each going to its move. A running review sends a
 * new list with every result, mostly the same moments again: each item is kept while its moment reads the same and
 * only new or changed ones are made and put in their place (a whole new list per result was a quarter of the review
 * panel's drawing at 4x CPU slowdown, with its style and layout after).
 */
final class ReviewMoments {
    /** One drawn item: its moment as text (to see whether it changed), its element, whether it is the shown move. */
    private static final class Item {
        final String text;
        final HTMLElement element;
        final HTMLElement button;
        boolean current;

        Item(String text, HTMLElement element, HTMLElement button) {
            this.text = text;
            this.element = element;
            this.button = button;
        }
    }

    private final HTMLDocument document;
    private final HTMLElement list;
    /** The items in the list, in its order. */
    private List<Item> drawn = new ArrayList<>();
    /** The same items by their move's node id. */
    private Map<Integer, Item> byNode = new HashMap<>();

    ReviewMoments(HTMLDocument document, HTMLElement list) {
        this.document = document;
        this.list = list;
    }

    void draw(List<ReviewState.Moment> moments, int currentMoveId) {
        List<Item> next = new ArrayList<>(moments.size());
        Map<Integer, Item> nextByNode = new HashMap<>();
        for (ReviewState.Moment m : moments) {
            String text = m.label + '|' + m.word + '|' + m.better + '|' + m.white;
            Item item = byNode.get(m.nodeId);
            if (item == null || !item.text.equals(text)) {
                item = item(m, text);
            }
            next.add(item);
            nextByNode.put(m.nodeId, item);
        }
        place(next);
        drawn = next;
        byNode = nextByNode;
        for (int i = 0; i < next.size(); i++) {
            Item item = next.get(i);
            boolean current = moments.get(i).nodeId == currentMoveId;
            if (current != item.current) {
                item.current = current;
                item.button.setAttribute("aria-current", current ? "true" : "false");
            }
        }
    }

    /** Makes the list hold {@code next}'s elements in order, leaving in place those already there. */
    private void place(List<Item> next) {
        Map<Item, Boolean> kept = new IdentityHashMap<>();
        for (Item item : next) {
            kept.put(item, Boolean.TRUE);
        }
        List<Item> staying = new ArrayList<>();
        for (Item item : drawn) {
            if (kept.containsKey(item)) {
                staying.add(item);
            } else {
                list.removeChild(item.element);
            }
        }
        // The items kept are in the list's order (a line's moments come in move order); the new ones go between.
        int at = 0;
        for (Item item : next) {
            if (at < staying.size() && staying.get(at) == item) {
                at++;
            } else if (staying.contains(item)) { // out of order (cannot happen in move order): start afresh
                for (Item old : staying) {
                    list.removeChild(old.element);
                }
                for (Item each : next) {
                    list.appendChild(each.element);
                }
                return;
            } else {
                list.insertBefore(item.element, at < staying.size() ? staying.get(at).element : null);
            }
        }
    }

    private Item item(ReviewState.Moment m, String text) {
        HTMLElement element = Dom.element(document, "li", m.white ? "white" : "black");
        HTMLElement button = Dom.element(document, "button", "moment " + m.word.toLowerCase());
        button.setAttribute("type", "button");
        button.setAttribute("data-node", Integer.toString(m.nodeId));
        button.setAttribute("aria-current", "false");
        // Real spaces between the parts, so the button reads (and copies) as a phrase.
        button.appendChild(Dom.element(document, "span", "moment-label", m.label));
        button.appendChild(document.createTextNode(" "));
        button.appendChild(Dom.element(document, "span", "moment-word", m.word));
        if (!m.better.isEmpty()) {
            button.appendChild(document.createTextNode(" — "));
            button.appendChild(Dom.element(document, "span", "moment-better", m.better));
        }
        element.appendChild(button);
        return new Item(text, element, button);
    }
}
