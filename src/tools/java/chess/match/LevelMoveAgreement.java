package chess.match;

import chess.core.Board;
import chess.core.Fen;
import chess.pgn.GameTree;
import chess.pgn.MoveNode;
import chess.pgn.PgnGame;
import chess.pgn.PgnReader;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Whether a search change moved the levels: two builds of the engine (two UCI commands) choose a move at each level
 * in the same positions, and the tool prints per level how often they chose the same one. A level's choice is
 * seeded per game and {@code ucinewgame} restarts the seed, so two builds that search alike choose alike; where
 * they agree on nearly every move, the level's measured label still describes it, and where they do not, the level
 * must be measured again against Stockfish (docs/levels.md).
 *
 * <p>The positions are every position of the main lines of the PGN files given, in order, each once.
 *
 * <p>Run: {@code mvn -q -o -Ptools exec:java -Dtool=chess.match.LevelMoveAgreement -Dargs="'ENGINE1' 'ENGINE2'
 * LEVELS POSITIONS FILE.pgn..."}, LEVELS as {@code 1-9} or {@code 8,9}, POSITIONS the most positions to use.
 */
public final class LevelMoveAgreement {
    private static final long TIMEOUT_MS = 60_000;
    /** What the app gives levels 1-9; their depth and node caps end the search long before. */
    private static final int MOVE_TIME_MS = 1500;

    private LevelMoveAgreement() {
    }

    public static void main(String[] args) throws IOException {
        if (args.length < 5) {
            System.err.println("LevelMoveAgreement: give 'ENGINE1' 'ENGINE2' LEVELS POSITIONS FILE.pgn...");
            System.exit(2);
        }
        List<Integer> levels = levels(args[2]);
        int most = Integer.parseInt(args[3]);
        List<String> positions = new ArrayList<>(positions(args, 4));
        positions = positions.subList(0, Math.min(most, positions.size()));
        try (UciEngine one = engine("one", args[0]); UciEngine two = engine("two", args[1])) {
            System.out.printf("| level | positions | same move | share |%n|---:|---:|---:|---:|%n");
            for (int level : levels) {
                int same = 0;
                for (String fen : positions) {
                    same += choice(one, level, fen).equals(choice(two, level, fen)) ? 1 : 0;
                }
                System.out.printf("| %d | %d | %d | %.1f%% |%n", level, positions.size(), same,
                        100.0 * same / positions.size());
            }
        }
    }

    private static UciEngine engine(String name, String command) throws IOException {
        UciEngine engine = new UciEngine(new EngineSpec(name, command, List.of()), 1, MatchLog.NONE);
        engine.start(List.of(), TIMEOUT_MS);
        return engine;
    }

    /** The level's move in the position, as a fresh game's first search. */
    private static String choice(UciEngine engine, int level, String fen) throws IOException {
        engine.send("setoption name Skill Level value " + level);
        engine.send("ucinewgame");
        engine.send("position fen " + fen);
        engine.ready(TIMEOUT_MS);
        engine.send("go movetime " + MOVE_TIME_MS);
        String line = engine.await(text -> text.startsWith("bestmove"), TIMEOUT_MS).text();
        String[] words = line.split("\\s+");
        return words.length > 1 ? words[1] : "";
    }

    private static List<Integer> levels(String text) {
        List<Integer> levels = new ArrayList<>();
        for (String part : text.split(",")) {
            int dash = part.indexOf('-');
            int from = Integer.parseInt(dash < 0 ? part : part.substring(0, dash));
            int to = dash < 0 ? from : Integer.parseInt(part.substring(dash + 1));
            for (int level = from; level <= to; level++) {
                levels.add(level);
            }
        }
        return levels;
    }

    /** Every position before a move of the files' main lines, each once, in order. */
    private static Set<String> positions(String[] args, int from) throws IOException {
        Set<String> fens = new LinkedHashSet<>();
        for (int i = from; i < args.length; i++) {
            for (PgnGame game : PgnReader.readAll(Files.readString(Path.of(args[i])))) {
                GameTree tree = game.tree();
                Board board = tree.startBoard();
                for (MoveNode node : tree.path(tree.mainLineEnd())) {
                    fens.add(Fen.write(board));
                    board.make(node.move());
                }
            }
        }
        return fens;
    }
}
