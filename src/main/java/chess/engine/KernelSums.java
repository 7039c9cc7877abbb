package chess.engine;

import chess.core.Piece;

/**
 * Hidden sums in a {@link SumsKernel}'s memory, one sixteen-bit lane a neuron: each level is White's view's vector,
 * then Black's. The net's weights are laid out there once ({@link KernelWeights}); each accumulator takes a region
 * of its own for its levels.
 */
final class KernelSums implements HiddenSums {
    private final KernelWeights weights;
    private final SumsKernel kernel;
    /** Bytes per view: one lane a neuron. */
    private final int view;
    private int base;
    private int levels;

    KernelSums(KernelWeights weights) {
        this.weights = weights;
        this.kernel = weights.kernel;
        this.view = weights.viewBytes;
    }

    private int at(int level) {
        return base + level * 2 * view;
    }

    @Override
    public void ensureLevels(int wanted) {
        if (wanted > levels) {
            int grown = weights.allocate(wanted * 2 * view);
            if (levels > 0) {
                kernel.copy(base, grown, levels * 2 * view);
            }
            base = grown; // the old region is left unused: levels only grow past the deepest line so far
            levels = wanted;
        }
    }

    @Override
    public void reset(int level) {
        kernel.copy(weights.bias, at(level), view);
        kernel.copy(weights.bias, at(level) + view, view);
    }

    @Override
    public void add(int level, int onSquare) {
        kernel.add(at(level), weights.whiteRow[onSquare]);
        kernel.add(at(level) + view, weights.blackRow[onSquare]);
    }

    @Override
    public void subtract(int level, int onSquare) {
        kernel.subtract(at(level), weights.whiteRow[onSquare]);
        kernel.subtract(at(level) + view, weights.blackRow[onSquare]);
    }

    @Override
    public void copyParent(int level) {
        kernel.copy(at(level - 1), at(level), 2 * view);
    }

    @Override
    public void moveParent(int level, int lifted, int put) {
        int from = at(level - 1);
        int to = at(level);
        kernel.move(from, to, weights.whiteRow[lifted], weights.whiteRow[put]);
        kernel.move(from + view, to + view, weights.blackRow[lifted], weights.blackRow[put]);
    }

    @Override
    public void captureParent(int level, int lifted, int taken, int put) {
        moveParent(level, lifted, put);
        kernel.subtract(at(level), weights.whiteRow[taken]);
        kernel.subtract(at(level) + view, weights.blackRow[taken]);
    }

    @Override
    public int outputSum(int level, int sideToMove, int bucket) {
        int white = at(level);
        int black = white + view;
        int out = weights.output + bucket * 2 * view;
        return sideToMove == Piece.WHITE ? kernel.output(white, black, out) : kernel.output(black, white, out);
    }

    @Override
    public int[] unpacked(int level, int side) {
        return weights.readLanes(at(level) + side * view);
    }
}
