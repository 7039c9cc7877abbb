package chess.web;

import chess.app.BoardState;
import chess.app.EditorState;
import chess.app.GameController;
import java.util.ArrayList;
import java.util.List;
import org.teavm.jso.dom.events.MouseEvent;
import org.teavm.jso.dom.html.HTMLDocument;
import org.teavm.jso.dom.html.HTMLElement;
import org.teavm.jso.dom.html.HTMLInputElement;
import org.teavm.jso.dom.html.HTMLSelectElement;
import org.teavm.jso.dom.xml.NodeList;

/**
 * The board editor's panel: while the editor is open it replaces the game's panels (moves, engine, review,
 * annotation, PGN) and draws the palette (toggle buttons), the side to move, the castling rights (each enabled
 * only where its king and rook stand at home), the en passant square, the move counters, and why the position
 * cannot be played yet; Play from here and Analyse are enabled only when it can. Dragging from the palette is
 * {@link PaletteDrag}'s job; the board's clicks and drags go to the controller as in a game, which routes them to
 * the editor. Text goes in through textContent and attributes only.
 */
final class EditorPanel {
    private static final String[] RIGHTS = {"K", "Q", "k", "q"};
    private static final String EDITOR_BOARD_HELP = "Pick a piece in the palette, then click squares (or press"
            + " Enter on one) to put it there, and click it again to take it away. Or drag pieces onto the board,"
            + " around it, and off it to remove them. Shift+arrow keys move between squares.";
    private static final int MAX_COUNTER = 9999;

    private final HTMLDocument document;
    private final HTMLElement section;
    private final HTMLElement board;
    private final HTMLElement boardHelp;
    private final String gameBoardHelp;
    /** The game's parts, hidden while the editor is open. */
    private final HTMLElement[] gameParts;
    private final HTMLElement palette;
    private final List<HTMLElement> tools;
    private final HTMLInputElement white;
    private final HTMLInputElement black;
    private final HTMLInputElement[] castling = new HTMLInputElement[4];
    private final HTMLSelectElement enPassant;
    private final HTMLInputElement halfmoves;
    private final HTMLInputElement fullmoves;
    private final HTMLElement numberError;
    private final HTMLElement problems;
    private final HTMLElement play;
    private final HTMLElement analyse;
    private final HTMLElement editButton;
    private GameController controller;
    private PaletteDrag drag;
    /** What is drawn, to touch the page only when it changes (the page is redrawn on every engine report). */
    private String drawnOptions = "";
    private String drawnProblems;
    private int drawnHalfmoves = -1;
    private int drawnFullmoves = -1;

    EditorPanel(HTMLDocument document) {
        this.document = document;
        section = Dom.byId(document, "editor");
        board = Dom.byId(document, "board");
        boardHelp = Dom.byId(document, "board-help");
        gameBoardHelp = boardHelp.getTextContent();
        gameParts = new HTMLElement[] {Dom.byId(document, "game-panel"), Dom.byId(document, "pgn-buttons"),
            Dom.byId(document, "pgn"), Dom.byId(document, "settings")};
        palette = Dom.byId(document, "palette");
        tools = List.copyOf(elements(palette.querySelectorAll("[data-tool]")));
        white = (HTMLInputElement) Dom.byId(document, "editor-white");
        black = (HTMLInputElement) Dom.byId(document, "editor-black");
        for (int i = 0; i < 4; i++) {
            castling[i] = (HTMLInputElement) Dom.byId(document, "editor-castle-" + RIGHTS[i]);
        }
        enPassant = (HTMLSelectElement) Dom.byId(document, "editor-ep");
        halfmoves = (HTMLInputElement) Dom.byId(document, "editor-halfmoves");
        fullmoves = (HTMLInputElement) Dom.byId(document, "editor-fullmoves");
        numberError = Dom.byId(document, "editor-number-error");
        problems = Dom.byId(document, "editor-problems");
        play = Dom.byId(document, "editor-play");
        analyse = Dom.byId(document, "editor-analyse");
        editButton = Dom.byId(document, "edit-board");
    }

