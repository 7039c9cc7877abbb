package chess.app;

import chess.core.Board;
import chess.core.Fen;
import chess.core.Piece;
import chess.core.UciMove;
import chess.engine.Network;
import chess.pgn.GameTree;
import chess.pgn.MoveNode;
import chess.pgn.PgnExport;
import chess.pgn.PgnGame;
import chess.pgn.PgnReader;
import chess.review.Judgement;
import chess.review.MoveAssessment;
import chess.review.Score;
import chess.review.StockfishScores;
import chess.uci.SearchRunner;
import chess.uci.UciProcessor;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * How the review's marks compare with Stockfish's, measured on the REAL review: each game of a PGN file is reviewed
 * by {@link GameReview} on the JVM, its engine the project's {@link UciProcessor} in this process (the UCI lines
 * the page's worker gets, the built-in net), and the marks it writes (the NAGs ?! ? ??) are set against
 * Stockfish's, read from a cache file made by {@code chess.review.StockfishScores} (a move whose positions it lacks
 * is left out and counted). Stockfish's marks come from the same formulas ({@link MoveAssessment}).
 *
 * <p>Prints the table (rows: the review, columns: Stockfish), Stockfish's ?? found, the review's ?? and ? that
 * Stockfish does not confirm (its drop under 5 points: a move it rates best or within 5 points of best), the
 * engine searches and nodes, how big the review's scores are against Stockfish's (a least-squares factor), and
 * with {@code --moves} every move either side marked; {@code --why} adds, for each of Stockfish's blunders the
 * review did not mark {@code ??} and each false {@code ?} or {@code ??}, the first pass's and the deeper look's
 * scores searched again as the review searched them ({@link ReviewProbe}).
 *
 * <p>Run: {@code mvn -q -o -Ptools test-compile exec:java -Dtool=chess.app.ReviewMeasure
 * -Dargs="quick|standard|deep CACHE FILE.pgn [--moves] [--why] [--save REVIEWED.pgn]"}; {@code --save} writes the reviewed
 * games (evals and marks), which {@code "marks CACHE REVIEWED.pgn"} compares again without reviewing (when the
 * Stockfish cache has grown).
 */
public final class ReviewMeasure {
    private static final String[] NAMES = {"good", "?!", "?", "??"};

    private ReviewMeasure() {
    }

    /** The review's engine: commands are queued and run one after another by {@link #drain}, never nested. */
    private static final class InProcessEngine implements EngineLink {
        final ArrayDeque<String> commands = new ArrayDeque<>();
        final ArrayDeque<String> output = new ArrayDeque<>();
        final Network net;
        UciProcessor processor;
        long searches;
        long nodes;

        InProcessEngine(Network net) {
            this.net = net;
            restart();
        }

        @Override
        public void send(String line) {
            commands.add(line);
        }

        @Override
        public void restart() {
            commands.clear();
            output.clear();
            processor = new UciProcessor(output::add, SearchRunner.SYNCHRONOUS);
            processor.useNetwork(net);
        }

        /** Runs the queued commands and hands every answer to {@code review}, until nothing is left to do. */
        void drain(GameReview review) {
            while (!commands.isEmpty() || !output.isEmpty()) {
                while (!commands.isEmpty()) {
                    String c = commands.poll();
                    if (c.startsWith("go nodes ")) {
                        searches++;
                        nodes += Long.parseLong(c.substring("go nodes ".length()).trim());
                    }
                    processor.handle(c);
                }
                while (!output.isEmpty() && commands.isEmpty()) {
                    review.engineLine(0, output.poll());
                }
            }
        }
    }

    private static final Updates QUIET = new Updates() {
        @Override
        public void changed() {
        }

        @Override
        public void render() {
        }

        @Override
        public void renderSoon() {
        }

        @Override
        public void announce(String message) {
        }
    };

