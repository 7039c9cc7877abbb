package chess.app;

import chess.core.Board;
import chess.core.Game;
import chess.core.Move;
import chess.core.MoveParseException;
import chess.core.Outcome;
import chess.core.Piece;
import chess.core.San;
import chess.core.Square;
import chess.core.UciMove;
import java.util.ArrayList;
import java.util.List;

/**
 * The player's moves on the board: a piece picked up by a click and put down by another, or dragged; the choice of
 * a promotion piece; a move typed in SAN or UCI. A Chess960 king may also be dropped on its own rook to castle. A
 * move the rules accept goes to the {@link MovePlayer}; a refused one is announced, or its reason kept for the move
 * box.
 */
final class MoveInput implements BoardInput {
    private final GameCursor cursor;
    private final EngineController engine;
    private final MovePlayer player;
    private final Updates updates;
    /** Clicks during the engine's turn go to the premove. */
    private final Premove premove;
    /** Picked-up square (0x88) or Square.NONE. */
    private int selected = Square.NONE;
    /** Pending promotion: from/to (0x88), or Square.NONE. */
    private int promotionFrom = Square.NONE;
    private int promotionTo = Square.NONE;
    /** Why the typed move (or comment) was refused, or "". */
    private String moveError = "";

    MoveInput(GameCursor cursor, EngineController engine, MovePlayer player, Updates updates, Premove premove) {
        this.premove = premove;
        this.cursor = cursor;
        this.engine = engine;
        this.player = player;
        this.updates = updates;
    }

    private Game game() {
        return cursor.game();
    }

    /** Picks up a piece of the side to move, or moves the picked-up one there. */
    @Override
    public void clickSquare(String name) {
        int sq = Square.parse(name);
        if (sq == Square.NONE || promotionPending() || premove.click(sq)) {
            return;
        }
        if (selected != Square.NONE && sq == selected) {
            selected = Square.NONE;
            updates.renderMoveInput();
            return;
        }
        if (canPickUp(sq) && !(selected != Square.NONE && castlesOntoFrom(selected, sq))) {
            selected = sq;
            updates.renderMoveInput();
            return;
        }
        if (selected != Square.NONE) {
            tryMove(selected, sq, false);
            return;
        }
        if (game().outcome().isOver() && game().board().pieceAt(sq) != Piece.EMPTY) {
            updates.announce(game().outcome().describe());
        }
    }

    /** True (and the piece is picked up) when the square holds a movable piece. */
    @Override
    public boolean dragStart(String name) {
        int sq = Square.parse(name);
        if (sq == Square.NONE || promotionPending() || !canPickUp(sq)) {
            return false;
        }
        if (selected != sq) {
            selected = sq;
            updates.renderMoveInput();
        }
        return true;
    }

    /**
     * Dropping back on the start square keeps the piece picked up; anywhere else is a move attempt, and an illegal
     * one changes nothing.
     */
    @Override
    public void drop(String from, String to) {
        int fromSq = Square.parse(from);
        int toSq = to == null ? Square.NONE : Square.parse(to);
        if (fromSq == Square.NONE || promotionPending()) {
            return;
        }
        if (toSq == fromSq) {
            return;
        }
        if (toSq == Square.NONE) {
            selected = Square.NONE;
            updates.renderMoveInput();
            return;
        }
        tryMove(fromSq, toSq, true);
    }

    /** Drops the picked-up piece (Escape). */
    void cancelSelection() {
        if (premove.cancel()) {
            return;
        }
        if (selected != Square.NONE || promotionPending()) {
            dropSelection();
            updates.renderMoveInput();
        }
    }

    /** The promotion piece chosen: "q", "r", "b" or "n"; anything else cancels the move. */
    void choosePromotion(String letter) {
        if (!promotionPending()) {
            return;
        }
        int from = promotionFrom;
        int to = promotionTo;
        promotionFrom = Square.NONE;
        promotionTo = Square.NONE;
        int type = letter == null || letter.length() != 1 ? 0 : Piece.promotionType(letter.charAt(0));
        for (int move : game().legalMoves()) {
            if (Move.from(move) == from && Move.to(move) == to && Move.promotion(move) == type && type != 0) {
                player.play(move, false); // the pawn waited on its square while the choice was open: it glides
                return;
            }
        }
        selected = Square.NONE;
        updates.announce("Promotion cancelled");
        updates.renderMoveInput();
    }

