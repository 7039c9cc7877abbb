package chess.match;

import chess.core.Fen;
import chess.core.Game;
import chess.core.UciMove;
import chess.core.Variant;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * A start for a match game: a position (FEN) and moves to play from it before the engines take over. An openings
 * file has one per line, either a FEN, an EPD (four fields; its operations are ignored) or a list of moves from
 * the standard start position in SAN or UCI ({@code 1. e4 c5 2. Nf3}, {@code e2e4 c7c5 g1f3}); text after
 * {@code #}, and after {@code ;} on a FEN line, is a comment, and blank lines are skipped.
 */
record Opening(String fen, List<String> moves, int line) {
    /** The game this opening starts: the position with its moves played (checked by the rules). */
    Game start(Variant variant) {
        Game game = new Game(fen, variant);
        for (String move : moves) {
            if (UciMove.looksLikeUci(move)) {
                game.playUci(move);
            } else {
                game.playSan(move);
            }
        }
        return game;
    }

    /** The openings of a file, each checked: a bad line throws, naming its number. */
    static List<Opening> read(Path file, Variant variant) throws IOException {
        List<Opening> openings = new ArrayList<>();
        List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        for (int i = 0; i < lines.size(); i++) {
            try {
                Opening opening = parse(lines.get(i), i + 1);
                if (opening != null) {
                    opening.start(variant);
                    openings.add(opening);
                }
            } catch (RuntimeException e) {
                throw new IllegalArgumentException(file + ":" + (i + 1) + ": " + e.getMessage(), e);
            }
        }
        if (openings.isEmpty()) {
            throw new IllegalArgumentException("no openings in " + file);
        }
        return openings;
    }

    /** One line's opening, or null for a blank or comment line. */
    static Opening parse(String text, int line) {
        String content = text.replaceAll("#.*$", "").trim();
        if (content.isEmpty()) {
            return null;
        }
        String firstWord = content.split("\\s+")[0];
        if (firstWord.contains("/")) {
            return new Opening(fenOf(content.replaceAll(";.*$", "").trim()), List.of(), line);
        }
        List<String> moves = new ArrayList<>();
        for (String word : content.split("\\s+")) {
            String move = word.replaceAll("^\\d+\\.+", ""); // "1." and "1...", also glued to the move ("1.e4")
            if (!move.isEmpty()) {
                moves.add(move);
            }
        }
        return new Opening(Fen.START, List.copyOf(moves), line);
    }

    /** A full FEN from a FEN or an EPD: four fields get the move counters {@code 0 1}; EPD operations go. */
    private static String fenOf(String text) {
        String[] fields = text.split("\\s+");
        if (fields.length >= 6 && fields[4].matches("\\d+") && fields[5].matches("\\d+")) {
            return String.join(" ", List.of(fields).subList(0, 6));
        }
        if (fields.length < 4) {
            throw new IllegalArgumentException("a FEN needs at least four fields: " + text);
        }
        return String.join(" ", List.of(fields).subList(0, 4)) + " 0 1";
    }
}
