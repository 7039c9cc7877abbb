package chess.app;

import chess.core.DecimalText;
import chess.link.TreeCodec;
import chess.pgn.GameTree;
import chess.pgn.PgnGame;
import chess.pgn.PgnGameEntry;
import chess.pgn.PgnProblem;
import java.util.ArrayList;
import java.util.List;

/**
 * What the page's PGN reader (a second script) and the app say to each other, as text: the two scripts share no
 * objects. A message is a row of fields, each its length, ':' and its characters ("!" for a missing one), so any
 * text at all (a tag value, a comment, a message) goes through as it is. A game goes as its game code (the link's
 * {@code #g=} format, which keeps every move, variation, comment and tag) with its problems.
 */
public final class PgnDoorText {
    private PgnDoorText() {
    }

    // ---- writing (the reader's side) ------------------------------------------------------------------------

    /** The games found: twelve fields each. */
    public static String entries(List<PgnGameEntry> games) {
        StringBuilder out = new StringBuilder();
        for (PgnGameEntry e : games) {
            number(out, e.number());
            number(out, e.start());
            number(out, e.end());
            number(out, e.line());
            number(out, e.column());
            field(out, e.white());
            field(out, e.black());
            field(out, e.result());
            field(out, e.event());
            field(out, e.date());
            field(out, e.opening());
            field(out, e.eco());
        }
        return out.toString();
    }

    /** A game read: its code, "1" when reading failed, then five fields per problem. */
    public static String game(PgnGame game) {
        StringBuilder out = new StringBuilder();
        field(out, TreeCodec.encode(game.tree(), null));
        field(out, game.failed() ? "1" : "");
        for (PgnProblem p : game.problems()) {
            number(out, p.game());
            number(out, p.line());
            number(out, p.column());
            field(out, p.message());
            field(out, p.fatal() ? "1" : "");
        }
        return out.toString();
    }

    /** A game in brief: "1" when readable, its result, its length in moves. */
    public static String outline(PgnDoor.GameOutline outline) {
        StringBuilder out = new StringBuilder();
        field(out, outline.readable() ? "1" : "");
        field(out, outline.result());
        number(out, outline.fullMoves());
        return out.toString();
    }

    /** Fields written one after another. */
    public static String fields(String... values) {
        StringBuilder out = new StringBuilder();
        for (String v : values) {
            field(out, v);
        }
        return out.toString();
    }

    private static void number(StringBuilder out, int n) {
        field(out, Integer.toString(n));
    }

    private static void field(StringBuilder out, String value) {
        if (value == null) {
            out.append('!');
        } else {
            out.append(value.length()).append(':').append(value);
        }
    }

    // ---- reading (the app's side) ---------------------------------------------------------------------------

    /** The games of {@link #entries}. */
    public static List<PgnGameEntry> readEntries(String text) {
        List<PgnGameEntry> games = new ArrayList<>();
        readEntries(new Fields(text), games);
        return games;
    }

    /** Adds the games that follow in {@code f} to {@code games}. */
    static void readEntries(Fields f, List<PgnGameEntry> games) {
        while (f.more()) {
            games.add(new PgnGameEntry(f.number(), f.number(), f.number(), f.number(), f.number(), f.next(),
                    f.next(), f.next(), f.next(), f.next(), f.next(), f.next()));
        }
    }

    /** The game of {@link #game}, its tree decoded from its code; {@code entry} is where it was in its text. */
    public static PgnGame readGame(String text, PgnGameEntry entry) {
        Fields f = new Fields(text);
        String code = f.next();
        if (code == null) { // the reader had no answer (it never should): said as a failed game, not thrown
            List<PgnProblem> lost = new ArrayList<>();
            lost.add(new PgnProblem(entry.number(), entry.line(), entry.column(), "the game could not be read (an"
                    + " error in this app)", true));
            return PgnGame.of(entry, new GameTree(), lost, true);
        }
        boolean failed = "1".equals(f.next());
        List<PgnProblem> problems = new ArrayList<>();
        while (f.more()) {
            problems.add(new PgnProblem(f.number(), f.number(), f.number(), f.next(), "1".equals(f.next())));
        }
        GameTree tree = TreeCodec.decodeWhole(code).tree();
        return PgnGame.of(entry, tree, problems, failed);
    }

    /** The outline of {@link #outline}. */
    public static PgnDoor.GameOutline readOutline(String text) {
        Fields f = new Fields(text);
        return new PgnDoor.GameOutline("1".equals(f.next()), f.next(), f.number());
    }

    /** Reads fields in order. A message that breaks the format (it never should) reads as missing fields. */
    public static final class Fields {
        private final String text;
        private int pos;

        public Fields(String text) {
            this.text = text == null ? "" : text;
        }

        public boolean more() {
            return pos < text.length();
        }

        /** The next field, or null when it is missing (or the text has ended). */
        public String next() {
            if (pos >= text.length()) {
                return null;
            }
            if (text.charAt(pos) == '!') {
                pos++;
                return null;
            }
            int colon = text.indexOf(':', pos);
            int length = colon < 0 ? -1 : DecimalText.orMinusOne(text.substring(pos, colon), text.length());
            if (length < 0 || colon + 1 + length > text.length()) {
                pos = text.length();
                return null;
            }
            pos = colon + 1 + length;
            return text.substring(colon + 1, pos);
        }

        /** The next field as a number (-1 when it is not one). */
        public int number() {
            String field = next();
            return field == null ? -1 : DecimalText.orMinusOne(field, 1_000_000_000);
        }
    }
}
