package chess.cli;

import chess.core.Fen;
import chess.pgn.GameTree;
import chess.pgn.PgnGame;
import chess.pgn.PgnGameEntry;
import chess.pgn.PgnProblem;
import chess.pgn.PgnReader;
import chess.pgn.PgnScanner;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;

/**
 * {@code pgn [--fen] FILE}: reads every game of a PGN file and prints one line per game, then a summary:
 * {@code ok 1 Carlsen - Nakamura 1-0 (84 half-moves)} or {@code error 2 line 41 column 9: 5. Ke3 is illegal: ...},
 * then {@code 3 games: 2 ok, 1 error}. An ok game with notes (a null move that ends a line, say) shows the first.
 * With {@code --fen} an ok game prints {@code ok <FEN of the main line's last position>}. Exit status 1 when a game
 * failed or the file holds none, 2 for bad usage or a file that cannot be read. The file is read as UTF-8, or as
 * ISO-8859-1 (the PGN standard's own character set) when it is not valid UTF-8.
 */
final class PgnCommand {
    static final String USAGE = String.join("\n",
            "usage: pgn [--fen] FILE",
            "  checks every game of a PGN file: one line per game, 'ok N White - Black Result (M half-moves)' or",
            "  'error N line L column C: <what is wrong>', then 'G games: K ok, E errors';",
            "  --fen prints 'ok <FEN of the main line's last position>' for each good game instead");

    private PgnCommand() {
    }

    static int run(String[] args, PrintStream out, PrintStream err) {
        try {
            boolean fen = false;
            String file = null;
            for (String arg : args) {
                if (arg.equals("--fen")) {
                    fen = true;
                } else if (arg.startsWith("--")) {
                    throw new UsageException("unknown option '" + arg + "'");
                } else if (file != null) {
                    throw new UsageException("give one file, got '" + file + "' and '" + arg + "'");
                } else {
                    file = arg;
                }
            }
            if (file == null) {
                throw new UsageException("missing the PGN file");
            }
            return check(read(file), fen, out);
        } catch (UsageException e) {
            return Commands.usageError(err, "pgn", e, USAGE);
        }
    }

    private static int check(String text, boolean fen, PrintStream out) {
        List<PgnGameEntry> entries = new PgnScanner(text).scanAll();
        if (entries.isEmpty()) {
            out.println("no games found");
            return Commands.FAILURE;
        }
        int failed = 0;
        for (PgnGameEntry entry : entries) {
            PgnGame game = PgnReader.read(text, entry);
            if (game.failed()) {
                failed++;
            }
            out.println(line(game, fen));
        }
        int ok = entries.size() - failed;
        out.println(entries.size() + (entries.size() == 1 ? " game: " : " games: ") + ok + " ok, " + failed
                + (failed == 1 ? " error" : " errors"));
        return failed == 0 ? Commands.OK : Commands.FAILURE;
    }

    /** Why a game failed to read, where: {@code 2 line 41 column 9: 5. Ke3 is illegal: ...}. */
    static String failure(PgnGame game) {
        PgnProblem e = game.error();
        return game.number() + " line " + e.line() + " column " + e.column() + ": " + e.message();
    }

    /** The answer line for one game. */
    static String line(PgnGame game, boolean fen) {
        if (game.failed()) {
            return "error " + failure(game);
        }
        GameTree tree = game.tree();
        if (fen) {
            return "ok " + Fen.write(tree.boardAt(tree.mainLineEnd()));
        }
        int plies = tree.mainLineEnd().ply();
        StringBuilder sb = new StringBuilder("ok ").append(game.number()).append(' ')
                .append(name(tree.tag("White"))).append(" - ").append(name(tree.tag("Black"))).append(' ')
                .append(tree.result()).append(" (").append(plies).append(plies == 1 ? " half-move" : " half-moves");
        List<PgnProblem> notes = game.problems();
        if (!notes.isEmpty()) {
            PgnProblem first = notes.get(0);
            sb.append("; note line ").append(first.line()).append(" column ").append(first.column()).append(": ")
                    .append(first.message());
            if (notes.size() > 1) {
                sb.append(" (and ").append(notes.size() - 1).append(notes.size() == 2 ? " more note" : " more notes")
                        .append(')');
            }
        }
        return sb.append(')').toString();
    }

    private static String name(String tag) {
        return tag == null || tag.isEmpty() ? "?" : tag;
    }

    /** The file's text: UTF-8, or ISO-8859-1 when the bytes are not UTF-8 (older PGN files). */
    static String read(String file) {
        byte[] bytes;
        try {
            bytes = Files.readAllBytes(Path.of(file));
        } catch (NoSuchFileException e) {
            throw cannotRead(file, "no such file");
        } catch (AccessDeniedException e) {
            throw cannotRead(file, "permission denied");
        } catch (IOException e) {
            throw cannotRead(file, String.valueOf(e.getMessage()));
        } catch (InvalidPathException e) {
            throw cannotRead(file, "not a valid path");
        } catch (OutOfMemoryError e) {
            throw cannotRead(file, "too large for this JVM's memory (raise -Xmx)");
        }
        try {
            return StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(bytes)).toString();
        } catch (CharacterCodingException e) {
            return new String(bytes, StandardCharsets.ISO_8859_1);
        }
    }

    private static UsageException cannotRead(String file, String reason) {
        return new UsageException("cannot read PGN file '" + file + "': " + reason);
    }
}
