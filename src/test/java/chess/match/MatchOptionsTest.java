package chess.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;

class MatchOptionsTest {
    @Test
    void theOptionsOfTheOldRunnersCommandsAreRead() {
        MatchOptions o = MatchOptions.parse("--engine1", "java -jar chess.jar uci", "--name1", "B", "--engine2",
                "/usr/games/stockfish", "--name2", "sf2500", "--option2", "UCI_LimitStrength=true", "--option2",
                "Move Overhead=100", "--games", "340", "--opening-offset", "30", "--tc", "10+0.1", "--concurrency", "2",
                "--init-timeout", "60000", "--hang", "5000");
        assertEquals(List.of("java", "-jar", "chess.jar", "uci"), o.engine(0).argv());
        assertEquals(List.of(new EngineSpec.Option("UCI_LimitStrength", "true"),
                new EngineSpec.Option("Move Overhead", "100")), o.engine(1).options());
        assertEquals(340, o.games);
        assertEquals(30, o.openingOffset);
        assertEquals(2, o.concurrency);
        assertEquals(60_000, o.initTimeoutMs);
        assertEquals(new SearchLimit(SearchLimit.Kind.CLOCK, 10_000, 100, 5_000), o.limit, "--hang after the limit");
    }

    @Test
    void quotedWordsOfACommandStayTogether() {
        EngineSpec spec = new EngineSpec("x", "node '/my dir/uci-bridge.mjs' --site \"a b\"", List.of());
        assertEquals(List.of("node", "/my dir/uci-bridge.mjs", "--site", "a b"), spec.argv());
    }

    @Test
    void exactlyOneLimitAndTwoDifferentNamesAreNeeded() {
        assertThrows(IllegalArgumentException.class, () -> MatchOptions.parse("--engine1", "a", "--engine2", "b"));
        assertThrows(IllegalArgumentException.class, () -> MatchOptions.parse("--engine1", "a", "--engine2", "b",
                "--nodes", "1", "--depth", "2"));
        assertThrows(IllegalArgumentException.class, () -> MatchOptions.parse("--engine1", "a", "--engine2", "b",
                "--nodes", "1", "--name1", "x", "--name2", "x"));
        assertThrows(IllegalArgumentException.class, () -> MatchOptions.parse("--engine1", "a", "--engine2", "b",
                "--nodes", "1", "--json", "out.json"));
    }

    @Test
    void chess960SetsTheUciOptionOnBothEngines() {
        MatchOptions o = MatchOptions.parse("--engine1", "a", "--engine2", "b", "--depth", "3", "--chess960");
        assertEquals(new EngineSpec.Option("UCI_Chess960", "true"), o.engine(0).options().get(0));
        assertEquals(new EngineSpec.Option("UCI_Chess960", "true"), o.engine(1).options().get(0));
    }
}
