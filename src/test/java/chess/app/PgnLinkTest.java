package chess.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

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
}