    /** {@code focusBoard} puts the focus on the board (after Play from here or Analyse). */
    void bind(GameController gameController, Runnable focusBoard) {
        this.controller = gameController;
        this.drag = new PaletteDrag(document, gameController, board);
        Dom.listen(editButton, "click", e -> {
            controller.openEditor();
            tools.get(0).focus(); // the button itself is hidden now
        });
        Dom.listen(palette, "click", e -> {
            // A click made with the keyboard (detail 0) is never the end of a drag.
            if (drag.swallowsClick() && ((MouseEvent) e).getDetail() > 0) {
                return;
            }
            HTMLElement button = Dom.withAttribute(e.getTarget(), "data-tool", 1);
            if (button != null) {
                controller.editorTool(button.getAttribute("data-tool"));
            }
        });
        Dom.listen(palette, "pointerdown", e -> drag.pointerDown((PointerEvent) e));
        Dom.listen(document, "pointermove", e -> drag.pointerMove((PointerEvent) e));
        Dom.listen(document, "pointerup", e -> drag.pointerUp((PointerEvent) e));
        Dom.listen(document, "pointercancel", e -> drag.cancel());
        Dom.listen(Dom.byId(document, "editor-start"), "click", e -> controller.editorStartPosition());
        Dom.listen(Dom.byId(document, "editor-clear"), "click", e -> controller.editorClear());
        Dom.listen(Dom.byId(document, "editor-flip"), "click", e -> controller.flip());
        Dom.listen(white, "change", e -> controller.editorSetSide("w"));
        Dom.listen(black, "change", e -> controller.editorSetSide("b"));
        for (int i = 0; i < 4; i++) {
            HTMLInputElement box = castling[i];
            String right = RIGHTS[i];
            Dom.listen(box, "change", e -> controller.editorSetCastling(right, box.isChecked()));
        }
        Dom.listen(enPassant, "change", e -> controller.editorSetEnPassant(enPassant.getValue()));
        Dom.listen(halfmoves, "change", e -> countersChanged());
        Dom.listen(fullmoves, "change", e -> countersChanged());
        Dom.listen(play, "click", e -> finish(false, focusBoard));
        Dom.listen(analyse, "click", e -> finish(true, focusBoard));
        Dom.listen(Dom.byId(document, "editor-cancel"), "click", e -> {
            controller.cancelEditor();
            editButton.focus();
        });
    }

    private void finish(boolean analysis, Runnable focusBoard) {
        if (controller.finishEditor(analysis)) {
            focusBoard.run();
        }
    }

    /** Both counters, applied together when both are whole numbers in range; otherwise the page says what is wrong. */
    private void countersChanged() {
        int half = counter(halfmoves.getValue(), 0);
        int full = counter(fullmoves.getValue(), 1);
        Dom.setAttribute(halfmoves, "aria-invalid", half < 0 ? "true" : "false");
        Dom.setAttribute(fullmoves, "aria-invalid", full < 0 ? "true" : "false");
        if (half < 0) {
            Dom.setText(numberError, "The halfmove clock is a whole number from 0 to " + MAX_COUNTER + ".");
        } else if (full < 0) {
            Dom.setText(numberError, "The move number is a whole number from 1 to " + MAX_COUNTER + ".");
        } else {
            Dom.setText(numberError, "");
            controller.editorSetCounters(half, full);
        }
    }

    /** A counter typed in a number box: its value when it is a whole number from {@code min} to 9999, else -1. */
    static int counter(String text, int min) {
        String t = text == null ? "" : text.trim();
        int n = Dom.number(t);
        return n >= min && n <= MAX_COUNTER ? n : -1;
    }

