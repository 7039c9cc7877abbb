package chess.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.function.IntFunction;
import org.junit.jupiter.api.Test;

class GameListRowsTest {
    private static ImportedGame game(int n, String white, String black, String event) {
        return new ImportedGame(n, white, black, "1-0", event, "2024.01.20", "");
    }

    /** Games 1 to {@code count}, White{@code i} against Black, each at the event {@code event} names for it. */
    private static List<ImportedGame> numbered(int count, IntFunction<String> event) {
        List<ImportedGame> games = new ArrayList<>();
        for (int i = 1; i <= count; i++) {
            games.add(game(i, "White" + i, "Black", event.apply(i)));
        }
        return games;
    }

    private static final List<ImportedGame> GAMES = List.of(
            game(1, "Carlsen", "Nakamura", "Tata Steel"),
            game(2, "Caruana", "Carlsen", "Norway Chess"),
            game(3, "Ding", "Nepomniachtchi", "World Championship"));

    @Test
    void everyWordOfTheFilterMustMatchIgnoringCase() {
        GameListRows rows = new GameListRows(GAMES);
        assertEquals(List.of(0, 1), rows.page("carlsen", 200).shown);
        assertEquals(List.of(1), rows.page("  CARLSEN   norway ", 200).shown);
        assertEquals(List.of(0, 1, 2), rows.page("", 200).shown);
        assertEquals(0, rows.page("kasparov", 200).matching);
        assertEquals("1. Carlsen – Nakamura 1-0, Tata Steel 2024.01.20", rows.label(0));
    }

    @Test
    void aPageHoldsAtMostTheLimitAndCountsEveryMatch() {
        GameListRows rows = new GameListRows(numbered(5000, i -> i % 2 == 0 ? "Even" : "Odd"));
        GameListRows.Page page = rows.page("even", 200);
        assertEquals(200, page.shown.size());
        assertEquals(2500, page.matching);
        assertEquals(1, (int) page.shown.get(0));
        assertEquals(399, (int) page.shown.get(199));
        assertEquals(400, rows.page("even", 400).shown.size());
    }

    @Test
    void withoutAFilterThePageIsTheFirstGamesAndAFilterTypedLaterStillFindsByLabel() {
        GameListRows rows = new GameListRows(numbered(450, i -> i == 400 ? "Rare Open" : "Club"));
        GameListRows.Page page = rows.page(" \t ", 200);
        assertEquals(200, page.shown.size());
        assertEquals(450, page.matching);
        assertEquals(0, (int) page.shown.get(0));
        assertEquals(199, (int) page.shown.get(199));
        assertEquals(450, rows.page("", 1000).shown.size(), "a limit past the end shows every game");
        assertEquals(List.of(399), rows.page("rare", 200).shown);
        assertEquals("400. White400 – Black 1-0, Rare Open 2024.01.20", rows.label(399));
    }

    @Test
    void knowsTheListItWasMadeFrom() {
        GameListRows rows = new GameListRows(GAMES);
        assertTrue(rows.isFor(List.copyOf(GAMES)));
        assertFalse(rows.isFor(GAMES.subList(0, 2)));
        List<ImportedGame> other = new ArrayList<>(GAMES);
        other.set(2, game(3, "Ding", "Nepomniachtchi", "World Championship"));
        assertFalse(rows.isFor(other), "equal labels, different games");
    }

    @Test
    void wordsAreSplitAtWhiteSpace() {
        assertEquals(List.of("a", "bc", "d"), GameListRows.words(" a\tbc  d "));
        assertEquals(List.of(), GameListRows.words("   "));
    }

    @Test
    void splitsAtExactlyTheCharactersTheJdkCallsWhiteSpace() {
        for (int c = 0; c <= Character.MAX_VALUE; c++) {
            assertEquals(Character.isWhitespace((char) c), GameListRows.isWhitespace((char) c),
                    "U+" + Integer.toHexString(c));
        }
        assertEquals(List.of("ján", "nová\u00a0b"), GameListRows.words("\u3000ján\u2003nová\u00a0b "));
    }
}
