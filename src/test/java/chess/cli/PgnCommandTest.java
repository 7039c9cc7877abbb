package chess.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class PgnCommandTest {
    private static final String GAMES = "[Event \"one\"]\n[White \"Carlsen\"]\n[Black \"Nakamura\"]\n[Result \"1-0\"]\n\n"
            + "1. e4 e5 2. Nf3 Nc6 3. Bb5 1-0\n\n"
            + "[Event \"two\"]\n[White \"A\"]\n[Black \"B\"]\n\n1. d4 d5\n2. Ke3 *\n\n"
            + "[Event \"three\"]\n\n1. e4 -- 2. d4 1/2-1/2\n";

    @TempDir
    Path dir;

    private String file(String name, String text) throws IOException {
        Path path = dir.resolve(name);
        Files.writeString(path, text, StandardCharsets.UTF_8);
        return path.toString();
    }

    @Test
    void oneLinePerGameThenASummaryAndStatusOneWhenAGameFailed() throws IOException {
        Run run = Run.main("pgn", file("games.pgn", GAMES));
        assertEquals(1, run.status(), run.err());
        assertEquals(String.join("\n",
                "ok 1 Carlsen - Nakamura 1-0 (5 half-moves)",
                "error 2 line 13 column 4: 2. Ke3 is illegal: no king move to e3 is legal here",
                "ok 3 ? - ? 1/2-1/2 (1 half-move; note line 17 column 7: a null move (--) cannot be replayed; the rest"
                        + " of this line is left out)",
                "3 games: 2 ok, 1 error",
                ""), run.out());
        run.assertNoStackTrace();
    }

    @Test
    void fenModePrintsTheMainLinesLastPosition() throws IOException {
        Run run = Run.main("pgn", "--fen", file("games.pgn", GAMES));
        String[] lines = run.outLines();
        assertEquals("ok r1bqkbnr/pppp1ppp/2n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 3 3", lines[0]);
        assertTrue(lines[1].startsWith("error 2 line 13 column 4: "), lines[1]);
        assertEquals("ok rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1", lines[2]);
        assertEquals("3 games: 2 ok, 1 error", lines[3]);
    }

    @Test
    void allGoodIsStatusZero() throws IOException {
        Run run = Run.main("pgn", file("one.pgn", "1. e4 e5 *\n"));
        assertEquals(0, run.status());
        assertEquals("ok 1 ? - ? * (2 half-moves)\n1 game: 1 ok, 0 errors\n", run.out());
    }

    @Test
    void anEmptyFileHasNoGames() throws IOException {
        Run run = Run.main("pgn", file("empty.pgn", ""));
        assertEquals(1, run.status());
        assertEquals("no games found\n", run.out());
    }

    @Test
    void latin1FilesAreReadAsLatin1() throws IOException {
        Path path = dir.resolve("latin1.pgn");
        Files.write(path, "[White \"Nimzowitsch, Aron\"]\n[Black \"Sämisch\"]\n1. e4 *\n"
                .getBytes(StandardCharsets.ISO_8859_1));
        Run run = Run.main("pgn", path.toString());
        assertEquals("ok 1 Nimzowitsch, Aron - Sämisch * (1 half-move)", run.outLines()[0]);
    }

    @Test
    void usageErrors() throws IOException {
        for (String[] args : new String[][] {{"pgn"}, {"pgn", "--frob", "x"}, {"pgn", "a", "b"},
                {"pgn", dir.resolve("missing.pgn").toString()}, {"pgn", dir.toString()}}) {
            Run run = Run.main(args);
            assertEquals(2, run.status(), String.join(" ", args));
            assertTrue(run.err().startsWith("pgn: "), run.err());
            assertTrue(run.err().contains("usage: pgn [--fen] FILE"), run.err());
            run.assertNoStackTrace();
        }
        assertTrue(Run.main("pgn", dir.resolve("missing.pgn").toString()).err().contains("no such file"));
    }
}
