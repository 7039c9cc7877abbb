package chess.app;

import chess.pgn.PgnGame;
import chess.pgn.PgnGameEntry;
import java.util.ArrayList;
import java.util.List;

/**
 * A {@link PgnDoor} whose reader is elsewhere and answers in text: the page's second script (js/pgn-tools.js, a
 * {@link PgnDoorService}), reached through one function of three strings. The reader is made ready by a
 * {@link Loader} (in the page: the script loaded on first use). Games come back as game codes and are decoded here.
 * A long text can be handed over in pieces, one per slice of the listing ({@code pieceChars} each): the WebAssembly
 * build copies a text it gives to JavaScript, and a 10 MB file copied at once is a long task.
 */
public final class TextPgnDoor implements PgnDoor {
    /** The reader's one function: a request and its two arguments in, the answer out. */
    public interface Channel {
        String call(String action, String a, String b);
    }

    /** Makes the reader ready. */
    public interface Loader {
        boolean ready();

        void whenReady(Waiting then);
    }

    /** A reader that is always there (tests, and a page that has the script inline). */
    public static final Loader AT_ONCE = new Loader() {
        @Override
        public boolean ready() {
            return true;
        }

        @Override
        public void whenReady(Waiting then) {
            then.ready();
        }
    };

    /** Where a game read as the first of a text stands: the list's place is not asked for there. */
    private static final PgnGameEntry FIRST = new PgnGameEntry(1, 0, 0, 1, 1, null, null, null, null, null, null,
            null);

    private final Channel channel;
    private final Loader loader;
    private final int pieceChars;

    /** A door that hands a text over whole. */
    public TextPgnDoor(Channel channel, Loader loader) {
        this(channel, loader, Integer.MAX_VALUE);
    }

    /** A door that hands a text longer than {@code pieceChars} over in pieces of that many, one per slice. */
    public TextPgnDoor(Channel channel, Loader loader, int pieceChars) {
        this.channel = channel;
        this.loader = loader;
        this.pieceChars = Math.max(1, pieceChars);
    }

    @Override
    public boolean ready() {
        return loader.ready();
    }

    @Override
    public void whenReady(Waiting then) {
        loader.whenReady(then);
    }

    @Override
    public Listing list(String text) {
        return listing(text, text.length());
    }

    /** The text the page staged is opened by the first slice, in a task after the one that brought it. */
    @Override
    public Listing listStaged(int length) {
        return listing(null, length);
    }

    /** A listing of {@code text}, or with {@code text} null of the staged text of {@code length} characters. */
    private Listing listing(String text, int length) {
        return new Listing() {
            /** Characters handed over so far; the reader opens the text once it has it all. */
            private int handed = text == null ? length : 0;
            private boolean opened;
            private String name = "";
            private int found;
            private final List<PgnGameEntry> games = new ArrayList<>();
            private boolean done;

            {
                if (text != null && text.length() <= pieceChars) {
                    name = channel.call("open", text, "");
                    handed = text.length();
                    opened = true;
                }
            }

            @Override
            public boolean scan(int chars) {
                if (handed < length) { // this slice hands a piece over
                    int end = (int) Math.min(length, (long) handed + pieceChars);
                    channel.call("stage", text.substring(handed, end), handed == 0 ? "first" : "");
                    handed = end;
                    if (handed == length) {
                        openStaged();
                    }
                    return false;
                }
                if (!opened) { // a text the page staged: opened in a slice of its own unless it fits in one
                    openStaged();
                    if (length > chars) {
                        return false;
                    }
                }
                PgnDoorText.Fields answer = new PgnDoorText.Fields(channel.call("scan", name,
                        Integer.toString(chars)));
                // An empty answer (the reader lost the text: it never should) ends the listing with what was found.
                done = !answer.more() || "1".equals(answer.next());
                found = Math.max(found, answer.number());
                PgnDoorText.readEntries(answer, games);
                return done;
            }

            /** The reader opens what it was given piece by piece, or what the page staged. */
            private void openStaged() {
                name = channel.call("open", "", "staged");
                opened = true;
            }

            @Override
            public int found() {
                return found;
            }

            @Override
            public List<PgnGameEntry> games() {
                return games;
            }

            @Override
            public PgnGame read(PgnGameEntry entry) {
                return PgnDoorText.readGame(channel.call("read", name, Integer.toString(entry.number())), entry);
            }

            @Override
            public GameOutline outline(PgnGameEntry entry) {
                return PgnDoorText.readOutline(channel.call("outline", name, Integer.toString(entry.number())));
            }

            @Override
            public String text(PgnGameEntry entry) {
                return channel.call("text", name, Integer.toString(entry.number()));
            }

            @Override
            public void close() {
                channel.call("close", name, "");
            }
        };
    }

    @Override
    public PgnGame readFirst(String text) {
        return PgnDoorText.readGame(channel.call("first", text, ""), FIRST);
    }
}
