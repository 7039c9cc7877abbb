package chess.cli;

import chess.core.Board;
import chess.core.Fen;
import chess.core.FenException;

/** Turns a FEN given on the command line into a board; a bad FEN is a usage error carrying the FEN's message. */
final class PositionArgument {
    private PositionArgument() {
    }

    /**
     * Parses a FEN that may have been given as one quoted argument or split over several unquoted ones.
     *
     * @param words the FEN's words (joined with single spaces); empty means the start position
     */
    static Board parse(String[] words) {
        if (words.length == 0) {
            return Fen.parse(Fen.START);
        }
        return parse(String.join(" ", words));
    }

    static Board parse(String fen) {
        try {
            return Fen.parse(fen);
        } catch (FenException e) {
            throw new UsageException("invalid FEN: " + e.getMessage());
        }
    }
}
