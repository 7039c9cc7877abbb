package chess.web;

import static org.junit.jupiter.api.Assertions.assertEquals;

import chess.engine.Level;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** The page's level menu shows each level's measured Elo label, the same figure the engine's UCI_Elo uses. */
class LevelLabelsTest {
    @Test
    void theLevelMenuCarriesEachLevelsEloLabel() throws IOException {
        String page = Files.readString(Path.of("src/main/webapp/index.html"));
        int start = page.indexOf("<select id=\"level\"");
        String menu = page.substring(start, page.indexOf("</select>", start));
        Matcher option = Pattern.compile("<option value=\"(\\d+)\">([^<]*)</option>").matcher(menu);
        List<String> shown = new ArrayList<>();
        List<String> expected = new ArrayList<>();
        while (option.find()) {
            shown.add(option.group(1) + ": " + option.group(2));
        }
        for (Level level : Level.values()) {
            expected.add(level.number + ": " + level.label());
        }
        assertEquals(expected, shown);
    }

    @Test
    void labelsReadAsAPlayerSaysThem() {
        assertEquals("Level 4 · about " + Level.L4.elo, Level.L4.label());
        assertEquals("Level 10 · about " + Level.L10.elo, Level.L10.label());
    }
}
