package chess.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import org.junit.jupiter.api.Test;

/** The {@code --960} flag of {@code fen}, {@code perft} (with {@code --epd} too) and {@code board}. */
class Chess960CommandsTest {
    private static final String N0_XFEN = "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1";
    private static final String N0_SHREDDER = "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1";

    @Test
    void fenReadsXFenAndShredderFenAndWritesEither() {
        Run run = Run.withInput(N0_SHREDDER + "\n" + N0_XFEN + "\n", "fen", "--960");
        assertEquals(0, run.status(), run.err());
        assertEquals("ok " + N0_XFEN + "\nok " + N0_XFEN + "\n", run.out());
        Run shredder = Run.withInput(N0_XFEN + "\n", "fen", "--960", "--shredder");
        assertEquals("ok " + N0_SHREDDER + "\n", shredder.out());
        Run standard = Run.withInput(N0_XFEN + "\n", "fen");
        assertEquals(1, standard.status());
        assertTrue(standard.out().startsWith("error castling field, column 47: castling right K needs the white king"
                + " on e1 (the field reads as Chess960 X-FEN"), standard.out());
        assertEquals(2, Run.main("fen", "--shredder").status(), "--shredder needs --960");
    }

    @Test
    void perftDividesWithKingTakesRookCastling() {
        Run run = Run.main("perft", "1", "--960", "4k3/8/8/8/8/8/8/5KR1 w K - 0 1");
        assertEquals(0, run.status(), run.err());
        assertTrue(Arrays.asList(run.outLines()).contains("f1g1: 1"), run.out());
        assertEquals(2, Run.main("perft", "1", "4k3/8/8/8/8/8/8/5KR1 w G - 0 1").status(), "standard rejects it");
    }

    @Test
    void perftEpdRunsTheChess960Suite() {
        Run run = Run.main("perft", "--960", "--epd", "src/test/resources/perft/chess960.epd", "--depth", "2");
        assertEquals(0, run.status(), run.out());
        assertEquals("60 passed, 0 failed\n", run.out());
        Run standard = Run.main("perft", "--epd", "src/test/resources/perft/chess960.epd", "--depth", "1");
        assertEquals(1, standard.status());
    }

    @Test
    void boardShowsAChess960Position() {
        Run run = Run.main("board", "--960", N0_SHREDDER);
        assertEquals(0, run.status(), run.err());
        assertTrue(run.out().contains(N0_XFEN), run.out());
        assertEquals(2, Run.main("board", N0_SHREDDER).status());
    }
}
