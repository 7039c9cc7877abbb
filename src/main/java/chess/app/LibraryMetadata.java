package chess.app;

import chess.pgn.ExportedTags;
import chess.pgn.GameTree;
import chess.pgn.PgnGameEntry;

/** The list's metadata of a game: players, result and opening from its PGN's tags, the length from its main line. */
final class LibraryMetadata {
    private LibraryMetadata() {
    }

    /** The entry for {@code pgn} (one game, as the app writes it: {@link chess.pgn.PgnExport}) whose tree is {@code tree}. */
    static LibraryEntry of(String id, int revision, double created, double updated, String pgn, GameTree tree,
            String source) {
        // The app's own PGN: its tags are read back without the file scanner, which stays out of the first script.
        return of(id, revision, created, updated, ExportedTags.of(pgn), tree, source);
    }

    /** The entry for a game whose tags a scanner found ({@code tags} may be null). */
    static LibraryEntry of(String id, int revision, double created, double updated, PgnGameEntry tags, GameTree tree,
            String source) {
        return of(id, revision, created, updated, tags, tree.result(), fullMoves(tree), source);
    }

    /** The same from the game's outline: its own result ({@code treeResult}) and its length in moves. */
    static LibraryEntry of(String id, int revision, double created, double updated, PgnGameEntry tags,
            String treeResult, int fullMoves, String source) {
        String white = tags == null ? "" : clean(tags.white());
        String black = tags == null ? "" : clean(tags.black());
        String result = tags == null || tags.result() == null ? treeResult : clean(tags.result());
        return new LibraryEntry(id, revision, "", created, updated, white, black, result, opening(tags),
                fullMoves, source);
    }

    /** "C50 Italian Game", from the Opening and ECO tags ("" when neither is there). */
    static String opening(PgnGameEntry tags) {
        if (tags == null) {
            return "";
        }
        String name = clean(tags.opening());
        String eco = clean(tags.eco());
        if (name.isEmpty()) {
            return eco;
        }
        return eco.isEmpty() ? name : eco + " " + name;
    }

    /** Moves of the main line, counted as players count them (1. e4 e5 2. Nf3 is two). */
    static int fullMoves(GameTree tree) {
        int plies = tree.mainLineEnd().ply() - tree.root().ply();
        int blackFirst = tree.startSide() == chess.core.Piece.BLACK && plies > 0 ? 1 : 0;
        return (plies + blackFirst + 1) / 2;
    }

    private static String clean(String tag) {
        return tag == null || tag.equals("?") ? "" : LibraryRecord.oneLine(tag);
    }
}
