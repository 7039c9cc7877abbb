package chess.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import chess.core.Fen;
import chess.core.Game;
import chess.core.Variant;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class OpeningTest {
    private static final String SICILIAN = "rnbqkbnr/pp1ppppp/8/2p5/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2";

    @Test
    void aFenLineIsThePositionAndItsCommentIsDropped() {
        Opening o = Opening.parse(SICILIAN + " ; Sicilian", 3);
        assertEquals(SICILIAN, o.fen());
        assertEquals(List.of(), o.moves());
        assertEquals(3, o.line());
    }

    @Test
    void anEpdLineGetsMoveCountersAndLosesItsOperations() {
        Opening o = Opening.parse("rnbqkbnr/pp1ppppp/8/2p5/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - bm Nc6; id \"x\";", 1);
        assertEquals("rnbqkbnr/pp1ppppp/8/2p5/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 0 1", o.fen());
    }

    @Test
    void aMoveListInSanOrUciPlaysFromTheStart() {
        Game san = Opening.parse("1. e4 c5 2.Nf3", 1).start(Variant.STANDARD);
        Game uci = Opening.parse("e2e4 c7c5 g1f3", 1).start(Variant.STANDARD);
        assertEquals(SICILIAN, san.fen());
        assertEquals(SICILIAN, uci.fen());
        assertEquals(3, san.ply());
        assertEquals(Fen.START, san.startFen());
    }

    @Test
    void blankAndCommentLinesAreNoOpenings() {
        assertNull(Opening.parse("   ", 1));
        assertNull(Opening.parse("# balanced openings", 1));
    }

    @Test
    void aFileIsReadAndABadLineIsNamed(@TempDir Path dir) throws IOException {
        Path good = dir.resolve("good.fen");
        Files.writeString(good, "# two\n" + Fen.START + "\n\n1. d4 d5\n");
        List<Opening> openings = Opening.read(good, Variant.STANDARD);
        assertEquals(2, openings.size());
        assertEquals(4, openings.get(1).line());

        Path bad = dir.resolve("bad.fen");
        Files.writeString(bad, Fen.START + "\n1. e4 e4\n");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Opening.read(bad, Variant.STANDARD));
        assertTrue(e.getMessage().contains("bad.fen:2"), e.getMessage());
    }

    @Test
    void theShippedOpeningsAreLegalAndBalancedInNumber() throws IOException {
        List<Opening> openings = Opening.read(Path.of(MatchOptions.DEFAULT_OPENINGS), Variant.STANDARD);
        assertTrue(openings.size() >= 50, openings.size() + " openings");
    }
}
