package chess.core;

/** Shared helpers for the core tests: boards from FEN, playing UCI sequences, a seeded random source. */
final class TestPositions {
    static final String KIWIPETE = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
    static final String PROMOTIONS = "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1";
    static final String THREE_QUEENS = "4k3/8/8/8/8/Q7/8/Q1Q1K3 w - - 0 1";

    private TestPositions() {
    }

    static Board board(String fen) {
        return Fen.parse(fen);
    }

    /** Plays UCI moves on the board (each must be legal) and returns it. */
    static Board play(Board b, String... uciMoves) {
        for (String uci : uciMoves) {
            b.make(UciMove.parse(b, uci));
        }
        return b;
    }

    static int[] legalMoves(Board b) {
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        int n = MoveGenerator.generate(b, moves, 0);
        return java.util.Arrays.copyOf(moves, n);
    }

    /** Tiny xorshift32: the same sequence on every platform. */
    static final class XorShift {
        private int state;

        XorShift(int seed) {
            state = seed == 0 ? 0x9e3779b9 : seed;
        }

        int next(int bound) {
            state ^= state << 13;
            state ^= state >>> 17;
            state ^= state << 5;
            return (state >>> 1) % bound;
        }
    }
}
