package chess.engine;

import chess.core.Board;
import chess.core.Fen;
import chess.core.Move;
import chess.core.MoveGenerator;
import chess.core.Outcome;
import chess.core.Piece;
import chess.core.RuleSet;
import chess.core.Rules;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Games between two levels of this engine for {@link BlunderCount}: game g starts from opening {@code g / 2} (in
 * turn, each opening twice) with the judged level White in even games, as {@link LevelMatch} pairs them. A game
 * ends by the rules or, as a draw, at a ply cap; no score adjudication, so the judged level's late mistakes are
 * played too. Each game has fresh engines ({@code new Engine(16)}), seeded by game as LevelMatch seeds them, so a
 * run plays the same games again as long as every search stops at its level's depth or node cap. A level's time
 * cap can end one first on a loaded machine: in one smoke run (with the older levels, whose level 2 had an 80 ms
 * cap), three times slower than the next, two of four games came out differently, most likely so.
 */
final class LevelGames {
    /** What each search is allowed; below level 10 the level's own depth, node and time caps end it long before. */
    private static final int MOVE_TIME_MS = 1000;

    private final List<String> openings;
    private final Level judged;
    private final Level opponent;
    private final int maxPlies;

    LevelGames(List<String> openings, Level judged, Level opponent, int maxPlies) {
        this.openings = openings;
        this.judged = judged;
        this.opponent = opponent;
        this.maxPlies = maxPlies;
    }

    /** The FENs of an openings file (the match runner's format: text after ';' or '#' is a comment). */
    static List<String> readOpenings(Path file) throws IOException {
        List<String> fens = new ArrayList<>();
        for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
            String fen = line.replaceAll("[;#].*$", "").trim();
            if (!fen.isEmpty()) {
                fens.add(fen);
            }
        }
        return fens;
    }

    /** Game {@code g} (from 0), numbered g + 1. */
    JudgedGame play(int g) {
        String opening = openings.get((g / 2) % openings.size());
        int side = g % 2 == 0 ? Piece.WHITE : Piece.BLACK;
        Engine ours = new Engine(16);
        Engine theirs = new Engine(16);
        ours.setLevel(judged);
        theirs.setLevel(opponent);
        ours.setSeed(1000 + g * 7919);
        theirs.setSeed(2000 + g * 104729);
        Board board = Fen.parse(opening);
        int[] legal = new int[MoveGenerator.MAX_MOVES];
        int[] played = new int[maxPlies];
        int plies = 0;
        Outcome outcome = Rules.outcome(board, RuleSet.STANDARD);
        while (!outcome.isOver() && plies < maxPlies) {
            Engine mover = board.sideToMove() == side ? ours : theirs;
            int move = mover.search(board, new Limits().moveTime(MOVE_TIME_MS), null).bestMove;
            int n = MoveGenerator.generate(board, legal, 0);
            if (Arrays.stream(legal, 0, n).noneMatch(m -> m == move)) {
                throw new IllegalStateException("illegal move " + Move.toUci(move) + " in " + Fen.write(board));
            }
            board.make(move);
            played[plies++] = move;
            outcome = Rules.outcome(board, RuleSet.STANDARD);
        }
        String result = outcome.isOver() ? outcome.pgnResult() : "1/2-1/2"; // the ply cap: a draw
        return new JudgedGame(g + 1, opening, Arrays.copyOf(played, plies), side, result);
    }
}
