package chess.web;

import chess.app.BoardState;
import chess.app.GameController;
import chess.app.GameView;
import chess.core.RuleSet;
import org.teavm.jso.browser.Window;
import org.teavm.jso.dom.events.KeyboardEvent;
import org.teavm.jso.dom.html.HTMLDocument;
import org.teavm.jso.dom.html.HTMLElement;
import org.teavm.jso.dom.html.HTMLInputElement;
import org.teavm.jso.dom.html.HTMLSelectElement;

/**
 * The page: draws each {@link BoardState} into the DOM of index.html and forwards clicks, keys and form input to
 * the {@link GameController} (drags go through {@link PieceDrag}; the board editor's panel is
 * {@link EditorPanel}). All text goes in through textContent and attributes, never as HTML.
 */
final class DomView implements GameView {
    private final Window window = Window.current();
    private final HTMLDocument document = window.getDocument();
    private final HTMLElement boardElement = byId("board");
    private final HTMLElement[] squares = new HTMLElement[64]; // by screen position, top-left first
    private final HTMLElement[] pieces = new HTMLElement[64];
    private final HTMLElement[] rankLabels = new HTMLElement[64];
    private final HTMLElement[] fileLabels = new HTMLElement[64];
    private final HTMLInputElement fenInput = (HTMLInputElement) byId("fen");
    private final HTMLInputElement moveInput = (HTMLInputElement) byId("move-input");
    private final EditedInput fenBox = new EditedInput(document, fenInput);
    /** An engine report's redraw waiting for the next animation frame, or null. */
    private java.util.function.Supplier<BoardState> pendingReport;
    private boolean frameRequested;
    private final HTMLSelectElement rulesSelect = (HTMLSelectElement) byId("rules");
    private final HTMLSelectElement playSelect = (HTMLSelectElement) byId("play-mode");
    private final HTMLSelectElement levelSelect = (HTMLSelectElement) byId("level");
    private final HTMLElement evalWhite = byId("eval-white");
    private final HTMLElement promotion = byId("promotion");
    private final HTMLElement copyBuffer = byId("copy-buffer");
    private GameController controller;
    private BoardState state;
    private int focusPosition = 56; // a1 with white at the bottom
    /** What each square shows now, to skip unchanged redraws, and the piece class drawn on it. */
    private final String[] drawnSquares = new String[64];
    private final String[] drawnPieces = new String[64];
    private final MoveSounds sounds = new MoveSounds();
    private PieceMotion motion;
    /** The serial of the last move transition glided and sounded (each plays once, however often it is drawn). */
    private int transitionShown;
    private final MoveListView moveList = new MoveListView(document, byId("moves"));
    private final AnnotationPanel annotations = new AnnotationPanel(document);
    private final PgnPanel pgnPanel = new PgnPanel(document);
    private final GameListView gameList = new GameListView(document);
    private final ReviewPanel review = new ReviewPanel(document);
    private final AnalysisLinesView analysisLines = new AnalysisLinesView(document);
    private final BestMoveArrow arrow = new BestMoveArrow(document);
    private final EditorPanel editor = new EditorPanel(document);
    private final MaterialView material = new MaterialView(document);
    private final HTMLElement[] navButtons = {byId("nav-start"), byId("nav-back"), byId("nav-forward"),
        byId("nav-end")};
    private String address = "";
    private boolean painted;
    private PieceDrag drag;

