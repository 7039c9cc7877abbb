package chess.app;

import chess.pgn.GameTree;
import chess.pgn.MoveNode;
import java.util.ArrayList;
import java.util.List;

/**
 * The move list's tokens ({@link MoveList}), made again only when the tree changed (not for a comment command such
 * as the analysis's {@code [%eval]}, which the list does not show, nor for a NAG, after which only the moves' glyphs
 * are read again: {@link GameTree#revisionWithoutCommandsOrNags}) or the result under it did: every redraw asks for
 * them — each step through a game and each engine report — and walking a game of a thousand moves costs a phone a
 * good part of a frame. A step only moves the mark of the move on show.
 */
final class MoveListCache {
    private GameTree tree;
    /** The tree's {@link GameTree#revisionWithoutCommands} and {@link GameTree#revisionWithoutCommandsOrNags}. */
    private int revision;
    private int layoutRevision;
    private String result;
    /** The tokens with no move marked as shown, and the node of each move token among them, in order. */
    private List<MoveToken> unmarked = List.of();
    private List<MoveNode> moves = List.of();

    /** The tokens of {@code tree} with {@code current} marked, and {@code result} at the end when not empty. */
    List<MoveToken> of(GameTree tree, MoveNode current, String result) {
        if (tree != this.tree || tree.revisionWithoutCommandsOrNags() != layoutRevision
                || !result.equals(this.result)) {
            moves = new ArrayList<>();
            unmarked = MoveList.of(tree, null, result, moves);
            this.tree = tree;
            this.revision = tree.revisionWithoutCommands();
            this.layoutRevision = tree.revisionWithoutCommandsOrNags();
            this.result = result;
        } else if (tree.revisionWithoutCommands() != revision) {
            // Only NAGs changed (a review marks a move with each result): the moves' glyphs, not the whole list.
            unmarked = withGlyphs(unmarked, moves);
            this.revision = tree.revisionWithoutCommands();
        }
        List<MoveToken> tokens = new ArrayList<>(unmarked);
        int id = current.id();
        for (int i = 0; i < tokens.size(); i++) {
            MoveToken t = tokens.get(i);
            if (t.kind == MoveToken.Kind.MOVE && t.nodeId == id) {
                tokens.set(i, new MoveToken(t.kind, t.nodeId, t.number, t.text, t.glyphs, t.depth, true));
                break;
            }
        }
        return tokens;
    }

    /** {@code tokens} with each move's glyphs as its node's NAGs say now (a token is new only where they changed). */
    private static List<MoveToken> withGlyphs(List<MoveToken> tokens, List<MoveNode> moves) {
        List<MoveToken> updated = new ArrayList<>(tokens);
        int move = 0;
        for (int i = 0; i < updated.size(); i++) {
            MoveToken t = updated.get(i);
            if (t.kind != MoveToken.Kind.MOVE) {
                continue;
            }
            String glyphs = MoveList.glyphs(moves.get(move++));
            if (!glyphs.equals(t.glyphs)) {
                updated.set(i, new MoveToken(t.kind, t.nodeId, t.number, t.text, glyphs, t.depth, t.current));
            }
        }
        return updated;
    }
}
