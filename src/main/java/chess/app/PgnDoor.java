package chess.app;

import chess.pgn.PgnGame;
import chess.pgn.PgnGameEntry;
import java.util.List;

/**
 * The app's way to read PGN: list a file's games in slices, read one game, or the first game of a text. On the JVM
 * and in tests it reads at once ({@link DirectPgnDoor}); the page keeps the reader in a second script, loaded the
 * first time PGN is read, so every use first asks {@link #whenReady} (answered at once when it is there). Only
 * {@code whenReady} may wait; everything else answers at once, and only after the door said it is ready.
 */
public interface PgnDoor {
    /** What to do once the reader is there, or what to say when it could not be loaded. */
    interface Waiting {
        void ready();

        /** {@code reason}: what could not be loaded and why, as a phrase ("js/pgn-tools.js could not be ..."). */
        void failed(String reason);
    }

    /** True when {@link #whenReady} would answer at once. */
    boolean ready();

    /** Runs {@code then} when the reader is there: at once, or once it has loaded (or says why it did not). */
    void whenReady(Waiting then);

    /** Starts listing the games of {@code text}; {@link Listing#scan} goes through it in slices. */
    Listing list(String text);

    /**
     * Starts listing a text of {@code length} characters that the page handed to the reader itself, so that it
     * never crossed into this program (a file's text: the WebAssembly build copies every text that crosses, and a
     * 10 MB copy in and out again was most of an import's long tasks). Only a reader elsewhere has such texts.
     */
    default Listing listStaged(int length) {
        throw new UnsupportedOperationException("this reader has no staged text");
    }

    /** Reads the first game of {@code text} (a failed, empty game when the text holds none). */
    PgnGame readFirst(String text);

    /** The games of one text, found in slices and read one by one. */
    interface Listing {
        /** Looks at up to {@code chars} more characters; true when the whole text has been listed. */
        boolean scan(int chars);

        /** The number of games found so far. */
        int found();

        /** The games found (all of them once {@link #scan} returned true). */
        List<PgnGameEntry> games();

        /** Reads game {@code entry} of this text. */
        PgnGame read(PgnGameEntry entry);

        /** What the library keeps of game {@code entry}: whether it can be read, its result and length. */
        GameOutline outline(PgnGameEntry entry);

        /** Game {@code entry}'s own text, as the listed text has it (its tags to its result). */
        String text(PgnGameEntry entry);

        /** The text is no longer wanted (the page's reader lets it go). */
        void close();
    }

    /**
     * A game in brief, for the library's list: {@code readable} is false when not even one move could be read;
     * {@code result} is the game's own result (its movetext's, else "*"), {@code fullMoves} its main line's length.
     */
    record GameOutline(boolean readable, String result, int fullMoves) {
    }
}