    void bind(GameController gameController) {
        this.controller = gameController;
        this.drag = new PieceDrag(document, gameController, new PieceDrag.Squares() {
            @Override
            public HTMLElement element(int pos) {
                return squares[pos];
            }

            @Override
            public String name(int pos) {
                return BoardState.squareName(squareAt(pos));
            }

            @Override
            public String pieceClass(int pos) {
                return state == null ? "" : state.pieceClassAt(squareAt(pos));
            }
        });
        motion = new PieceMotion(document, new PieceMotion.Squares() {
            @Override
            public HTMLElement square(int sq) {
                return squares[positionOf(sq)];
            }

            @Override
            public HTMLElement piece(int sq) {
                return pieces[positionOf(sq)];
            }

            @Override
            public int row(int sq) {
                return positionOf(sq) / 8;
            }

            @Override
            public int column(int sq) {
                return positionOf(sq) % 8;
            }
        });
        buildBoard();
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
        Dom.listen(playSelect, "change", e -> controller.setPlayMode(playSelect.getValue()));
        Dom.listen(levelSelect, "change", e -> controller.setLevel(levelNumber(levelSelect.getValue())));
        Dom.listen(byId("move-now"), "click", e -> controller.moveNow());
        Dom.listen(byId("stop"), "click", e -> controller.stop());
        Dom.listen(byId("hint"), "click", e -> controller.hint());
        Dom.listen(byId("analysis"), "click", e -> controller.setAnalysis(state == null || !state.analysis));
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
        analysisLines.bind(gameController);
        editor.bind(gameController, () -> squares[focusPosition].focus());
        Dom.listen(promotion, "click", e -> {
            HTMLElement target = (HTMLElement) e.getTarget();
            String piece = target.getAttribute("data-piece");
            if (piece != null) {
                controller.choosePromotion(piece);
                boardElement.focus();
            }
        });
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
        // A link pasted into the address bar of an open page changes only the fragment: load it.
        Dom.listen(window, "hashchange", e -> {
            address = ""; // the address bar no longer shows what was last written
            controller.start(window.getLocation().getFullURL());
        });
        Dom.listen(document, "pointermove", e -> drag.pointerMove((PointerEvent) e));
        Dom.listen(document, "pointerup", e -> drag.pointerUp((PointerEvent) e));
        Dom.listen(document, "pointercancel", e -> drag.cancel());
    }

    // ---- rendering ----------------------------------------------------------------------------------------

    /**
     * Engine reports come several times a second, some within one frame: their redraws wait for the next animation
     * frame and only the latest is drawn (its state made only then). Any other redraw is drawn at once.
     */
    @Override
    public void renderSoon(java.util.function.Supplier<BoardState> report) {
        pendingReport = report;
        if (!frameRequested) {
            frameRequested = true;
            Window.requestAnimationFrame(time -> {
                frameRequested = false;
                java.util.function.Supplier<BoardState> pending = pendingReport;
                if (pending != null) {
                    render(pending.get());
                }
            });
        }
    }

    @Override
    public void render(BoardState s) {
        pendingReport = null; // this state is newer than any report waiting for a frame
        state = s;
        boolean piecesMoved = false;
        for (int pos = 0; pos < 64; pos++) {
            piecesMoved |= drawSquare(pos, squareAt(pos));
        }
        if (piecesMoved) {
            motion.finish(); // a glide still running belongs to the position before
        }
        if (s.transition.serial > transitionShown) {
            transitionShown = s.transition.serial;
            motion.play(s.transition, s);
            sounds.play(s.transition.sound);
        }
        moveList.draw(s.moveList, s.currentMoveId);
        Dom.setDisabled(navButtons[0], !s.canBack);
        Dom.setDisabled(navButtons[1], !s.canBack);
        Dom.setDisabled(navButtons[2], !s.canForward);
        Dom.setDisabled(navButtons[3], !s.canForward);
        annotations.draw(s);
        pgnPanel.draw(s);
        gameList.draw(s);
        review.draw(s);
        editor.draw(s);
        material.draw(s);
        byId("turn").setTextContent(s.editor != null ? "Setting up a position" : s.turn);
        byId("result").setTextContent(s.result);
        Dom.setText(byId("variant"), s.variantText);
        Dom.setHidden(byId("variant"), s.variantText.isEmpty());
        byId("fen-error").setTextContent(s.editor != null ? s.editor.message : s.fenError);
        byId("move-error").setTextContent(s.moveError);
        fenBox.show(s.fenBoxText);
        Dom.setAttribute(fenInput, "aria-invalid", s.fenError.isEmpty() ? "false" : "true");
        Dom.setAttribute(moveInput, "aria-invalid", s.moveError.isEmpty() ? "false" : "true");
        Dom.setDisabled(byId("undo"), !s.canUndo);
        Dom.setDisabled(byId("redo"), !s.canRedo);
        rulesSelect.setValue(s.ruleSet.id);
        drawEngine();
        drawPromotion();
        if (!painted) {
            painted = true;
            document.getDocumentElement().setAttribute("data-ready", "true");
            Browser.mark("board-rendered");
        }
    }

