package chess.app;

/**
 * One game kept in the browser's library, as its list shows it: the metadata read from its record, never its
 * moves (those are read only when the game is opened or exported).
 *
 * @param id       the entry's key, made once by the tab that first kept the game
 * @param revision how many times the entry was written; a tab saves over it only at the revision it last saw
 * @param name     the name the player gave it ("" for none: the players are shown instead)
 * @param created  when it was first kept (milliseconds since 1970, UTC)
 * @param updated  when it was last written
 * @param moves    full moves of the main line
 * @param source   how it came in: "played", "imported" ({@link #IMPORTED}), ...
 */
public record LibraryEntry(String id, int revision, String name, double created, double updated, String white,
        String black, String result, String opening, int moves, String source) {
    public static final String PLAYED = "played";
    public static final String IMPORTED = "imported";

    /**
     * The entry's id and title. Written here because a record's own toString writes its {@code double} times, which
     * brings the whole double-to-text conversion into the page's script (about 12 KB gzip).
     */
    @Override
    public String toString() {
        return "LibraryEntry " + id + " " + title();
    }

    /** What the list shows first: the given name, else "White – Black". */
    public String title() {
        if (!name.isEmpty()) {
            return name;
        }
        return orQuestion(white) + " – " + orQuestion(black);
    }

    /** The row's second line: result, length and opening ("1-0 · 23 moves · C50 Italian Game"); a long one is cut. */
    public String details() {
        StringBuilder b = new StringBuilder(result.isEmpty() ? "*" : result);
        b.append(" · ").append(moves).append(moves == 1 ? " move" : " moves");
        if (!opening.isEmpty()) {
            b.append(" · ").append(opening);
        }
        return b.toString();
    }

    /** The same entry under another name. */
    public LibraryEntry renamed(String newName) {
        return new LibraryEntry(id, revision, newName, created, updated, white, black, result, opening, moves, source);
    }

    /** What a search looks in, in lower case: the name, players, result, opening and how it came in. */
    String searchText() {
        return (name + " " + white + " " + black + " " + result + " " + opening + " " + source).toLowerCase();
    }

    private static String orQuestion(String player) {
        return player.isEmpty() ? "?" : player;
    }
}
