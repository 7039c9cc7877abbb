package chess.core;

/** The part of a FEN text an error or a position problem is about. */
public enum FenField {
    /** The FEN text as a whole: missing, empty, too long, wrong number of fields. */
    TEXT("FEN text"),
    PLACEMENT("piece placement"),
    ACTIVE_COLOR("active colour"),
    CASTLING("castling field"),
    EN_PASSANT("en passant field"),
    HALFMOVE("halfmove clock"),
    FULLMOVE("fullmove number"),
    /** The position described (legality), not one field's spelling. */
    POSITION("position");

    private final String description;

    FenField(String description) {
        this.description = description;
    }

    /** Lower-case English name used in messages, for example "castling field". */
    public String description() {
        return description;
    }
}
