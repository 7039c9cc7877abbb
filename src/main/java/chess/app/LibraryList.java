package chess.app;

import java.util.ArrayList;
import java.util.List;

/**
 * The library's entries in memory, newest first (the order the store's index gives; a write moves its entry to the
 * top), with the search that filters them: every word of it must appear in the name, players, result or opening.
 * Only metadata is here; 10,000 entries are a few megabytes at most and a search over them takes milliseconds.
 */
final class LibraryList {
    private final List<LibraryEntry> entries = new ArrayList<>();
    /** Each entry's searched text in lower case, made once (a search over 10,000 entries then only compares). */
    private final List<String> searchTexts = new ArrayList<>();

    void clear() {
        entries.clear();
        searchTexts.clear();
    }

    /** Adds entries read from the store, which come newest first. */
    void addRead(List<LibraryEntry> read) {
        for (LibraryEntry e : read) {
            entries.add(e);
            searchTexts.add(e.searchText());
        }
    }

    /** Adds or replaces the entry with this id, in its place by time (a just-saved game goes to the top). */
    void put(LibraryEntry entry) {
        remove(entry.id());
        int at = 0;
        while (at < entries.size() && newer(entries.get(at), entry)) {
            at++;
        }
        entries.add(at, entry);
        searchTexts.add(at, entry.searchText());
    }

    /** Removes and returns the entry with this id, or null. */
    LibraryEntry remove(String id) {
        for (int i = 0; i < entries.size(); i++) {
            if (entries.get(i).id().equals(id)) {
                searchTexts.remove(i);
                return entries.remove(i);
            }
        }
        return null;
    }

    LibraryEntry find(String id) {
        for (LibraryEntry e : entries) {
            if (e.id().equals(id)) {
                return e;
            }
        }
        return null;
    }

    /** The newest entry, or null when the library is empty. */
    LibraryEntry newest() {
        return entries.isEmpty() ? null : entries.get(0);
    }

    int size() {
        return entries.size();
    }

    /** The entries that match {@code search} ("" matches all), newest first. */
    List<LibraryEntry> matching(String search) {
        String[] words = words(search.toLowerCase());
        if (words.length == 0) {
            return entries;
        }
        List<LibraryEntry> found = new ArrayList<>();
        for (int i = 0; i < entries.size(); i++) {
            if (matches(searchTexts.get(i), words)) {
                found.add(entries.get(i));
            }
        }
        return found;
    }

    private static boolean matches(String text, String[] lowerWords) {
        for (String word : lowerWords) {
            if (!text.contains(word)) {
                return false;
            }
        }
        return true;
    }

    /** Newer first; the same time by id, as the store orders them. */
    private static boolean newer(LibraryEntry a, LibraryEntry b) {
        return a.updated() > b.updated() || a.updated() == b.updated() && a.id().compareTo(b.id()) < 0;
    }

    /** The words of a search, split on white space by hand (String.split would bring the regex engine along). */
    static String[] words(String text) {
        List<String> out = new ArrayList<>();
        int start = -1;
        for (int i = 0; i <= text.length(); i++) {
            boolean space = i == text.length() || GameListRows.isWhitespace(text.charAt(i));
            if (space && start >= 0) {
                out.add(text.substring(start, i));
                start = -1;
            } else if (!space && start < 0) {
                start = i;
            }
        }
        return out.toArray(new String[0]);
    }
}
