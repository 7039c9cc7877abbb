package chess.app;

import java.util.function.BooleanSupplier;

/**
 * Makes the {@link BoardState}s the controller gives its view, from the controller's parts, and keeps the state last
 * given whole. A change draws the whole state; an engine report, a change of the move input alone and a held key's
 * step change only their own part, so their states are the state last drawn with that part made anew: making the
 * whole state (the game's line, the move list, the opening, the review) was most of such a redraw on a slow phone.
 */
final class ViewStates {
    private final GameCursor cursor;
    private final MoveInput input;
    private final ShapeEdits shapes;
    private final FenBox fenBox;
    private final PgnImport imports;
    private final EngineController engine;
    private final GameReview review;
    private final OpeningNames openings;
    private final ImportedOpenings importedOpenings;
    private final ClockGame clocks;
    private final EditorController editor;
    /** Whether Black is at the bottom (the controller's to change). */
    private final BooleanSupplier flipped;
    /** The state last given to the view whole, or after a change of the move input or a step; null before any. */
    private BoardState drawn;

    ViewStates(GameCursor cursor, MoveInput input, ShapeEdits shapes, FenBox fenBox, PgnImport imports,
            EngineController engine, GameReview review, OpeningNames openings, ImportedOpenings importedOpenings,
            ClockGame clocks, EditorController editor, BooleanSupplier flipped) {
        this.cursor = cursor;
        this.input = input;
        this.shapes = shapes;
        this.fenBox = fenBox;
        this.imports = imports;
        this.engine = engine;
        this.review = review;
        this.openings = openings;
        this.importedOpenings = importedOpenings;
        this.clocks = clocks;
        this.editor = editor;
        this.flipped = flipped;
    }

    /** The whole state, kept as the state last drawn. */
    BoardState whole() {
        drawn = make();
        return drawn;
    }

    /**
     * The state after an engine report: the state last drawn with the engine's part made anew. A report changes
     * nothing else (every other change draws the whole state at once). Not kept: the next report starts from the
     * same state.
     */
    BoardState report() {
        if (drawn == null || editor.isOpen()) { // the editor's board hides the engine's arrows
            return make();
        }
        BoardState.Builder b = new BoardState.Builder(drawn);
        engine.fill(b);
        return b.build();
    }

    /**
     * The state after a change of the move input alone, kept: the state last drawn with the move input's part made
     * anew, and the engine's (the builder's copy leaves it out; its lines of this position are kept in SAN, so it
     * costs little). A tap that picks up a piece made and drew the whole page's state: on a slowed phone about half
     * a tap's script.
     */
    BoardState moveInput() {
        if (drawn == null || editor.isOpen()) {
            return whole();
        }
        BoardState.Builder b = new BoardState.Builder(drawn).withoutMoveInput();
        input.fill(b);
        engine.fill(b);
        drawn = b.build();
        return drawn;
    }

    /**
     * The state after a held key's step, kept: the state last drawn with the position's part (the board, the move
     * list and its mark, the navigation, the FEN box), the move input's, the shapes' and the engine's made anew. The
     * review's state, the opening and the rest wait for the whole state the view asks for once the steps pause.
     */
    BoardState step() {
        if (drawn == null || editor.isOpen()) {
            return whole();
        }
        BoardState.Builder b = new BoardState.Builder(drawn).withoutMoveInput();
        cursor.fill(b, engine.mode());
        input.fill(b);
        shapes.fill(b);
        fenBox.fill(b);
        engine.fill(b);
        noTakebacksOnTheClock(b);
        drawn = b.build();
        return drawn;
    }

    /** The whole state as it is now (not kept). */
    BoardState make() {
        BoardState.Builder b = new BoardState.Builder();
        cursor.fill(b, engine.mode());
        b.variantText = cursor.variantText();
        b.header = GameHeader.of(cursor.tree());
        b.flipped = flipped.getAsBoolean();
        input.fill(b);
        shapes.fill(b);
        fenBox.fill(b);
        imports.fill(b);
        engine.fill(b);
        b.review = review.state();
        openings.fill(b, cursor, importedOpenings.readCount());
        clocks.fill(b);
        noTakebacksOnTheClock(b);
        if (editor.isOpen()) {
            editor.fill(b); // the editor's position over the game's
        }
        return b.build();
    }

    private void noTakebacksOnTheClock(BoardState.Builder b) {
        if (clocks.timed()) {
            b.canUndo = false;
            b.canRedo = false;
        }
    }
}
