package chess.pgn;

import chess.core.Fen;
import chess.core.FenException;
import chess.core.Variant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The tag pairs of one game as read, with where each stood, and the {@link GameTree} they ask for: the variant is
 * checked (standard chess and Chess960 can be replayed), {@code FEN} gives the start position, {@code Result} is kept
 * for the reader to compare with the movetext's result, and the other tags go into the tree in their order.
 */
final class TagSection {
    /** More tags than any real game has; a longer tag section is a broken file. */
    static final int MAX_TAGS = 1_000;
    /** Variant values that mean standard chess ("From Position" is lichess's word for a set-up position). */
    private static final Set<String> STANDARD = Set.of("", "standard", "chess", "normal", "from position");
    /** Variant values that mean Chess960 (lichess writes "Chess960", others "Fischerandom" or "chess 960"). */
    private static final Set<String> CHESS960 = Set.of("chess960", "chess 960", "960", "fischerandom",
            "fischer random", "fischer random chess", "fischerrandom");

    private final List<TagPair> tags = new ArrayList<>();
    private final List<int[]> places = new ArrayList<>();
    private final Set<String> seen = new HashSet<>();

    /** Adds a tag read at {@code line}; {@code valueColumn} is where its value starts. Notes repeated names. */
    void add(TagPair tag, int line, int column, int valueColumn, ProblemLog log) {
        if (tags.size() >= MAX_TAGS) {
            log.fatal(line, column, "a game may have at most " + MAX_TAGS + " tag pairs");
            return;
        }
        if (!seen.add(tag.name)) {
            log.note(line, column, "the tag " + tag.name + " is given twice; the last value is kept");
        }
        tags.add(tag);
        places.add(new int[] {line, column, valueColumn});
    }

    /** The value of the last {@code Result} tag, or null. */
    String result() {
        String value = null;
        for (TagPair tag : tags) {
            if (tag.name.equals("Result")) {
                value = tag.value;
            }
        }
        return value;
    }

    /** Where the last {@code Result} tag's value is: {line, column}; null when there is none. */
    int[] resultPlace() {
        int[] place = null;
        for (int k = 0; k < tags.size(); k++) {
            if (tags.get(k).name.equals("Result")) {
                place = new int[] {places.get(k)[0], places.get(k)[2]};
            }
        }
        return place;
    }

    /**
     * The tree the tags ask for. Always returns a tree: when the variant or the FEN is refused (a fatal problem in
     * {@code log}) it starts from the standard position, so the caller still has the other tags.
     */
    GameTree build(ProblemLog log) {
        int fen = -1;
        int setUp = -1;
        Variant variant = Variant.STANDARD;
        for (int k = 0; k < tags.size(); k++) {
            TagPair tag = tags.get(k);
            String value = tag.value.trim().toLowerCase();
            if (tag.name.equals("Variant") && CHESS960.contains(value)) {
                variant = Variant.CHESS960;
            } else if (tag.name.equals("Variant") && !STANDARD.contains(value)) {
                log.fatal(places.get(k)[0], places.get(k)[2], "the variant '" + tag.value
                        + "' cannot be read: only standard chess and Chess960 are supported");
            } else if (tag.name.equals("FEN")) {
                fen = k;
            } else if (tag.name.equals("SetUp")) {
                setUp = k;
            }
        }
        GameTree tree = null;
        if (fen >= 0 && !log.failed()) {
            TagPair tag = tags.get(fen);
            try {
                tree = new GameTree(tag.value, variant);
            } catch (FenException e) {
                int column = places.get(fen)[2] + Math.max(0, e.column() - 1);
                log.fatal(places.get(fen)[0], column, "the FEN tag is not a position that can be played: "
                        + e.getMessage());
            }
        } else if (setUp >= 0 && tags.get(setUp).value.equals("1")) {
            log.note(places.get(setUp)[0], places.get(setUp)[1],
                    "SetUp is 1 but there is no FEN tag; the game starts from the standard position");
        }
        if (tree == null && variant == Variant.CHESS960 && !log.failed()) {
            tree = new GameTree(Fen.START, Variant.CHESS960); // position 518, the only start without a FEN tag
        }
        if (tree == null) {
            tree = new GameTree();
        }
        for (TagPair tag : tags) {
            if (!tag.name.equals("SetUp") && !tag.name.equals("FEN") && !tag.name.equals("Result")
                    && !tag.name.equals("Variant")) {
                tree.setTag(tag.name, tag.value);
            }
        }
        return tree;
    }
}
