package chess.app;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class ReviewWorkersTest {
    private static final String PAGE = "http://127.0.0.1:8080/";

    @Test
    void twoCoresAreBothUsedFromFourOneIsLeftToThePageAndNoMoreThanFourAreUsed() {
        assertEquals(1, ReviewWorkers.count(PAGE, 0), "unknown");
        assertEquals(1, ReviewWorkers.count(PAGE, 1));
        assertEquals(2, ReviewWorkers.count(PAGE, 2));
        assertEquals(2, ReviewWorkers.count(PAGE, 3));
        assertEquals(3, ReviewWorkers.count(PAGE, 4));
        assertEquals(4, ReviewWorkers.count(PAGE, 5));
        assertEquals(4, ReviewWorkers.count(PAGE, 32));
    }

    @Test
    void theAddressMaySetOneToFour() {
        assertEquals(2, ReviewWorkers.count(PAGE + "?build=wasm&reviewWorkers=2", 2));
        assertEquals(1, ReviewWorkers.count(PAGE + "?reviewWorkers=1#g=abc", 8));
        assertEquals(4, ReviewWorkers.count(PAGE + "#reviewWorkers=4", 1));
        for (String bad : new String[] {"0", "5", "12", "-1", "x", "", "2.0"}) {
            assertEquals(3, ReviewWorkers.count(PAGE + "?reviewWorkers=" + bad, 4), bad + " is ignored");
        }
    }
}
