package chess.app;

import chess.core.Square;
import chess.pgn.MoveNode;
import chess.pgn.Shape;
import chess.pgn.Shapes;
import java.util.List;

/**
 * Arrows and circles drawn on the shown move (they belong to its node in the game tree, so they travel in PGN and
 * links): drawn by the board's right button or in draw mode ({@link #draw}), cleared by a left click, or typed in the
 * move box ({@link #typed}: {@code arrow e2e4 red}, {@code circle d4}, {@code clear}). Drawing the same shape again
 * removes it.
 */
final class ShapeEdits {
    private final GameCursor cursor;
    private final MoveInput input;
    private final Updates updates;
    private boolean drawMode;
    private char drawColour = 'G';

    ShapeEdits(GameCursor cursor, MoveInput input, Updates updates) {
        this.cursor = cursor;
        this.input = input;
        this.updates = updates;
    }

    /**
     * The colour a pointer's modifiers choose: Shift red, Ctrl or Alt (or Cmd) blue, Shift with Ctrl or Alt yellow;
     * with none, green (in draw mode, the colour picked for it).
     */
    char colourFor(boolean shift, boolean ctrlOrAlt) {
        return Shape.colourOfModifiers(shift, ctrlOrAlt, drawMode ? drawColour : 'G');
    }

    /** Draws (or, the same again, removes) an arrow between two squares, a circle when they are the same. */
    boolean draw(String from, String to, char colour) {
        Shape drawn = Shape.between(from, to, colour);
        if (drawn == null) {
            return false; // the page sends only its own squares and colours; a drag off the board draws nothing
        }
        MoveNode node = cursor.current();
        List<Shape> before = Shapes.of(node);
        List<Shape> after = Shapes.toggled(before, drawn);
        if (after.equals(before)) {
            return input.refuse("A move may hold up to " + Shapes.MAX_PER_COMMAND + " arrows and as many circles.");
        }
        Shapes.set(node, after);
        updates.announce(drawn.saidAfterToggle(after));
        updates.changed();
        return true;
    }

    /** Removes the shapes of the shown move (a left click on the board); nothing happens when it has none. */
    void clear() {
        MoveNode node = cursor.current();
        if (Shapes.of(node).isEmpty()) {
            return;
        }
        Shapes.set(node, List.of());
        updates.announce("Arrows and circles cleared");
        updates.changed();
    }

    void setDrawMode(boolean on) {
        drawMode = on;
        updates.render();
    }

    /** The colour draw mode uses (G, R, B or Y; anything else is ignored). */
    void setDrawColour(char colour) {
        if (Shape.COLOURS.indexOf(colour) >= 0) {
            drawColour = colour;
            updates.render();
        }
    }

    /** True when the move box's text is a shape command (its first word is arrow, circle or clear), not a move. */
    static boolean isCommand(String text) {
        String[] words = words(text == null ? "" : text.trim().toLowerCase());
        return words.length > 0 && (words[0].equals("arrow") || words[0].equals("circle") || words[0].equals("clear"));
    }

    /**
     * A shape command typed in the move box ({@link #isCommand}): {@code arrow e2e4 [colour]} (or {@code arrow e2
     * e4}), {@code circle d4 [colour]}, {@code clear}; the colour is a word or its letter (green, red, blue, yellow).
     * Returns true when it was done; a bad one is refused under the box.
     */
    boolean typed(String text) {
        String[] words = words(text.trim().toLowerCase());
        if (words[0].equals("clear")) {
            if (words.length > 1) {
                return input.refuse("'clear' takes nothing after it; it removes the arrows and circles of this move.");
            }
            input.clearError();
            clear();
            updates.render();
            return true;
        }
        boolean arrow = words[0].equals("arrow");
        String squares = words.length > 1 ? words[1] : "";
        int next = 2;
        if (arrow && squares.length() == 2 && words.length > 2 && words[2].length() == 2) {
            squares += words[2]; // "arrow e2 e4"
            next = 3;
        }
        int from = squares.length() >= 2 ? Square.parse(squares.substring(0, 2)) : Square.NONE;
        int to = arrow ? (squares.length() == 4 ? Square.parse(squares.substring(2)) : Square.NONE) : from;
        if (from == Square.NONE || to == Square.NONE || squares.length() != (arrow ? 4 : 2) || (arrow && from == to)) {
            return input.refuse(arrow ? "Type an arrow as 'arrow e2e4', with a colour if you like: 'arrow e2e4 red'."
                    : "Type a circle as 'circle d4', with a colour if you like: 'circle d4 blue'.");
        }
        char colour = 'G';
        if (words.length > next) {
            colour = colourNamed(words[next]);
            if (colour == 0 || words.length > next + 1) {
                return input.refuse("The colour is green, red, blue or yellow (or G, R, B, Y), not '"
                        + (words[next].length() > 20 ? words[next].substring(0, 20) + "…" : words[next]) + "'.");
            }
        }
        input.clearError();
        return draw(Square.name(from), Square.name(to), colour);
    }

    void fill(BoardState.Builder b) {
        b.shapes = Shapes.of(cursor.current());
        b.drawMode = drawMode;
        b.drawColour = drawColour;
    }

    private static char colourNamed(String word) {
        String[] names = {"green", "red", "blue", "yellow"};
        for (int i = 0; i < names.length; i++) {
            if (word.equals(names[i]) || word.equals(names[i].substring(0, 1))) {
                return Shape.COLOURS.charAt(i);
            }
        }
        return 0;
    }

    /** Splits at runs of spaces by hand (String.split would pull the regex engine into the page). */
    private static String[] words(String text) {
        java.util.ArrayList<String> words = new java.util.ArrayList<>();
        int i = 0;
        while (i < text.length()) {
            while (i < text.length() && text.charAt(i) == ' ') {
                i++;
            }
            int start = i;
            while (i < text.length() && text.charAt(i) != ' ') {
                i++;
            }
            if (i > start) {
                words.add(text.substring(start, i));
            }
        }
        return words.toArray(new String[0]);
    }
}
