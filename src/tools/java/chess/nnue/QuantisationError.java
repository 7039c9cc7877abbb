package chess.nnue;

/**
 * How far the engine's integer evaluation strays from the float network it was rounded from: the mean and largest
 * absolute difference in centipawns over some positions.
 */
record QuantisationError(double meanCp, double maxCp, int positions) {

    /** Over {@code entries} ({@code index << 1 | mirrored}) of the store. */
    static QuantisationError measure(Network net, QuantisedNet quantised, PositionStore store, int[] entries) {
        int[] stm = new int[32];
        int[] other = new int[32];
        double sum = 0;
        double max = 0;
        for (int entry : entries) {
            int i = entry >>> 1;
            boolean mirrored = (entry & 1) != 0;
            int side = store.sideToMove(i);
            int stmCount = store.features(i, side, mirrored, stm);
            int otherCount = store.features(i, 1 - side, mirrored, other);
            int bucket = store.bucket(i);
            double floatCp = net.evaluate(stm, stmCount, other, otherCount, bucket) * (double) QuantisedNet.SCALE;
            int integerCp = quantised.evaluate(stm, stmCount, other, otherCount, bucket);
            double difference = Math.abs(floatCp - integerCp);
            sum += difference;
            max = Math.max(max, difference);
        }
        return new QuantisationError(entries.length == 0 ? 0 : sum / entries.length, max, entries.length);
    }

    @Override
    public String toString() {
        return String.format("float vs quantised over %d positions: mean |diff| %.2f cp, max %.2f cp", positions,
                meanCp, maxCp);
    }
}
