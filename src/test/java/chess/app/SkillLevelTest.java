package chess.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import chess.engine.Level;
import org.junit.jupiter.api.Test;

/** The app's level scale is the engine's: the same range, the same full-strength level. */
class SkillLevelTest {
    @Test
    void theAppOffersTheEnginesLevels() {
        assertEquals(Level.MIN, SkillLevel.MIN);
        assertEquals(Level.MAX, SkillLevel.MAX);
        assertTrue(Level.of(SkillLevel.FULL_STRENGTH).isFullStrength());
        assertFalse(Level.of(SkillLevel.FULL_STRENGTH - 1).isFullStrength());
    }

    @Test
    void numbersOutsideTheScaleAreBroughtIntoIt() {
        assertEquals(1, SkillLevel.clamp(0));
        assertEquals(10, SkillLevel.clamp(99));
        assertEquals(4, SkillLevel.clamp(4));
        assertEquals(UrlState.DEFAULT_LEVEL, SkillLevel.clamp(UrlState.DEFAULT_LEVEL), "the default is a level");
    }
}
