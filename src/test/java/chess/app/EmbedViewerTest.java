package chess.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import chess.core.Fen;
import chess.link.TreeCodec;
import chess.pgn.GameTree;
import chess.pgn.MoveNode;
import chess.pgn.PgnReader;
import chess.pgn.Shapes;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class EmbedViewerTest {
    private static final String PAGE = "https://example.org/chess/embed.html";
    private static final String PGN = "1. e4 e5 2. Nf3 {the knight} (2. f4 exf4) 2... Nc6 3. Bb5 a6 *";

    /** The viewer's page: what it was told. */
    private static final class Screen implements EmbedViewer.Screen {
        final List<BoardState> renders = new ArrayList<>();
        final List<String> said = new ArrayList<>();

        @Override
        public void render(BoardState state) {
            renders.add(state);
        }

        @Override
        public void announce(String message) {
            said.add(message);
        }

        BoardState last() {
            return renders.get(renders.size() - 1);
        }
    }

    private static String code(String pgn, int plies) {
        GameTree tree = PgnReader.read(pgn).tree();
        MoveNode at = tree.root();
        for (int i = 0; i < plies; i++) {
            at = at.next();
        }
        return TreeCodec.encode(tree, at);
    }

    @Test
    void opensAGameCodeAtItsShownMoveAndSteps() {
        Screen screen = new Screen();
        EmbedViewer viewer = new EmbedViewer(screen);
        viewer.start(PAGE + "#g=" + code(PGN, 3));
        BoardState s = screen.last();
        assertEquals(3, s.ply);
        assertEquals("", viewer.problem());
        assertEquals(List.of("e4", "e5", "Nf3", "Nc6", "Bb5", "a6"), s.moves);
        assertTrue(s.canBack && s.canForward);
        viewer.forward();
        assertEquals(4, screen.last().ply);
        assertTrue(screen.said.get(screen.said.size() - 1).startsWith("After "), screen.said.toString());
        viewer.toEnd();
        assertEquals(6, screen.last().ply);
        assertFalse(screen.last().canForward);
        viewer.back();
        assertEquals(5, screen.last().ply);
        viewer.toStart();
        assertEquals(0, screen.last().ply);
        assertEquals("Start position", screen.said.get(screen.said.size() - 1));
        assertEquals(Fen.START, screen.last().fen);
    }

    @Test
    void goesToAVariationMoveFromTheList() {
        Screen screen = new Screen();
        EmbedViewer viewer = new EmbedViewer(screen);
        viewer.start(PAGE + "#g=" + code(PGN, 0));
        int f4 = screen.last().moveList.stream().filter(t -> t.kind == MoveToken.Kind.MOVE && t.text.equals("f4"))
                .findFirst().orElseThrow().nodeId;
        viewer.goToMove(f4);
        assertEquals(f4, screen.last().currentMoveId);
        assertFalse(screen.last().onMainLine);
        viewer.forward();
        assertEquals("exf4", screen.last().moves.get(screen.last().ply - 1));
        int renders = screen.renders.size();
        viewer.goToMove(99999); // not a move of the game: nothing happens
        assertEquals(renders, screen.renders.size());
    }

    @Test
    void flipsAndTheAppLinkKeepsTheMoveAndTheOrientation() {
        Screen screen = new Screen();
        EmbedViewer viewer = new EmbedViewer(screen);
        viewer.start(PAGE + "#g=" + code(PGN, 2) + "&flip=1");
        assertTrue(screen.last().flipped);
        viewer.flip();
        assertFalse(screen.last().flipped);
        viewer.flip();
        String app = viewer.appLink().address();
        assertTrue(app.startsWith("index.html#g="), app);
        assertTrue(app.endsWith("&flip=1"), app);
        UrlState back = UrlState.parse(app);
        assertEquals("e5", TreeCodec.decode(back.game()).current().san());
        assertTrue(back.flipped());
    }

    @Test
    void theBoardPlaysNoMoves() {
        Screen screen = new Screen();
        EmbedViewer viewer = new EmbedViewer(screen);
        viewer.start(PAGE + "#g=" + code(PGN, 0));
        assertFalse(viewer.dragStart("e2"));
        viewer.clickSquare("e2");
        viewer.clickSquare("e4");
        viewer.drop("e2", "e4");
        assertEquals(1, screen.renders.size());
        assertEquals(0, viewer.state().ply);
        assertEquals(Fen.START, viewer.state().fen);
    }

    @Test
    void showsTheGamesArrowsAndCirclesAndLetsTheReaderDrawOnItsCopy() {
        Screen screen = new Screen();
        EmbedViewer viewer = new EmbedViewer(screen);
        viewer.start(PAGE + "#pgn=1.e4+%7B%5B%25cal+Gd2d4%2CRg1f3%5D%5B%25csl+Yd5%5D%7D+e5&ply=1");
        assertEquals("", viewer.problem());
        assertEquals(3, screen.last().shapes.size());
        assertEquals("circle on d5, yellow; arrow from d2 to d4, green; arrow from g1 to f3, red",
                screen.last().shapesText());
        viewer.drawShape("e7", "e5", viewer.shapeColour(false, true));
        assertEquals(4, screen.last().shapes.size());
        assertTrue(screen.said.get(screen.said.size() - 1).startsWith("Arrow from e7 to e5, blue"), screen.said.toString());
        // The full app's link carries the drawn arrow with the game's shapes.
        assertEquals(4, Shapes.of(TreeCodec.decode(UrlState.parse(viewer.appLink().address()).game()).current()).size());
        viewer.drawShape("e7", "e5", 'B'); // again: removed
        assertEquals(3, screen.last().shapes.size());
        viewer.drawShape("e7", "z9", 'G'); // off the board: nothing
        viewer.drawShape("e7", "e5", 'X'); // not a colour: nothing
        assertEquals(3, screen.last().shapes.size());
        viewer.clickSquare("a1"); // a click clears them, as in the app
        assertEquals(0, screen.last().shapes.size());
        assertEquals(1, screen.last().ply); // and moves nothing
        viewer.forward();
        assertEquals(0, screen.last().shapes.size()); // e5 has none
    }

    @Test
    void aDamagedCodeShowsWhatDecodesAndSaysWhatWasLost() {
        String good = code(PGN, 6);
        Screen screen = new Screen();
        EmbedViewer viewer = new EmbedViewer(screen);
        viewer.start(PAGE + "#g=" + good.substring(0, good.length() - 3));
        assertFalse(viewer.problem().isEmpty());
        assertEquals(viewer.problem(), screen.said.get(0));
        assertEquals(1, screen.renders.size()); // drawn once, with what decoded
        assertTrue(screen.last().ply <= 6);
    }

    @Test
    void pgnAndFenLinksAndThePlyToShow() {
        Screen screen = new Screen();
        EmbedViewer viewer = new EmbedViewer(screen);
        viewer.start(PAGE + "#pgn=1.e4+e5+2.Nf3+Nc6&ply=3");
        assertEquals(3, screen.last().ply);
        assertEquals("", viewer.problem());

        viewer = new EmbedViewer(screen);
        viewer.start(PAGE + "#pgn=1.e4+e5+2.Nf3+Nc6&ply=40"); // past the end: the last move
        assertEquals(4, screen.last().ply);

        viewer = new EmbedViewer(screen);
        viewer.start(PAGE + "#fen=8/8/8/8/8/8/8/K6k_b_-_-_0_1&board=wood&theme=dark");
        assertEquals("8/8/8/8/8/8/8/K6k b - - 0 1", screen.last().fen);
        assertEquals("wood", viewer.params().board());
        assertEquals("dark", viewer.params().theme());
        assertEquals("index.html#fen=8/8/8/8/8/8/8/K6k_b_-_-_0_1", viewer.appLink().address());
    }

    @Test
    void badPgnAndFenAreNamedAndTheRestShown() {
        Screen screen = new Screen();
        EmbedViewer viewer = new EmbedViewer(screen);
        viewer.start(PAGE + "#pgn=1.e4+e5+2.Qxf7");
        assertEquals(2, screen.last().moves.size()); // the moves before the error
        assertTrue(viewer.problem().startsWith("The PGN in the link: line 1, column"), viewer.problem());
        assertTrue(viewer.problem().endsWith("The moves before it were loaded."), viewer.problem());

        viewer = new EmbedViewer(screen);
        viewer.start(PAGE + "#fen=rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNZ_w_KQkq_-_0_1&theme=pink");
        assertEquals(Fen.START, screen.last().fen); // the start position, the board never empty
        assertTrue(viewer.problem().startsWith("The FEN in the link was not loaded: "), viewer.problem());
        assertTrue(viewer.problem().endsWith("The link's theme='pink' is not auto, light or dark; auto it is."),
                viewer.problem());
    }

    @Test
    void aPgnReadLaterOpensThenAndAnOlderAnswerIsDropped() {
        Screen screen = new Screen();
        List<String> asked = new ArrayList<>();
        List<PgnLink.Done> waiting = new ArrayList<>();
        EmbedViewer viewer = new EmbedViewer(screen, (text, fen, done) -> {
            assertFalse(fen);
            asked.add(text);
            waiting.add(done);
        });
        viewer.start(PAGE + "#pgn=1.e4+e5+2.Nf3&ply=2&flip=1");
        assertEquals(List.of("1.e4 e5 2.Nf3"), asked);
        assertEquals(0, screen.renders.size()); // nothing drawn until the reader answers
        waiting.get(0).read(PgnLink.read(asked.get(0)));
        assertEquals(1, screen.renders.size());
        assertEquals(2, screen.last().ply);
        assertTrue(screen.last().flipped);

        viewer.start(PAGE + "#pgn=1.d4"); // asked, and before the answer another address opens
        viewer.start(PAGE + "#g=" + code(PGN, 1));
        waiting.get(1).read(PgnLink.read(asked.get(1))); // late: dropped
        assertEquals(1, screen.last().ply);
        assertEquals("e4", screen.last().moves.get(0));

        viewer.start(PAGE + "#pgn=1.c4");
        waiting.get(2).read(new PgnLink("", "The PGN in the link was not loaded: the reader failed."));
        assertEquals("e4", screen.last().moves.get(0)); // the last good game stays
        assertEquals("The PGN in the link was not loaded: the reader failed.", viewer.problem());
    }

    @Test
    void aFenIsReadByTheReaderAndTheAppLinkCarriesTheMoveAndTheDrawing() {
        Screen screen = new Screen();
        List<Boolean> asFen = new ArrayList<>();
        EmbedViewer viewer = new EmbedViewer(screen, (text, fen, done) -> {
            asFen.add(fen);
            done.read(fen ? PgnLink.readFen(text) : PgnLink.read(text));
        });
        viewer.start(PAGE + "#fen=4k3/8/8/8/8/8/4P3/4K3_w_-_-_0_1&flip=1");
        assertEquals(List.of(true), asFen);
        assertEquals("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", screen.last().fen);
        AppLink untouched = viewer.appLink();
        assertEquals("", untouched.drawn());
        assertTrue(untouched.flipped());

        viewer.start(PAGE + "#g=" + code(PGN, 2));
        viewer.drawShape("e2", "e4", 'G');
        viewer.forward();
        AppLink link = viewer.appLink();
        assertEquals(3, TreeCodec.decode(UrlState.parse(PAGE + link.address().substring("index.html".length()))
                .game()).current().ply());
        MoveNode e5 = TreeCodec.decode(link.code()).tree().root().next().next();
        assertEquals(e5.id() + "=Ge2e4;", link.drawn());
        assertEquals(1, Shapes.of(TreeCodec.decode(UrlState.parse(PAGE + link.address().substring(10)).game())
                .tree().node(e5.id())).size());
        viewer.back();
        viewer.clickSquare("a1"); // clears the drawing: the app link says so
        assertEquals(e5.id() + "=;", viewer.appLink().drawn());
    }
}
