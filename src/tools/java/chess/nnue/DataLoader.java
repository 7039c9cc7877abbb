package chess.nnue;

import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/** Reads data files into a {@link PositionStore}, counting the lines it skips and why. */
final class DataLoader {
    private final PositionStore store = new PositionStore();
    private final DataLine parsed = new DataLine();
    private final Map<DataLine.Verdict, Long> counts = new EnumMap<>(DataLine.Verdict.class);
    private final long maxPositions;
    /** Scores each position by hand when the network learns a correction to that; else null. */
    private final chess.engine.Evaluator handWritten;

    /** {@code maxPositions}: stop after this many usable positions (0 = no limit). */
    DataLoader(long maxPositions) {
        this(maxPositions, false);
    }

    /** As above; {@code handWrittenBase}: keep each position's hand-written evaluation as the base. */
    DataLoader(long maxPositions, boolean handWrittenBase) {
        this.maxPositions = maxPositions;
        this.handWritten = handWrittenBase ? new chess.engine.Evaluator() : null;
        for (DataLine.Verdict verdict : DataLine.Verdict.values()) {
            counts.put(verdict, 0L);
        }
    }

    PositionStore load(List<Path> files) throws IOException {
        for (Path file : files) {
            try (BufferedReader reader = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
                String line;
                while ((line = reader.readLine()) != null && !full()) {
                    if (!line.isBlank()) {
                        add(line);
                    }
                }
            }
        }
        return store;
    }

    /** Adds one data line's position, or counts why it is skipped. */
    DataLine.Verdict add(String line) {
        DataLine.Verdict verdict = parsed.parse(line);
        counts.merge(verdict, 1L, Long::sum);
        if (verdict == DataLine.Verdict.OK) {
            int base = handWritten == null ? 0
                    : handWritten.evaluate(chess.core.Fen.parse(line.substring(0, line.indexOf(';'))));
            store.add(parsed.whiteFeatures, parsed.count, parsed.sideToMove, !parsed.castlingRights,
                    parsed.scoreStm, parsed.resultHalvesStm, base);
        }
        return verdict;
    }

    PositionStore store() {
        return store;
    }

    private boolean full() {
        return maxPositions > 0 && store.size() >= maxPositions;
    }

    /** One line: how many positions were read and how many lines were skipped for each reason. */
    String summary() {
        return String.format("positions read %d; skipped: no score %d, |score| >= %d %d, malformed %d",
                counts.get(DataLine.Verdict.OK), counts.get(DataLine.Verdict.NO_SCORE), DataLine.MAX_SCORE,
                counts.get(DataLine.Verdict.BIG_SCORE), counts.get(DataLine.Verdict.MALFORMED));
    }
}
