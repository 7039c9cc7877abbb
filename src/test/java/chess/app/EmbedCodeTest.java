package chess.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import chess.core.Board;
import chess.core.Fen;
import chess.core.San;
import chess.link.DecodedGame;
import chess.link.TreeCodec;
import chess.pgn.GameTree;
import chess.pgn.MoveNode;
import org.junit.jupiter.api.Test;

class EmbedCodeTest {
    @Test
    void viewerBesideTheApp() {
        assertEquals("https://x.org/chess/embed.html", EmbedCode.pageBeside("https://x.org/chess/index.html", "embed.html"));
        assertEquals("https://x.org/chess/embed.html", EmbedCode.pageBeside("https://x.org/chess/", "embed.html"));
        assertEquals("http://127.0.0.1:8080/embed.html", EmbedCode.pageBeside("http://127.0.0.1:8080/", "embed.html"));
        assertEquals("embed.html", EmbedCode.pageBeside("", "embed.html"));
    }

    @Test
    void iframeEscapesItsAttribute() {
        String code = EmbedCode.iframe("https://x.org/embed.html#g=ab\"c&flip=1<");
        assertTrue(code.startsWith("<iframe src=\"https://x.org/embed.html#g=ab&quot;c&amp;flip=1&lt;\" width=\"360\""),
                code);
        assertTrue(code.endsWith("></iframe>"), code);
        assertEquals(0, code.chars().filter(c -> c == '"').count() % 2, code); // no quote ends a value early
    }

    @Test
    void aBarePositionIsAFenAndAGameIsItsCodeWithTheShownMove() {
        GameTree empty = new GameTree();
        assertEquals("embed.html#fen=rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR_w_KQkq_-_0_1&flip=1",
                EmbedCode.gameAddress("embed.html", empty, empty.root(), Fen.parse(Fen.START), true));

        GameTree tree = new GameTree();
        Board board = Fen.parse(Fen.START);
        MoveNode node = tree.root();
        for (String san : new String[] {"e4", "e5", "Nf3"}) {
            int move = San.parse(board, san);
            node = tree.play(node, move);
            board.make(move);
        }
        MoveNode second = tree.root().next().next();
        String address = EmbedCode.gameAddress("index.html", tree, second, board, false);
        assertTrue(address.startsWith("index.html#g="), address);
        assertFalse(address.contains("flip"), address);
        DecodedGame back = TreeCodec.decode(UrlState.parse(address).game());
        assertEquals(3, back.tree().moveCount());
        assertEquals("e5", back.current().san());
    }
}
