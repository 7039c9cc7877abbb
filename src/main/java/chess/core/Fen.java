package chess.core;

/** FEN reading and writing. (Minimal placeholder; the strict parser replaces it.) */
public final class Fen {
    public static final String START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

    private Fen() {
    }

    public static Board parse(String fen) {
        String[] f = fen.trim().split(" +");
        int[] pieces = new int[64];
        int rank = 7, file = 0;
        for (char c : f[0].toCharArray()) {
            if (c == '/') { rank--; file = 0; }
            else if (c >= '1' && c <= '8') { file += c - '0'; }
            else { pieces[rank * 8 + file] = Piece.fromLetter(c); file++; }
        }
        int side = f[1].equals("w") ? Piece.WHITE : Piece.BLACK;
        int castling = 0;
        if (f[2].indexOf('K') >= 0) castling |= Board.WHITE_KINGSIDE;
        if (f[2].indexOf('Q') >= 0) castling |= Board.WHITE_QUEENSIDE;
        if (f[2].indexOf('k') >= 0) castling |= Board.BLACK_KINGSIDE;
        if (f[2].indexOf('q') >= 0) castling |= Board.BLACK_QUEENSIDE;
        int ep = f[3].equals("-") ? Square.NONE : Square.parse(f[3]);
        Board b = new Board();
        b.setUp(pieces, side, castling, ep, f.length > 4 ? Integer.parseInt(f[4]) : 0,
                f.length > 5 ? Integer.parseInt(f[5]) : 1);
        return b;
    }
}
