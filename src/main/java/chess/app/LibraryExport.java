package chess.app;

import java.util.List;

/** "Export all": the kept games as one PGN file, each game's text as stored, one blank line between games. */
final class LibraryExport {
    private LibraryExport() {
    }

    static String join(List<String> pgns) {
        StringBuilder b = new StringBuilder();
        for (String pgn : pgns) {
            String game = pgn.trim();
            if (game.isEmpty()) {
                continue;
            }
            if (b.length() > 0) {
                b.append('\n');
            }
            b.append(game).append('\n');
        }
        return b.toString();
    }
}
