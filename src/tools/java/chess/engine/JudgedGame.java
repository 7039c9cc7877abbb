package chess.engine;

/**
 * One game for {@link BlunderCount}: where it started, its moves ({@link chess.core.Move} encoding), the colour
 * whose moves are judged ({@link chess.core.Piece#WHITE} or BLACK) and the result as PGN writes it.
 */
record JudgedGame(int number, String startFen, int[] moves, int side, String result) {

    /** The judged side's score in this game: 1, 0.5 or 0; -1 when the game has no result ("*"). */
    double score() {
        String win = side == chess.core.Piece.WHITE ? "1-0" : "0-1";
        String loss = side == chess.core.Piece.WHITE ? "0-1" : "1-0";
        return result.equals(win) ? 1 : result.equals(loss) ? 0 : result.equals("1/2-1/2") ? 0.5 : -1;
    }
}
