package chess.web;

import static org.junit.jupiter.api.Assertions.assertEquals;

import chess.app.EngineInfo;
import chess.core.RuleSet;
import chess.engine.Engine;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The page's menus in index.html offer what the Java side knows: the repetition rule's options carry the
 * {@link RuleSet} ids (the page reads and saves those), and the analysis's line count goes from 1 to the most
 * lines the engine searches, which is also the most the page keeps.
 */
class PageMenusTest {
    @Test
    void theRuleMenuCarriesTheRuleSetIds() throws IOException {
        List<String> expected = new ArrayList<>();
        for (RuleSet rules : RuleSet.values()) {
            expected.add(rules.id);
        }
        assertEquals(expected, optionValues("rules"));
    }

    @Test
    void theLineMenuGoesUpToTheEnginesMostLines() throws IOException {
        List<String> expected = new ArrayList<>();
        for (int lines = 1; lines <= Engine.MAX_MULTI_PV; lines++) {
            expected.add(Integer.toString(lines));
        }
        assertEquals(expected, optionValues("analysis-line-count"));
        assertEquals(Engine.MAX_MULTI_PV, EngineInfo.MAX_LINES, "the page keeps as many lines as the engine sends");
    }

    @Test
    void ruleSetsAreFoundByTheirIds() {
        for (RuleSet rules : RuleSet.values()) {
            assertEquals(rules, RuleSet.byId(rules.id));
        }
        assertEquals(null, RuleSet.byId("threefold"));
        assertEquals(null, RuleSet.byId(null));
    }

    /** The values of the options of index.html's {@code <select id="...">}, in order. */
    private static List<String> optionValues(String selectId) throws IOException {
        String page = Files.readString(Path.of("src/main/webapp/index.html"));
        int start = page.indexOf("<select id=\"" + selectId + "\"");
        String menu = page.substring(start, page.indexOf("</select>", start));
        Matcher option = Pattern.compile("<option value=\"([^\"]*)\"").matcher(menu);
        List<String> values = new ArrayList<>();
        while (option.find()) {
            values.add(option.group(1));
        }
        return values;
    }
}
