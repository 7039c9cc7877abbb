package chess.web;

import chess.app.MoveToken;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.teavm.jso.dom.html.HTMLDocument;
import org.teavm.jso.dom.html.HTMLElement;

/**
 * The move list ({@code #moves}): the game tree as the controller lays it out in PGN order, drawn the way
 * players read annotated games. The main line flows as text; each variation of the main line is an indented block
 * under the move it replaces; deeper variations stay inline in parentheses; comments are text of their own style.
 * Every move is a button with {@code data-node} (its id in the tree).
 *
 * <p>The state is redrawn after every engine report, so the list is rebuilt only when its tokens differ (a
 * comparison of plain fields); when moves were added at the end of the main line only their buttons are added;
 * when only marks changed (a review writes a NAG per result) just those buttons' marks are written; when only the
 * shown move changed, just the highlight moves. One button is in the tab
 * order (the shown move's, roving tabindex): the list is one stop for the Tab key, and the arrow keys step.
 */
final class MoveListView {
    private final HTMLDocument document;
    private final HTMLElement list;
    private List<MoveToken> drawn = List.of();
    /** The button of each move id, for the highlight. */
    private final Map<Integer, HTMLElement> buttons = new HashMap<>();
    /**
     * The main line's paragraph when the list drawn ends in it, that is when its last token is a main-line move
     * (moves played at the end go there), or null.
     */
    private HTMLElement mainLineEnd;
    private HTMLElement current;
    private int currentId = -1;
    /** Scrolls the shown move into view at the next animation frame ({@link NextFrame} says why not at once). */
    private final NextFrame scroll = new NextFrame(() -> {
        if (current != null) {
            scrollIntoList(current);
        }
    });

    MoveListView(HTMLDocument document, HTMLElement list) {
        this.document = document;
        this.list = list;
    }

    /** The id of the move whose button is {@code button} or contains it, or -1. */
    static int nodeIdOf(HTMLElement target) {
        HTMLElement button = Dom.withAttribute(target, "data-node", 2);
        return button == null ? -1 : Dom.number(button.getAttribute("data-node"));
    }

    void draw(List<MoveToken> tokens, int currentMoveId) {
        boolean rebuilt = false;
        // A move button with the focus keeps it on the shown move, also when the list is rebuilt.
        HTMLElement active = document.getActiveElement();
        // A clicked move button has the focus before it becomes the shown move: it counts too.
        boolean focused = active != null && (active == list || active == current || inList(active));
        if (sameLayout(tokens, drawn)) {
            rewriteGlyphs(tokens, drawn, tokens.size());
        } else if (appendsToTheMainLine(tokens, drawn)) {
            rewriteGlyphs(tokens, drawn, drawn.size());
            for (int i = drawn.size(); i < tokens.size(); i++) {
                appendMove(mainLineEnd, tokens.get(i));
            }
        } else {
            rebuild(tokens);
            rebuilt = true;
        }
        drawn = tokens;
        if (rebuilt || currentMoveId != currentId) {
            highlight(currentMoveId, focused);
        }
    }

    /** Puts the focus on the shown move's button (on the list at the start position), without scrolling the page. */
    void focusShown() {
        Browser.focusWithoutScrolling(current != null ? current : list);
    }

    /** True when {@code element} is inside the list (a move button, a few levels down). */
    private boolean inList(HTMLElement element) {
        for (org.teavm.jso.dom.xml.Node n = element.getParentNode(); n != null; n = n.getParentNode()) {
            if (n == list) {
                return true;
            }
        }
        return false;
    }

    /** True when both lists draw the same elements, the highlight and the moves' marks aside. */
    private static boolean sameLayout(List<MoveToken> a, List<MoveToken> b) {
        return a.size() == b.size() && sameLayout(a, b, a.size());
    }

    /** True when the first {@code count} tokens of both lists draw the same elements, marks aside. */
    private static boolean sameLayout(List<MoveToken> a, List<MoveToken> b, int count) {
        for (int i = 0; i < count; i++) {
            MoveToken x = a.get(i);
            MoveToken y = b.get(i);
            if (x.kind != y.kind || x.nodeId != y.nodeId || x.depth != y.depth || !x.text.equals(y.text)
                    || !x.number.equals(y.number)) {
                return false;
            }
        }
        return true;
    }

    /**
     * True when {@code tokens} are those drawn followed by main-line moves only, and the drawn list ends in its
     * main line ({@link #mainLineEnd}): the usual case of a move played at the end of the game, drawn by adding its
     * button instead of rebuilding the list (hundreds of buttons late in a long game, at every move).
     */
    private boolean appendsToTheMainLine(List<MoveToken> tokens, List<MoveToken> was) {
        if (mainLineEnd == null || tokens.size() <= was.size()) {
            return false;
        }
        for (int i = was.size(); i < tokens.size(); i++) {
            if (tokens.get(i).kind != MoveToken.Kind.MOVE || tokens.get(i).depth != 0) {
                return false;
            }
        }
        return sameLayout(tokens, was, was.size());
    }

