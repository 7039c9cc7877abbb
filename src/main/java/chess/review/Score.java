package chess.review;

/**
 * An engine score from White's point of view: centipawns, or a forced mate with the number of moves and the
 * winner. Mate in 0 is a position where the side to move is already checkmated. Immutable.
 */
public final class Score {
    /** Centipawn scores are capped here before they become winning chances or losses (a piece up is a piece up). */
    public static final int CP_CAP = 1000;
    /**
     * Slope of the winning-chances curve, per centipawn: a logistic fitted (by lichess, on human games) to how
     * often a score turned into a win; +1 pawn is about 59%, +3 pawns about 75%.
     */
    static final double WIN_SLOPE = 0.00368208;

    public static final Score EVEN = cp(0);

    private final boolean mate;
    private final int whiteCp;
    private final int mateMoves;
    private final boolean whiteMates;

    private Score(boolean mate, int whiteCp, int mateMoves, boolean whiteMates) {
        this.mate = mate;
        this.whiteCp = whiteCp;
        this.mateMoves = mateMoves;
        this.whiteMates = whiteMates;
    }

    public static Score cp(int whiteCp) {
        return new Score(false, whiteCp, 0, false);
    }

    /** A forced mate in {@code moves} (0: already mated) won by White when {@code whiteMates}, else by Black. */
    public static Score mate(int moves, boolean whiteMates) {
        return new Score(true, 0, Math.max(0, moves), whiteMates);
    }

    /**
     * An engine score, which UCI gives for the side to move, turned to White's view. {@code mate}: the value is
     * a mate distance (positive: the side to move mates; 0 or negative: it is mated).
     */
    public static Score ofEngine(int value, boolean mate, boolean whiteToMove) {
        if (mate) {
            boolean moverMates = value > 0;
            return mate(Math.abs(value), moverMates == whiteToMove);
        }
        return cp(whiteToMove ? value : -value);
    }

    /** True for a forced mate (or a position already mated), false for centipawns. */
    public boolean isMate() {
        return mate;
    }

    /** Centipawns for White; 0 for a mate score. */
    public int whiteCp() {
        return whiteCp;
    }

    public int mateMoves() {
        return mateMoves;
    }

    public boolean whiteMates() {
        return whiteMates;
    }

    /** Centipawns for White capped at ±{@link #CP_CAP}; a mate counts as the cap. */
    public int cappedWhiteCp() {
        if (mate) {
            return whiteMates ? CP_CAP : -CP_CAP;
        }
        return Math.max(-CP_CAP, Math.min(CP_CAP, whiteCp));
    }

    /** White's winning chances in percent, 0..100: 50 when level, 100 for a mate by White, 0 for one by Black. */
    public double whiteWinPercent() {
        if (mate) {
            return whiteMates ? 100.0 : 0.0;
        }
        double chances = 2.0 / (1.0 + Math.exp(-WIN_SLOPE * cappedWhiteCp())) - 1.0; // -1..1
        return 50.0 + 50.0 * chances;
    }

    /** The winning chances of one side, in percent. */
    public double winPercentFor(boolean white) {
        double w = whiteWinPercent();
        return white ? w : 100.0 - w;
    }

    /** Capped centipawns for one side. */
    public int cappedCpFor(boolean white) {
        return white ? cappedWhiteCp() : -cappedWhiteCp();
    }

    /** The PGN {@code [%eval]} value: "0.35", "-1.20", "#3" (White mates in 3), "#-3" (Black does). */
    public String pgnText() {
        if (mate) {
            return (whiteMates ? "#" : "#-") + mateMoves;
        }
        int abs = Math.abs(whiteCp);
        String pawns = abs / 100 + "." + (abs % 100 < 10 ? "0" : "") + abs % 100;
        return whiteCp < 0 ? "-" + pawns : pawns;
    }

    /**
     * Reads a PGN {@code [%eval]} value as {@link #pgnText} writes it (also "+0.35", "0.3", "12", "#+3");
     * returns null when the text is not one.
     */
    public static Score parsePgn(String text) {
        if (text == null) {
            return null;
        }
        String t = text.trim();
        if (t.startsWith("#")) {
            String n = t.substring(1);
            boolean black = n.startsWith("-");
            if (black || n.startsWith("+")) {
                n = n.substring(1);
            }
            if (n.isEmpty() || n.length() > 4 || !digits(n)) {
                return null;
            }
            return mate(Integer.parseInt(n), !black);
        }
        boolean negative = t.startsWith("-");
        if (negative || t.startsWith("+")) {
            t = t.substring(1);
        }
        int dot = t.indexOf('.');
        String whole = dot < 0 ? t : t.substring(0, dot);
        String fraction = dot < 0 ? "" : t.substring(dot + 1);
        if (whole.isEmpty() || whole.length() > 4 || (dot >= 0 && fraction.isEmpty()) || fraction.length() > 2 || !digits(whole) || !digits(fraction)) {
            return null;
        }
        int cp = Integer.parseInt(whole) * 100 + (fraction.isEmpty() ? 0
                : Integer.parseInt(fraction) * (fraction.length() == 1 ? 10 : 1));
        return cp(negative ? -cp : cp);
    }

    private static boolean digits(String s) {
        for (int i = 0; i < s.length(); i++) {
            if (s.charAt(i) < '0' || s.charAt(i) > '9') {
                return false;
            }
        }
        return true;
    }

    @Override
    public boolean equals(Object o) {
        if (!(o instanceof Score)) {
            return false;
        }
        Score s = (Score) o;
        return mate == s.mate && whiteCp == s.whiteCp && mateMoves == s.mateMoves && whiteMates == s.whiteMates;
    }

    @Override
    public int hashCode() {
        return mate ? (whiteMates ? 1 : -1) * (100_000 + mateMoves) : whiteCp;
    }

    @Override
    public String toString() {
        return pgnText();
    }
}
