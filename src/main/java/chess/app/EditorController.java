package chess.app;

import chess.core.AsciiCase;
import chess.core.Piece;
import chess.core.Square;
import java.util.ArrayList;
import java.util.List;

/**
 * The board editor's half of the controller: while it is open the board shows the editor's position, clicks and
 * drags place, move and remove pieces, and the panel's controls set the side to move, castling rights, the en
 * passant square and the counters. Leaving it hands a legal position to the controller ({@link #finish});
 * cancelling leaves the game as it was. While it is open it covers the game: the board's input comes here.
 */
final class EditorController implements BoardInput {
    /** The palette tool that removes pieces. */
    static final String ERASER = "eraser";

    /** Told when the editor changed (the page's address and the board follow it) and what to say. */
    private final Updates updates;
    private BoardEditor editor;
    /** The palette's tool: a piece id ("wK"), {@link #ERASER}, or "". */
    private String tool = "";
    private String message = "";

    EditorController(Updates updates) {
        this.updates = updates;
    }

    boolean isOpen() {
        return editor != null;
    }

    /** Opens the editor on {@code fen}; an unreadable FEN opens the start position and says why. */
    void open(String fen) {
        editor = new BoardEditor(chess.core.Fen.START);
        message = fen == null ? "" : editor.load(fen);
        if (!message.isEmpty()) {
            message = "The FEN was not loaded: " + message;
        }
        tool = "";
        updates.announce("Board editor");
        updates.changed();
    }

    /** Leaves the editor without changing the game. */
    void cancel() {
        if (editor != null) {
            editor = null;
            updates.announce("Editor closed");
            updates.changed();
        }
    }

    /** Leaves the editor when its position is legal, and returns that position for the board; null otherwise. */
    String finish() {
        if (editor == null || !editor.problems().isEmpty()) {
            return null;
        }
        String fen = editor.fen();
        editor = null;
        return fen;
    }

    String fen() {
        return editor.fen();
    }

    /** Chooses the palette tool: "wK" ... "bP", "eraser", or "" for none; anything else is ignored. */
    void selectTool(String id) {
        if (id != null && (id.isEmpty() || id.equals(ERASER) || pieceOf(id) != Piece.EMPTY)) {
            tool = id.equals(tool) ? "" : id;
            updates.changed();
        }
    }

    /**
     * A click on a square: the chosen piece is put there (or taken away when that very piece stands there), the
     * eraser clears it. Without a tool nothing happens (pieces are moved by dragging).
     */
    @Override
    public void clickSquare(String name) {
        int sq = square(name);
        if (sq < 0 || tool.isEmpty()) {
            return;
        }
        int piece = tool.equals(ERASER) ? Piece.EMPTY : pieceOf(tool);
        editor.put(sq, editor.pieceAt(sq) == piece ? Piece.EMPTY : piece);
        updates.changed();
    }

    /** A piece dragged on the board from {@code from} to {@code to}; {@code to} off the board (null, "") removes it. */
    @Override
    public void drop(String from, String to) {
        int a = square(from);
        if (a < 0) {
            return;
        }
        int b = square(to);
        if (b < 0) {
            editor.put(a, Piece.EMPTY);
        } else {
            editor.move(a, b);
        }
        updates.changed();
    }

    /** A piece dragged from the palette ("wQ") onto square {@code to}. */
    void dropNew(String pieceId, String to) {
        int piece = pieceOf(pieceId);
        int sq = square(to);
        if (piece != Piece.EMPTY && sq >= 0) {
            editor.put(sq, piece);
            updates.changed();
        }
    }

    /** True when the editor's square holds a piece (a drag may start there). */
    @Override
    public boolean dragStart(String name) {
        int sq = square(name);
        return sq >= 0 && editor.pieceAt(sq) != Piece.EMPTY;
    }

    void startPosition() {
        editor.load(chess.core.Fen.START);
        message = "";
        updates.changed();
    }

    void clear() {
        editor.clear();
        updates.changed();
    }

    /** "w" or "b". */
    void setSide(String letter) {
        if ("w".equals(letter) || "b".equals(letter)) {
            editor.setSide("w".equals(letter) ? Piece.WHITE : Piece.BLACK);
            updates.changed();
        }
    }

    /** Castling right "K", "Q", "k" or "q" on or off (on only when its king and rook are at home). */
    void setCastling(String letter, boolean on) {
        int right = letter == null || letter.length() != 1 ? -1 : BoardEditor.RIGHT_LETTERS.indexOf(letter.charAt(0));
        if (right >= 0) {
            editor.setCastling(right, on);
            updates.changed();
        }
    }

    /** The en passant square by name ("e3"), or "" / "-" for none. */
    void setEnPassant(String name) {
        int sq = square(name);
        editor.setEnPassant(sq);
        updates.changed();
    }

    void setCounters(int halfmoves, int fullmoves) {
        editor.setHalfmoves(halfmoves);
        editor.setFullmoves(fullmoves);
        updates.changed();
    }

    /** A FEN typed or pasted while editing: loaded into the editor, or the reason it could not be. */
    boolean load(String text) {
        String problem = editor.load(text);
        message = problem.isEmpty() ? "" : "The FEN was not loaded: " + problem;
        updates.changed();
        return problem.isEmpty();
    }

    /**
     * Fills the board and the editor panel over the game's state: the game's marks (the picked-up piece, the last
     * move, check, a promotion choice, the hint and the best-move arrow) and its errors are not shown on the editor.
     */
    void fill(BoardState.Builder b) {
        for (int i = 0; i < 64; i++) {
            b.pieces[i] = editor.pieceAt(i);
        }
        List<Boolean> castling = new ArrayList<>();
        List<Boolean> allowed = new ArrayList<>();
        for (int right = 0; right < 4; right++) {
            castling.add(editor.castling(right));
            allowed.add(editor.canCastle(right));
        }
        List<String> options = new ArrayList<>();
        for (int sq : editor.enPassantOptions()) {
            options.add(Square.name(Square.from64(sq)));
        }
        String ep = editor.enPassant() < 0 ? "" : Square.name(Square.from64(editor.enPassant()));
        b.editor = new EditorState(tool, editor.side() == Piece.WHITE, castling, allowed, ep, options,
                editor.halfmoves(), editor.fullmoves(), editor.problems(), message);
        b.fen = editor.fen();
        b.selected = -1;
        b.targets = new boolean[64];
        b.lastFrom = -1;
        b.lastTo = -1;
        b.checkSquare = -1;
        b.promotionSquare = -1;
        b.fenError = "";
        b.fenBoxText = b.fen;
        b.moveError = "";
        b.hintFrom = -1;
        b.hintTo = -1;
        b.arrowFrom = -1;
        b.arrowTo = -1;
    }

    /** A square name "a1".."h8" as 0..63, or -1. */
    private static int square(String name) {
        if (name == null || name.length() != 2) {
            return -1;
        }
        int sq = Square.parse(name);
        return sq == Square.NONE ? -1 : Square.to64(sq);
    }

    /** "wK" as the white king's code, or {@link Piece#EMPTY}. */
    static int pieceOf(String id) {
        if (id == null || id.length() != 2 || (id.charAt(0) != 'w' && id.charAt(0) != 'b')) {
            return Piece.EMPTY;
        }
        char letter = id.charAt(1);
        if ("KQRBNP".indexOf(letter) < 0) {
            return Piece.EMPTY;
        }
        return Piece.fromLetter(id.charAt(0) == 'w' ? letter : AsciiCase.lower(letter));
    }
}
