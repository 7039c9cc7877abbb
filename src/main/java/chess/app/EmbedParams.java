package chess.app;

/**
 * The embeddable viewer's address: the game ({@code g}, {@code pgn} or {@code fen}) and {@code flip} read as the app
 * reads them ({@link UrlState}), and the display parameters:
 * {@code theme=light|dark|auto}, {@code board=green|wood|blue|grey} and {@code ply=N} (the move to show: N half-moves
 * into the main line, 0 the start position; for a {@code #g=} link it replaces the code's own shown move). Each is
 * checked like any input from an address: a bad value is named in {@link #problem()} and the default used. The
 * fragment wins over the query, as in {@link UrlState}.
 */
public final class EmbedParams {
    public static final String[] THEMES = {"auto", "light", "dark"};
    /** The first is the default (the style sheet's own colours). */
    public static final String[] BOARDS = {"green", "wood", "blue", "grey"};
    /** Longest game line a ply can name: far beyond any real game, small enough to be a plain int. */
    static final int MAX_PLY = 9999;

    private final String game;
    private final String pgn;
    private final String fen;
    private final boolean flipped;
    private final String theme;
    private final String board;
    private final int ply;
    private final String problem;

    private EmbedParams(String game, String pgn, String fen, boolean flipped, String theme, String board, int ply,
            String problem) {
        this.game = game;
        this.pgn = pgn;
        this.fen = fen;
        this.flipped = flipped;
        this.theme = theme;
        this.board = board;
        this.ply = ply;
        this.problem = problem;
    }

    /** Reads the parameters of an absolute or relative address; null reads as an empty one. Never throws. */
    public static EmbedParams parse(String href) {
        AddressParams address = new AddressParams(href);
        StringBuilder problems = new StringBuilder();
        String theme = choice(address.value("theme"), THEMES, "theme", problems);
        String board = choice(address.value("board"), BOARDS, "board", problems);
        int ply = -1;
        String plyText = address.value("ply");
        if (plyText != null) {
            ply = AddressNumber.inRange(plyText.trim(), 0, MAX_PLY, -1);
            if (ply < 0) {
                note(problems, "The link's ply='" + shortened(plyText) + "' is not a number of moves from 0 to "
                        + MAX_PLY + "; the game's own move is shown.");
            }
        }
        return new EmbedParams(address.game(), address.pgn(), address.value("fen"), address.flipped(), theme, board, ply,
                problems.toString());
    }

    /** {@code text} when it names one of {@code values} (any case, spaces around ignored), else the first. */
    private static String choice(String text, String[] values, String name, StringBuilder problems) {
        if (text == null) {
            return values[0];
        }
        String wanted = text.trim().toLowerCase();
        for (String v : values) {
            if (v.equals(wanted)) {
                return v;
            }
        }
        note(problems, "The link's " + name + "='" + shortened(text) + "' is not " + list(values) + "; "
                + values[0] + " it is.");
        return values[0];
    }

    private static String list(String[] values) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < values.length; i++) {
            sb.append(i == 0 ? "" : i == values.length - 1 ? " or " : ", ").append(values[i]);
        }
        return sb.toString();
    }

    private static void note(StringBuilder problems, String sentence) {
        if (problems.length() > 0) {
            problems.append(' ');
        }
        problems.append(sentence);
    }

    private static String shortened(String text) {
        return text.length() > 20 ? text.substring(0, 20) + "…" : text;
    }

    /** The game code ({@code g}), or null: read as the app reads it ({@link UrlState}). */
    public String game() {
        return game;
    }

    /** The PGN text ({@code pgn}), or null. */
    public String pgn() {
        return pgn;
    }

    /** The FEN ({@code fen}, as pasted: the reader normalises it), or null. */
    public String fen() {
        return fen;
    }

    /** True when the address asks for Black at the bottom ({@code flip=1}). */
    public boolean flipped() {
        return flipped;
    }

    /** "auto", "light" or "dark". */
    public String theme() {
        return theme;
    }

    /** "green", "wood", "blue" or "grey". */
    public String board() {
        return board;
    }

    /** The half-move of the main line to show, or -1 when the address names none (or a bad one). */
    public int ply() {
        return ply;
    }

    /** What was wrong with the values (defaults used), or "" when nothing. */
    public String problem() {
        return problem;
    }
}