    /** Draws the square at screen position {@code pos}; true when the piece drawn on it changed. */
    private boolean drawSquare(int pos, int sq) {
        HTMLElement el = squares[pos];
        StringBuilder cls = new StringBuilder("sq");
        cls.append(((sq >> 3) + (sq & 7)) % 2 == 0 ? " dark" : " light");
        if (sq == state.selected) {
            cls.append(" sel");
        }
        if (state.isTarget(sq)) {
            cls.append(" target");
            if (state.piece(sq) != 0) {
                cls.append(" occupied");
            }
        }
        if (sq == state.lastFrom || sq == state.lastTo) {
            cls.append(" last");
        }
        if (sq == state.checkSquare) {
            cls.append(" check");
        }
        if (sq == state.hintFrom || sq == state.hintTo) {
            cls.append(" hint");
        }
        if (drag.isDragging(pos)) {
            cls.append(" dragging");
        }
        String label = state.label(sq);
        String tabIndex = pos == focusPosition ? "0" : "-1";
        String piece = state.pieceClassAt(sq);
        String described = SquareStates.describedBy(state, sq);
        // The engine's reports redraw the page many times a second: touch only squares that changed.
        String drawn = cls + "|" + sq + "|" + label + "|" + tabIndex + "|" + piece + "|" + described;
        if (drawn.equals(drawnSquares[pos])) {
            return false;
        }
        drawnSquares[pos] = drawn;
        el.setClassName(cls.toString());
        el.setAttribute("data-square", BoardState.squareName(sq));
        el.setAttribute("aria-label", label);
        if (described.isEmpty()) {
            el.removeAttribute("aria-describedby");
        } else {
            el.setAttribute("aria-describedby", described);
        }
        el.setAttribute("tabindex", tabIndex);
        boolean pieceChanged = !piece.equals(drawnPieces[pos]);
        drawnPieces[pos] = piece;
        pieces[pos].setClassName(piece.isEmpty() ? "piece" : "piece " + piece);
        String name = BoardState.squareName(sq);
        // Drawn by the style sheet from data-label: text inside the button would be part of its visible label,
        // which must then match its name ("a8, black rook", not "8").
        rankLabels[pos].setAttribute("data-label", pos % 8 == 0 ? name.substring(1) : "");
        fileLabels[pos].setAttribute("data-label", pos / 8 == 7 ? name.substring(0, 1) : "");
        return pieceChanged;
    }

    /** The engine controls, its status, the analysis readout and the hint. */
    private void drawEngine() {
        playSelect.setValue(state.playMode.id);
        levelSelect.setValue(Integer.toString(state.level));
        Dom.setDisabled(byId("move-now"), !state.canMoveNow);
        Dom.setDisabled(byId("stop"), !state.canStop);
        Dom.setDisabled(byId("hint"), !state.canHint);
        byId("analysis").setAttribute("aria-pressed", state.analysis ? "true" : "false");
        HTMLElement status = byId("engine-status");
        Dom.setText(status, state.engineStatus);
        status.setClassName(state.thinking || state.canStop ? "engine-status busy" : "engine-status");
        byId("analysis-box").setHidden(!state.analysisShown);
        Dom.setText(byId("eval-score"), state.scoreText.isEmpty() ? "…" : state.scoreText);
        double share = state.whiteShare < 0 ? 0.5 : state.whiteShare;
        // Tenths of a percent in integers: formatting a double in TeaVM first builds big tables (a few ms at start).
        long tenths = Math.round(share * 1000);
        evalWhite.getStyle().setProperty("width", tenths / 10 + "." + tenths % 10 + "%");
        HTMLElement bar = byId("eval-bar");
        bar.setAttribute("aria-valuenow", Long.toString(Math.round(share * 100)));
        bar.setAttribute("aria-valuetext", state.scoreSpoken.isEmpty() ? "no score yet" : state.scoreSpoken);
        Dom.setText(byId("depth"), state.depthText);
        Dom.setText(byId("speed"), state.speedText);
        Dom.setText(byId("pv"), state.pvText);
        analysisLines.draw(state);
        arrow.draw(state);
        Dom.setText(byId("hint-text"), state.hintText);
        Dom.setText(byId("engine-message"), state.engineMessage);
    }

    private static int levelNumber(String value) {
        int n = 0;
        for (int i = 0; i < value.length() && i < 3; i++) {
            char c = value.charAt(i);
            if (c < '0' || c > '9') {
                return 0; // the controller clamps; our own options never get here
            }
            n = n * 10 + (c - '0');
        }
        return n;
    }

    private void drawPromotion() {
        boolean open = state.promotionSquare >= 0;
        promotion.setHidden(!open);
        if (!open) {
            return;
        }
        String color = state.promotionColor == 0 ? "w" : "b";
        HTMLElement first = null;
        for (int i = 0; i < 4; i++) {
            HTMLElement button = promotion.querySelector("button[data-piece='" + "qrbn".charAt(i) + "']");
            button.setClassName(color + "QRBN".charAt(i));
            if (first == null) {
                first = button;
            }
        }
        first.focus();
    }

