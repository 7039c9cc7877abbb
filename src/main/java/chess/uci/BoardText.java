package chess.uci;

import chess.core.Board;
import chess.core.Fen;
import chess.core.Piece;
import chess.core.Square;

/** The board diagram of the {@code d} command. */
final class BoardText {
    private BoardText() {
    }

    /** A board diagram like Stockfish's {@code d}, followed by the FEN. */
    static void diagram(Board b, UciOutput out) {
        String border = " +---+---+---+---+---+---+---+---+";
        out.line("");
        out.line(border);
        for (int rank = 7; rank >= 0; rank--) {
            StringBuilder sb = new StringBuilder(" |");
            for (int file = 0; file < 8; file++) {
                int p = b.pieceAt(Square.of(file, rank));
                sb.append(' ').append(p == Piece.EMPTY ? ' ' : Piece.letter(p)).append(" |");
            }
            sb.append(' ').append(rank + 1);
            out.line(sb.toString());
            out.line(border);
        }
        out.line("   a   b   c   d   e   f   g   h");
        out.line("");
        out.line("Fen: " + Fen.write(b));
        out.line("Key: " + hex(b.hashHi()) + hex(b.hashLo()));
        out.line("Checkers: " + (b.inCheck() ? "yes" : "none"));
    }

    private static String hex(int v) {
        String s = Integer.toHexString(v).toUpperCase();
        StringBuilder sb = new StringBuilder();
        for (int i = s.length(); i < 8; i++) {
            sb.append('0');
        }
        return sb.append(s).toString();
    }
}
