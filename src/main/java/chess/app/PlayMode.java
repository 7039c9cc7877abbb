package chess.app;

import chess.core.Piece;

/** Who moves which side: two people at one board, a person against the engine, or the engine against itself. */
public enum PlayMode {
    HUMANS("both", "Two players"),
    WHITE("white", "Play White"),
    BLACK("black", "Play Black"),
    WATCH("watch", "Engine v engine");

    /** The value in the address ({@code play=white}) and in the page's select. */
    public final String id;
    public final String label;

    PlayMode(String id, String label) {
        this.id = id;
        this.label = label;
    }

    /** The mode with this id, or null. */
    public static PlayMode byId(String id) {
        for (PlayMode mode : values()) {
            if (mode.id.equals(id)) {
                return mode;
            }
        }
        return null;
    }

    /** True when a person plays against the engine (undo and redo then step between the person's turns). */
    public boolean playsAgainstEngine() {
        return this == WHITE || this == BLACK;
    }

    /** True when the engine plays {@code color}. */
    public boolean engineMoves(int color) {
        switch (this) {
            case WHITE: return color == Piece.BLACK;
            case BLACK: return color == Piece.WHITE;
            case WATCH: return true;
            default: return false;
        }
    }
}
