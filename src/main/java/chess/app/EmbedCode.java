package chess.app;

import chess.core.Board;
import chess.core.Fen;
import chess.core.Variant;
import chess.pgn.GameTree;
import chess.pgn.MoveNode;

/**
 * The code that puts the embeddable viewer on another page: {@code <iframe src=".../embed.html#g=..." ...>} for the
 * game and move on show, and the addresses between the viewer and the full app (both pages sit in the site's one
 * folder). Pure Java, so it is tested on the JVM.
 */
public final class EmbedCode {
    /** The viewer's page and the full app's, side by side in the site's folder. */
    public static final String VIEWER_PAGE = "embed.html";
    public static final String APP_PAGE = "index.html";
    /** The frame's size in the code: the board about 350 px with the moves below; the embedder may change it. */
    static final int WIDTH = 360;
    static final int HEIGHT = 520;

    private EmbedCode() {
    }

    /** The {@code <iframe>} element for the page at {@code src}, its attribute values escaped. */
    public static String iframe(String src) {
        return "<iframe src=\"" + attribute(src) + "\" width=\"" + WIDTH + "\" height=\"" + HEIGHT
                + "\" style=\"border:0;max-width:100%\" title=\"Chess game\" loading=\"lazy\"></iframe>";
    }

    /**
     * The address of {@code page} in the folder of {@code base} (an address up to its query, as
     * {@link UrlState#base()}): {@code https://x.org/chess/index.html} and {@code https://x.org/chess/} both give
     * {@code https://x.org/chess/embed.html} for the viewer.
     */
    public static String pageBeside(String base, String page) {
        return base.substring(0, base.lastIndexOf('/') + 1) + page;
    }

    /**
     * {@code page} (an address without fragment) showing a game: {@code #fen=} for a bare standard position,
     * otherwise {@code #g=} with the whole tree and the move shown; {@code &flip=1} when flipped.
     */
    public static String gameAddress(String page, GameTree tree, MoveNode current, Board board, boolean flipped) {
        UrlState target = UrlState.parse(page);
        if (!tree.hasMoves() && tree.root().comment().isEmpty() && tree.tags().isEmpty()
                && tree.variant() == Variant.STANDARD) { // a FEN cannot say it is Chess960; the game code can
            return target.addressOf(Fen.write(board), flipped);
        }
        return target.addressOf(tree, current, flipped, PlayMode.HUMANS, UrlState.DEFAULT_LEVEL);
    }

    /** Text as an HTML attribute value in double quotes. */
    static String attribute(String text) {
        StringBuilder sb = new StringBuilder(text.length() + 16);
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            switch (c) {
                case '&': sb.append("&amp;"); break;
                case '"': sb.append("&quot;"); break;
                case '<': sb.append("&lt;"); break;
                case '>': sb.append("&gt;"); break;
                default: sb.append(c);
            }
        }
        return sb.toString();
    }
}
