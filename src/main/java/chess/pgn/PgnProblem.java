package chess.pgn;

/**
 * Something wrong in a PGN game, where it is and how bad: a fatal problem stopped the reading of that game (the
 * moves before it are kept), a note reports input that was read with a tolerance or left out.
 *
 * @param game   the game's number in the file, from 1
 * @param line   the line in the file, from 1
 * @param column the column in that line, from 1 (UTF-16 chars)
 * @param message a plain sentence saying what is wrong
 * @param fatal  true when reading stopped here
 */
public record PgnProblem(int game, int line, int column, String message, boolean fatal) {

    /** "game 3, line 41, column 9: 5. Ke3 is illegal: ..." */
    @Override
    public String toString() {
        return "game " + game + ", line " + line + ", column " + column + ": " + message;
    }
}