    // ---- GameView -----------------------------------------------------------------------------------------

    @Override
    public void announce(String message) {
        HTMLElement live = byId("live");
        live.setTextContent("");
        live.setTextContent(message);
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
        // Called after every change, most of which (comments, symbols, engine settings) keep the address; the
        // browser's replaceState is not free (it reaches the browser process), so only a new address is written.
        if (!newAddress.equals(address)) {
            address = newAddress;
            window.getHistory().replaceState(null, "", newAddress);
        }
    }

    // ---- board construction and input ---------------------------------------------------------------------

    private void buildBoard() {
        SquareStates.install(document);
        while (boardElement.getFirstChild() != null) {
            boardElement.removeChild(boardElement.getFirstChild());
        }
        for (int pos = 0; pos < 64; pos++) {
            HTMLElement square = document.createElement("button");
            square.setAttribute("type", "button");
            HTMLElement piece = document.createElement("span");
            HTMLElement rank = document.createElement("span");
            rank.setClassName("coord rank");
            rank.setAttribute("aria-hidden", "true");
            HTMLElement file = document.createElement("span");
            file.setClassName("coord file");
            file.setAttribute("aria-hidden", "true");
            square.appendChild(piece);
            square.appendChild(rank);
            square.appendChild(file);
            boardElement.appendChild(square);
            squares[pos] = square;
            pieces[pos] = piece;
            rankLabels[pos] = rank;
            fileLabels[pos] = file;
            final int position = pos;
            Dom.listen(square, "click", e -> squareClicked(position));
            Dom.listen(square, "keydown", e -> squareKey(position, (KeyboardEvent) e));
            Dom.listen(square, "pointerdown", e -> {
                motion.finish(); // a press never waits for a glide: the pieces stand where they belong
                drag.pointerDown(position, (PointerEvent) e);
            });
            Dom.listen(square, "focus", e -> focusPosition = position);
        }
    }

    /** The screen position (0..63, row-major from the top-left corner) of square {@code sq}: squareAt's inverse. */
    private int positionOf(int sq) {
        int rank = sq / 8;
        int file = sq % 8;
        boolean flipped = state != null && state.flipped;
        return flipped ? rank * 8 + (7 - file) : (7 - rank) * 8 + file;
    }

    /** The square (0..63) shown at screen position {@code pos} (row-major from the top-left corner). */
    private int squareAt(int pos) {
        int row = pos / 8;
        int col = pos % 8;
        boolean flipped = state != null && state.flipped;
        return flipped ? row * 8 + (7 - col) : (7 - row) * 8 + col;
    }

    private void squareClicked(int pos) {
        motion.finish(); // also for Enter and Space, which click without a press
        if (drag.swallowsClick()) {
            return;
        }
        controller.clickSquare(BoardState.squareName(squareAt(pos)));
    }

    /**
     * Shift+arrows (and Shift+Home/End along the rank) move the focus between squares; the plain arrows belong to
     * the move list ({@link PageKeys}), wherever the focus is. Enter and Space click the square (it is a button).
     */
    private void squareKey(int pos, KeyboardEvent key) {
        if (!key.isShiftKey() || key.isCtrlKey() || key.isAltKey() || key.isMetaKey()) {
            return;
        }
        int row = pos / 8;
        int col = pos % 8;
        switch (key.getKey()) {
            case "ArrowUp": row = Math.max(0, row - 1); break;
            case "ArrowDown": row = Math.min(7, row + 1); break;
            case "ArrowLeft": col = Math.max(0, col - 1); break;
            case "ArrowRight": col = Math.min(7, col + 1); break;
            case "Home": col = 0; break;
            case "End": col = 7; break;
            default: return;
        }
        key.preventDefault();
        moveFocus(row * 8 + col);
    }

    private void moveFocus(int pos) {
        squares[focusPosition].setAttribute("tabindex", "-1");
        focusPosition = pos;
        squares[pos].setAttribute("tabindex", "0");
        squares[pos].focus();
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
        String text = ((HTMLInputElement) byId("chess960-number")).getValue().trim();
        if (text.isEmpty() || text.length() > 3) {
            return -1;
        }
        int n = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c < '0' || c > '9') {
                return -1;
            }
            n = n * 10 + (c - '0');
        }
        return n <= 959 ? n : -1;
    }
}
