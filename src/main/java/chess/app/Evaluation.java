package chess.app;

import chess.core.Piece;

/**
 * An engine score turned to White's point of view (UCI scores are the side to move's), with its text
 * ({@code +0.35}, {@code -1.20}, {@code #3} when White mates in 3, {@code #-2} when Black does) and the share of
 * the evaluation bar that is White's.
 */
public final class Evaluation {
    /** Centipawns for White (meaningful when not {@link #mate}). */
    public final int whiteCp;
    public final boolean mate;
    /** Moves to mate (0 when the side to move is already mated); the winner is in {@link #whiteMates}. */
    public final int mateMoves;
    public final boolean whiteMates;

    private Evaluation(int whiteCp, boolean mate, int mateMoves, boolean whiteMates) {
        this.whiteCp = whiteCp;
        this.mate = mate;
        this.mateMoves = mateMoves;
        this.whiteMates = whiteMates;
    }

    /** The score of {@code info} (which must have one) for White, given who was to move in the searched position. */
    public static Evaluation of(EngineInfo info, int sideToMove) {
        boolean white = sideToMove == Piece.WHITE;
        if (info.mate) {
            // "mate 0": the side to move is mated; otherwise the sign says who mates.
            boolean moverMates = info.score > 0;
            return new Evaluation(0, true, Math.abs(info.score), moverMates == white);
        }
        return new Evaluation(white ? info.score : -info.score, false, 0, false);
    }

    /** "+0.35", "-1.20", "0.00", "#3" (White mates in 3) or "#-3" (Black mates in 3). */
    public String text() {
        if (mate) {
            return (whiteMates ? "#" : "#-") + mateMoves;
        }
        int abs = Math.abs(whiteCp);
        String pawns = abs / 100 + "." + (abs % 100 < 10 ? "0" : "") + abs % 100;
        return whiteCp > 0 ? "+" + pawns : whiteCp < 0 ? "-" + pawns : pawns;
    }

    /** The score as a PGN {@code [%eval]} value: "0.35", "-1.20", "#3" or "#-3" (no plus sign). */
    public String pgnText() {
        String text = text();
        return text.startsWith("+") ? text.substring(1) : text;
    }

    /**
     * White's share of the evaluation bar, 0..1: one half when level, about 0.75 at +2.5 pawns, the whole bar for
     * a mate by White (none for a mate by Black).
     */
    public double whiteShare() {
        if (mate) {
            return whiteMates ? 1.0 : 0.0;
        }
        return 1.0 / (1.0 + Math.exp(-whiteCp / 230.0));
    }
}
