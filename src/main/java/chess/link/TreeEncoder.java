package chess.link;

import chess.core.Board;
import chess.core.Fen;
import chess.core.MoveGenerator;
import chess.pgn.GameTree;
import chess.pgn.MoveNode;
import chess.pgn.Shapes;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Writes a game tree as the payload bits of a game code (docs/links.md gives the layout): the header, the moves
 * (main continuation first, depth first), the current move, the annotations, then all texts compressed together.
 * The tree is walked with an explicit stack, never by recursion, so any depth of variations is fine.
 */
final class TreeEncoder {
    /** Bits of the annotation mask: which of a move's annotations follow. */
    static final int HAS_COMMENT_BEFORE = 8;
    static final int HAS_COMMENT = 4;
    static final int HAS_NAGS = 2;
    static final int HAS_COMMANDS = 1;

    private final GameTree tree;
    private final BitWriter out = new BitWriter();
    private final int[] moves = new int[MoveGenerator.MAX_MOVES];
    /** The nodes in the order they are written: the root, then every move. */
    private final List<MoveNode> order = new ArrayList<>();

    private TreeEncoder(GameTree tree) {
        this.tree = tree;
    }

    /**
     * The game code of {@code tree} with {@code current} as the move shown (the start when it is not in it): format
     * 2 when some move's arrows or circles can go in bits, else format 1 (which older versions read as well).
     */
    static String encode(GameTree tree, MoveNode current) {
        TreeEncoder encoder = new TreeEncoder(tree);
        encoder.writeHeader();
        encoder.writeMoves();
        encoder.shapesInBits = encoder.anyCodableShapes();
        encoder.writeCurrent(current);
        List<MoveNode> annotated = encoder.writeAnnotations();
        encoder.writeTexts(annotated);
        return LinkEnvelope.wrap(encoder.out.digits(),
                encoder.shapesInBits ? LinkEnvelope.SHAPES_FORMAT : LinkEnvelope.FORMAT);
    }

    /** Format 2 codes the value of a {@code cal} or {@code csl} command in bits when it is shapes in their form. */
    private boolean shapesInBits;

    private boolean anyCodableShapes() {
        for (MoveNode node : order) {
            for (Map.Entry<String, String> command : node.commands().entrySet()) {
                if (inBits(command.getKey(), command.getValue())) {
                    return true;
                }
            }
        }
        return false;
    }

    /** True when this command's value is written in bits (then it is not among the texts). */
    private boolean inBits(String name, String value) {
        return (name.equals(Shapes.ARROWS) || name.equals(Shapes.CIRCLES))
                && ShapeBits.codable(value, name.equals(Shapes.ARROWS));
    }

    private void writeHeader() {
        boolean standard = tree.startsFromStandardPosition();
        out.writeBit(standard ? 0 : 1);
        if (!standard) {
            StartPositionCode.write(tree.startBoard(), out);
        }
        out.write(LinkVocabulary.resultNumber(tree.result()), 2);
        out.writeCount(tree.tags().size());
        for (String name : tree.tags().keySet()) {
            out.write(LinkVocabulary.tagNumber(name), LinkVocabulary.TAG_BITS);
        }
    }

    /**
     * Each node says what follows it, as one choice among the n legal moves and two more: a move number (exactly
     * one move follows, which comes next), n (nothing follows) or n + 1 (k >= 2 moves follow: a count of k - 2,
     * then each move as a choice among n, followed by all that follows it). Main continuations come first.
     */
    private void writeMoves() {
        Board board = tree.startBoard();
        MoveNode[] path = new MoveNode[64];
        int[] nextChild = new int[64];
        int depth = 0;
        path[depth] = tree.root();
        nextChild[depth++] = 0;
        writeFollowers(tree.root(), board);
        while (depth > 0) {
            MoveNode node = path[depth - 1];
            List<MoveNode> children = node.children();
            int i = nextChild[depth - 1];
            if (i == children.size()) {
                depth--;
                if (!node.isRoot()) {
                    board.unmake();
                }
                continue;
            }
            nextChild[depth - 1] = i + 1;
            MoveNode child = children.get(i);
            if (children.size() > 1) {
                int n = MoveOrder.sortedLegalMoves(board, moves);
                out.writeChoice(indexIn(n, child), n);
            }
            board.make(child.move());
            writeFollowers(child, board);
            if (depth == path.length) {
                path = java.util.Arrays.copyOf(path, depth * 2);
                nextChild = java.util.Arrays.copyOf(nextChild, depth * 2);
            }
            path[depth] = child;
            nextChild[depth++] = 0;
        }
    }

