package chess.app;

import java.util.List;

/** The board editor as the view draws it (the pieces themselves are in {@link BoardState}'s squares). */
public final class EditorState {
    /** The palette's chosen tool: a piece ("wK", "bP", ...), "eraser", or "" for none. */
    public final String tool;
    public final boolean whiteToMove;
    /** Castling rights in FEN order K, Q, k, q: whether each is on, and whether the pieces allow it. */
    public final List<Boolean> castling;
    public final List<Boolean> castlingAllowed;
    /** The en passant square ("e3") or "", and the squares a double step could just have crossed. */
    public final String enPassant;
    public final List<String> enPassantOptions;
    public final int halfmoves;
    public final int fullmoves;
    /** Why the position cannot be played, in plain sentences; empty when it can. */
    public final List<String> problems;
    /** What was wrong with the last FEN given to the editor, or "". */
    public final String message;

    EditorState(String tool, boolean whiteToMove, List<Boolean> castling, List<Boolean> castlingAllowed,
            String enPassant, List<String> enPassantOptions, int halfmoves, int fullmoves, List<String> problems,
            String message) {
        this.tool = tool;
        this.whiteToMove = whiteToMove;
        this.castling = List.copyOf(castling);
        this.castlingAllowed = List.copyOf(castlingAllowed);
        this.enPassant = enPassant;
        this.enPassantOptions = List.copyOf(enPassantOptions);
        this.halfmoves = halfmoves;
        this.fullmoves = fullmoves;
        this.problems = List.copyOf(problems);
        this.message = message;
    }

    /** True when the position can be played or analysed. */
    public boolean legal() {
        return problems.isEmpty();
    }
}