    /** A move typed in SAN ({@code Nf3}) or UCI ({@code g1f3}); true when it was played, else the reason is kept. */
    boolean submitMove(String text) {
        String input = text == null ? "" : text.trim();
        if (input.isEmpty()) {
            return refuse("Type a move, such as Nf3 or g1f3.");
        }
        Outcome outcome = game().outcome();
        if (outcome.isOver()) {
            return refuse("The game is over: " + outcome.describe() + ".");
        }
        Board board = game().board();
        if (engine.engineMoves(board.sideToMove())) {
            return refuse("It is the engine's move.");
        }
        int move;
        try {
            move = UciMove.looksLikeUci(input) ? UciMove.parse(board, input) : San.parse(board, input);
        } catch (MoveParseException e) {
            return refuse(e.getMessage());
        }
        if (move == Move.NONE) {
            return refuse("'" + input + "' is a null move; it cannot be played.");
        }
        player.play(move, false);
        return true;
    }

    /** A move in UCI notation; false when it is not legal here. */
    boolean playUci(String uci) {
        if (game().outcome().isOver()) {
            return false;
        }
        try {
            int move = UciMove.parse(game().board(), uci);
            if (move == Move.NONE) {
                return false;
            }
            player.play(move, false);
            return true;
        } catch (MoveParseException e) {
            return false;
        }
    }

    /** Shows why the move box's (or the comment box's) text was refused, under the box; always false. */
    boolean refuse(String reason) {
        moveError = reason;
        updates.renderMoveInput();
        return false;
    }

    /** Forgets the move box's error (its text was taken as something else, such as a shape). */
    void clearError() {
        moveError = "";
    }

    /** Forgets the picked-up piece and a pending promotion (the position changed under them). */
    void dropSelection() {
        selected = Square.NONE;
        promotionFrom = Square.NONE;
        promotionTo = Square.NONE;
    }

    /** Forgets the picked-up piece, a pending promotion and the move box's error. */
    void clear() {
        dropSelection();
        moveError = "";
    }

    /** Fills in the picked-up piece with its targets, the promotion choice and the move box's error. */
    void fill(BoardState.Builder b) {
        Board board = game().board();
        if (selected != Square.NONE) {
            b.selected = Square.to64(selected);
            for (int move : game().legalMoves()) {
                if (Move.from(move) == selected) {
                    b.targets[Square.to64(Move.to(move))] = true;
                    if (board.isChess960() && Move.isCastling(move)) { // the king may also be dropped on its rook
                        b.targets[Square.to64(board.castlingRookFrom(move))] = true;
                    }
                }
            }
        }
        if (promotionPending()) {
            b.promotionSquare = Square.to64(promotionTo);
            b.promotionColor = board.sideToMove();
        }
        b.moveError = moveError;
        premove.fill(b);
    }

    /** Moves the piece on {@code from} to {@code to}; {@code dragged} when it was dropped there by a drag. */
    private void tryMove(int from, int to, boolean dragged) {
        List<Integer> matches = new ArrayList<>(4);
        for (int move : game().legalMoves()) {
            if (Move.from(move) == from && (Move.to(move) == to || castlesOnto(move, to))) {
                matches.add(move);
            }
        }
        boolean castling = false;
        for (int move : matches) {
            castling |= Move.isCastling(move);
        }
        if (matches.size() > 1 && castling) {
            // Chess960: a king next to g1/c1 may step there or castle. Onto its rook it castles; onto the square it
            // steps, as UciMove reads the same gesture.
            boolean ontoRook = castlesOntoFrom(from, to);
            matches.removeIf(m -> Move.isCastling(m) != ontoRook);
        }
        if (matches.isEmpty()) {
            selected = Square.NONE;
            updates.announce("Illegal move: " + Square.name(from) + " to " + Square.name(to));
            updates.renderMoveInput();
            return;
        }
        if (matches.size() > 1) { // only promotions share from and to
            selected = from;
            promotionFrom = from;
            promotionTo = to;
            updates.announce("Choose a piece to promote to: queen, rook, bishop or knight");
            updates.renderMoveInput();
            return;
        }
        player.play(matches.get(0), dragged);
    }

    /** True for a Chess960 castling move whose rook stands on {@code square}: the king may be dropped on it. */
    private boolean castlesOnto(int move, int square) {
        Board board = game().board();
        return board.isChess960() && Move.isCastling(move) && board.castlingRookFrom(move) == square;
    }

    /** True when a legal move of the piece on {@code from} castles with the rook on {@code square}. */
    private boolean castlesOntoFrom(int from, int square) {
        for (int move : game().legalMoves()) {
            if (Move.from(move) == from && castlesOnto(move, square)) {
                return true;
            }
        }
        return false;
    }

    private boolean canPickUp(int sq) {
        Board board = game().board();
        int piece = board.pieceAt(sq);
        if (piece == Piece.EMPTY || Piece.color(piece) != board.sideToMove() || game().outcome().isOver()
                || engine.engineMoves(board.sideToMove())) {
            return false;
        }
        for (int move : game().legalMoves()) {
            if (Move.from(move) == sq) {
                return true;
            }
        }
        return false;
    }

    private boolean promotionPending() {
        return promotionFrom != Square.NONE;
    }
}
