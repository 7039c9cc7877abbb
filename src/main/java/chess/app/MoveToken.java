package chess.app;

/**
 * One piece of the move list as the page draws it: a move (with its number and annotation symbols), a comment, the
 * start or end of a variation, or the game's result at the end. {@link #depth} is the nesting: 0 for the main line.
 */
public final class MoveToken {
    /** What a token is. */
    public enum Kind { MOVE, COMMENT, START_VARIATION, END_VARIATION, RESULT }

    public final Kind kind;
    /** The move's node id (for clicks), or -1 for other tokens. */
    public final int nodeId;
    /** The move number ("12.", "12..." or ""), for moves. */
    public final String number;
    /** SAN for a move, the text of a comment, the result ("1-0 · Checkmate: White wins"), "" otherwise. */
    public final String text;
    /** The NAG symbols after a move ("!", "?! ±"), or "". */
    public final String glyphs;
    public final int depth;
    /** True for the move on show. */
    public final boolean current;

    MoveToken(Kind kind, int nodeId, String number, String text, String glyphs, int depth, boolean current) {
        this.kind = kind;
        this.nodeId = nodeId;
        this.number = number;
        this.text = text;
        this.glyphs = glyphs;
        this.depth = depth;
        this.current = current;
    }

    @Override
    public String toString() {
        switch (kind) {
            case MOVE: return number + text + glyphs + (current ? "*" : "");
            case COMMENT: return "{" + text + "}";
            case START_VARIATION: return "(";
            case RESULT: return text;
            default: return ")";
        }
    }
}
