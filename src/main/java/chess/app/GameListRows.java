package chess.app;

import java.util.ArrayList;
import java.util.List;

/**
 * Which games of an imported PGN file the game list shows: those whose label holds every word of the filter
 * (ignoring case), the first {@code limit} of them. A file may hold thousands of games; the page draws a few hundred
 * rows at a time. A label is made when its row is drawn, and the lower-case labels once, when the first filter is
 * typed: an import lists its games slice by slice, each slice a new list, and making every label for each of them
 * (the 10 MB file's 5,000 games: 100 ms at the end, and as much again over the slices before) held the page.
 *
 * <p>Filter and labels are lowered by {@code toLowerCase()}, the same mapping for both: in the page it is the
 * browser's own, where {@code toLowerCase(Locale.ROOT)} went through the browser's locale data and brought
 * {@code Locale} into the build (760 bytes gzip).
 */
public final class GameListRows {
    private final List<ImportedGame> games;
    /** Each game's label once made, else null. */
    private final String[] labels;
    /** Every label in lower case, made for the first filter; null until then. */
    private String[] lowerLabels;

    public GameListRows(List<ImportedGame> games) {
        this.games = games;
        labels = new String[games.size()];
    }

    /** True when this was made from these very games (the state is rebuilt often; the list rarely changes). */
    public boolean isFor(List<ImportedGame> other) {
        return SameItems.inOrder(other, games);
    }

    /** The games that match {@code filter}, at most {@code limit} (their indexes into the list), and how many match. */
    public Page page(String filter, int limit) {
        List<String> words = words(filter.toLowerCase());
        List<Integer> shown = new ArrayList<>();
        if (words.isEmpty()) { // every game matches
            for (int i = 0; i < Math.min(limit, games.size()); i++) {
                shown.add(i);
            }
            return new Page(shown, games.size());
        }
        if (lowerLabels == null) {
            lowerLabels = new String[games.size()];
            for (int i = 0; i < lowerLabels.length; i++) {
                lowerLabels[i] = label(i).toLowerCase();
            }
        }
        int matching = 0;
        for (int i = 0; i < lowerLabels.length; i++) {
            if (matches(lowerLabels[i], words)) {
                if (shown.size() < limit) {
                    shown.add(i);
                }
                matching++;
            }
        }
        return new Page(shown, matching);
    }

    public ImportedGame game(int index) {
        return games.get(index);
    }

    public String label(int index) {
        if (labels[index] == null) {
            labels[index] = games.get(index).label();
        }
        return labels[index];
    }

    public int size() {
        return games.size();
    }

    private static boolean matches(String label, List<String> words) {
        for (String word : words) {
            if (!label.contains(word)) {
                return false;
            }
        }
        return true;
    }

    /** The filter's words, split at white space by hand (String.split would bring the regex engine to the page). */
    static List<String> words(String text) {
        List<String> words = new ArrayList<>();
        int start = -1;
        for (int i = 0; i <= text.length(); i++) {
            boolean space = i == text.length() || isWhitespace(text.charAt(i));
            if (space && start >= 0) {
                words.add(text.substring(start, i));
                start = -1;
            } else if (!space && start < 0) {
                start = i;
            }
        }
        return words;
    }

    /**
     * Character.isWhitespace, written out: the JDK's way brings Unicode's category tables (about 5 KB gzip) into
     * the page. The ASCII controls and separators, and the Unicode spaces that do not keep words together.
     */
    static boolean isWhitespace(char c) {
        return c >= '\t' && c <= '\r' || c >= '\u001c' && c <= ' ' || c == '\u1680'
                || c >= '\u2000' && c <= '\u2006' || c >= '\u2008' && c <= '\u200a' || c == '\u2028'
                || c == '\u2029' || c == '\u205f' || c == '\u3000';
    }

    /** One screenful of the list: the indexes shown and the number of games that match. */
    public static final class Page {
        public final List<Integer> shown;
        public final int matching;

        Page(List<Integer> shown, int matching) {
            this.shown = List.copyOf(shown);
            this.matching = matching;
        }
    }
}
