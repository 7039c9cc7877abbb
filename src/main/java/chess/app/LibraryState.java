package chess.app;

import java.util.List;

/** What the Games panel draws: made by {@link LibraryController} after each change of the library. */
public final class LibraryState {
    /** One row of the list. */
    public record Row(String id, String title, String details, String date) {
    }

    /** The panel's one line of news: a failure, a skipped entry, an import's progress ("" for none). */
    public final String status;
    /** The last game of an earlier visit, offered with one tap ("" for no offer). */
    public final String offer;
    /** The visible rows, newest first. */
    public final List<Row> rows;
    /** "3 games", "1 of 3 games matches", "Reading your games…". */
    public final String count;
    /** More rows match than are shown. */
    public final boolean more;
    /** "Deleted “…”." while the last delete can be undone, else "". */
    public final String undo;
    /** The entry being renamed ("" for none) and its current name. */
    public final String renamingId;
    public final String renamingName;
    /** The list is still being read from the store. */
    public final boolean loading;

    LibraryState(String status, String offer, List<Row> rows, String count, boolean more, String undo,
            String renamingId, String renamingName, boolean loading) {
        this.status = status;
        this.offer = offer;
        this.rows = rows;
        this.count = count;
        this.more = more;
        this.undo = undo;
        this.renamingId = renamingId;
        this.renamingName = renamingName;
        this.loading = loading;
    }
}
