package chess.web;

import chess.app.BoardState;
import chess.app.GameController;
import chess.app.GameView;
import chess.core.DecimalText;
import chess.core.RuleSet;
import org.teavm.jso.browser.Window;
import org.teavm.jso.dom.events.Event;
import org.teavm.jso.dom.events.EventListener;
import org.teavm.jso.dom.events.KeyboardEvent;
import org.teavm.jso.dom.html.HTMLDocument;
import org.teavm.jso.dom.html.HTMLElement;
import org.teavm.jso.dom.html.HTMLInputElement;
import org.teavm.jso.dom.html.HTMLSelectElement;

/**
 * The page: wires the parts of index.html to the {@link GameController} and draws each {@link BoardState} through
 * them: the board ({@link BoardView}) and its promotion dialog ({@link PromotionChooser}), the engine's controls
 * ({@link EngineControls}) and readout ({@link EngineReadout}), the move list, the panels (annotations, PGN, games,
 * review, board editor) and the captured material. What is left here is the page's own small part: the game's
 * status lines, the FEN and move forms, the buttons beside them, and the {@link GameView} services (announcements,
 * clipboard, downloads, the address). All text goes in through textContent and attributes, never as HTML.
 */
final class DomView implements GameView {
    private final Window window = Window.current();
    private final HTMLDocument document = window.getDocument();
    private final HTMLInputElement fenInput = (HTMLInputElement) byId("fen");
    private final HTMLInputElement moveInput = (HTMLInputElement) byId("move-input");
    private final EditedInput fenBox = new EditedInput(document, fenInput);
    /** An engine report's redraw waiting for its task, or null. */
    private java.util.function.Supplier<BoardState> pendingReport;
    /**
     * Engine reports, and a review's results, are drawn at most this often: the first depths come many a second, a
     * review's results ten a second, and each redraw costs a phone a frame's style, layout and paint on top of its
     * script, a long task when slowed.
     */
    private static final int REPORT_SPACING_MS = 250;
    /**
     * A review's results are drawn at most this often: each is a whole redraw (the marks, the move list, the graph,
     * the summaries), 50-70 ms of script with the CPU slowed 4x, and two a second show the review's progress as well.
     */
    private static final int WHOLE_SPACING_MS = 500;
    /** When an engine report was last drawn, in the page's milliseconds. */
    private double reportDrawn = -REPORT_SPACING_MS;
    /** When a review's result was last drawn (whole), in the page's milliseconds. */
    private double wholeDrawn = -WHOLE_SPACING_MS;
    /** Whether a redraw waits for its spacing on a timer. */
    private boolean spacingTimer;
    /** A whole state waiting for its task ({@link #renderWholeSoon}), or null. */
    private java.util.function.Supplier<BoardState> pendingWhole;
    private boolean redrawScheduled;
    /**
     * A held key's steps are drawn in part ({@link #renderStep}); the whole page waits until they pause this long:
     * longer than the browser's key repeat (about 30-40 ms), short enough to read as at once when the key is let go.
     */
    static final int STEP_PAUSE_MS = 250;
    /** The whole state of the newest held-key step, waiting for the steps to pause, or null. */
    private java.util.function.Supplier<BoardState> pendingStepWhole;
    /** Counts held-key steps: a pause's timer draws only if no step came after its own. */
    private int stepSerial;
    private final HTMLSelectElement rulesSelect = (HTMLSelectElement) byId("rules");
    private final HTMLElement copyBuffer = byId("copy-buffer");
    private final EmbedCodeBox embedCode = new EmbedCodeBox(document);
    private GameController controller;
    private BoardState state;
    private final MoveSounds sounds = new MoveSounds();
    /** The serial of the last move transition glided and sounded (each plays once, however often it is drawn). */
    private int transitionShown;
    private final BoardView board = new BoardView(document);
    private final PromotionChooser promotion = new PromotionChooser(document);
    private final MoveListView moveList = new MoveListView(document, byId("moves"));
    private final AnnotationPanel annotations = new AnnotationPanel(document);
    private final PgnPanel pgnPanel = new PgnPanel(document);
    private final GameListView gameList = new GameListView(document);
    private final ReviewPanel review = new ReviewPanel(document);
    private final EngineControls engineControls = new EngineControls(document);
    private final EngineReadout engineReadout = new EngineReadout(document);
    private final EditorPanel editor = new EditorPanel(document);
    private final MaterialView material = new MaterialView(document);
    private final ImagePanel image = new ImagePanel(document);
    private final DrawTools drawTools = new DrawTools(document);
    private final OpeningView opening = new OpeningView(document);
    private final PlayersView players = new PlayersView(document);
    private final MoveStrip moveStrip = new MoveStrip(document);
    private final PhoneLayout phone = new PhoneLayout(document);
    private final ClockView clocks = new ClockView(document);
    private final ClockPanel clockPanel = new ClockPanel(document);
    private final HTMLElement[] navButtons = {byId("nav-start"), byId("nav-back"), byId("nav-forward"),
        byId("nav-end")};
    private final AddressWrites addresses = new AddressWrites();
    private boolean painted;
    /** The newest state whose review panel is still to be drawn, in a task of its own (null: none waits). */
    private BoardState reviewPending;