    public static void main(String[] args) throws IOException {
        boolean marksOnly = args.length > 0 && args[0].equals("marks");
        if (args.length < 3 || (ReviewDepth.byId(args[0]) == null && !marksOnly)) {
            System.err.println("ReviewMeasure: give quick|standard|deep|marks CACHE FILE.pgn [--moves] [--why] [--save OUT]");
            System.exit(2);
        }
        ReviewDepth depth = marksOnly ? null : ReviewDepth.byId(args[0]);
        List<String> options = List.of(args).subList(3, args.length);
        Path save = options.indexOf("--save") >= 0 && options.indexOf("--save") + 1 < options.size()
                ? Path.of(options.get(options.indexOf("--save") + 1)) : null;
        StringBuilder reviewed = new StringBuilder();
        Map<String, StockfishScores.Reference> stockfish = StockfishScores.read(Path.of(args[1]));
        List<PgnGame> games = PgnReader.readAll(Files.readString(Path.of(args[2])));
        boolean listMoves = options.contains("--moves");
        boolean why = options.contains("--why") && !marksOnly;
        Network net;
        try (InputStream in = ReviewMeasure.class.getResourceAsStream("/chess/engine/engine.nnue")) {
            net = in == null ? null : Network.read(in.readAllBytes());
        }
        int[][] table = new int[4][4];
        int[] counts = new int[5]; // left out, Stockfish ??, found as ??, found as ? or ??, unconfirmed ??
        int unconfirmedMistakes = 0;
        double[] scale = new double[3]; // sums of ours·Stockfish's and Stockfish's² (cp, both under 6 pawns), count
        InProcessEngine engine = new InProcessEngine(net);
        long start = System.nanoTime();
        for (PgnGame game : games) {
            GameTree tree = game.tree();
            if (!marksOnly) {
                GameCursor cursor = new GameCursor();
                cursor.replace(tree, null);
                GameReview review = new GameReview(cursor, QUIET, new SearchPool(List.of(engine)));
                review.setDepth(depth);
                review.start();
                engine.drain(review);
                reviewed.append(PgnExport.write(tree)).append('\n');
                if (save != null) { // after each game, so a long run stopped early still leaves what it did
                    Files.writeString(save, reviewed.toString());
                }
            }
            List<MoveNode> path = tree.path(tree.mainLineEnd());
            Board board = tree.startBoard();
            String before = Fen.write(board);
            List<String> lines = new ArrayList<>();
            int[] moves = new int[path.size()];
            for (int ply = 0; ply < path.size(); ply++) {
                moves[ply] = path.get(ply).move();
            }
            for (int ply = 0; ply < path.size(); ply++) {
                MoveNode node = path.get(ply);
                boolean whiteMoved = board.sideToMove() == Piece.WHITE;
                String label = board.fullmoveNumber() + (whiteMoved ? ". " : "... ") + node.san();
                board.make(node.move());
                String after = Fen.write(board);
                StockfishScores.Reference b = stockfish.get(before);
                StockfishScores.Reference a = stockfish.get(after);
                before = after;
                int ours = ourMark(node);
                Score ourScore = Score.parsePgn(node.commands().get("eval"));
                if (b == null || a == null) {
                    counts[0]++;
                    continue;
                }
                if (ourScore != null && ourScore.mateMoves() == 0 && a.score().mateMoves() == 0
                        && Math.abs(a.score().whiteCp()) < 600 && Math.abs(ourScore.whiteCp()) < 600
                        && !(ourScore.whiteCp() == 0 && a.score().whiteCp() == 0)) {
                    scale[0] += (double) ourScore.whiteCp() * a.score().whiteCp();
                    scale[1] += (double) a.score().whiteCp() * a.score().whiteCp();
                    scale[2]++;
                }
                boolean sfBest = UciMove.format(node.move()).equals(b.best());
                MoveAssessment s = MoveAssessment.of(b.score(), a.score(), whiteMoved, sfBest);
                int theirs = s.judgement.ordinal();
                table[ours][theirs]++;
                if (theirs == 3) {
                    counts[1]++;
                    counts[2] += ours == 3 ? 1 : 0;
                    counts[3] += ours >= 2 ? 1 : 0;
                }
                boolean unconfirmed = s.drop < Judgement.INACCURACY.minimumDrop;
                counts[4] += ours == 3 && unconfirmed ? 1 : 0;
                unconfirmedMistakes += ours == 2 && unconfirmed ? 1 : 0;
                if (ours != 0 || theirs != 0) {
                    lines.add(String.format("  %-14s review %-4s stockfish %-4s (Stockfish's drop %.1f: %s -> %s)",
                            label, NAMES[ours], NAMES[theirs], s.drop, b.score(), a.score()));
                }
                if (why && ((theirs == 3 && ours != 3) || (ours >= 2 && unconfirmed))) {
                    lines.add(String.format("  %-14s review %-4s stockfish %-4s (drop %.1f: %s -> %s, best %s)%n%s",
                            label, NAMES[ours], NAMES[theirs], s.drop, b.score(), a.score(), b.best(),
                            explain(new ReviewProbe(net), depth, tree.startFen(), moves, ply, whiteMoved)));
                }
            }
            System.out.printf("%s - %s: %d moves%n", tree.tag("White"), tree.tag("Black"), path.size());
            if (listMoves || why) {
                lines.forEach(System.out::println);
            }
        }
        int moves = 0;
        int same = 0;
        for (int o = 0; o < 4; o++) {
            for (int s = 0; s < 4; s++) {
                moves += table[o][s];
                same += o == s ? table[o][s] : 0;
            }
        }
        if (save != null) {
            Files.writeString(save, reviewed.toString());
        }
        System.out.printf("%n%s: %d moves judged, %d left out (no Stockfish score)%n",
                depth == null ? "marks of " + args[2] : depth.label + " (" + depth.nodes + " nodes a position)",
                moves, counts[0]);
        System.out.printf("| the review ↓ / Stockfish → | good | ?! | ? | ?? |%n|---|---:|---:|---:|---:|%n");
        for (int o = 0; o < 4; o++) {
            System.out.printf("| %s | %d | %d | %d | %d |%n", NAMES[o], table[o][0], table[o][1], table[o][2],
                    table[o][3]);
        }
        System.out.printf("same mark: %.1f%%; Stockfish's ?? found as ??: %d of %d (%.0f%%), as ? or ??: %d%n",
                moves == 0 ? 0 : 100.0 * same / moves, counts[2], counts[1],
                counts[1] == 0 ? 100.0 : 100.0 * counts[2] / counts[1], counts[3]);
        System.out.printf("the review's ?? on a move Stockfish rates best or within 5 points: %d; its ? so: %d%n",
                counts[4], unconfirmedMistakes);
        System.out.printf("the review's scores against Stockfish's (least squares, %d positions under 6 pawns): "
                + "ours = %.2f x Stockfish's%n", (int) scale[2], scale[1] == 0 ? 0 : scale[0] / scale[1]);
        System.out.printf("engine: %d searches, %,d nodes, %.0f s on the JVM%n", engine.searches, engine.nodes,
                (System.nanoTime() - start) / 1e9);
    }

