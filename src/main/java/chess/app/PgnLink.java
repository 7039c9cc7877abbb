package chess.app;

import chess.link.TreeCodec;
import chess.pgn.PgnGame;
import chess.pgn.PgnProblem;
import chess.pgn.PgnReader;

/**
 * A {@code #pgn=} link read for the embeddable viewer: the game as a game code (the viewer decodes it as it decodes
 * {@code #g=}), or none when nothing could be loaded, and what went wrong. A result of text only, so that the PGN
 * reader can live in a script of its own (js/embed-pgn.js, docs/embed.md), loaded only for such links.
 */
public final class PgnLink {
    private final String code;
    private final String problem;

    public PgnLink(String code, String problem) {
        this.code = code == null ? "" : code;
        this.problem = problem == null ? "" : problem;
    }

    /** Reads the link's PGN: what reads up to an error is kept, and the error named (line, column). */
    public static PgnLink read(String pgn) {
        PgnGame read = PgnReader.read(pgn);
        PgnProblem error = read.error();
        if (error != null && read.tree().moveCount() == 0) {
            return new PgnLink("", "The PGN in the link was not loaded: line " + error.line() + ", column "
                    + error.column() + ": " + error.message());
        }
        String code = TreeCodec.encode(read.tree(), null);
        if (error != null) {
            return new PgnLink(code, "The PGN in the link: line " + error.line() + ", column " + error.column()
                    + ": " + error.message() + " The moves before it were loaded.");
        }
        return new PgnLink(code, "");
    }

    /** The game code of what was read, or "" when nothing was loaded (the viewer keeps its game then). */
    public String code() {
        return code;
    }

    /** What went wrong, or "". */
    public String problem() {
        return problem;
    }

    /**
     * Reads a link's PGN for the viewer, now or later (the page loads its PGN reader on demand); only the latest
     * request is answered when they overlap.
     */
    public interface Reader {
        void read(String pgn, Done done);
    }

    /** Receives a read link. */
    public interface Done {
        void read(PgnLink link);
    }
}