    void bind(GameController gameController) {
        this.controller = gameController;
        board.bind(gameController, gameController);
        new LookSettings(document).bind();
        // Browsers let audio start only from a gesture: the first press or key makes the sounds' audio context.
        document.addEventListener("pointerdown", e -> sounds.gesture(), true);
        document.addEventListener("keydown", e -> sounds.gesture(), true);
        new SoundSwitch(byId("mute"), sounds).bind();
        Dom.listen(byId("new-game"), "click", e -> controller.newGame());
        Dom.listen(byId("new-960"), "click", e -> controller.newChess960(chess960Number()));
        Dom.listen(byId("flip"), "click", e -> controller.flip());
        Dom.listen(byId("undo"), "click", e -> controller.undo());
        Dom.listen(byId("redo"), "click", e -> controller.redo());
        Dom.listen(byId("fen-copy"), "click", e -> controller.copyFen());
        Dom.listen(byId("pgn-copy"), "click", e -> controller.copyPgn());
        Dom.listen(byId("share"), "click", e -> controller.share());
        embedCode.bind(gameController, this::copyText);
        Dom.listen(byId("fen-form"), "submit", e -> {
            e.preventDefault();
            fenBox.submitted();
            controller.loadFen(fenInput.getValue());
        });
        Dom.listen(byId("move-form"), "submit", e -> {
            e.preventDefault();
            if (controller.submitMove(moveInput.getValue())) {
                moveInput.setValue("");
            }
        });
        engineControls.bind(gameController);
        clocks.bind(gameController);
        clockPanel.bind(gameController);
        Dom.listen(rulesSelect, "change", e -> {
            RuleSet chosen = RuleSet.byId(rulesSelect.getValue());
            if (chosen == null) {
                chosen = RuleSet.STANDARD; // our own options never get here
            }
            SavedSettings.saveRules(chosen);
            controller.setRuleSet(chosen);
        });
        Dom.listen(byId("moves"), "click", e -> {
            int id = MoveListView.nodeIdOf((HTMLElement) e.getTarget());
            if (id >= 0) {
                controller.goToMove(id);
                moveList.focusShown(); // some browsers do not focus a clicked button: keep the focus on the move
            }
        });
        Dom.listen(navButtons[0], "click", e -> controller.toStart());
        Dom.listen(navButtons[1], "click", e -> controller.back());
        Dom.listen(navButtons[2], "click", e -> controller.forward());
        Dom.listen(navButtons[3], "click", e -> controller.toEnd());
        Dom.listen(byId("pgn-download"), "click", e -> controller.downloadPgn());
        annotations.bind(gameController);
        pgnPanel.bind(gameController);
        gameList.bind(gameController);
        review.bind(gameController);
        image.bind(gameController);
        engineReadout.bind(gameController);
        editor.bind(gameController, board::focus);
        promotion.bind(gameController);
        drawTools.bind(gameController);
        moveStrip.bind(gameController);
        phone.bind(moveStrip);
        new PanelTabs(document).bind();
        PageKeys keys = new PageKeys(document, gameController, new PageKeys.Dialog() {
            @Override
            public boolean promotionOpen() {
                return state != null && state.promotionSquare >= 0;
            }

            @Override
            public boolean editorOpen() {
                return state != null && state.editor != null;
            }
        });
        Dom.listen(document, "keydown", e -> keys.keyDown((KeyboardEvent) e));
        // Seen before any of the page's own handlers (capture): the player is using the page.
        EventListener<Event> used = e -> gameController.pageUsed();
        document.addEventListener("pointerdown", used, true);
        document.addEventListener("keydown", used, true);
        PageVisibility.watch(document, gameController, addresses);
        // A link pasted into the address bar of an open page changes only the fragment: load it.
        Dom.listen(window, "hashchange", e -> {
            addresses.forget(); // the address bar no longer shows what was last written
            controller.start(window.getLocation().getFullURL());
        });
    }

    // ---- rendering ----------------------------------------------------------------------------------------

    /**
     * Engine reports come several times a second, some within one task: their redraws wait for a task of their own
     * and only the latest is drawn (its state made only then), and only the parts a report changes: on a slow
     * phone a whole redraw per report was a long task of its own. Any other redraw is drawn whole, at once.
     */
    @Override
    public void renderSoon(java.util.function.Supplier<BoardState> report) {
        pendingReport = report;
        scheduleRedrawSpaced(reportDrawn, REPORT_SPACING_MS);
    }

