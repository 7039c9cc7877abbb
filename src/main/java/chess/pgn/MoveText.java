package chess.pgn;

import chess.core.Piece;
import java.util.ArrayDeque;
import java.util.Deque;

/**
 * Walks a {@link GameTree} in PGN order — each move, then the variations that replace it, then the main
 * continuation — and says where a move number is needed. The PGN writer and the page's move list both lay out
 * moves this way. The walk uses an explicit stack, so any depth of nesting is safe.
 */
public final class MoveText {
    /** What a walk reports, in reading order. */
    public interface Visitor {
        /** A move at nesting {@code depth} (0 = main line); {@code number} is "12.", "12..." or "". */
        void move(MoveNode node, String number, int depth);

        /** A variation starts (just before its first move, whose {@code commentBefore} belongs to it). */
        void startVariation(MoveNode first, int depth);

        void endVariation(int depth);
    }

    private MoveText() {
    }

    /** Walks the whole tree from its start. */
    public static void walk(GameTree tree, Visitor visitor) {
        Deque<Step> todo = new ArrayDeque<>();
        todo.push(Step.line(tree.root(), 0, !tree.root().comment().isEmpty()));
        while (!todo.isEmpty()) {
            Step step = todo.pop();
            if (step.kind == Step.END) {
                visitor.endVariation(step.depth);
            } else if (step.kind == Step.START) {
                visitor.startVariation(step.node, step.depth);
                visitor.move(step.node, number(step.node, true), step.depth);
            } else if (!step.node.children.isEmpty()) {
                MoveNode main = step.node.children.get(0);
                visitor.move(main, number(main, step.numberNeeded || !main.commentBefore().isEmpty()), step.depth);
                int variations = step.node.children.size() - 1;
                boolean interrupted = variations > 0 || !main.comment().isEmpty();
                todo.push(Step.line(main, step.depth, interrupted));
                for (int i = variations; i >= 1; i--) {
                    MoveNode first = step.node.children.get(i);
                    todo.push(Step.end(step.depth + 1));
                    todo.push(Step.line(first, step.depth + 1, !first.comment().isEmpty()));
                    todo.push(Step.start(first, step.depth + 1));
                }
            }
        }
    }

    /**
     * The number written before {@code node}'s move: "12." before every white move, "12..." before a black move
     * when {@code needed} (at the start of a line or after a comment or a variation), otherwise "".
     */
    public static String number(MoveNode node, boolean needed) {
        GameTree tree = node.tree();
        int pliesBefore = node.ply() - 1 + (tree.startSide() == Piece.BLACK ? 1 : 0);
        int fullmove = tree.startFullmove() + pliesBefore / 2;
        boolean white = pliesBefore % 2 == 0;
        if (white) {
            return fullmove + ".";
        }
        return needed || node.parent().isRoot() ? fullmove + "..." : "";
    }

    /** One piece of work on the explicit stack. */
    private static final class Step {
        static final int LINE = 0;
        static final int START = 1;
        static final int END = 2;
        final int kind;
        final MoveNode node;
        final int depth;
        final boolean numberNeeded;

        private Step(int kind, MoveNode node, int depth, boolean numberNeeded) {
            this.kind = kind;
            this.node = node;
            this.depth = depth;
            this.numberNeeded = numberNeeded;
        }

        /** The continuation after {@code node}. */
        static Step line(MoveNode node, int depth, boolean numberNeeded) {
            return new Step(LINE, node, depth, numberNeeded);
        }

        static Step start(MoveNode first, int depth) {
            return new Step(START, first, depth, true);
        }

        static Step end(int depth) {
            return new Step(END, null, depth, false);
        }
    }
}
