package chess.link;

import chess.core.Board;
import chess.core.Fen;
import chess.core.MoveGenerator;
import chess.core.Piece;
import chess.engine.Engine;
import chess.engine.Limits;
import chess.engine.SearchInfo;
import chess.pgn.GameTree;
import chess.pgn.MoveNode;
import chess.review.Judgement;
import chess.review.MoveAssessment;
import chess.review.Score;
import java.util.List;

/**
 * Prints how long the game codes of a few sample games are (characters of the {@code #g=} value), the figures
 * docs/links.md quotes. No arguments.
 *
 * <p>Run: {@code mvn -q -Ptools test-compile exec:java -Dtool=chess.link.LinkLengths}
 */
public final class LinkLengths {
    private LinkLengths() {
    }

    public static void main(String[] args) {
        GameTree empty = new GameTree();
        show("no moves", empty);
        show("40 moves (80 plies) + 3 short variations, no tags", SampleGames.fortyMovesThreeVariationsNoTags());
        show("the same + 6 tags and the result", SampleGames.fortyMovesThreeVariations());
        show("the same annotated: clock and eval every move, 4 comments, 3 NAGs", SampleGames.fortyMovesAnnotated());
        GameTree reviewed = reviewed(SampleGames.fortyMovesThreeVariationsNoTags());
        show("the 40 moves + 3 variations reviewed: the engine's eval on every main-line move and "
                + reviewNags(reviewed) + " review NAGs", reviewed);
        GameTree engineGame = engineGame(200);
        show("the engine against itself at depth 4, to the end or 200 plies: " + engineGame.moveCount() + " plies",
                engineGame);
        show("100 moves (200 plies) of random play", SampleGames.randomGame(200, 7));
        show("100 moves of random play + 40 variations of 6 plies", withVariations(SampleGames.randomGame(200, 7)));
        GameTree ending = new GameTree("8/8/4k3/8/2P5/8/5K2/8 w - - 0 50");
        SampleGames.play(ending, ending.root(), "c5 Kd7 Ke3 Kc6 Kd4 Kc7 Kd5 Kd7 c6+ Kc7 Kc5 Kc8 Kd6 Kd8 c7+ Kc8 Kc6");
        show("an ending from a FEN, 17 plies", ending);
        GameTree nested = TreeCodecTest.nested(10_000);
        show("10,000 plies, each with a variation, nested 10,000 deep", nested);
        GameTree prose = SampleGames.fortyMovesThreeVariationsNoTags();
        List<String> comments = TextCompressorTest.MORE_COMMENTS;
        int i = 0;
        for (MoveNode n = prose.root().next(); n != null && i < comments.size(); n = n.next().next()) {
            n.setComment(comments.get(i++));
        }
        int chars = TextCompressorTest.MORE_COMMENTS.stream().mapToInt(String::length).sum();
        show("the 40 moves + " + comments.size() + " comments of " + chars + " characters in all", prose);
    }

    private static void show(String what, GameTree tree) {
        String code = TreeCodec.encode(tree, tree.mainLineEnd());
        System.out.printf("%6d  %s (%d moves in the tree)%n", code.length(), what, tree.moveCount());
    }

    /**
     * The main line as a review leaves it: every move carries the engine's score ({@code [%eval]}, from a search of
     * 50,000 nodes, the Quick review's budget) and the moves the scores condemn carry ?!, ? or ??.
     */
    private static GameTree reviewed(GameTree tree) {
        Engine engine = new Engine(16);
        Score previous = null;
        for (MoveNode n : tree.path(tree.mainLineEnd())) {
            Board board = tree.boardAt(n);
            SearchInfo info = engine.search(board, new Limits().nodes(50_000), null).info;
            boolean whiteToMove = board.sideToMove() == Piece.WHITE;
            Score score = info.mateIn != 0 ? Score.ofEngine(info.mateIn, true, whiteToMove)
                    : Score.ofEngine(info.scoreCp, false, whiteToMove);
            n.setCommand("eval", score.pgnText());
            if (previous != null) {
                Judgement j = MoveAssessment.of(previous, score, !whiteToMove, false).judgement;
                if (j != Judgement.GOOD) {
                    n.addNag(j.nag);
                }
            }
            previous = score;
        }
        return tree;
    }

    private static int reviewNags(GameTree tree) {
        int count = 0;
        for (MoveNode n : tree.path(tree.mainLineEnd())) {
            count += n.nags().stream().filter(Judgement::isReviewNag).count();
        }
        return count;
    }

    /** The engine against itself at a fixed depth, so the game is always the same. */
    private static GameTree engineGame(int plies) {
        Engine engine = new Engine(16);
        GameTree tree = new GameTree();
        Board board = Fen.parse(Fen.START);
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        MoveNode node = tree.root();
        for (int p = 0; p < plies && MoveGenerator.generate(board, moves, 0) > 0; p++) {
            int move = engine.search(board, new Limits().depth(4), null).bestMove;
            node = tree.playKnownLegal(node, board, move);
            board.make(move);
        }
        return tree;
    }

    /** Six-ply variations at every fifth move of the main line: the second legal move, then the first ones. */
    private static GameTree withVariations(GameTree tree) {
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        int added = 0;
        for (MoveNode n : tree.path(tree.mainLineEnd())) {
            if (n.ply() % 5 != 0 || added == 40) {
                continue;
            }
            Board board = tree.boardAt(n);
            MoveNode v = n;
            for (int k = 0; k < 6 && MoveGenerator.generate(board, moves, 0) > 1; k++) {
                int move = moves[k == 0 ? 1 : 0];
                v = tree.playKnownLegal(v, board, move);
                board.make(move);
            }
            added++;
        }
        return tree;
    }
}
