package chess.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class OpeningCommandTest {
    private static final String GAMES = "[Event \"one\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. a3 a6 *\n\n"
            + "[Event \"transposed\"]\n\n1. Nf3 Nc6 2. e4 e5 3. Bc4 Bc5 *\n\n"
            + "[Event \"left at a black move\"]\n\n1. h4 h5 *\n\n"
            + "[Event \"bad\"]\n\n1. e4 e5 2. Ke3 *\n\n"
            + "[Event \"from a set-up position\"]\n[SetUp \"1\"]\n[FEN \"8/8/8/4k3/8/8/8/4K3 w - - 0 1\"]\n\n1. Kd2 *\n";

    @TempDir
    Path dir;

    private String file(String text) throws IOException {
        Path path = dir.resolve("games.pgn");
        Files.writeString(path, text, StandardCharsets.UTF_8);
        return path.toString();
    }

    @Test
    void namesEveryGameFromItsMovesWithTheMoveThatLeftTheory() throws IOException {
        Run run = Run.main("opening", file(GAMES));
        assertEquals(1, run.status(), run.err());
        assertEquals(String.join("\n",
                "ok 1 C50 Italian Game: Giuoco Piano; left theory at 4. a3",
                "ok 2 C50 Italian Game: Giuoco Piano",
                "ok 3 A00 Kádas Opening; left theory at 1... h5",
                "error 4 line 15 column 13: 2. Ke3 is illegal: no king move to e3 is legal here",
                "ok 5 none",
                "5 games: 3 named, 1 error",
                ""), run.out());
        run.assertNoStackTrace();
    }

    @Test
    void namesAPositionGivenAsFen() {
        Run run = Run.main("opening", "--fen", "r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4");
        assertEquals(0, run.status(), run.err());
        assertEquals("C50 Italian Game: Giuoco Piano\n", run.out());
        Run none = Run.main("opening", "--fen", "8/8/8/4k3/8/8/8/4K3 w - - 0 1");
        assertEquals(1, none.status());
        assertEquals("none\n", none.out());
    }

    @Test
    void badUsageAndBadInputSayWhat() throws IOException {
        Run missing = Run.main("opening");
        assertEquals(2, missing.status());
        assertTrue(missing.err().contains("missing the PGN file"), missing.err());
        Run noFile = Run.main("opening", dir.resolve("nope.pgn").toString());
        assertEquals(2, noFile.status());
        assertTrue(noFile.err().contains("no such file"), noFile.err());
        Run badFen = Run.main("opening", "--fen", "not a fen");
        assertEquals(2, badFen.status());
        assertTrue(badFen.err().contains("invalid FEN"), badFen.err());
        Run option = Run.main("opening", "--what", "x");
        assertEquals(2, option.status());
        assertTrue(option.err().contains("unknown option '--what'"), option.err());
        Run empty = Run.main("opening", file(""));
        assertEquals(1, empty.status());
        assertEquals("no games found\n", empty.out());
        for (Run run : new Run[] {missing, noFile, badFen, option, empty}) {
            run.assertNoStackTrace();
        }
    }
}
