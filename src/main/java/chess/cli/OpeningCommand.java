package chess.cli;

import chess.core.Board;
import chess.opening.GameOpening;
import chess.opening.Opening;
import chess.opening.OpeningTable;
import chess.pgn.PgnGame;
import chess.pgn.PgnGameEntry;
import chess.pgn.PgnReader;
import chess.pgn.PgnScanner;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;

/**
 * {@code opening FILE}: names the opening of every game of a PGN file from its moves (the nearest named position
 * walking back from the end of the main line, so transpositions are named), one line a game:
 * {@code ok 1 C50 Italian Game: Giuoco Piano; left theory at 4. a3}, {@code ok 2 none} or
 * {@code error 3 line L column C: ...}. {@code opening --fen <fen>}: the name of that very position. Exit status 1
 * when a game failed, the file holds none or the position is not named; 2 for bad usage or an unreadable file.
 */
final class OpeningCommand {
    static final String USAGE = String.join("\n",
            "usage: opening FILE | opening --fen <fen>",
            "  names the opening of every game of a PGN file from its moves: 'ok N <ECO> <name>; left theory at",
            "  <move>', 'ok N none' or 'error N line L column C: ...' per game, then 'G games: K named'; with --fen",
            "  the name of that position, or 'none'");
    static final String TABLE = "/chess/opening/openings.txt";

    private OpeningCommand() {
    }

    static int run(String[] args, PrintStream out, PrintStream err) {
        try {
            if (args.length == 0) {
                throw new UsageException("missing the PGN file or --fen <fen>");
            }
            if (args[0].equals("--fen")) {
                Board board = PositionArgument.parse(Arrays.copyOfRange(args, 1, args.length));
                Opening opening = table().find(board);
                out.println(opening == null ? "none" : opening.label());
                return opening == null ? Commands.FAILURE : Commands.OK;
            }
            if (args[0].startsWith("--")) {
                throw new UsageException("unknown option '" + args[0] + "'");
            }
            if (args.length > 1) {
                throw new UsageException("give one file, got '" + args[0] + "' and '" + args[1] + "'");
            }
            return name(PgnCommand.read(args[0]), out);
        } catch (UsageException e) {
            return Commands.usageError(err, "opening", e, USAGE);
        }
    }

    private static int name(String text, PrintStream out) {
        List<PgnGameEntry> entries = new PgnScanner(text).scanAll();
        if (entries.isEmpty()) {
            out.println("no games found");
            return Commands.FAILURE;
        }
        OpeningTable table = table();
        int failed = 0;
        int named = 0;
        for (PgnGameEntry entry : entries) {
            PgnGame game = PgnReader.read(text, entry);
            if (game.failed()) {
                failed++;
                out.println("error " + PgnCommand.failure(game));
                continue;
            }
            GameOpening found = GameOpening.ofGame(table, game.tree());
            if (found.named()) {
                named++;
            }
            out.println("ok " + game.number() + " " + describe(found));
        }
        out.println(entries.size() + (entries.size() == 1 ? " game: " : " games: ") + named + " named"
                + (failed == 0 ? "" : ", " + failed + (failed == 1 ? " error" : " errors")));
        return failed == 0 ? Commands.OK : Commands.FAILURE;
    }

    /** {@code C50 Italian Game: Giuoco Piano; left theory at 4. a3}, or {@code none}. */
    static String describe(GameOpening found) {
        if (!found.named()) {
            return "none";
        }
        return found.leftTheory() == null ? found.label() : found.label() + "; left theory at " + found.leftTheoryText();
    }

    /** The table shipped in the jar; a jar without it is broken, said plainly. */
    static OpeningTable table() {
        try (InputStream in = OpeningCommand.class.getResourceAsStream(TABLE)) {
            if (in == null) {
                throw new IllegalStateException("the opening table " + TABLE + " is missing from this build");
            }
            return OpeningTable.parse(new String(in.readAllBytes(), StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