    /**
     * Writes the marks of the first {@code count} tokens that differ from those drawn (the same layout otherwise): a
     * review writes a mark per result, and rebuilding every button for it restyled the whole list, a long task on a
     * slow phone.
     */
    private void rewriteGlyphs(List<MoveToken> tokens, List<MoveToken> was, int count) {
        for (int i = 0; i < count; i++) {
            MoveToken token = tokens.get(i);
            if (token.kind == MoveToken.Kind.MOVE && !token.glyphs.equals(was.get(i).glyphs)) {
                Dom.setMoveSymbols(document, buttons.get(token.nodeId), token.glyphs);
            }
        }
    }

    private void rebuild(List<MoveToken> tokens) {
        mainLineEnd = null;
        list.setTextContent(""); // removes every child
        buttons.clear();
        current = null;
        currentId = -1;
        HTMLElement line = null; // the main-line paragraph being filled, or null after a block
        Deque<HTMLElement> open = new ArrayDeque<>(); // the variations being filled, innermost first
        for (MoveToken token : tokens) {
            switch (token.kind) {
                case MOVE: {
                    HTMLElement into = open.peek();
                    if (into == null) {
                        if (line == null) {
                            line = Dom.element(document, "div", "line");
                            list.appendChild(line);
                        }
                        into = line;
                    }
                    appendMove(into, token);
                    break;
                }
                case COMMENT: {
                    HTMLElement comment = Dom.element(document, open.isEmpty() ? "p" : "span", "comment");
                    comment.setTextContent(token.text);
                    if (open.isEmpty()) {
                        list.appendChild(comment); // a main-line comment is a paragraph; the line goes on below
                        line = null;
                    } else {
                        open.peek().appendChild(comment);
                        open.peek().appendChild(document.createTextNode(" "));
                    }
                    break;
                }
                case START_VARIATION: {
                    HTMLElement variation;
                    if (open.isEmpty()) {
                        variation = Dom.element(document, "div", "variation");
                        list.appendChild(variation);
                        line = null;
                    } else {
                        variation = Dom.element(document, "span", "subvariation");
                        open.peek().appendChild(variation);
                        open.peek().appendChild(document.createTextNode(" "));
                    }
                    open.push(variation);
                    break;
                }
                case RESULT: {
                    HTMLElement result = Dom.element(document, "p", "game-result");
                    result.setTextContent(token.text);
                    list.appendChild(result);
                    line = null;
                    break;
                }
                default: // END_VARIATION
                    if (!open.isEmpty()) {
                        open.pop();
                    }
                    break;
            }
        }
        mainLineEnd = open.isEmpty() ? line : null;
    }

    /** Appends a move's button (with its number, when it has one) and a space after it to {@code into}. */
    private void appendMove(HTMLElement into, MoveToken token) {
        if (token.number.isEmpty()) {
            into.appendChild(moveButton(token));
        } else { // the number and its move are kept on one line
            HTMLElement numbered = Dom.element(document, "span", "numbered");
            HTMLElement number = Dom.element(document, "span", "move-number");
            number.setTextContent(token.number);
            numbered.appendChild(number);
            numbered.appendChild(document.createTextNode(" "));
            numbered.appendChild(moveButton(token));
            into.appendChild(numbered);
        }
        // Real spaces, not only margins: selected and copied, or read aloud, the list reads as PGN.
        into.appendChild(document.createTextNode(" "));
    }

    private HTMLElement moveButton(MoveToken token) {
        HTMLElement button = Dom.element(document, "button", "move");
        button.setAttribute("type", "button");
        button.setAttribute("data-node", Integer.toString(token.nodeId));
        button.setAttribute("tabindex", "-1");
        button.appendChild(document.createTextNode(token.text));
        Dom.setMoveSymbols(document, button, token.glyphs);
        buttons.put(token.nodeId, button);
        return button;
    }

    private void highlight(int id, boolean focused) {
        if (current != null) {
            current.removeAttribute("aria-current");
            current.setClassName("move");
            current.setAttribute("tabindex", "-1");
        }
        currentId = id;
        current = buttons.get(id);
        if (current == null) { // the start position: nothing to mark
            if (list.getFirstChild() != null) { // an empty list has nothing to scroll, and the write forces a
                list.setScrollTop(0);           // layout: on the first render, the whole page's, before it is drawn
            }
            if (focused) {
                Browser.focusWithoutScrolling(list); // not lost to the page's body
            }
            return;
        }
        current.setAttribute("aria-current", "true");
        current.setClassName("move current");
        current.setAttribute("tabindex", "0");
        if (focused) {
            Browser.focusWithoutScrolling(current); // the focus follows the keys along the list
        }
        scroll.request();
    }

    /**
     * Scrolls the list (only the list, never the page, which scrollIntoView would also scroll) so that the button
     * is in view with a little of its surroundings. The list is the buttons' offset parent (position: relative).
     */
    private void scrollIntoList(HTMLElement button) {
        int top = button.getOffsetTop();
        int bottom = top + button.getOffsetHeight();
        int viewTop = list.getScrollTop();
        int height = list.getClientHeight();
        int margin = Math.min(24, height / 4);
        if (top - margin < viewTop) {
            // Near the top, all the way up: a first line cut in half looks broken.
            list.setScrollTop(top - margin < 2 * margin ? 0 : top - margin);
        } else if (bottom + margin > viewTop + height) {
            list.setScrollTop(bottom + margin - height);
        }
    }
}
