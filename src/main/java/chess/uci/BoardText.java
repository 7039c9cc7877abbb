package chess.uci;

import chess.core.Board;
import chess.core.Move;
import chess.core.MoveGenerator;
import chess.core.Piece;
import chess.core.Square;

/** Text views of a position for the {@code d} command, and UCI move lookup. */
final class BoardText {
    private BoardText() {
    }

    /** The legal move written as {@code text} in UCI notation, or {@link Move#NONE} if there is none. */
    static int findMove(Board b, String text, int[] scratch) {
        int n = MoveGenerator.generate(b, scratch, 0);
        for (int i = 0; i < n; i++) {
            if (Move.toUci(scratch[i]).equals(text)) {
                return scratch[i];
            }
        }
        return Move.NONE;
    }

    /** FEN of the position (en passant square written after every double push, as FEN does). */
    static String fen(Board b) {
        StringBuilder sb = new StringBuilder();
        for (int rank = 7; rank >= 0; rank--) {
            int empty = 0;
            for (int file = 0; file < 8; file++) {
                int p = b.pieceAt(Square.of(file, rank));
                if (p == Piece.EMPTY) {
                    empty++;
                    continue;
                }
                if (empty > 0) {
                    sb.append(empty);
                    empty = 0;
                }
                sb.append(Piece.letter(p));
            }
            if (empty > 0) {
                sb.append(empty);
            }
            if (rank > 0) {
                sb.append('/');
            }
        }
        sb.append(b.sideToMove() == Piece.WHITE ? " w " : " b ");
        int c = b.castlingRights();
        if (c == 0) {
            sb.append('-');
        } else {
            if ((c & Board.WHITE_KINGSIDE) != 0) {
                sb.append('K');
            }
            if ((c & Board.WHITE_QUEENSIDE) != 0) {
                sb.append('Q');
            }
            if ((c & Board.BLACK_KINGSIDE) != 0) {
                sb.append('k');
            }
            if ((c & Board.BLACK_QUEENSIDE) != 0) {
                sb.append('q');
            }
        }
        sb.append(' ').append(b.enPassantSquare() == Square.NONE ? "-" : Square.name(b.enPassantSquare()));
        sb.append(' ').append(b.halfmoveClock()).append(' ').append(b.fullmoveNumber());
        return sb.toString();
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
        out.line("Fen: " + fen(b));
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