    private void writeFollowers(MoveNode node, Board board) {
        order.add(node);
        int n = MoveOrder.sortedLegalMoves(board, moves);
        int choices = followerChoices(n);
        List<MoveNode> children = node.children();
        if (children.isEmpty()) {
            out.writeChoice(n, choices);
        } else if (children.size() == 1) {
            out.writeChoice(indexIn(n, children.get(0)), choices);
        } else {
            out.writeChoice(n + 1, choices);
            out.writeCount(children.size() - 2);
        }
    }

    /** The choices after a position with n legal moves: each move, "none", and "several" when n >= 2. */
    static int followerChoices(int n) {
        return n + 1 + (n >= 2 ? 1 : 0);
    }

    private int indexIn(int n, MoveNode child) {
        int index = MoveOrder.indexOf(moves, n, child.move());
        if (index < 0) {
            throw new IllegalStateException("the tree holds a move that is not legal: " + child);
        }
        return index;
    }

    private void writeCurrent(MoveNode current) {
        int number = order.indexOf(current);
        out.writeChoice(Math.max(0, number), order.size());
    }

    /**
     * For each node with something said about it, in move order: the distance from the previous one, the mask of
     * what it has, its NAGs and the numbers of its command names. Returns those nodes.
     */
    private List<MoveNode> writeAnnotations() {
        List<MoveNode> annotated = new ArrayList<>();
        for (MoveNode node : order) {
            if (mask(node) != 0) {
                annotated.add(node);
            }
        }
        Map<MoveNode, Integer> numbers = new HashMap<>();
        for (int i = 0; i < order.size(); i++) {
            numbers.put(order.get(i), i);
        }
        out.writeCount(annotated.size());
        int previous = -1;
        for (MoveNode node : annotated) {
            int number = numbers.get(node);
            out.writeCount(number - previous - 1);
            previous = number;
            int mask = mask(node);
            out.write(mask, 4);
            if ((mask & HAS_NAGS) != 0) {
                out.writeCount(node.nags().size() - 1);
                for (int nag : node.nags()) {
                    writeNag(nag);
                }
            }
            if ((mask & HAS_COMMANDS) != 0) {
                out.writeCount(node.commands().size() - 1);
                for (Map.Entry<String, String> command : node.commands().entrySet()) {
                    String name = command.getKey();
                    int commandNumber = LinkVocabulary.commandNumber(name);
                    out.write(commandNumber, LinkVocabulary.COMMAND_BITS);
                    if (shapesInBits && LinkVocabulary.isShapes(commandNumber)) {
                        boolean bits = inBits(name, command.getValue());
                        out.writeBit(bits ? 1 : 0);
                        if (bits) {
                            ShapeBits.write(command.getValue(), name.equals(Shapes.ARROWS), out);
                        }
                    }
                }
            }
        }
        return annotated;
    }

    static int mask(MoveNode node) {
        return (node.commentBefore().isEmpty() ? 0 : HAS_COMMENT_BEFORE)
                | (node.comment().isEmpty() ? 0 : HAS_COMMENT)
                | (node.nags().isEmpty() ? 0 : HAS_NAGS)
                | (node.commands().isEmpty() ? 0 : HAS_COMMANDS);
    }

    /** NAGs 1..8 (the common ones) in 4 bits: 0 and the NAG - 1; others in 9: 1 and the NAG. */
    private void writeNag(int nag) {
        if (nag <= 8) {
            out.writeBit(0);
            out.write(nag - 1, 3);
        } else {
            out.writeBit(1);
            out.write(nag, 8);
        }
    }

    private void writeTexts(List<MoveNode> annotated) {
        TextCompressor texts = TextCompressor.writingTo(out);
        for (Map.Entry<String, String> tag : tree.tags().entrySet()) {
            int number = LinkVocabulary.tagNumber(tag.getKey());
            if (number == LinkVocabulary.OTHER_TAG) {
                texts.write(tag.getKey(), LinkVocabulary.TAG_NAME_TEXT);
            }
            texts.write(tag.getValue(), LinkVocabulary.TAG_VALUE_TEXT + number);
        }
        for (MoveNode node : annotated) {
            if (!node.commentBefore().isEmpty()) {
                texts.write(node.commentBefore(), LinkVocabulary.COMMENT_TEXT);
            }
            if (!node.comment().isEmpty()) {
                texts.write(node.comment(), LinkVocabulary.COMMENT_TEXT);
            }
            for (Map.Entry<String, String> command : node.commands().entrySet()) {
                if (shapesInBits && inBits(command.getKey(), command.getValue())) {
                    continue; // written in the annotations
                }
                int number = LinkVocabulary.commandNumber(command.getKey());
                if (number == LinkVocabulary.OTHER_COMMAND) {
                    texts.write(command.getKey(), LinkVocabulary.COMMAND_NAME_TEXT);
                }
                texts.write(command.getValue(), LinkVocabulary.COMMAND_VALUE_TEXT + number);
            }
        }
        texts.finish();
    }
}
