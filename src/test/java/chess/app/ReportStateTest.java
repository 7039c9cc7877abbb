package chess.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * An engine report's redraw is given the state last drawn with only the engine's part made anew
 * ({@code GameController.reportState}): it must be exactly the state the controller would make whole, field for field,
 * whatever the report (a score, lines, the arrow, a hint, a mate, lines of an earlier position) and whatever was
 * drawn before it.
 */
class ReportStateTest {
    private static final String PAGE = "http://127.0.0.1:8080/";

    private RecordingView view;
    private FakeScheduler scheduler;
    private GameController controller;

    @BeforeEach
    void setUp() {
        view = new RecordingView();
        scheduler = new FakeScheduler();
        controller = new GameController(view, new FakeEngine(), scheduler);
        controller.start(PAGE);
    }

    @Test
    void anAnalysisReportsStateIsTheWholeState() {
        controller.setAnalysis(true);
        report("info depth 1 score cp 30 nodes 20 nps 20000 pv e2e4");
        report("info depth 12 score cp 41 nodes 2000000 nps 1300000 pv e2e4 e7e5 g1f3 b8c6");
        controller.clickSquare("e2");
        controller.clickSquare("e4");
        report("info depth 5 score cp -20 nodes 9000 nps 90000 pv c7c5 g1f3");
        report("info depth 9 score mate -3 nodes 90000 nps 900000 pv d8h4");
        controller.setBestMoveArrow(false);
        report("info depth 10 score cp 5 nodes 100000 nps 900000 pv e7e5");
    }

    @Test
    void threeLinesAndAHintAreTheWholeStateToo() {
        controller.setAnalysisLines(3);
        controller.setAnalysis(true);
        report("info depth 8 multipv 1 score cp 30 nodes 5000 nps 50000 pv e2e4 e7e5");
        report("info depth 8 multipv 2 score cp 25 nodes 6000 nps 50000 pv d2d4 d7d5");
        report("info depth 8 multipv 3 score cp 20 nodes 7000 nps 50000 pv g1f3 g8f6");
        controller.setAnalysis(false);
        controller.hint();
        report("info depth 4 score cp 28 nodes 800 nps 8000 pv e2e4");
        controller.engineLine("bestmove e2e4");
        scheduler.runAll();
        assertWhole();
    }

    @Test
    void theComparisonSeesADifference() {
        controller.setAnalysis(true);
        report("info depth 3 score cp 30 nodes 20 nps 20000 pv e2e4");
        BoardState before = view.last();
        report("info depth 4 score cp 90 nodes 40 nps 20000 pv d2d4");
        assertNotEquals(fields(before), fields(view.last()), "a new report changes the engine's part");
    }

    private void report(String line) {
        controller.engineLine(line);
        assertWhole();
    }

    private void assertWhole() {
        assertEquals(fields(controller.state()), fields(view.last()));
    }

    /** Every public field of a state, its pieces and targets, as text. */
    private static String fields(BoardState s) {
        StringBuilder text = new StringBuilder();
        for (Field f : BoardState.class.getFields()) {
            if (!Modifier.isStatic(f.getModifiers())) {
                try {
                    text.append(f.getName()).append('=').append(describe(f.get(s), 0)).append('\n');
                } catch (IllegalAccessException e) {
                    throw new AssertionError(e);
                }
            }
        }
        for (int i = 0; i < 64; i++) {
            text.append(s.piece(i)).append(s.isTarget(i) ? "t" : "").append(' ');
        }
        return text.toString();
    }

    /** A value by its contents: objects without a toString of their own are described field by field. */
    private static String describe(Object value, int depth) {
        if (value == null || depth > 4) {
            return String.valueOf(value);
        }
        if (value instanceof java.util.Collection<?> list) {
            StringBuilder text = new StringBuilder("[");
            for (Object item : list) {
                text.append(describe(item, depth + 1)).append(", ");
            }
            return text.append(']').toString();
        }
        try {
            if (value.getClass().getMethod("toString").getDeclaringClass() != Object.class
                    || value.getClass().isEnum()) {
                return value.toString();
            }
        } catch (NoSuchMethodException e) {
            throw new AssertionError(e);
        }
        StringBuilder text = new StringBuilder(value.getClass().getSimpleName()).append('{');
        for (Field f : value.getClass().getDeclaredFields()) {
            if (!Modifier.isStatic(f.getModifiers())) {
                f.setAccessible(true);
                try {
                    text.append(f.getName()).append('=').append(describe(f.get(value), depth + 1)).append(' ');
                } catch (IllegalAccessException e) {
                    throw new AssertionError(e);
                }
            }
        }
        return text.append('}').toString();
    }
}
