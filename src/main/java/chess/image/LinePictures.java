package chess.image;

import chess.core.Board;
import chess.core.Move;
import chess.pgn.GameTree;
import chess.pgn.MoveNode;
import chess.pgn.Shapes;
import java.util.ArrayList;
import java.util.List;

/**
 * The pictures of a line of a game, for a GIF: its start position, then the position after each move with that
 * move highlighted, each with the arrows and circles drawn at it (its {@code [%cal]}/{@code [%csl]}).
 */
public final class LinePictures {
    private LinePictures() {
    }

    /** The picture of the position after {@code node}, its move highlighted (none at the start). */
    public static BoardPicture at(GameTree tree, MoveNode node, boolean flipped, BoardColours colours) {
        BoardPicture p = BoardPicture.of(tree.boardAt(node)).flipped(flipped).colours(colours)
                .shapes(Shapes.of(node));
        return node.isRoot() ? p : p.lastMove(Move.from(node.move()), Move.to(node.move()));
    }

    /** One picture per position from the tree's start to {@code end}, in the given orientation and colours. */
    public static List<BoardPicture> of(GameTree tree, MoveNode end, boolean flipped, BoardColours colours) {
        List<BoardPicture> pictures = new ArrayList<>();
        Board board = tree.startBoard();
        pictures.add(BoardPicture.of(board).flipped(flipped).colours(colours).shapes(Shapes.of(tree.root())));
        for (MoveNode node : tree.path(end)) {
            board.make(node.move());
            pictures.add(BoardPicture.of(board).flipped(flipped).colours(colours)
                    .lastMove(Move.from(node.move()), Move.to(node.move())).shapes(Shapes.of(node)));
        }
        return pictures;
    }
}
