package chess.web;

import org.teavm.jso.dom.html.HTMLDocument;
import org.teavm.jso.dom.html.HTMLElement;
import org.teavm.jso.dom.xml.NodeList;

/**
 * The panel's tabs on a narrow screen (Game, Moves, Notes, Share, Import, Settings): one tap shows that part of the
 * panel and folds the others away. Each tab names the part it shows (aria-controls) and says whether it is shown
 * (aria-expanded); the style sheet hides the parts without the class "open", on narrow screens only, so a wide
 * screen shows every part and not the tabs.
 */
final class PanelTabs {
    private final HTMLDocument document;

    PanelTabs(HTMLDocument document) {
        this.document = document;
    }

    void bind() {
        HTMLElement bar = Dom.byId(document, "panel-tabs");
        Dom.listen(bar, "click", e -> {
            HTMLElement tab = Dom.withAttribute(e.getTarget(), "data-fold", 1);
            if (tab != null) {
                open(bar, tab.getAttribute("data-fold"));
            }
        });
    }

    /** Shows the part with the id {@code foldId} and hides the others. */
    private void open(HTMLElement bar, String foldId) {
        NodeList<? extends HTMLElement> tabs = bar.querySelectorAll("[data-fold]");
        for (int i = 0; i < tabs.getLength(); i++) {
            HTMLElement tab = tabs.item(i);
            String id = tab.getAttribute("data-fold");
            boolean shown = id.equals(foldId);
            Dom.setAttribute(tab, "aria-expanded", shown ? "true" : "false");
            HTMLElement fold = Dom.byId(document, id);
            if (fold != null) {
                if (shown) {
                    fold.getClassList().add("open");
                } else {
                    fold.getClassList().remove("open");
                }
            }
        }
    }
}
