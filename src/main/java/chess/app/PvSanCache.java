package chess.app;

import chess.core.Board;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The engine's lines in SAN ({@link PvText#san}) for the position on show, kept: an analysis reports several times
 * a second, each report redraws every line, and most lines are the same as in the report before (with three lines,
 * two of three are unchanged). A line is written once per position; a new position starts afresh.
 */
final class PvSanCache {
    /** More lines than a search of one position keeps changing between: past it the cache starts again. */
    private static final int LIMIT = 256;

    private final int maxMoves;
    private String position;
    private final Map<List<String>, String> texts = new HashMap<>();

    PvSanCache(int maxMoves) {
        this.maxMoves = maxMoves;
    }

    /**
     * {@link PvText#san} of {@code pv} on {@code board}, which is the position {@code position} names (the engine's
     * position line: the same text is the same position and history).
     */
    String san(String position, Board board, List<String> pv) {
        if (!position.equals(this.position) || texts.size() >= LIMIT) {
            this.position = position;
            texts.clear();
        }
        List<String> shown = List.copyOf(pv.subList(0, Math.min(pv.size(), maxMoves))); // the moves beyond never show
        String text = texts.get(shown);
        if (text == null) {
            text = PvText.san(board, shown, maxMoves);
            texts.put(shown, text);
        }
        return text;
    }
}
