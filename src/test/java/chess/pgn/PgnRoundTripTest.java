package chess.pgn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The corpus under src/test/resources/pgn reads without a problem, and what {@link PgnExport} writes reads back to
 * the same tree (moves, variations, comments, NAGs, commands, tags, start position, result) and is written again
 * unchanged.
 */
class PgnRoundTripTest {

    static String resource(String name) throws IOException, URISyntaxException {
        Path file = Path.of(PgnRoundTripTest.class.getResource("/pgn/" + name).toURI());
        return Files.readString(file, StandardCharsets.UTF_8);
    }

    @ParameterizedTest
    @ValueSource(strings = {"annotated.pgn", "nags.pgn", "black-to-move.pgn", "deep-nesting.pgn", "import-style.pgn"})
    void everyCorpusGameReadsCleanlyAndRoundTrips(String name) throws Exception {
        List<PgnGame> games = PgnReader.readAll(resource(name));
        assertFalse(games.isEmpty());
        for (PgnGame game : games) {
            assertTrue(game.problems().isEmpty(), () -> name + ": " + game.problems());
            String written = PgnExport.write(game.tree());
            PgnGame back = PgnReader.read(written);
            assertTrue(back.problems().isEmpty(), () -> name + " written: " + back.problems() + "\n" + written);
            assertEquals(TreeDump.of(game.tree()), TreeDump.of(back.tree()), name + " game " + game.number());
            assertEquals(written, PgnExport.write(back.tree()));
            for (String line : written.split("\n")) {
                assertTrue(line.startsWith("[") || line.length() <= LineWrapper.WIDTH, line);
            }
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"annotated.pgn", "nags.pgn", "black-to-move.pgn", "deep-nesting.pgn", "import-style.pgn"})
    void aWholeWrittenFileListsAndReadsTheSameGames(String name) throws Exception {
        List<PgnGame> games = PgnReader.readAll(resource(name));
        StringBuilder file = new StringBuilder();
        for (PgnGame game : games) {
            file.append(PgnExport.write(game.tree())).append('\n');
        }
        List<PgnGame> back = PgnReader.readAll(file.toString());
        assertEquals(games.size(), back.size());
        for (int i = 0; i < games.size(); i++) {
            assertEquals(TreeDump.of(games.get(i).tree()), TreeDump.of(back.get(i).tree()));
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"nags.pgn"})
    void everyNagFrom1To255IsInTheCorpus(String name) throws Exception {
        boolean[] seen = new boolean[Nag.MAX + 1];
        for (PgnGame game : PgnReader.readAll(resource(name))) {
            for (MoveNode n = game.tree().root(); n != null; n = n.next()) {
                for (int nag : n.nags()) {
                    seen[nag] = true;
                }
            }
        }
        for (int nag = 1; nag <= Nag.MAX; nag++) {
            assertTrue(seen[nag], "$" + nag);
        }
    }
}
