package chess.web;

import chess.core.Game;
import chess.core.Piece;
import chess.core.San;
import java.util.ArrayList;
import java.util.List;

/**
 * A big game tree for the move list's timing test, as the steps a player takes in the page: {"play", SAN} types a
 * move, {"go", id} clicks the move with that id. The page numbers moves in the order they are first played (the
 * start is 0), so the ids are known in advance. The moves are pseudo-random but fixed (a seeded generator, the
 * same on every run) and legal, and no line ends the game early: pawn moves are preferred now and then so the
 * 50-move rule never ends the long main line.
 */
final class BigTree {
    private long seed;

    private BigTree(long seed) {
        this.seed = seed;
    }

    /**
     * A main line of {@code mainPlies}, then {@code variations} variations of {@code variationPlies} moves spread
     * along it, each with a variation of {@code subPlies} moves after its third move.
     */
    static List<List<String>> script(int mainPlies, int variations, int variationPlies, int subPlies) {
        for (long seed = 1; ; seed++) {
            List<List<String>> script = new BigTree(seed).tryScript(mainPlies, variations, variationPlies, subPlies);
            if (script != null) {
                return script;
            }
        }
    }

    /** A main line alone: {@code plies} moves as "play" steps. */
    static List<List<String>> mainLine(int plies) {
        for (long seed = 1; ; seed++) {
            List<List<String>> script = new ArrayList<>();
            if (new BigTree(seed).extend(new Game(), new ArrayList<>(), plies, 0, script)) {
                return script;
            }
        }
    }

    /** The script, or null when some line of this seed ends the game too early. */
    private List<List<String>> tryScript(int mainPlies, int variations, int variationPlies, int subPlies) {
        List<List<String>> script = new ArrayList<>();
        List<Integer> main = new ArrayList<>();
        Game game = new Game();
        if (!extend(game, main, mainPlies, 0, script)) {
            return null;
        }
        int nextId = mainPlies + 1;
        int spacing = mainPlies / variations;
        for (int v = 0; v < variations; v++) {
            int ply = v * spacing + spacing / 2 + 1; // the variation replaces main-line move number `ply`
            Game at = replay(main, ply - 1);
            script.add(List.of("go", Integer.toString(ply - 1)));
            List<Integer> line = new ArrayList<>();
            if (!extend(at, line, variationPlies, main.get(ply - 1), script)) {
                return null;
            }
            int first = nextId;
            nextId += variationPlies;
            // its own variation replaces its fourth move
            Game inner = replay(main, ply - 1);
            for (int i = 0; i < 3; i++) {
                inner.play(line.get(i));
            }
            script.add(List.of("go", Integer.toString(first + 2)));
            if (!extend(inner, new ArrayList<>(), subPlies, line.get(3), script)) {
                return null;
            }
            nextId += subPlies;
        }
        return script;
    }

    private static Game replay(List<Integer> moves, int count) {
        Game game = new Game();
        for (int i = 0; i < count; i++) {
            game.play(moves.get(i));
        }
        return game;
    }

    /** Plays {@code plies} moves (the first not {@code avoid}), adding each to {@code line} and the script. */
    private boolean extend(Game game, List<Integer> line, int plies, int avoid, List<List<String>> script) {
        for (int i = 0; i < plies; i++) {
            int[] legal = game.legalMoves();
            List<Integer> choices = new ArrayList<>();
            List<Integer> pawnMoves = new ArrayList<>();
            for (int m : legal) {
                if (i == 0 && m == avoid) {
                    continue;
                }
                choices.add(m);
                if (Piece.type(game.board().pieceAt(chess.core.Move.from(m))) == Piece.PAWN) {
                    pawnMoves.add(m);
                }
            }
            if (choices.isEmpty()) {
                return false;
            }
            List<Integer> from = !pawnMoves.isEmpty() && next() % 3 == 0 ? pawnMoves : choices;
            int move = from.get((int) Long.remainderUnsigned(next(), from.size()));
            script.add(List.of("play", San.format(game.board(), move)));
            game.play(move);
            line.add(move);
            if (game.outcome().isOver()) {
                return false;
            }
        }
        return true;
    }

    /** splitmix64: the same numbers on every JVM. */
    private long next() {
        long z = seed += 0x9E3779B97F4A7C15L;
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return Math.abs(z ^ (z >>> 31));
    }
}
