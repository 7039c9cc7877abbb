package chess.app;

import chess.pgn.GameTree;
import chess.pgn.MoveNode;
import chess.pgn.MoveText;
import chess.pgn.Nag;
import java.util.ArrayList;
import java.util.List;

/** Lays a {@link GameTree} out as the tokens of the page's move list, in PGN order. */
final class MoveList {
    private MoveList() {
    }

    static List<MoveToken> of(GameTree tree, MoveNode current) {
        return of(tree, current, "");
    }

    /** The tokens, and the game's result at the end when {@code result} is not empty. */
    static List<MoveToken> of(GameTree tree, MoveNode current, String result) {
        return of(tree, current, result, new ArrayList<>());
    }

    /** As {@link #of(GameTree, MoveNode, String)}, and adds to {@code moves} the node of each move token, in order. */
    static List<MoveToken> of(GameTree tree, MoveNode current, String result, List<MoveNode> moves) {
        List<MoveToken> tokens = new ArrayList<>();
        String opening = tree.root().comment();
        if (!opening.isEmpty()) {
            tokens.add(new MoveToken(MoveToken.Kind.COMMENT, tree.root().id(), "", opening, "", 0, false));
        }
        MoveText.walk(tree, new MoveText.Visitor() {
            @Override
            public void move(MoveNode node, String number, int depth) {
                if (!node.commentBefore().isEmpty()) {
                    tokens.add(new MoveToken(MoveToken.Kind.COMMENT, node.id(), "", node.commentBefore(), "", depth,
                            false));
                }
                tokens.add(new MoveToken(MoveToken.Kind.MOVE, node.id(), number, node.san(), glyphs(node), depth,
                        node == current));
                moves.add(node);
                if (!node.comment().isEmpty()) {
                    tokens.add(new MoveToken(MoveToken.Kind.COMMENT, node.id(), "", node.comment(), "", depth, false));
                }
            }

            @Override
            public void startVariation(MoveNode first, int depth) {
                tokens.add(new MoveToken(MoveToken.Kind.START_VARIATION, -1, "", "", "", depth, false));
            }

            @Override
            public void endVariation(int depth) {
                tokens.add(new MoveToken(MoveToken.Kind.END_VARIATION, -1, "", "", "", depth, false));
            }
        });
        if (!result.isEmpty()) {
            tokens.add(new MoveToken(MoveToken.Kind.RESULT, -1, "", result, "", 0, false));
        }
        return tokens;
    }

    /** The move's move-quality symbol ("!", "?!"), or "" when it has none. */
    static String qualitySymbol(MoveNode node) {
        for (int nag : node.nags()) {
            if (Nag.isMoveQuality(nag)) {
                return Nag.symbol(nag);
            }
        }
        return "";
    }

    /** "!" or "?! ±": the move-quality symbol sits on the move, the others follow after a space. */
    static String glyphs(MoveNode node) {
        if (node.nags().isEmpty()) {
            return "";
        }
        StringBuilder sb = new StringBuilder();
        for (int nag : node.nags()) {
            if (!Nag.isMoveQuality(nag) || sb.length() > 0) {
                sb.append(' ');
            }
            sb.append(Nag.symbol(nag));
        }
        return sb.toString();
    }
}
