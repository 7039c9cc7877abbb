package chess.pgn;

/**
 * Numeric Annotation Glyphs: PGN writes {@code $1} .. {@code $255}; the common ones have a symbol that players know
 * ({@code !}, {@code ?}, {@code +-}, ...). Moves may also be followed directly by the six suffix glyphs
 * {@code ! ? !! ?? !? ?!}, which import as NAGs 1..6.
 */
public final class Nag {
    public static final int GOOD = 1;
    public static final int MISTAKE = 2;
    public static final int BRILLIANT = 3;
    public static final int BLUNDER = 4;
    public static final int INTERESTING = 5;
    public static final int DUBIOUS = 6;
    /** The largest NAG number PGN allows. */
    public static final int MAX = 255;

    /** Symbols of the NAGs that have one in common use, indexed by number; null where there is none. */
    private static final String[] SYMBOLS = new String[MAX + 1];

    static {
        String[][] table = {
            {"1", "!"}, {"2", "?"}, {"3", "!!"}, {"4", "??"}, {"5", "!?"}, {"6", "?!"}, {"7", "□"},
            {"10", "="}, {"13", "∞"}, {"14", "⩲"}, {"15", "⩱"}, {"16", "±"}, {"17", "∓"}, {"18", "+-"},
            {"19", "-+"}, {"22", "⨀"}, {"23", "⨀"}, {"32", "⟳"}, {"33", "⟳"}, {"36", "↑"}, {"37", "↑"},
            {"40", "→"}, {"41", "→"}, {"132", "⇆"}, {"133", "⇆"}, {"138", "⊕"}, {"139", "⊕"}, {"140", "∆"},
            {"146", "N"},
        };
        for (String[] row : table) {
            SYMBOLS[Integer.parseInt(row[0])] = row[1];
        }
    }

    private Nag() {
    }

    /** True for the six move-quality NAGs (1..6), of which a move carries at most one. */
    public static boolean isMoveQuality(int nag) {
        return nag >= GOOD && nag <= DUBIOUS;
    }

    /** The symbol shown for a NAG ({@code !} for 1, {@code ±} for 16), or {@code $n} when it has none. */
    public static String symbol(int nag) {
        if (nag >= 1 && nag <= MAX && SYMBOLS[nag] != null) {
            return SYMBOLS[nag];
        }
        return "$" + nag;
    }

    /** The NAG of a suffix glyph ({@code !} .. {@code ?!}), or 0 when the text is not one of the six. */
    public static int ofSuffix(String glyph) {
        switch (glyph) {
            case "!": return GOOD;
            case "?": return MISTAKE;
            case "!!": return BRILLIANT;
            case "??": return BLUNDER;
            case "!?": return INTERESTING;
            case "?!": return DUBIOUS;
            default: return 0;
        }
    }
}
