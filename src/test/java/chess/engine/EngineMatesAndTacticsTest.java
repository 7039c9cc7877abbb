package chess.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import chess.core.Board;
import chess.core.Fen;
import chess.core.Move;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The engine finds forced mates and clear tactics (positions and answers confirmed with Stockfish 15.1), with the
 * hand-written evaluation alone and with the shipped network's correction.
 */
class EngineMatesAndTacticsTest {

    private static SearchResult search(String fen, int depth, boolean network) {
        Board board = Fen.parse(fen);
        Engine engine = new Engine();
        if (network) {
            engine.useNetwork(TestNets.shipped());
        }
        return engine.search(board, new Limits().depth(depth), null);
    }

    @ParameterizedTest(name = "mate in {1}: {0}")
    @CsvSource({
        "6k1/8/6K1/8/8/8/8/R7 w - - 0 1, 1, a1a8",
        "6k1/5ppp/8/8/8/2n5/5PPP/3R2K1 w - - 0 1, 1, d1d8",
        "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4, 1, h5f7",
        "3r2k1/5ppp/8/8/8/8/q4PPP/3R2K1 b - - 0 1, 1, d8d1",
        "r2qkb1r/pp2nppp/3p4/2pNN1B1/2BnP3/3P4/PPP2PPP/R2bK2R w KQkq - 1 1, 2, d5f6",
        "2k5/8/1K6/8/8/8/8/7Q w - - 0 1, 2, ",
        "r1b1kb1r/pppp1ppp/5q2/4n3/3KP3/2N3PN/PPP4P/R1BQ1B1R b kq - 0 1, 3, f8c5",
        "r3k2r/ppp2Npp/1b5n/4p2b/2B1P2q/BQP2P2/P5PP/RN5K w kq - 1 1, 3, c4b5",
    })
    void findsMate(String fen, int mateIn, String expected) {
        for (boolean network : new boolean[] {false, true}) {
            SearchResult r = search(fen, 2 * mateIn + 3, network);
            assertEquals(mateIn, r.info.mateIn, "reported mate distance, network " + network);
            if (expected != null) {
                assertEquals(expected, Move.toUci(r.bestMove), "network " + network);
            }
        }
    }

    @ParameterizedTest(name = "{2} in {0}")
    @CsvSource({
        "4k3/8/8/3q4/8/8/3R4/4K3 w - - 0 1, d2d5, hanging queen",
        "4k3/pr6/8/8/4N3/8/PP6/4K3 w - - 0 1, e4d6, knight fork",
        "8/1q4p1/8/3k4/8/8/4B1PP/6K1 w - - 0 1, e2f3, skewer",
        "4k3/8/8/8/4N3/8/q5PP/4R1K1 w - - 0 1, e4c3, discovered check",
    })
    void findsTactic(String fen, String expected, String name) {
        for (boolean network : new boolean[] {false, true}) {
            SearchResult r = search(fen, 6, network);
            assertEquals(expected, Move.toUci(r.bestMove), "network " + network);
            assertTrue(r.info.scoreCp > 200, "the tactic wins material: " + r.info.scoreCp + ", network " + network);
        }
    }
}