    /**
     * What the review saw of the move at {@code ply}: the first pass's scores before, after and after the reply, its
     * drop and swing, and the deeper look's (two lines before) — searched again the way the review searched them.
     */
    private static String explain(ReviewProbe probe, ReviewDepth depth, String startFen, int[] moves, int ply,
            boolean whiteMoved) {
        StringBuilder sb = new StringBuilder();
        int last = Math.min(moves.length, ply + 2);
        for (int pass = 0; pass < 2; pass++) {
            int nodes = pass == 0 ? depth.nodes : depth.confirmNodes;
            ReviewProbe.Found[] f = new ReviewProbe.Found[3];
            for (int k = ply; k <= last; k++) {
                boolean white = ((k - ply) % 2 == 0) == whiteMoved;
                f[k - ply] = probe.search(startFen, java.util.Arrays.copyOf(moves, k), white, nodes,
                        pass == 1 && k == ply ? 2 : 1);
            }
            MoveAssessment a = MoveAssessment.of(f[0].score(), f[1].score(), whiteMoved,
                    f[0].best().equals(UciMove.format(moves[ply])));
            double swing = f[2] == null ? 0
                    : f[1].score().winPercentFor(whiteMoved) - f[2].score().winPercentFor(whiteMoved);
            sb.append(String.format("      %s %,d: before %s | after %s | reply %s | drop %.1f swing %.1f%n",
                    pass == 0 ? "first " : "deeper", nodes, f[0], f[1].score(), f[2] == null ? "-" : f[2].score(),
                    a.drop, swing));
        }
        return sb.toString().stripTrailing();
    }

    /** The review's mark of a move, as a {@link Judgement} ordinal (0: none). */
    private static int ourMark(MoveNode node) {
        for (Judgement j : Judgement.values()) {
            if (j.nag != 0 && node.nags().contains(j.nag)) {
                return j.ordinal();
            }
        }
        return 0;
    }
}
