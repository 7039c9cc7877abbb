package chess.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import chess.core.Variant;
import chess.link.DecodedGame;
import chess.link.TreeCodec;
import chess.pgn.PgnExport;
import chess.pgn.PgnReader;
import org.junit.jupiter.api.Test;

class PgnLinkTest {
    @Test
    void aGoodPgnBecomesTheCodeOfTheSameGameAtItsStart() {
        String pgn = "[White \"Anna\"]\n1. e4 {[%cal Gd2d4] open} e5 (1... c5 $1) 2. Nf3 Nc6 1-0";
        PgnLink link = PgnLink.read(pgn);
        assertEquals("", link.problem());
        DecodedGame decoded = TreeCodec.decode(link.code());
        assertEquals("", decoded.problem());
        assertEquals(PgnExport.write(PgnReader.read(pgn).tree()), PgnExport.write(decoded.tree()));
        assertEquals(decoded.tree().root(), decoded.current());
    }

    @Test
    void anErrorKeepsTheMovesBeforeItAndIsNamed() {
        PgnLink link = PgnLink.read("1.e4 e5 2.Qxf7");
        assertEquals(2, TreeCodec.decode(link.code()).tree().moveCount());
        assertTrue(link.problem().startsWith("The PGN in the link: line 1, column"), link.problem());
        assertTrue(link.problem().endsWith("The moves before it were loaded."), link.problem());
    }

    @Test
    void nothingReadGivesNoCode() {
        PgnLink link = PgnLink.read("1.Ke2");
        assertEquals("", link.code());
        assertTrue(link.problem().startsWith("The PGN in the link was not loaded: line 1, column"), link.problem());
    }

    @Test
    void aFenBecomesTheCodeOfThatPositionAndABadOneIsNamed() {
        PgnLink link = PgnLink.readFen("8/8/8/8/8/8/4P3/K6k_w_-_-_0_1"); // pasted forms are read as the app reads them
        assertEquals("", link.problem());
        DecodedGame decoded = TreeCodec.decode(link.code());
        assertEquals("8/8/8/8/8/8/4P3/K6k w - - 0 1", decoded.tree().startFen());
        PgnLink chess960 = PgnLink.readFen("bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9");
        assertEquals(Variant.CHESS960, TreeCodec.decode(chess960.code()).tree().variant());
        PgnLink bad = PgnLink.readFen("8/8/8/8/8/8/8/K7 w - - 0 1");
        assertEquals("", bad.code());
        assertTrue(bad.problem().startsWith("The FEN in the link was not loaded: "), bad.problem());
    }
}
