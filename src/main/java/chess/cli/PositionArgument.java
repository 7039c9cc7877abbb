package chess.cli;

import chess.core.Board;
import chess.core.Fen;
import chess.core.FenException;
import chess.core.Variant;

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
        return parse(words, Variant.STANDARD);
    }

    /** As {@link #parse(String[])}, the position read as {@code variant} (the start position too). */
    static Board parse(String[] words, Variant variant) {
        if (words.length == 0) {
            return Fen.parse(Fen.START, variant);
        }
        return parse(String.join(" ", words), variant);
    }

    static Board parse(String fen) {
        return parse(fen, Variant.STANDARD);
    }

    static Board parse(String fen, Variant variant) {
        try {
            return Fen.parse(fen, variant);
        } catch (FenException e) {
            throw new UsageException("invalid FEN: " + e.getMessage());
        }
    }
}
