package chess.link;

import chess.core.Board;
import chess.core.MoveGenerator;
import chess.core.San;
import chess.pgn.GameTree;
import chess.pgn.MoveNode;
import chess.pgn.Nag;

/** Game trees for the link tests and the LinkLengths tool. */
public final class SampleGames {
    /** Kasparov - Topalov, Wijk aan Zee 1999, the first 40 moves (80 plies) of the 44. */
    static final String KASPAROV_TOPALOV_40 = "e4 d6 d4 Nf6 Nc3 g6 Be3 Bg7 Qd2 c6 f3 b5 Nge2 Nbd7 Bh6 Bxh6 Qxh6 Bb7"
            + " a3 e5 O-O-O Qe7 Kb1 a6 Nc1 O-O-O Nb3 exd4 Rxd4 c5 Rd1 Nb6 g3 Kb8 Na5 Ba8 Bh3 d5 Qf4+ Ka7 Rhe1 d4"
            + " Nd5 Nbxd5 exd5 Qd6 Rxd4 cxd4 Re7+ Kb6 Qxd4+ Kxa5 b4+ Ka4 Qc3 Qxd5 Ra7 Bb7 Rxb7 Qc4 Qxf6 Kxa3"
            + " Qxa6+ Kxb4 c3+ Kxc3 Qa1+ Kd2 Qb2+ Kd1 Bf1 Rd2 Rd7 Rxd7 Bxc4 bxc4 Qxh8 Rd3 Qa8 c3";

    private SampleGames() {
    }

    /** Plays SAN moves from {@code at}; returns the last node. */
    static MoveNode play(GameTree tree, MoveNode at, String sans) {
        MoveNode node = at;
        for (String san : sans.trim().split(" +")) {
            node = tree.play(node, San.parse(tree.boardAt(node), san));
        }
        return node;
    }

    /** The node reached by SAN moves along existing children. */
    static MoveNode walk(GameTree tree, String sans) {
        MoveNode node = tree.root();
        for (String san : sans.trim().split(" +")) {
            MoveNode next = null;
            for (MoveNode c : node.children()) {
                if (c.san().replace("+", "").replace("#", "").equals(san.replace("+", "").replace("#", ""))) {
                    next = c;
                }
            }
            if (next == null) {
                throw new IllegalArgumentException("no " + san + " after " + node);
            }
            node = next;
        }
        return node;
    }

    /** The 40 moves with three short variations, tags and result: no comments. */
    public static GameTree fortyMovesThreeVariations() {
        GameTree tree = new GameTree();
        play(tree, tree.root(), KASPAROV_TOPALOV_40);
        play(tree, tree.root(), "d4 Nf6 c4 g6");
        play(tree, walk(tree, "e4 d6 d4 Nf6 Nc3 g6 Be3 Bg7 Qd2 c6 f3 b5 Nge2 Nbd7 Bh6"), "O-O h4 Re8");
        play(tree, walk(tree, KASPAROV_TOPALOV_40.substring(0, KASPAROV_TOPALOV_40.indexOf(" c5 "))),
                "Nb6 Qf4");
        tree.setTag("Event", "Hoogovens Group A");
        tree.setTag("Site", "Wijk aan Zee NED");
        tree.setTag("Date", "1999.01.20");
        tree.setTag("Round", "4");
        tree.setTag("White", "Kasparov, Garry");
        tree.setTag("Black", "Topalov, Veselin");
        tree.setResult("1-0");
        return tree;
    }

    /** The same game and variations without any tags. */
    public static GameTree fortyMovesThreeVariationsNoTags() {
        GameTree tree = fortyMovesThreeVariations();
        for (String name : tree.tags().keySet().toArray(new String[0])) {
            tree.setTag(name, null);
        }
        return tree;
    }

    /**
     * A game of {@code plies} random legal moves (seeded, so always the same one): a harder case than a real
     * game, as random play leaves more pieces loose and more moves open.
     */
    public static GameTree randomGame(int plies, int seed) {
        GameTree tree = new GameTree();
        Board board = Board.startingPosition();
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        int state = seed;
        MoveNode node = tree.root();
        for (int p = 0; p < plies; p++) {
            int n = MoveGenerator.generate(board, moves, 0);
            if (n == 0) {
                break;
            }
            state ^= state << 13;
            state ^= state >>> 17;
            state ^= state << 5;
            int move = moves[(state >>> 1) % n];
            node = tree.playKnownLegal(node, board, move);
            board.make(move);
        }
        return tree;
    }

    /** The 40-move game annotated as an online analysis exports it: clock and eval on every move, comments, NAGs. */
    public static GameTree fortyMovesAnnotated() {
        GameTree tree = fortyMovesThreeVariations();
        int ply = 0;
        for (MoveNode n = tree.root().next(); n != null; n = n.next(), ply++) {
            int seconds = 5400 - ply * 67 % 5000;
            n.setCommand("clk", seconds / 3600 + ":" + two(seconds / 60 % 60) + ":" + two(seconds % 60));
            n.setCommand("eval", String.valueOf((ply * 37 % 300 - 100) / 100.0));
        }
        tree.root().setComment("A famous attacking game.");
        MoveNode rxd4 = walk(tree, KASPAROV_TOPALOV_40.substring(0, KASPAROV_TOPALOV_40.indexOf(" cxd4")));
        rxd4.addNag(Nag.BRILLIANT);
        rxd4.setComment("The start of a long combination: the rook is sacrificed to drive the king forward.");
        MoveNode qd5 = walk(tree, "e4 d6 d4 Nf6 Nc3 g6 Be3 Bg7 Qd2 c6 f3 b5 Nge2 Nbd7 Bh6 Bxh6 Qxh6 Bb7 a3 e5 O-O-O"
                + " Qe7 Kb1 a6 Nc1 O-O-O Nb3 exd4 Rxd4 c5 Rd1 Nb6 g3 Kb8 Na5 Ba8 Bh3 d5 Qf4+ Ka7 Rhe1 d4 Nd5 Nbxd5"
                + " exd5 Qd6 Rxd4 cxd4 Re7+ Kb6 Qxd4+ Kxa5 b4+ Ka4 Qc3 Qxd5");
        qd5.setComment("Black had to find this; anything else gets mated.");
        qd5.addNag(Nag.GOOD);
        MoveNode kb4 = walk(tree, "e4 d6 d4 Nf6 Nc3 g6 Be3 Bg7 Qd2 c6 f3 b5 Nge2 Nbd7 Bh6 Bxh6 Qxh6 Bb7 a3 e5 O-O-O"
                + " Qe7 Kb1 a6 Nc1 O-O-O Nb3 exd4 Rxd4 c5 Rd1 Nb6 g3 Kb8 Na5 Ba8 Bh3 d5 Qf4+ Ka7 Rhe1 d4 Nd5 Nbxd5"
                + " exd5 Qd6 Rxd4 cxd4 Re7+ Kb6 Qxd4+ Kxa5 b4+ Ka4 Qc3 Qxd5 Ra7 Bb7 Rxb7 Qc4 Qxf6 Kxa3 Qxa6+ Kxb4");
        kb4.addNag(18);
        kb4.setComment("The king has walked all the way to b4.");
        tree.root().children().get(1).setCommentBefore("The other main move.");
        return tree;
    }

    private static String two(int n) {
        return n < 10 ? "0" + n : String.valueOf(n);
    }
}
