package chess.app;

import chess.link.TreeCodec;
import chess.pgn.GameTree;
import chess.pgn.PgnGame;
import chess.pgn.PgnProblem;
import chess.pgn.PgnReader;

/**
 * A {@code #pgn=} (or {@code #fen=}) link read for the embeddable viewer: the game as a game code (the viewer decodes
 * it as it decodes {@code #g=}), or none when nothing could be loaded, and what went wrong. A result of text only,
 * so that the PGN and FEN readers can live in a script of their own (js/embed-pgn.js, docs/embed.md), loaded only
 * for such links.
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
        if (error != null && !read.tree().hasMoves()) {
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

    /** Reads the link's FEN as the app's FEN box does (pasted forms allowed, Chess960 when only that fits). */
    public static PgnLink readFen(String fen) {
        FenBox box = new FenBox();
        GameTree tree = box.read(fen);
        if (tree == null) {
            return new PgnLink("", box.linkRefused());
        }
        return new PgnLink(TreeCodec.encode(tree, null), "");
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
     * Reads a link's PGN or FEN for the viewer, now or later (the page loads its reader on demand); only the latest
     * request is answered when they overlap.
     */
    public interface Reader {
        /** Reads {@code text}: a FEN when {@code fen}, else PGN. */
        void read(String text, boolean fen, Done done);
    }

    /** Receives a read link. */
    public interface Done {
        void read(PgnLink link);
    }
}
