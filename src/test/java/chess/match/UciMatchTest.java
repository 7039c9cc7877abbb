package chess.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The match runner end to end: two games at a small node count, capped at a few plies to stay fast, between two
 * processes of this project's UCI engine ({@code java -cp <classes> chess.cli.Main uci}).
 */
class UciMatchTest {
    @Test
    void twoGamesBetweenTwoCopiesOfOurEngine(@TempDir Path dir) throws Exception {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        String engine = "'" + java + "' -cp '" + classesDirectory() + "' chess.cli.Main uci";
        Path openings = dir.resolve("openings.txt");
        Files.writeString(openings, "# one opening, played with each colour\n1. e4 e5 2. Nf3 Nc6\n");
        Path pgn = dir.resolve("games.pgn");
        Path log = dir.resolve("uci.log");
        MatchOptions options = MatchOptions.parse("--engine1", engine, "--name1", "one", "--engine2", engine,
                "--name2", "two", "--option2", "Hash=8", "--openings", openings.toString(), "--games", "2",
                "--nodes", "500", "--max-plies", "12", "--concurrency", "2", "--pgn", pgn.toString(), "--log",
                log.toString());
        ByteArrayOutputStream progress = new ByteArrayOutputStream();

        MatchTally tally = UciMatch.run(options, Opening.read(openings, options.variant),
                new PrintStream(progress, true, StandardCharsets.UTF_8));

        assertEquals(2, tally.games());
        for (Termination failure : List.of(Termination.ILLEGAL_MOVE, Termination.CRASH, Termination.TIME_LOSS)) {
            assertEquals(0, tally.failures(0, failure) + tally.failures(1, failure), failure.text);
        }
        String games = Files.readString(pgn);
        assertEquals(2, count(games, "[Event \"UciMatch, nodes 500\"]"), games);
        assertTrue(games.contains("[White \"one\"]\n[Black \"two\"]"), games);
        assertTrue(games.contains("[White \"two\"]\n[Black \"one\"]"), games);
        assertEquals(2, count(games, "[PlyCount \"16\"]"), "4 plies of opening and 12 by the engines: " + games);
        assertEquals(2, count(games, "[Termination \"adjudication\"]"), games);
        assertEquals(2, count(games, "1. e4 e5 2. Nf3 Nc6 3. "), "SAN from the start position: " + games);
        int draws = count(games, "[Result \"1/2-1/2\"]");
        assertEquals(2, draws, "the ply cap draws both: " + games);
        assertEquals(2, tally.draws());
        String out = progress.toString(StandardCharsets.UTF_8);
        assertTrue(out.contains("game   2/2"), out);
        String traffic = Files.readString(log);
        assertTrue(traffic.contains(" > go nodes 500"), traffic);
        assertTrue(traffic.contains(" two > uci"), traffic);
        assertTrue(traffic.contains(" > setoption name Hash value 8"), traffic);
    }

    private static String classesDirectory() {
        for (String entry : System.getProperty("java.class.path").split(File.pathSeparator)) {
            if (Files.isDirectory(Path.of(entry)) && Files.exists(Path.of(entry, "chess", "cli", "Main.class"))) {
                return entry;
            }
        }
        throw new IllegalStateException("chess.cli.Main is not on the class path");
    }

    private static int count(String text, String part) {
        Matcher m = Pattern.compile(Pattern.quote(part)).matcher(text);
        int n = 0;
        while (m.find()) {
            n++;
        }
        return n;
    }
}