    /**
     * A review's results come several a second: the newest state is drawn whole, in a task of its own, at most
     * every {@link #WHOLE_SPACING_MS}.
     */
    @Override
    public void renderWholeSoon(java.util.function.Supplier<BoardState> state) {
        pendingWhole = state;
        scheduleRedrawSpaced(wholeDrawn, WHOLE_SPACING_MS);
    }

    /** Schedules the waiting redraw once {@code spacing} ms have passed since {@code lastDrawn}. */
    private void scheduleRedrawSpaced(double lastDrawn, int spacing) {
        double wait = lastDrawn + spacing - Browser.now();
        if (wait <= 0) {
            scheduleRedraw();
        } else if (!spacingTimer) { // the newest state is drawn when the spacing is up; older ones never
            spacingTimer = true;
            Window.setTimeout(() -> {
                spacingTimer = false;
                scheduleRedraw();
            }, (int) wait + 1);
        }
    }

    /**
     * The waiting redraw runs in a task of its own, not in an animation-frame callback: in a callback its script
     * joins the frame's style, layout and paint in one task, which on a slowed phone went over 50 ms where the two
     * apart did not (the review's results, measured both ways with MainThreadProbe). Redraws still come at most one
     * per task, the newest state only.
     */
    private void scheduleRedraw() {
        if (!redrawScheduled) {
            redrawScheduled = true;
            Window.setTimeout(() -> {
                redrawScheduled = false;
                java.util.function.Supplier<BoardState> whole = pendingWhole;
                java.util.function.Supplier<BoardState> report = pendingReport;
                if (whole != null) {
                    wholeDrawn = Browser.now();
                    draw(whole.get(), false); // newer than any report waiting, which it draws too
                } else if (report != null) {
                    reportDrawn = Browser.now();
                    renderReport(report.get());
                }
            }, 0);
        }
    }

    /** What an engine report changes: the board's arrows and hint squares, the engine's controls and readout. */
    private void renderReport(BoardState s) {
        pendingReport = null;
        state = s;
        board.draw(s);
        engineControls.draw(s);
        engineReadout.draw(s);
        phone.draw(s);
    }

    @Override
    public void render(BoardState s) {
        draw(s, true);
    }

    /**
     * A held key's step: the board, the move list's mark, the navigation buttons, the phone's move strip and the FEN
     * box now; the whole page once the steps pause for {@link #STEP_PAUSE_MS}. Drawing every panel per step took a
     * slowed phone 60-90 ms a step, and the board went on moving seconds after the key was let go. The move sounds
     * but does not glide: the next step comes long before a glide would end, and starting one was a fifth of a
     * step's script.
     */
    @Override
    public void renderStep(BoardState s, java.util.function.Supplier<BoardState> whole) {
        pendingReport = null;
        state = s;
        board.draw(s);
        playTransition(s, false);
        moveList.draw(s.moveList, s.currentMoveId);
        drawNavigation(s);
        moveStrip.draw(s);
        fenBox.show(s.fenBoxText);
        pendingStepWhole = whole;
        int serial = ++stepSerial;
        Window.setTimeout(() -> {
            java.util.function.Supplier<BoardState> waiting = pendingStepWhole;
            if (serial == stepSerial && waiting != null) {
                draw(waiting.get(), true);
            }
        }, STEP_PAUSE_MS);
    }

    /**
     * What a change of the move input alone changes: the board (the picked-up piece, its targets, a premove), the
     * promotion chooser and the move box's error. Picking up a piece drew the whole page, about half of a tap's
     * script on a slowed phone.
     */
    @Override
    public void renderMoveInput(BoardState s) {
        state = s;
        board.draw(s);
        promotion.draw(s);
        drawMoveError(s);
    }

