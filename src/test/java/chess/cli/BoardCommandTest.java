package chess.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class BoardCommandTest {

    @Test
    void startPositionByDefault() {
        Run run = Run.main("board");
        assertEquals(0, run.status());
        assertEquals(String.join("\n",
                "8  r n b q k b n r",
                "7  p p p p p p p p",
                "6  . . . . . . . .",
                "5  . . . . . . . .",
                "4  . . . . . . . .",
                "3  . . . . . . . .",
                "2  P P P P P P P P",
                "1  R N B Q K B N R",
                "   a b c d e f g h",
                "",
                "FEN: rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
                "Side to move: white",
                ""), run.out());
    }

    @Test
    void givenPositionWithBlackToMoveInCheck() {
        String fen = "rnb1kbnr/pppp1ppp/8/4p3/5PPq/8/PPPPP2P/RNBQKBNR w KQkq - 1 3";
        String blackInCheck = "4k3/8/8/8/8/8/4R3/4K3 b - - 0 1";
        Run run = Run.main("board", blackInCheck);
        assertEquals(0, run.status(), run.err());
        assertEquals(String.join("\n",
                "8  . . . . k . . .",
                "7  . . . . . . . .",
                "6  . . . . . . . .",
                "5  . . . . . . . .",
                "4  . . . . . . . .",
                "3  . . . . . . . .",
                "2  . . . . R . . .",
                "1  . . . . K . . .",
                "   a b c d e f g h",
                "",
                "FEN: " + blackInCheck,
                "Side to move: black (in check)",
                ""), run.out());
        Run words = Run.main(("board " + fen).split(" "));
        assertEquals(0, words.status(), words.err());
        assertTrue(words.out().contains("4  . . . . . P P q\n"), words.out());
        assertTrue(words.out().contains("FEN: " + fen + "\n"), words.out());
        assertTrue(words.out().endsWith("Side to move: white (in check)\n"), words.out());
    }

    @Test
    void badFenIsAUsageErrorWithTheFenMessage() {
        Run run = Run.main("board", "8/8/8/8/8/8/8/8 w - - 0 1");
        assertEquals(2, run.status());
        assertTrue(run.err().startsWith("board: invalid FEN: position: "), run.err());
        assertTrue(run.err().contains("usage: board"), run.err());
        assertEquals("", run.out());
        run.assertNoStackTrace();
    }

    @Test
    void unknownOptionIsAUsageError() {
        Run run = Run.main("board", "--flip");
        assertEquals(2, run.status());
        assertTrue(run.err().startsWith("board: unknown option '--flip'"), run.err());
    }
}
