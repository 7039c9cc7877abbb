package chess.app;

import chess.core.Board;
import chess.core.Chess960;
import chess.core.Fen;
import chess.core.Game;
import chess.core.Move;
import chess.core.Outcome;
import chess.core.Piece;
import chess.core.RuleSet;
import chess.core.Square;
import chess.core.Variant;
import chess.pgn.GameTree;
import chess.pgn.MoveNode;
import java.util.ArrayList;
import java.util.List;

/**
 * Where the board stands in the game tree: the shown move ({@code current}) and {@code game}, that position with the
 * moves leading to it (so the rules see repetitions), kept in step. A move played where it already exists goes to
 * it; any other move played before the end of a line starts a variation. Redo follows the line last visited; against
 * the engine, undo and redo step between the player's turns. The cursor also remembers how the shown position last
 * changed ({@link #transition}), which the page glides and sounds.
 *
 * <p>The engine, the review and the move input read the game through the cursor; only the controller moves it.
 */
final class GameCursor {
    private GameTree tree = new GameTree();
    private MoveNode current = tree.root();
    private Game game = new Game();
    private RuleSet ruleSet = RuleSet.STANDARD;
    /** The last change of the shown position by one move, which the view glides and sounds; NONE after a jump. */
    private MoveTransition transition = MoveTransition.NONE;
    private int transitionSerial;
    private final MainLineResult mainLineResult = new MainLineResult();
    private final MoveListCache moveList = new MoveListCache();

    GameTree tree() {
        return tree;
    }

    /** The shown move (the root at the start position). */
    MoveNode current() {
        return current;
    }

    /** The game at the shown position. */
    Game game() {
        return game;
    }

    Board board() {
        return game.board();
    }

    RuleSet ruleSet() {
        return ruleSet;
    }

    MoveTransition transition() {
        return transition;
    }

    /** True when the shown position is the end of its line. */
    boolean atEndOfLine() {
        return current.next() == null;
    }

    /** Shows {@code loaded} at {@code at} (its start position when null). */
    void replace(GameTree loaded, MoveNode at) {
        transition = MoveTransition.NONE;
        tree = loaded;
        current = tree.root();
        game = new Game(tree.startBoard());
        game.setRuleSet(ruleSet);
        if (at != null) {
            jumpTo(at);
        }
    }

    /**
     * The repetition rule; false when it was so already. Moves after a position that is now over can no longer be
     * replayed, so they go.
     */
    boolean setRuleSet(RuleSet rules) {
        if (rules == null || rules == ruleSet) {
            return false;
        }
        ruleSet = rules;
        game.setRuleSet(rules);
        if (game.outcome().isOver()) {
            tree.deleteAfter(current);
        }
        return true;
    }

    /**
     * Shows {@code target} and remembers it as the line last visited; a step of one move glides. False when it is
     * on show already.
     */
    boolean goTo(MoveNode target) {
        if (target == current) {
            return false;
        }
        MoveNode before = current;
        seek(target);
        transition = oneStep(before);
        tree.visit(current);
        return true;
    }

    /** Shows {@code target} as a jump (nothing glides) and remembers it as the line last visited. */
    void jumpTo(MoveNode target) {
        seek(target);
        tree.visit(current);
    }

    /**
     * Plays {@code move}, legal here, as the next move of the line; it glides unless the hand already put the piece
     * there. True when it started a new variation.
     */
    boolean play(int move, boolean glide) {
        boolean known = current.child(move) != null;
        MoveNode next = tree.play(current, move);
        game.play(move);
        transition = forwardTransition(move, glide);
        current = next;
        tree.visit(current);
        return !known && !next.isFirstChild();
    }

    /** Deletes the shown move and everything after it, and shows the move before. */
    void deleteCurrent() {
        MoveNode doomed = current;
        seek(doomed.parent());
        tree.delete(doomed);
    }

