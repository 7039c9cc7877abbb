package chess.app;

import chess.pgn.PgnGame;
import chess.pgn.PgnGameEntry;
import chess.pgn.PgnReader;
import chess.pgn.PgnScanner;
import java.util.List;

/** PGN read in this process, at once: the JVM's and the tests' {@link PgnDoor} (the page has its own, lazily loaded). */
public final class DirectPgnDoor implements PgnDoor {
    @Override
    public boolean ready() {
        return true;
    }

    @Override
    public void whenReady(Waiting then) {
        then.ready();
    }

    @Override
    public Listing list(String text) {
        PgnScanner scanner = new PgnScanner(text);
        return new Listing() {
            @Override
            public boolean scan(int chars) {
                return scanner.scan(chars);
            }

            @Override
            public int found() {
                return scanner.games().size();
            }

            @Override
            public List<PgnGameEntry> games() {
                return scanner.games();
            }

            @Override
            public PgnGame read(PgnGameEntry entry) {
                return PgnReader.read(text, entry);
            }

            @Override
            public GameOutline outline(PgnGameEntry entry) {
                return outlineOf(read(entry));
            }

            @Override
            public String text(PgnGameEntry entry) {
                return text.substring(entry.start(), entry.end());
            }

            @Override
            public void close() {
            }
        };
    }

    @Override
    public PgnGame readFirst(String text) {
        return PgnReader.read(text);
    }

    /** The outline of a game read: readable unless it failed before its first move. */
    public static GameOutline outlineOf(PgnGame game) {
        boolean readable = game.error() == null || game.tree().hasMoves();
        return new GameOutline(readable, game.tree().result(), LibraryMetadata.fullMoves(game.tree()));
    }
}
