package chess.app;

import chess.core.AsciiCase;
import chess.core.Fen;
import chess.core.FenException;
import chess.core.Piece;
import chess.core.PositionProblem;
import chess.core.Square;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The board editor's position: any arrangement of pieces (legal or not), the side to move, castling rights, the
 * en passant square and the move counters, always writable as FEN. Rights that the pieces no longer allow are
 * dropped as the pieces move (a castling right needs its king and rook at home; an en passant square needs the
 * pawn that just moved two squares), so what is offered is always something a FEN may say. Whether the position
 * is legal is the core's judgement ({@link Fen#problems}). Squares are numbered 0..63, a1 = 0, h8 = 63.
 */
final class BoardEditor {
    /** Castling rights in FEN order: K, Q, k, q. */
    static final String RIGHT_LETTERS = "KQkq";
    private static final int[] KING_HOME = {4, 4, 60, 60};
    private static final int[] ROOK_HOME = {7, 0, 63, 56};

    private final int[] pieces = new int[64];
    private int side = Piece.WHITE;
    private final boolean[] castling = new boolean[4];
    /** The en passant target square (0..63) or -1. */
    private int enPassant = -1;
    private int halfmoves;
    private int fullmoves = 1;

    BoardEditor(String fen) {
        if (!load(fen).isEmpty()) {
            load(Fen.START);
        }
    }

    /**
     * Loads a FEN (strict or the lenient forms a paste may take); any arrangement is accepted, illegal or not,
     * but a FEN that cannot be read at all leaves the editor as it was. Returns what was wrong, or "".
     */
    String load(String text) {
        String fen;
        try {
            fen = Fen.normalize(text);
            Fen.problems(fen); // throws for what cannot be read; legality problems are the editor's to show
        } catch (FenException e) {
            return e.getMessage();
        }
        List<String> fields = GameListRows.words(fen); // a normalised FEN: six fields, one space apart
        Arrays.fill(pieces, Piece.EMPTY);
        int rank = 7;
        int file = 0;
        for (char c : fields.get(0).toCharArray()) {
            if (c == '/') {
                rank--;
                file = 0;
            } else if (c >= '1' && c <= '8') {
                file += c - '0';
            } else {
                pieces[rank * 8 + file++] = Piece.fromLetter(c);
            }
        }
        side = fields.get(1).equals("b") ? Piece.BLACK : Piece.WHITE;
        for (int right = 0; right < 4; right++) {
            castling[right] = fields.get(2).indexOf(RIGHT_LETTERS.charAt(right)) >= 0;
        }
        enPassant = fields.get(3).equals("-") ? -1 : Square.to64(Square.parse(fields.get(3)));
        setHalfmoves((int) Math.min(9999, EngineInfo.number(fields.get(4), 0)));
        setFullmoves((int) Math.min(9999, EngineInfo.number(fields.get(5), 1)));
        dropImpossibleRights();
        return "";
    }

    int pieceAt(int square) {
        return pieces[square];
    }

    int side() {
        return side;
    }

    /** Puts {@code piece} on {@code square} (replacing what was there); {@link Piece#EMPTY} clears it. */
    void put(int square, int piece) {
        pieces[square] = piece;
        dropImpossibleRights();
    }

    /** Moves the piece on {@code from} to {@code to} (a drag on the board), capturing what stood there. */
    void move(int from, int to) {
        if (from == to || pieces[from] == Piece.EMPTY) {
            return;
        }
        pieces[to] = pieces[from];
        pieces[from] = Piece.EMPTY;
        dropImpossibleRights();
    }

    void clear() {
        Arrays.fill(pieces, Piece.EMPTY);
        dropImpossibleRights();
    }

    void setSide(int color) {
        side = color;
        dropImpossibleRights();
    }

    /** Turns castling right {@code right} (0..3, KQkq) on or off; on only when {@link #canCastle} allows it. */
    void setCastling(int right, boolean on) {
        castling[right] = on && canCastle(right);
    }

    boolean castling(int right) {
        return castling[right];
    }

    /** True when the king and the rook of castling right {@code right} stand on their home squares. */
    boolean canCastle(int right) {
        int color = right < 2 ? Piece.WHITE : Piece.BLACK;
        return pieces[KING_HOME[right]] == Piece.make(color, Piece.KING)
                && pieces[ROOK_HOME[right]] == Piece.make(color, Piece.ROOK);
    }

    /** Sets the en passant square (0..63) when it is one of {@link #enPassantOptions}, or -1 for none. */
    void setEnPassant(int square) {
        enPassant = enPassantOptions().contains(square) ? square : -1;
    }

    int enPassant() {
        return enPassant;
    }

    /**
     * The squares that may be the en passant square: behind a pawn of the side that just moved standing on its
     * fourth rank, with that square and the one the pawn came from empty — where a double step could just have
     * happened.
     */
    List<Integer> enPassantOptions() {
        List<Integer> options = new ArrayList<>();
        int mover = side ^ 1;
        int pawnRank = mover == Piece.WHITE ? 3 : 4;
        int direction = mover == Piece.WHITE ? 8 : -8;
        for (int file = 0; file < 8; file++) {
            int pawn = pawnRank * 8 + file;
            int target = pawn - direction;
            int start = pawn - 2 * direction;
            if (pieces[pawn] == Piece.make(mover, Piece.PAWN) && pieces[target] == Piece.EMPTY
                    && pieces[start] == Piece.EMPTY) {
                options.add(target);
            }
        }
        return options;
    }

    /** Sets the halfmove clock (0..9999, clamped). */
    void setHalfmoves(int n) {
        halfmoves = Math.max(0, Math.min(9999, n));
    }

    /** Sets the fullmove number (1..9999, clamped). */
    void setFullmoves(int n) {
        fullmoves = Math.max(1, Math.min(9999, n));
    }

    int halfmoves() {
        return halfmoves;
    }

    int fullmoves() {
        return fullmoves;
    }

    private void dropImpossibleRights() {
        for (int right = 0; right < 4; right++) {
            castling[right] &= canCastle(right);
        }
        if (enPassant >= 0 && !enPassantOptions().contains(enPassant)) {
            enPassant = -1;
        }
    }

    /** The position as FEN (whatever its legality). */
    String fen() {
        StringBuilder sb = new StringBuilder(90).append(Fen.placement(pieces));
        sb.append(side == Piece.WHITE ? " w " : " b ");
        int rights = 0;
        for (int right = 0; right < 4; right++) {
            if (castling[right]) {
                sb.append(RIGHT_LETTERS.charAt(right));
                rights++;
            }
        }
        if (rights == 0) {
            sb.append('-');
        }
        sb.append(' ').append(enPassant < 0 ? "-" : Square.name(Square.from64(enPassant)));
        sb.append(' ').append(halfmoves).append(' ').append(fullmoves);
        return sb.toString();
    }

    /** Why the position cannot be played, in plain words (empty when it can). */
    List<String> problems() {
        List<String> messages = new ArrayList<>();
        for (PositionProblem p : Fen.problems(fen())) {
            messages.add(capitalised(p.message()));
        }
        return messages;
    }

    private static String capitalised(String text) {
        return text.isEmpty() ? text : AsciiCase.upper(text.charAt(0)) + text.substring(1) + ".";
    }
}