    /**
     * Shows the position after {@code target}, undoing and replaying only the moves not shared with the shown one.
     * The tree's moves were checked and written in SAN when they were added, so they are replayed as they are
     * ({@link Game#replay}: a jump across a 500-move game makes no move lists). A move the rules now refuse (the
     * course rule can end a game sooner) stops the way there.
     */
    private void seek(MoveNode target) {
        transition = MoveTransition.NONE; // a caller that moved one step says so afterwards
        List<MoveNode> way = tree.path(target);
        int common = 0;
        List<MoveNode> here = tree.path(current);
        while (common < way.size() && common < here.size() && way.get(common) == here.get(common)) {
            common++;
        }
        while (game.ply() > common) {
            game.undo();
        }
        current = common == 0 ? tree.root() : way.get(common - 1);
        for (int i = common; i < way.size(); i++) {
            try {
                game.replay(way.get(i).move(), way.get(i).san());
            } catch (IllegalStateException e) {
                return;
            }
            current = way.get(i);
        }
    }

    // ---- where undo, redo and the arrow keys lead (null: nowhere) -----------------------------------------

    /** Back to the previous turn of a person: against the engine, its reply and the player's move are undone. */
    MoveNode undoTarget(PlayMode mode) {
        for (MoveNode t = current.parent(); t != null; t = t.parent()) {
            if (!mode.playsAgainstEngine() || !mode.engineMoves(sideToMoveAfter(t))) {
                return t;
            }
        }
        return null;
    }

    /** Forward along the line last visited: against the engine, to the player's next turn or the end. */
    MoveNode redoTarget(PlayMode mode) {
        for (MoveNode t = current.redoChild(); t != null; t = t.redoChild()) {
            if (!mode.playsAgainstEngine() || t.redoChild() == null || !mode.engineMoves(sideToMoveAfter(t))) {
                return t;
            }
        }
        return null;
    }

    /** The previous move, whoever played it. */
    MoveNode previous() {
        return current.parent();
    }

    /** The next move along the line last visited. */
    MoveNode next() {
        return current.redoChild();
    }

    /**
     * The node {@code plies} moves forward (following the line last visited) or, when negative, back from the one on
     * show; it stops at the line's start or end.
     */
    MoveNode along(int plies) {
        MoveNode n = current;
        for (int i = 0; i < plies && n.redoChild() != null; i++) {
            n = n.redoChild();
        }
        for (int i = 0; i > plies && !n.isRoot(); i--) {
            n = n.parent();
        }
        return n;
    }

    /** The end of the line on show, following the line last visited. */
    MoveNode endOfShownLine() {
        MoveNode n = current;
        while (n.redoChild() != null) {
            n = n.redoChild();
        }
        return n;
    }

    /** The position after {@code ply} moves of the line on show (clamped; 0 is the start position). */
    MoveNode atPly(int ply) {
        List<MoveNode> shown = shownLine();
        int target = Math.max(0, Math.min(ply, shown.size()));
        return target == 0 ? tree.root() : shown.get(target - 1);
    }

    /** The moves from the start to the shown one and on along the line last visited. */
    List<MoveNode> shownLine() {
        List<MoveNode> shown = new ArrayList<>(tree.path(current));
        for (MoveNode n = current.redoChild(); n != null; n = n.redoChild()) {
            shown.add(n);
        }
        return shown;
    }

    /** The side to move after {@code node}'s move. */
    private int sideToMoveAfter(MoveNode node) {
        return node.ply() % 2 == 0 ? tree.startSide() : tree.startSide() ^ 1;
    }

    // ---- what the page shows ------------------------------------------------------------------------------

