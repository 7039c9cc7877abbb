package chess.image;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class PathDataTest {
    @Test
    void readsRelativeAndAbsoluteCommandsIntoAbsolutePoints() {
        PathData p = PathData.parse("M21.2 4h2.6v4l-1-.5.5.5C1 2 3 4 5 6c1 1 2 2 3 3Z");
        assertEquals("MLLLLCCZ", commands(p));
        assertArrayEquals(new double[] {21.2, 4, 23.8, 4, 23.8, 8, 22.8, 7.5, 23.3, 8, 1, 2, 3, 4, 5, 6, 6, 7, 7, 8,
            8, 9}, p.points(), 1e-9);
    }

    @Test
    void pairsAfterAMoveAreLinesAndSignsStartNumbers() {
        PathData p = PathData.parse("m1 1 2 2-1-1z");
        assertEquals("MLLZ", commands(p));
        assertArrayEquals(new double[] {1, 1, 3, 3, 2, 2}, p.points(), 1e-9);
    }

    @Test
    void refusesWhatItCannotDrawWithThePlace() {
        assertEquals("path data: command 'Q' is not supported, at 5 in 'M0 0 Q1 1 2 2'",
                assertThrows(IllegalArgumentException.class, () -> PathData.parse("M0 0 Q1 1 2 2")).getMessage());
        assertEquals("path data: expected a number at 5 in 'M0 0L'",
                assertThrows(IllegalArgumentException.class, () -> PathData.parse("M0 0L")).getMessage());
        assertEquals("path data must start with a move (M): 'L1 1'",
                assertThrows(IllegalArgumentException.class, () -> PathData.parse("L1 1")).getMessage());
    }

    private static String commands(PathData p) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < p.size(); i++) {
            sb.append(p.command(i));
        }
        return sb.toString();
    }
}
