package chess.app;

import chess.link.DecodedGame;
import chess.link.TreeCodec;
import chess.pgn.GameTree;
import chess.pgn.MoveNode;
import chess.pgn.Shape;
import chess.pgn.Shapes;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * What the embeddable viewer's "Open in the full app" link is made from, as plain values: the game code the viewer
 * decoded, the id of the move shown (the same code always decodes to the same ids), the arrows and circles the reader
 * drew or cleared there, and the orientation. Plain values because the viewer's first script has no link encoder
 * (a twentieth of it, docs/embed.md): js/embed-pgn.js makes the address when the link is about to be used.
 */
public final class AppLink {
    private final String code;
    private final int shownId;
    private final boolean flipped;
    private final String drawn;

    /**
     * @param drawn the moves whose shapes the reader changed, as {@link #drawn} writes them
     */
    public AppLink(String code, int shownId, boolean flipped, String drawn) {
        this.code = code == null ? "" : code;
        this.shownId = shownId;
        this.flipped = flipped;
        this.drawn = drawn == null ? "" : drawn;
    }

    /** The values as text, as another script passes them: {@code flipped} is "1" when flipped. */
    public static AppLink read(String code, String shownId, String flipped, String drawn) {
        return new AppLink(code, AddressNumber.inRange(shownId == null ? "" : shownId, 0, Integer.MAX_VALUE - 1, -1),
                "1".equals(flipped), drawn);
    }

    /** Makes the full app's address ({@link AppLink}'s values reach another script this way). */
    public interface Maker {
        void make(AppLink link, Made done);
    }

    /** Receives a made address. */
    public interface Made {
        void made(String address);
    }

    /**
     * The shapes of each changed move as text: {@code id=Ge2e4,Rd4;} per move ("" after the {@code =} when cleared).
     * Shape values hold only colour letters, square names and commas, so {@code =} and {@code ;} cannot occur in them.
     */
    public static String drawn(Map<Integer, List<Shape>> shapesById) {
        StringBuilder sb = new StringBuilder();
        for (Map.Entry<Integer, List<Shape>> e : shapesById.entrySet()) {
            sb.append(e.getKey()).append('=');
            List<Shape> shapes = e.getValue();
            for (int i = 0; i < shapes.size(); i++) {
                sb.append(i == 0 ? "" : ",").append(shapes.get(i));
            }
            sb.append(';');
        }
        return sb.toString();
    }

    /**
     * The full app's address of the shown move, relative to embed.html: {@code index.html#g=<code>} (the whole game,
     * the reader's shapes and the move shown) or {@code #fen=} for a bare position, with {@code &flip=1} when flipped.
     */
    public String address() {
        GameTree tree;
        MoveNode shown;
        if (code.isEmpty()) {
            tree = new GameTree();
            shown = tree.root();
        } else {
            DecodedGame decoded = TreeCodec.decode(code);
            tree = decoded.tree();
            shown = tree.node(shownId);
            if (shown == null) {
                shown = decoded.current();
            }
        }
        applyDrawn(tree);
        return EmbedCode.gameAddress(EmbedCode.APP_PAGE, tree, shown, tree.boardAt(shown), flipped);
    }

    /** Sets the shapes {@link #drawn} names on the moves of {@code tree}; entries that do not read are passed over. */
    private void applyDrawn(GameTree tree) {
        int i = 0;
        while (i < drawn.length()) {
            int end = drawn.indexOf(';', i);
            if (end < 0) {
                return; // an entry without its end
            }
            int eq = drawn.indexOf('=', i);
            int id = eq < 0 || eq > end ? -1 : AddressNumber.inRange(drawn.substring(i, eq), 0, Integer.MAX_VALUE - 1,
                    -1);
            MoveNode node = id < 0 ? null : tree.node(id);
            if (node != null) {
                String value = drawn.substring(eq + 1, end);
                List<Shape> shapes = new ArrayList<>(Shapes.parse(value, false).shapes);
                shapes.addAll(Shapes.parse(value, true).shapes);
                Shapes.set(node, shapes);
            }
            i = end + 1;
        }
    }

    /**
     * The address to use until {@link #address} is made: the game code as it came (its own shown move), without
     * the reader's move and shapes; plain text, so the viewer's first script can write it.
     */
    public String roughAddress() {
        if (code.isEmpty()) {
            return EmbedCode.APP_PAGE + (flipped ? "#flip=1" : "");
        }
        return EmbedCode.APP_PAGE + "#g=" + code + (flipped ? "&flip=1" : "");
    }

    public String code() {
        return code;
    }

    public int shownId() {
        return shownId;
    }

    public boolean flipped() {
        return flipped;
    }

    public String drawn() {
        return drawn;
    }
}
