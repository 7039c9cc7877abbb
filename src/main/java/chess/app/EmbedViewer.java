package chess.app;

import chess.link.DecodedGame;
import chess.link.TreeCodec;
import chess.pgn.MoveNode;
import chess.pgn.Shape;
import chess.pgn.Shapes;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The embeddable viewer's controller (embed.html): a game from the address ({@code #g=}, {@code #pgn=} or
 * {@code #fen=}, read by the same decoders as the app's), stepped through and flipped, never edited: no moves are
 * played, no engine runs. A damaged link shows the part that decodes and says what was lost, as the app does. The
 * board's clicks and drags come here too ({@link BoardInput}) and do nothing, so a piece never lifts.
 */
public final class EmbedViewer implements BoardInput, ShapeInput {
    /** What the viewer needs from its page. */
    public interface Screen {
        /** Draws the state: called after every change. */
        void render(BoardState state);

        /** Says a short sentence to screen-reader users. */
        void announce(String message);
    }

    private final Screen screen;
    private final PgnLink.Reader pgnReader;
    private final GameCursor cursor = new GameCursor();
    private EmbedParams params = EmbedParams.parse("");
    private boolean flipped;
    private String problem = "";
    /** The game code on show ("" for none), and the moves whose shapes the reader changed: the app link's values. */
    private String code = "";
    private final Map<Integer, List<Shape>> drawn = new LinkedHashMap<>();
    private int opening; // counts the addresses opened, so a PGN read late for an older one is dropped

    /** A viewer that reads {@code #pgn=} and {@code #fen=} links itself, at once. */
    public EmbedViewer(Screen screen) {
        this(screen, (text, fen, done) -> done.read(fen ? PgnLink.readFen(text) : PgnLink.read(text)));
    }

    /**
     * A viewer whose {@code #pgn=} and {@code #fen=} links are read by {@code pgnReader} (the page's script loaded on
     * demand).
     */
    public EmbedViewer(Screen screen, PgnLink.Reader pgnReader) {
        this.screen = screen;
        this.pgnReader = pgnReader;
    }

    /**
     * Opens the game of the address {@code href} at the move it names, and draws it; a {@code #pgn=} or {@code #fen=} game when its
     * reader answers. The look and the orientation are the address's at once.
     */
    public void start(String href) {
        EmbedParams address = EmbedParams.parse(href);
        params = address;
        flipped = address.flipped();
        int request = ++opening;
        boolean fen = address.fen() != null && !address.fen().trim().isEmpty();
        if (address.game() == null && (address.pgn() != null || fen)) {
            pgnReader.read(address.pgn() != null ? address.pgn() : address.fen(), address.pgn() == null, link -> {
                if (request == opening) {
                    open(address, link);
                }
            });
        } else {
            open(address, null);
        }
    }

    /**
     * Loads the address's game ({@code read} the {@code #pgn=} or {@code #fen=} link read into a code, if that is
     * the game) and draws it.
     */
    private void open(EmbedParams address, PgnLink read) {
        String loadProblem = "";
        drawn.clear();
        if (address.game() != null) {
            code = address.game();
            DecodedGame decoded = TreeCodec.decode(code);
            cursor.replace(decoded.tree(), decoded.current());
            loadProblem = decoded.problem();
        } else if (read != null) {
            loadProblem = read.problem();
            if (!read.code().isEmpty()) {
                code = read.code();
                DecodedGame decoded = TreeCodec.decode(code);
                cursor.replace(decoded.tree(), null);
                loadProblem = joined(loadProblem, decoded.problem());
            }
        }
        if (params.ply() >= 0) {
            cursor.jumpTo(mainLineAt(params.ply()));
        }
        problem = joined(loadProblem, params.problem());
        if (!problem.isEmpty()) {
            screen.announce(problem);
        }
        screen.render(state());
    }

    /** The main line's move {@code ply} half-moves in (its last when shorter; the root for 0). */
    private MoveNode mainLineAt(int ply) {
        MoveNode node = cursor.tree().root();
        for (int i = 0; i < ply && node.next() != null; i++) {
            node = node.next();
        }
        return node;
    }

    private static String joined(String a, String b) {
        return a.isEmpty() ? b : b.isEmpty() ? a : a + " " + b;
    }

    // ---- navigation ---------------------------------------------------------------------------------------

    /** The previous move (← key, ‹). */
    public void back() {
        show(cursor.previous());
    }

    /** The next move along the line last visited (→ key, ›). */
    public void forward() {
        show(cursor.next());
    }

    /** The start position (Home, ↑, «). */
    public void toStart() {
        show(cursor.tree().root());
    }

    /** The end of the line on show (End, ↓, »). */
    public void toEnd() {
        show(cursor.endOfShownLine());
    }

    /** The move with this id, as the move list gives it; unknown ids do nothing. */
    public void goToMove(int id) {
        show(cursor.tree().node(id));
    }

    /** Turns the board (F, the Flip button). */
    public void flip() {
        flipped = !flipped;
        screen.announce(flipped ? "Black at the bottom" : "White at the bottom");
        screen.render(state());
    }

    private void show(MoveNode target) {
        if (target == null || !cursor.goTo(target)) {
            return;
        }
        MoveNode current = cursor.current();
        screen.announce(current.isRoot() ? "Start position" : "After " + cursor.describeMove(current));
        screen.render(state());
    }

    // ---- the board's clicks and drags: a viewer plays no moves --------------------------------------------------

    /** A click clears the shown move's arrows and circles (of the viewer's copy), as in the app; no piece moves. */
    @Override
    public void clickSquare(String name) {
        MoveNode node = cursor.current();
        if (!Shapes.of(node).isEmpty()) {
            Shapes.set(node, List.of());
            drawn.put(node.id(), List.of());
            screen.announce("Arrows and circles cleared");
            screen.render(state());
        }
    }

    @Override
    public boolean dragStart(String name) {
        return false;
    }

    @Override
    public void drop(String from, String to) {
    }

    // ---- arrows and circles: the game's are shown; a reader may draw on the viewer's own copy ---------------

    /**
     * Draws (or removes) an arrow or a circle on the shown move of the viewer's copy of the game: nothing leaves the
     * frame but the full app's link, which then carries it.
     */
    @Override
    public void drawShape(String from, String to, char colour) {
        Shape shape = Shape.between(from, to, colour);
        if (shape == null) {
            return; // a drag off the board draws nothing
        }
        MoveNode node = cursor.current();
        List<Shape> after = Shapes.toggled(Shapes.of(node), shape);
        Shapes.set(node, after);
        drawn.put(node.id(), after);
        screen.announce(shape.saidAfterToggle(after));
        screen.render(state());
    }

    @Override
    public char shapeColour(boolean shift, boolean ctrlOrAlt) {
        return Shape.colourOfModifiers(shift, ctrlOrAlt, 'G');
    }

    // ---- what the page draws ------------------------------------------------------------------------------

    /** The board, the move list and the shown move, as the app's view draws them. */
    public BoardState state() {
        BoardState.Builder b = new BoardState.Builder();
        cursor.fill(b, PlayMode.HUMANS);
        b.shapes = Shapes.of(cursor.current());
        b.flipped = flipped;
        return b.build();
    }

    /** The display parameters of the address. */
    public EmbedParams params() {
        return params;
    }

    /** What the address could not give (a damaged game, bad display values), or "". */
    public String problem() {
        return problem;
    }

    /**
     * What the full app's link to what is on show is made from ({@link AppLink#address}): the game, the move shown,
     * the reader's arrows and circles, the orientation.
     */
    public AppLink appLink() {
        return new AppLink(code, cursor.current().id(), flipped, AppLink.drawn(drawn));
    }
}