    void draw(BoardState s) {
        EditorState e = s.editor;
        boolean open = e != null;
        Dom.setHidden(section, !open);
        for (HTMLElement part : gameParts) {
            Dom.setHidden(part, open);
        }
        Dom.setText(boardHelp, open ? EDITOR_BOARD_HELP : gameBoardHelp);
        setClass(board, "editing", open);
        setClass(board, "placing", open && !e.tool.isEmpty());
        if (!open) {
            drawnHalfmoves = -1; // the boxes are filled afresh when the editor opens again
            drawnFullmoves = -1;
            drawnProblems = null;
            Dom.setText(numberError, "");
            return;
        }
        for (HTMLElement tool : tools) {
            Dom.setAttribute(tool, "aria-pressed", e.tool.equals(tool.getAttribute("data-tool")) ? "true" : "false");
        }
        setChecked(white, e.whiteToMove);
        setChecked(black, !e.whiteToMove);
        for (int i = 0; i < 4; i++) {
            setChecked(castling[i], e.castling.get(i));
            Dom.setDisabled(castling[i], !e.castlingAllowed.get(i));
            Dom.setAttribute((HTMLElement) castling[i].getParentNode(), "class",
                    e.castlingAllowed.get(i) ? "" : "unavailable");
        }
        drawEnPassant(e);
        drawCounters(e);
        drawProblems(e);
        Dom.setDisabled(play, !e.legal());
        Dom.setDisabled(analyse, !e.legal());
    }

    private void drawEnPassant(EditorState e) {
        String options = String.join(" ", e.enPassantOptions);
        if (!options.equals(drawnOptions)) {
            drawnOptions = options;
            while (enPassant.getChildNodes().getLength() > 1) {
                enPassant.removeChild(enPassant.getLastChild());
            }
            for (String square : e.enPassantOptions) {
                HTMLElement option = Dom.element(document, "option", "");
                option.setAttribute("value", square);
                option.setTextContent(square);
                enPassant.appendChild(option);
            }
        }
        if (!e.enPassant.equals(enPassant.getValue())) {
            enPassant.setValue(e.enPassant);
        }
        Dom.setDisabled(enPassant, e.enPassantOptions.isEmpty());
    }

    /** The boxes follow the position, but keep what is being corrected until the position's counters change. */
    private void drawCounters(EditorState e) {
        if (e.halfmoves != drawnHalfmoves) {
            drawnHalfmoves = e.halfmoves;
            halfmoves.setValue(Integer.toString(e.halfmoves));
            Dom.setAttribute(halfmoves, "aria-invalid", "false");
        }
        if (e.fullmoves != drawnFullmoves) {
            drawnFullmoves = e.fullmoves;
            fullmoves.setValue(Integer.toString(e.fullmoves));
            Dom.setAttribute(fullmoves, "aria-invalid", "false");
        }
        if (!"true".equals(halfmoves.getAttribute("aria-invalid"))
                && !"true".equals(fullmoves.getAttribute("aria-invalid"))) {
            Dom.setText(numberError, "");
        }
    }

    /** Every problem as a sentence in a live region, or that the position can be played. */
    private void drawProblems(EditorState e) {
        String text = String.join("\n", e.problems);
        if (text.equals(drawnProblems)) {
            return;
        }
        drawnProblems = text;
        while (problems.getFirstChild() != null) {
            problems.removeChild(problems.getFirstChild());
        }
        if (e.legal()) {
            HTMLElement ok = Dom.element(document, "p", "ok");
            ok.setTextContent("The position can be played.");
            problems.appendChild(ok);
            problems.setClassName("editor-problems");
            return;
        }
        problems.setClassName("editor-problems illegal");
        HTMLElement lead = Dom.element(document, "p", "");
        lead.setTextContent(e.problems.size() == 1 ? "Not playable yet:" : "Not playable yet, for "
                + e.problems.size() + " reasons:");
        problems.appendChild(lead);
        HTMLElement list = Dom.element(document, "ul", "");
        for (String problem : e.problems) {
            HTMLElement item = Dom.element(document, "li", "");
            item.setTextContent(problem);
            list.appendChild(item);
        }
        problems.appendChild(list);
    }

    private static void setChecked(HTMLInputElement box, boolean checked) {
        if (box.isChecked() != checked) {
            box.setChecked(checked);
        }
    }

    private static void setClass(HTMLElement element, String name, boolean on) {
        if (element.getClassList().contains(name) != on) {
            if (on) {
                element.getClassList().add(name);
            } else {
                element.getClassList().remove(name);
            }
        }
    }

    private static List<HTMLElement> elements(NodeList<? extends HTMLElement> nodes) {
        List<HTMLElement> list = new ArrayList<>();
        for (int i = 0; i < nodes.getLength(); i++) {
            list.add((HTMLElement) nodes.item(i));
        }
        return list;
    }
}
