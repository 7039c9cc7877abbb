package chess.core;

/**
 * The rules a {@link Board} plays by, chosen when a position is loaded ({@link Fen#parse(String, Variant)}) and
 * kept by the board: standard chess (the default everywhere) or Chess960 (Fischer random chess).
 *
 * <p>The two differ only in castling. In Chess960 the king and the castling rooks may start on any files of the
 * back rank (the king between the two rooks); castling still ends with the king on g1/c1 (g8/c8) and the rook on
 * f1/d1 (f8/d8). FEN castling fields are read as X-FEN ({@code KQkq} for the outermost rook on each side, a file
 * letter when another rook stands between the king and the outermost one) or Shredder-FEN ({@code HAha}).
 */
public enum Variant {
    STANDARD,
    CHESS960
}
