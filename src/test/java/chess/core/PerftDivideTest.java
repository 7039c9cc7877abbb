package chess.core;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class PerftDivideTest {
    @Test
    void movesInGenerationOrderOrSortedThenTheTotal() {
        PerftDivide divide = PerftDivide.count(Fen.parse(Fen.START), 2, true);
        assertEquals(400, divide.total());
        List<String> generated = divide.lines(false);
        List<String> sorted = divide.lines(true);
        assertEquals(22, sorted.size());
        assertEquals(List.of("a2a3: 20", "a2a4: 20", "b1a3: 20"), sorted.subList(0, 3));
        assertEquals(List.of("", "Nodes searched: 400"), sorted.subList(20, 22));
        List<String> resorted = new ArrayList<>(generated.subList(0, 20));
        resorted.sort(null);
        assertEquals(sorted.subList(0, 20), resorted, "the same move lines, only the order differs");
        assertEquals(sorted.subList(20, 22), generated.subList(20, 22));
    }

    @Test
    void depthZeroIsThePositionItself() {
        PerftDivide divide = PerftDivide.count(Fen.parse(Fen.START), 0, true);
        assertEquals(1, divide.total());
        assertEquals(List.of("", "Nodes searched: 1"), divide.lines(true));
    }

    @Test
    void bulkAndFullCountingAgree() {
        Board kiwipete = Fen.parse(TestPositions.KIWIPETE);
        assertEquals(PerftDivide.count(kiwipete, 2, true).lines(true),
                PerftDivide.count(kiwipete, 2, false).lines(true));
    }
}
