package chess.web;

import chess.app.AppLink;
import chess.app.BoardState;
import chess.app.EmbedViewer;
import org.teavm.jso.JSBody;
import org.teavm.jso.browser.Window;
import org.teavm.jso.dom.events.KeyboardEvent;
import org.teavm.jso.dom.html.HTMLDocument;
import org.teavm.jso.dom.html.HTMLElement;

/**
 * The embeddable viewer's page (embed.html): the app's own board ({@link BoardView}) and move list
 * ({@link MoveListView}) drawn from the viewer's state, « ‹ › » and Flip, the keys (← → step, Home/↑ and End/↓ go
 * to the start and end, F flips), a swipe on the board ({@link BoardSwipe}), and the link that opens the shown
 * game and move in the full app. Text goes in as text and the link as an attribute the viewer wrote: nothing from
 * the address is ever HTML.
 */
final class EmbedPage implements EmbedViewer.Screen {
    private final HTMLDocument document;
    private final BoardView board;
    private final MoveListView moveList;
    private final HTMLElement[] navButtons;
    private final AppLinkAnchor appLink;
    private EmbedViewer viewer;
    private int transitionShown;
    private boolean painted;

    /** {@code addresses} makes the full app's address of what is shown (the first script cannot: {@link AppLink}). */
    EmbedPage(HTMLDocument document, AppLinkAnchor.Source addresses) {
        this.document = document;
        appLink = new AppLinkAnchor(byId("open-app"), addresses);
        board = new BoardView(document);
        moveList = new MoveListView(document, byId("moves"));
        navButtons = new HTMLElement[] {byId("nav-start"), byId("nav-back"), byId("nav-forward"), byId("nav-end")};
    }

    void bind(EmbedViewer embedViewer) {
        viewer = embedViewer;
        board.bind(embedViewer, embedViewer); // clicks and drags reach the viewer, which plays nothing
        Dom.listen(navButtons[0], "click", e -> viewer.toStart());
        Dom.listen(navButtons[1], "click", e -> viewer.back());
        Dom.listen(navButtons[2], "click", e -> viewer.forward());
        Dom.listen(navButtons[3], "click", e -> viewer.toEnd());
        Dom.listen(byId("flip"), "click", e -> viewer.flip());
        Dom.listen(byId("moves"), "click", e -> {
            int id = MoveListView.nodeIdOf((HTMLElement) e.getTarget());
            if (id >= 0) {
                viewer.goToMove(id);
                moveList.focusShown();
            }
        });
        new BoardSwipe(viewer::forward, viewer::back).install(byId("board"));
        Dom.listen(document, "keydown", e -> keyDown((KeyboardEvent) e));
        // The embedding page may set the frame's address to another game or move: only the fragment changes, so
        // the page is not loaded again.
        Dom.listen(Window.current(), "hashchange", e -> open(Window.current().getLocation().getFullURL()));
    }

    /** Opens the game of the address {@code href} with its look (embed-look.js applied it before the first paint). */
    void open(String href) {
        viewer.start(href);
        applyLook(viewer.params().theme(), viewer.params().board());
    }

    /** The viewer's keys, wherever the focus is in the frame; none with Ctrl, Alt or Meta (the browser's own). */
    private void keyDown(KeyboardEvent key) {
        if (key.isComposing() || key.isCtrlKey() || key.isAltKey() || key.isMetaKey() || key.isShiftKey()) {
            return;
        }
        switch (key.getKey()) {
            case "ArrowLeft": viewer.back(); break;
            case "ArrowRight": viewer.forward(); break;
            case "ArrowUp": case "Home": viewer.toStart(); break;
            case "ArrowDown": case "End": viewer.toEnd(); break;
            case "f": case "F": viewer.flip(); break;
            default: return;
        }
        key.preventDefault(); // neither this frame nor the page around it scrolls: the keys step through the game
    }

    @Override
    public void render(BoardState s) {
        board.draw(s);
        if (s.transition.serial > transitionShown) {
            transitionShown = s.transition.serial;
            board.glide(s.transition);
        }
        moveList.draw(s.moveList, s.currentMoveId);
        Dom.setDisabled(navButtons[0], !s.canBack);
        Dom.setDisabled(navButtons[1], !s.canBack);
        Dom.setDisabled(navButtons[2], !s.canForward);
        Dom.setDisabled(navButtons[3], !s.canForward);
        Dom.setText(byId("turn"), s.result.isEmpty() ? s.turn : s.result);
        String shapes = s.shapesText(); // the board's arrows and circles in words, as the app says them
        Dom.setText(byId("shapes-said"), shapes.isEmpty() ? "" : "Drawn on this move: " + shapes + ".");
        appLink.show(viewer.appLink());
        HTMLElement note = byId("embed-note");
        Dom.setText(note, viewer.problem());
        Dom.setHidden(note, viewer.problem().isEmpty());
        if (!painted) {
            painted = true;
            Dom.markFirstPaint(document);
        }
    }

    @Override
    public void announce(String message) {
        Dom.announce(byId("live"), message);
    }

    /** The checked theme and board colours, through look.js's one function. */
    @JSBody(params = { "theme", "board" }, script = "window.chessLook.apply(theme, board);")
    private static native void applyLook(String theme, String board);

    private HTMLElement byId(String id) {
        return Dom.byId(document, id);
    }
}
