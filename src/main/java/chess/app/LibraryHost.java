package chess.app;

/** What the library needs from the page: the time, a place to draw, a download, and the tab's own memory. */
public interface LibraryHost {
    /** The wall-clock time in milliseconds since 1970 (UTC). */
    double now();

    /** Minutes to add to UTC for the local time of the list's dates. */
    int utcOffsetMinutes();

    void draw(LibraryState state);

    /** Says a short sentence to screen-reader users. */
    void announce(String message);

    /** Offers text as a file to save. */
    void download(String fileName, String text);

    /**
     * Remembers, for this tab only and across its reloads (sessionStorage), the entry the tab's game is kept in:
     * "id revision".
     */
    void rememberTabEntry(String idAndRevision);
}