    /**
     * Fills in the board, the last move, check, the move list with the shown move and its comment and NAGs, the
     * FEN, the turn and the result, and what undo and redo can do when {@code mode} plays; not {@link #variantText}
     * and the {@link GameHeader}, which only the app shows (the embeddable viewer leaves them out of its script).
     */
    void fill(BoardState.Builder b, PlayMode mode) {
        Board board = game.board();
        for (int i = 0; i < 64; i++) {
            b.pieces[i] = board.pieceAt(Square.from64(i));
        }
        if (!current.isRoot()) {
            b.lastFrom = Square.to64(Move.from(current.move()));
            b.lastTo = Square.to64(Move.to(current.move()));
        }
        if (board.inCheck()) {
            b.checkSquare = Square.to64(board.kingSquare(board.sideToMove()));
        }
        List<String> shown = new ArrayList<>();
        List<Integer> ids = new ArrayList<>();
        List<String> symbols = new ArrayList<>();
        for (MoveNode n : shownLine()) {
            shown.add(n.san());
            ids.add(n.id());
            symbols.add(MoveList.qualitySymbol(n));
        }
        b.moves = shown;
        b.lineIds = ids;
        b.lineSymbols = symbols;
        b.ply = current.ply();
        b.firstMoveNumber = tree.startFullmove();
        b.blackMovesFirst = tree.startSide() == Piece.BLACK;
        b.moveList = moveList.of(tree, current, mainLineResult.text(tree, ruleSet));
        b.currentMoveId = current.id();
        b.comment = current.comment();
        b.nags = current.nags();
        b.onMainLine = current.isOnMainLine();
        b.canDelete = !current.isRoot();
        b.canDeleteAfter = current.next() != null;
        b.canBack = !current.isRoot();
        b.canForward = current.next() != null;
        b.fen = Fen.write(board);
        Outcome outcome = game.outcome();
        b.result = outcome.isOver() ? outcome.describe() : "";
        b.turn = turnText();
        b.canUndo = undoTarget(mode) != null;
        b.canRedo = redoTarget(mode) != null;
        b.ruleSet = ruleSet;
        b.transition = transition;
    }

    /** How the main line ends by the rules (for the PGN result when the tree has none). */
    Outcome outcomeOfMainLine() {
        return mainLineResult.outcomeOf(tree, ruleSet);
    }

    /** "White played Nf3" for {@code node}'s move. */
    String describeMove(MoveNode node) {
        boolean white = sideToMoveAfter(node.parent()) == Piece.WHITE;
        return (white ? "White" : "Black") + " played " + node.san();
    }

    /** "White to move", "Black to move (check)", or how the game ended. */
    String turnText() {
        Outcome outcome = game.outcome();
        if (outcome.isOver()) {
            return outcome.describe();
        }
        String side = game.board().sideToMove() == Piece.WHITE ? "White" : "Black";
        return side + " to move" + (game.board().inCheck() ? " (check)" : "");
    }

    /**
     * "Chess960 · position 123" (or without a number when the game did not start from one), "" in standard chess: the
     * app's line under the board (the embeddable viewer shows none, and leaves the numbering out of its script).
     */
    String variantText() {
        if (tree.variant() != Variant.CHESS960) {
            return "";
        }
        int number = Chess960.number(tree.startBoard());
        return number >= 0 ? "Chess960 · position " + number : "Chess960";
    }

    // ---- how the shown position changed -------------------------------------------------------------------

    /**
     * The transition from {@code before} to the move now shown when they are one move apart (a step forward sounds
     * like the move; a step back like a plain move), else {@link MoveTransition#NONE}: a jump neither glides nor
     * sounds.
     */
    private MoveTransition oneStep(MoveNode before) {
        if (!current.isRoot() && current.parent() == before) {
            return forwardTransition(current.move(), true);
        }
        if (!before.isRoot() && before.parent() == current) {
            int move = before.move();
            return MoveTransition.backward(++transitionSerial, move, castlingRookFrom(move), MoveSound.MOVE);
        }
        return MoveTransition.NONE;
    }

    /** The transition of {@code move}, just played on {@code game} (its sound depends on where it led). */
    private MoveTransition forwardTransition(int move, boolean animated) {
        return MoveTransition.forward(++transitionSerial, move, castlingRookFrom(move), animated,
                MoveSound.of(move, game.board().inCheck(), game.outcome().isOver()));
    }

    /**
     * The square the rook of a castling move starts on, or {@link Square#NONE} for other moves. Any position of the
     * game answers it: a game's castling rooks start where its first position put them.
     */
    private int castlingRookFrom(int move) {
        return Move.isCastling(move) ? game.board().castlingRookFrom(move) : Square.NONE;
    }
}
