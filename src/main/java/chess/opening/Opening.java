package chess.opening;

/** A named opening: its ECO code ({@code C50}), its name ({@code Italian Game: Giuoco Piano}) and its line's length. */
public final class Opening {
    private final String eco;
    private final String name;
    private final int plies;

    Opening(String eco, String name, int plies) {
        this.eco = eco;
        this.name = name;
        this.plies = plies;
    }

    public String eco() {
        return eco;
    }

    public String name() {
        return name;
    }

    /** Half-moves of the table's line that names it (the shortest, when several lines reach the position). */
    public int plies() {
        return plies;
    }

    /** What players read: {@code C50 Italian Game: Giuoco Piano}. */
    public String label() {
        return eco + " " + name;
    }

    @Override
    public String toString() {
        return label();
    }
}
