package chess.core;

import java.util.ArrayList;
import java.util.List;

/**
 * A position as lines of text, rank 8 at the top, FEN letters for pieces (upper case white). Two layouts: the
 * command line's {@code board} and the UCI {@code d}.
 */
public final class BoardDiagram {
    private static final String GRID_BORDER = " +---+---+---+---+---+---+---+---+";

    private BoardDiagram() {
    }

    /**
     * Rank numbers on the left, '.' for an empty square, file letters below, then the FEN and the side to move
     * (with "(in check)" when it is).
     */
    public static List<String> plain(Board board) {
        List<String> lines = new ArrayList<>();
        for (int rank = 7; rank >= 0; rank--) {
            lines.add((rank + 1) + " " + row(board, rank, '.', ""));
        }
        lines.add("   a b c d e f g h");
        lines.add("");
        lines.add("FEN: " + Fen.write(board));
        lines.add("Side to move: " + Piece.colorName(board.sideToMove()) + (board.inCheck() ? " (in check)" : ""));
        return lines;
    }

    /**
     * Like Stockfish's {@code d}: a blank line, a grid with rank numbers on the right and file letters below, then
     * the FEN, the hash key in hexadecimal and whether the side to move is in check.
     */
    public static List<String> grid(Board board) {
        List<String> lines = new ArrayList<>();
        lines.add("");
        lines.add(GRID_BORDER);
        for (int rank = 7; rank >= 0; rank--) {
            lines.add(" |" + row(board, rank, ' ', " |") + " " + (rank + 1));
            lines.add(GRID_BORDER);
        }
        lines.add("   a   b   c   d   e   f   g   h");
        lines.add("");
        lines.add("Fen: " + Fen.write(board));
        lines.add("Key: " + hex8(board.hashHi()) + hex8(board.hashLo()));
        lines.add("Checkers: " + (board.inCheck() ? "yes" : "none"));
        return lines;
    }

    /** The squares of one rank, files a to h, each as a space, the piece letter (or {@code empty}) and {@code after}. */
    private static String row(Board board, int rank, char empty, String after) {
        StringBuilder sb = new StringBuilder();
        for (int file = 0; file < 8; file++) {
            int piece = board.pieceAt(Square.of(file, rank));
            sb.append(' ').append(piece == Piece.EMPTY ? empty : Piece.letter(piece)).append(after);
        }
        return sb.toString();
    }

    /** Eight upper-case hexadecimal digits, with leading zeros. */
    private static String hex8(int value) {
        String digits = Integer.toHexString(value).toUpperCase();
        return "00000000".substring(digits.length()) + digits;
    }
}
