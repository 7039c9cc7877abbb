package chess.cli;

import chess.core.Board;
import chess.core.Fen;
import chess.core.FenException;
import chess.core.Perft;
import chess.core.Variant;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;

/**
 * {@code perft --epd FILE}: runs every position of a suite (see {@link EpdSuite}) to each listed depth up to a
 * limit and compares the counts. Prints one {@code FAIL} line per wrong count or malformed line, and as its
 * last line {@code N passed, M failed}, counting position-depth checks (a malformed line counts as one
 * failure). Exit status 1 if anything failed. FENs are read leniently, so EPD's usual four-field positions
 * (no move counters) work too.
 */
final class PerftEpdRunner {
    private PerftEpdRunner() {
    }

    /** @throws UsageException if the file cannot be read */
    static int run(String file, int depthLimit, boolean bulk, PrintStream out, PrintStream err) {
        return run(file, depthLimit, bulk, Variant.STANDARD, out, err);
    }

    /** As {@link #run(String, int, boolean, PrintStream, PrintStream)} with the FENs read as {@code variant}. */
    static int run(String file, int depthLimit, boolean bulk, Variant variant, PrintStream out, PrintStream err) {
        List<EpdSuite.Line> lines = EpdSuite.parse(readLines(file));
        int passed = 0;
        int failed = 0;
        for (EpdSuite.Line line : lines) {
            String problem = line.problem();
            Board board = null;
            if (problem == null) {
                try {
                    board = Fen.parseLenient(line.fen(), variant);
                } catch (FenException e) {
                    problem = "invalid FEN: " + e.getMessage();
                }
            }
            if (problem != null) {
                out.println("FAIL line " + line.number() + ": malformed: " + problem);
                failed++;
                continue;
            }
            Perft perft = new Perft(board, bulk);
            for (EpdSuite.Check check : line.checks()) {
                if (check.depth() > depthLimit) {
                    continue;
                }
                long got = perft.count(check.depth());
                if (got == check.nodes()) {
                    passed++;
                } else {
                    out.println("FAIL line " + line.number() + ": " + line.fen() + " depth " + check.depth()
                            + ": expected " + check.nodes() + ", got " + got);
                    failed++;
                }
            }
        }
        out.println(passed + " passed, " + failed + " failed");
        if (passed + failed == 0) {
            // An empty suite (or one only deeper than the limit) proved nothing: that is no pass.
            err.println("perft: nothing checked: " + file + " has no checks at depth " + depthLimit + " or less");
            return Commands.FAILURE;
        }
        return failed == 0 ? Commands.OK : Commands.FAILURE;
    }

    private static List<String> readLines(String file) {
        try {
            return Files.readAllLines(Path.of(file), StandardCharsets.UTF_8);
        } catch (NoSuchFileException e) {
            throw cannotRead(file, "no such file");
        } catch (AccessDeniedException e) {
            throw cannotRead(file, "permission denied");
        } catch (CharacterCodingException e) {
            throw cannotRead(file, "not UTF-8 text");
        } catch (IOException e) {
            throw cannotRead(file, String.valueOf(e.getMessage()));
        } catch (InvalidPathException e) {
            throw cannotRead(file, "not a valid path");
        }
    }

    private static UsageException cannotRead(String file, String reason) {
        return new UsageException("cannot read EPD file '" + file + "': " + reason);
    }
}
