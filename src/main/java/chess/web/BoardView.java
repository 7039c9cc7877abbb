package chess.web;

import chess.app.BoardInput;
import chess.app.BoardState;
import chess.app.ShapeInput;
import chess.app.MoveTransition;
import org.teavm.jso.dom.events.KeyboardEvent;
import org.teavm.jso.dom.html.HTMLDocument;
import org.teavm.jso.dom.html.HTMLElement;

/**
 * The board: 64 square buttons, each with its piece and coordinate labels, drawn from a {@link BoardState} as the
 * board is turned, with one of them in the tab order (the roving focus, moved with Shift+arrows). Clicks go to the
 * controller, drags through {@link PieceDrag}; a move's pieces glide with {@link PieceMotion}.
 */
final class BoardView {
    private final HTMLDocument document;
    private final HTMLElement boardElement;
    private final HTMLElement[] squares = new HTMLElement[64]; // by screen position, top-left first
    private final HTMLElement[] pieces = new HTMLElement[64];
    private final HTMLElement[] rankLabels = new HTMLElement[64];
    private final HTMLElement[] fileLabels = new HTMLElement[64];
    /** What each square shows now, to skip unchanged redraws, and the piece class drawn on it. */
    /** Each square's look as last drawn ({@link #drawSquare}); -1 before the first drawing. */
    private final int[] drawnLooks = new int[64];
    /** Whether the board's "drawing" class is on (drawing arrows and circles by pointer). */
    private boolean drawnDrawing;
    private int focusPosition = 56; // a1 with white at the bottom
    private BoardInput controller;
    private BoardState state;
    private PieceDrag drag;
    private PieceMotion motion;
    private ShapeLayer shapeLayer;
    private ShapeGesture shapes;

    BoardView(HTMLDocument document) {
        this.document = document;
        boardElement = Dom.byId(document, "board");
    }

    /**
     * Builds the squares; their clicks and drags go to {@code input}, drawn arrows and circles to {@code shapeInput}
     * (the app's controller for both, or the embeddable viewer's).
     */
    void bind(BoardInput input, ShapeInput shapeInput) {
        this.controller = input;
        this.drag = new PieceDrag(document, input, new PieceDrag.Squares() {
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
        shapeLayer = new ShapeLayer(document);
        shapes = new ShapeGesture(shapeInput, shapeLayer);
        build();
        Dom.listen(document, "pointermove", e -> {
            drag.pointerMove((PointerEvent) e);
            shapes.pointerMove((PointerEvent) e);
        });
        Dom.listen(document, "pointerup", e -> {
            drag.pointerUp((PointerEvent) e);
            shapes.pointerUp((PointerEvent) e);
        });
        Dom.listen(document, "pointercancel", e -> {
            drag.cancel();
            shapes.cancel();
        });
        Dom.listen(boardElement, "contextmenu", e -> e.preventDefault()); // the right button draws here
    }

    /** Draws the squares; a glide still running stops when the pieces changed (it belongs to the position before). */
    void draw(BoardState s) {
        state = s;
        boolean piecesMoved = false;
        for (int pos = 0; pos < 64; pos++) {
            piecesMoved |= drawSquare(pos, squareAt(pos));
        }
        if (piecesMoved) {
            motion.finish();
        }
        shapeLayer.draw(s);
        shapes.draw(s);
        boolean drawing = s.drawMode && s.editor == null;
        if (drawing != drawnDrawing) { // classList.remove of an absent class still restyles the whole board
            drawnDrawing = drawing;
            if (drawing) {
                boardElement.getClassList().add("drawing");
            } else {
                boardElement.getClassList().remove("drawing");
            }
        }
    }

    /** Glides the pieces of a move onto the position drawn last. */
    void glide(MoveTransition transition) {
        motion.play(transition, state);
    }

    /** Puts the keyboard focus on the square in the tab order. */
    void focus() {
        squares[focusPosition].focus();
    }

    /** Draws the square at screen position {@code pos}; true when the piece drawn on it changed. */
    private boolean drawSquare(int pos, int sq) {
        // The engine's reports and every click redraw the board: a square's look is first summed up in an int, and
        // only a square whose int changed is written (strings per square per redraw were most of a redraw's time on
        // a slow phone).
        boolean selected = sq == state.selected;
        boolean target = state.isTarget(sq);
        boolean occupied = target && state.piece(sq) != 0;
        boolean last = sq == state.lastFrom || sq == state.lastTo;
        boolean check = sq == state.checkSquare;
        boolean hint = sq == state.hintFrom || sq == state.hintTo;
        boolean premove = sq == state.premoveFrom || sq == state.premoveTo;
        boolean dragging = drag.isDragging(pos);
        boolean focused = pos == focusPosition;
        int look = (selected ? 1 : 0) | (target ? 2 : 0) | (occupied ? 4 : 0) | (last ? 8 : 0) | (check ? 16 : 0)
                | (hint ? 32 : 0) | (premove ? 64 : 0) | (dragging ? 128 : 0) | (focused ? 256 : 0)
                | sq << 9 | (state.piece(sq) & 0xff) << 15;
        int before = drawnLooks[pos];
        if (look == before) {
            return false;
        }
        drawnLooks[pos] = look;
        HTMLElement el = squares[pos];
        StringBuilder cls = new StringBuilder("sq");
        cls.append(((sq >> 3) + (sq & 7)) % 2 == 0 ? " dark" : " light");
        if (selected) {
            cls.append(" sel");
        }
        if (target) {
            cls.append(occupied ? " target occupied" : " target");
        }
        if (last) {
            cls.append(" last");
        }
        if (check) {
            cls.append(" check");
        }
        if (hint) {
            cls.append(" hint");
        }
        if (premove) {
            cls.append(" premove");
        }
        if (dragging) {
            cls.append(" dragging");
        }
        int changed = look ^ before;
        el.setClassName(cls.toString());
        boolean first = before < 0;
        if (first || (changed & 0x3f << 9) != 0) { // another square here: the board was turned
            String name = BoardState.squareName(sq);
            el.setAttribute("data-square", name);
            // Drawn by the style sheet from data-label: text inside the button would be part of its visible label,
            // which must then match its name ("a8, black rook", not "8").
            rankLabels[pos].setAttribute("data-label", pos % 8 == 0 ? name.substring(1) : "");
            fileLabels[pos].setAttribute("data-label", pos / 8 == 7 ? name.substring(0, 1) : "");
        }
        if (first || (changed & (0x3f << 9 | 0xff << 15)) != 0) {
            el.setAttribute("aria-label", state.label(sq));
        }
        if (first || (changed & 0x7f) != 0) {
            String described = SquareStates.describedBy(state, sq);
            if (described.isEmpty()) {
                el.removeAttribute("aria-describedby");
            } else {
                el.setAttribute("aria-describedby", described);
            }
        }
        if (first || (changed & 256) != 0) {
            el.setAttribute("tabindex", focused ? "0" : "-1");
        }
        boolean pieceChanged = first || (changed & 0xff << 15) != 0;
        if (pieceChanged) {
            String piece = state.pieceClassAt(sq);
            pieces[pos].setClassName(piece.isEmpty() ? "piece" : "piece " + piece);
        }
        return pieceChanged;
    }

    private void build() {
        java.util.Arrays.fill(drawnLooks, -1);
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
                if (!shapes.pointerDown(BoardState.squareName(squareAt(position)), (PointerEvent) e)) {
                    drag.pointerDown(position, (PointerEvent) e);
                }
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
        if (drag.swallowsClick() | shapes.swallowsClick()) { // both: each forgets its click
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
}
