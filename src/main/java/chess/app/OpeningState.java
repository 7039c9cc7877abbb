package chess.app;

/** What the page shows of opening names: the shown position's, the reviewed line's, and whether names are there. */
public final class OpeningState {
    /** The opening of the shown position ({@code C50 Italian Game: Giuoco Piano}), or "". */
    public final String shown;
    /** For the review: {@code C50 Italian Game: Giuoco Piano, known theory until 4. a3}, or "". */
    public final String line;
    /** Counts the tables loaded, so lists drawn before the table came can be drawn again. */
    public final int tableSerial;
    /** Why there are no names (the table did not load), or "". */
    public final String note;
    /** Counts the listed games read for their openings (rows drawn before a game was read are drawn again). */
    public final int listedRead;

    OpeningState(String shown, String line, int tableSerial, String note, int listedRead) {
        this.listedRead = listedRead;
        this.shown = shown;
        this.line = line;
        this.tableSerial = tableSerial;
        this.note = note;
    }
}
