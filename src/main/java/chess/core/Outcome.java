package chess.core;

/** The state of a game: still going, or over with a result and the rule that ended it. Immutable. */
public final class Outcome {
    /** Who won, if anyone. */
    public enum Result { ONGOING, WHITE_WINS, BLACK_WINS, DRAW }

    /** The rule that ended the game; {@link #NONE} while it goes on. */
    public enum Reason {
        NONE, CHECKMATE, STALEMATE, FIFTY_MOVE_RULE, THREEFOLD_REPETITION, INSUFFICIENT_MATERIAL, COURSE_REPETITION
    }

    public static final Outcome ONGOING = new Outcome(Result.ONGOING, Reason.NONE);

    private final Result result;
    private final Reason reason;

    private Outcome(Result result, Reason reason) {
        this.result = result;
        this.reason = reason;
    }

    /** The side to move is checkmated: the other side wins. */
    public static Outcome checkmate(int loserColor) {
        return new Outcome(loserColor == Piece.WHITE ? Result.BLACK_WINS : Result.WHITE_WINS, Reason.CHECKMATE);
    }

    /** A draw by one of the draw rules. */
    public static Outcome draw(Reason reason) {
        if (reason == Reason.NONE || reason == Reason.CHECKMATE || reason == null) {
            throw new IllegalArgumentException("not a drawing rule: " + reason);
        }
        return new Outcome(Result.DRAW, reason);
    }

    public Result result() {
        return result;
    }

    public Reason reason() {
        return reason;
    }

    public boolean isOver() {
        return result != Result.ONGOING;
    }

    /** The PGN result token: {@code 1-0}, {@code 0-1}, {@code 1/2-1/2} or {@code *}. */
    public String pgnResult() {
        switch (result) {
            case WHITE_WINS: return "1-0";
            case BLACK_WINS: return "0-1";
            case DRAW: return "1/2-1/2";
            default: return "*";
        }
    }

    /** A plain sentence for the user, such as "Checkmate: White wins" or "Draw by stalemate". */
    public String describe() {
        switch (reason) {
            case CHECKMATE: return "Checkmate: " + (result == Result.WHITE_WINS ? "White" : "Black") + " wins";
            case STALEMATE: return "Draw by stalemate";
            case FIFTY_MOVE_RULE: return "Draw by the fifty-move rule";
            case THREEFOLD_REPETITION: return "Draw by threefold repetition";
            case INSUFFICIENT_MATERIAL: return "Draw by insufficient material";
            case COURSE_REPETITION: return "Draw by the course's repetition rule (8 plies)";
            default: return "The game is in progress";
        }
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Outcome && ((Outcome) o).result == result && ((Outcome) o).reason == reason;
    }

    @Override
    public int hashCode() {
        return result.hashCode() * 31 + reason.hashCode();
    }

    @Override
    public String toString() {
        return describe();
    }
}