    /**
     * Draws {@code s} whole; with {@code reviewLater} (a redraw in the task of a tap or a key) the review panel
     * waits for the next task ({@link #drawReviewSoon}).
     */
    private void draw(BoardState s, boolean reviewLater) {
        pendingReport = null; // this state is newer than any redraw waiting for its task
        pendingWhole = null;
        pendingStepWhole = null;
        state = s;
        board.draw(s);
        playTransition(s, true);
        moveList.draw(s.moveList, s.currentMoveId);
        drawNavigation(s);
        annotations.draw(s);
        pgnPanel.draw(s);
        gameList.draw(s);
        if (reviewLater) {
            drawReviewSoon(s);
        } else {
            reviewPending = null;
            review.draw(s);
        }
        editor.draw(s);
        material.draw(s);
        drawTools.draw(s);
        opening.draw(s);
        players.draw(s);
        moveStrip.draw(s);
        phone.draw(s);
        // Set only when changed, like every text here: a text replaced by the same text still costs the page a
        // style and layout pass, and a review redraws this several times a second.
        Dom.setText(byId("turn"), s.editor != null ? "Setting up a position" : s.turn);
        Dom.setText(byId("result"), s.result);
        Dom.setText(byId("variant"), s.variantText);
        Dom.setHidden(byId("variant"), s.variantText.isEmpty());
        Dom.setText(byId("fen-error"), s.editor != null ? s.editor.message : s.fenError);
        fenBox.show(s.fenBoxText);
        Dom.setAttribute(fenInput, "aria-invalid", s.fenError.isEmpty() ? "false" : "true");
        drawMoveError(s);
        Dom.setDisabled(byId("undo"), !s.canUndo);
        Dom.setDisabled(byId("redo"), !s.canRedo);
        rulesSelect.setValue(s.ruleSet.id);
        engineControls.draw(s);
        clocks.draw(s);
        clockPanel.draw(s);
        engineReadout.draw(s);
        promotion.draw(s);
        embedCode.draw();
        if (!painted) {
            painted = true;
            Dom.markFirstPaint(document);
        }
    }

    /** Sounds the state's move transition, and glides it when {@code glide}, once however often it is drawn. */
    private void playTransition(BoardState s, boolean glide) {
        if (s.transition.serial > transitionShown) {
            transitionShown = s.transition.serial;
            if (glide) {
                board.glide(s.transition);
            }
            sounds.play(s.transition.sound);
        }
    }

    private void drawNavigation(BoardState s) {
        Dom.setDisabled(navButtons[0], !s.canBack);
        Dom.setDisabled(navButtons[1], !s.canBack);
        Dom.setDisabled(navButtons[2], !s.canForward);
        Dom.setDisabled(navButtons[3], !s.canForward);
    }

    private void drawMoveError(BoardState s) {
        Dom.setText(byId("move-error"), s.moveError);
        Dom.setAttribute(moveInput, "aria-invalid", s.moveError.isEmpty() ? "false" : "true");
    }

    /**
     * The review panel (summary, moments, the evaluation graph) is drawn in the task after the tap or key that
     * changed the state, the newest state only: on a slowed phone it was a third of the script of a tap while
     * analysing (MainThreadProbe's profile), and the board need not wait for it. A redraw that has a task of its
     * own already (a review's results) draws it at once.
     */
    private void drawReviewSoon(BoardState s) {
        boolean waiting = reviewPending != null;
        reviewPending = s;
        if (!waiting) {
            Window.setTimeout(() -> {
                BoardState newest = reviewPending;
                reviewPending = null;
                if (newest != null) { // else a whole redraw since has drawn the panel
                    review.draw(newest);
                }
            }, 0);
        }
    }

    // ---- GameView -----------------------------------------------------------------------------------------

    @Override
    public void announce(String message) {
        Dom.announce(byId("live"), message);
    }

    @Override
    public void copyText(String what, String text) {
        copyBuffer.setTextContent(text);
        ((org.teavm.jso.dom.html.HTMLTextAreaElement) copyBuffer).setValue(text);
        HTMLElement focused = document.getActiveElement();
        Browser.selectAll(copyBuffer);
        boolean copied = Browser.copySelection() || Browser.writeClipboard(text);
        if (focused != null) {
            focused.focus();
        }
        String message = copied ? capitalized(what) + " copied to the clipboard."
                : "Could not reach the clipboard; copy the " + what + " by hand.";
        byId("copied").setTextContent(message); // a status region: announced once, from there
    }

    @Override
    public void downloadText(String fileName, String text) {
        BrowserFiles.download(fileName, text);
        String message = "Saving the game as " + fileName + ".";
        byId("copied").setTextContent(message); // a status region: announced once, from there
    }

    @Override
    public void replaceAddress(String newAddress) {
        addresses.write(newAddress);
    }

    @Override
    public void replaceAddressSoon(java.util.function.Supplier<String> newAddress) {
        addresses.soon(newAddress); // coding a long game is not free: not in the change's task, not per key
    }

    @Override
    public void replaceAddressUnhurried(java.util.function.Supplier<String> newAddress) {
        addresses.unhurried(newAddress);
    }

    // ---- helpers ------------------------------------------------------------------------------------------

    private HTMLElement byId(String id) {
        return Window.current().getDocument().getElementById(id);
    }

    private static String capitalized(String word) {
        char first = word.isEmpty() ? ' ' : word.charAt(0);
        return first >= 'a' && first <= 'z' ? (char) (first - 32) + word.substring(1) : word;
    }

    /** The Chess960 number typed beside "New Chess960", or -1 (a random start) when it is empty or not 0-959. */
    private int chess960Number() {
        return DecimalText.orMinusOne(((HTMLInputElement) byId("chess960-number")).getValue().trim(), 959);
    }
}
