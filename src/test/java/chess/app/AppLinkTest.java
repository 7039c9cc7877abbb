package chess.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import chess.link.DecodedGame;
import chess.link.TreeCodec;
import chess.pgn.GameTree;
import chess.pgn.MoveNode;
import chess.pgn.PgnReader;
import chess.pgn.Shape;
import chess.pgn.Shapes;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The viewer's "Open in the full app" address, made from plain values as the viewer's second script makes it. */
class AppLinkTest {
    private static final String PGN = "1. e4 {[%cal Gd2d4]} e5 2. Nf3 (2. f4 exf4) 2... Nc6 *";

    private static DecodedGame opened(String address) {
        String game = UrlState.parse("https://example.org/" + address).game();
        return TreeCodec.decode(game);
    }

    @Test
    void theAddressShowsTheMoveTheShapesAndTheOrientation() {
        GameTree read = PgnReader.read(PGN).tree();
        String code = TreeCodec.encode(read, read.root());
        GameTree tree = TreeCodec.decode(code).tree(); // the viewer's tree: its ids are the ones a decode gives
        MoveNode f4 = tree.root().next().next().children().get(1);
        Map<Integer, List<Shape>> drawn = new LinkedHashMap<>();
        drawn.put(f4.id(), List.of(Shape.between("g1", "f3", 'R'), Shape.between("e5", "e5", 'B')));
        drawn.put(tree.root().next().id(), List.of()); // the reader cleared e4's arrow
        String text = AppLink.drawn(drawn);
        assertEquals(f4.id() + "=Rg1f3,Be5;" + tree.root().next().id() + "=;", text);

        AppLink link = new AppLink(code, f4.id(), true, text);
        String address = link.address();
        assertTrue(address.startsWith("index.html#g="), address);
        assertTrue(address.endsWith("&flip=1"), address);
        DecodedGame back = opened(address);
        assertEquals("f4", back.current().san());
        assertEquals(List.of(Shape.between("e5", "e5", 'B'), Shape.between("g1", "f3", 'R')),
                Shapes.of(back.current()));
        assertTrue(Shapes.of(back.tree().root().next()).isEmpty());
        assertEquals(link.address(), AppLink.read(code, Integer.toString(f4.id()), "1", text).address());
    }

    @Test
    void theRoughAddressIsTheGameAsItCame() {
        assertEquals("index.html#g=ABC&flip=1", new AppLink("ABC", 3, true, "").roughAddress());
        assertEquals("index.html", new AppLink("", 0, false, "").roughAddress());
        assertEquals("index.html#flip=1", new AppLink("", 0, true, "").roughAddress());
    }

    @Test
    void badValuesFallBackToWhatTheCodeSays() {
        GameTree read = PgnReader.read(PGN).tree();
        String code = TreeCodec.encode(read, read.root().next().next());
        MoveNode e5 = TreeCodec.decode(code).current();
        // An unknown move id: the code's own shown move; junk in the shapes text is passed over.
        String address = AppLink.read(code, "999", "", "x;12=Zz9;=;" + e5.id() + "=Gh1h8;7").address();
        DecodedGame back = opened(address);
        assertEquals("e5", back.current().san());
        assertEquals(List.of(Shape.between("h1", "h8", 'G')), Shapes.of(back.current()));
        assertEquals("index.html#fen=rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR_w_KQkq_-_0_1",
                AppLink.read("", "abc", null, null).address());
    }
}
