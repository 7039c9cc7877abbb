package chess.pgn;

import java.util.ArrayList;
import java.util.List;

/**
 * Reads PGN games into {@link GameTree}s. For a file of many games, list them with a {@link PgnScanner} (in slices,
 * tags only) and read each with {@link #read(String, PgnGameEntry)} when it is wanted; {@link #readAll} does both at
 * once and {@link #read(String)} reads the first game of a pasted text.
 *
 * <p>The import format is read with the usual tolerances: move numbers in any form or none ({@code 1.}, {@code 1...},
 * {@code 1. ...}, {@code 1.e4}), whatever SAN {@link chess.core.San#parse} accepts ({@code 0-0}, {@code e8Q}, a missing
 * or extra {@code +}), suffix glyphs {@code ! ? !! ?? !? ?!} as NAGs 1..6, {@code {}} and {@code ;} comments,
 * {@code %} lines, variations nested to any depth, {@code [SetUp]}/{@code [FEN]} start positions,
 * {@code [Variant "Chess960"]}. A game of any other variant (Crazyhouse, ...) is refused. Null moves ({@code --},
 * {@code Z0}) end their line with a note. Every problem names the game, line and column; see {@link PgnGame}.
 */
public final class PgnReader {
    private PgnReader() {
    }

    /** Reads the game that {@code entry} (from a {@link PgnScanner} of this same text) points at. */
    public static PgnGame read(String text, PgnGameEntry entry) {
        return GameReader.read(text, entry);
    }

    /** Reads the first game of {@code text}; a text with no game gives a failed, empty game. */
    public static PgnGame read(String text) {
        List<PgnGameEntry> games = new PgnScanner(text).scanAll();
        if (games.isEmpty()) {
            return noGame();
        }
        return read(text, games.get(0));
    }

    /** Scans and reads every game of {@code text}, in order. */
    public static List<PgnGame> readAll(String text) {
        List<PgnGame> out = new ArrayList<>();
        for (PgnGameEntry entry : new PgnScanner(text).scanAll()) {
            out.add(read(text, entry));
        }
        return out;
    }

    private static PgnGame noGame() {
        PgnGameEntry entry = new PgnGameEntry(1, 0, 0, 1, 1, null, null, null, null, null, null, null);
        List<PgnProblem> problems = new ArrayList<>();
        problems.add(new PgnProblem(1, 1, 1, "there is no game in the text", true));
        return new PgnGame(entry, new GameTree(), problems, true);
    }
}
