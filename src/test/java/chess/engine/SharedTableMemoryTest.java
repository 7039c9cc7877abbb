package chess.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import chess.core.Board;
import chess.core.Fen;
import chess.core.MoveGenerator;
import org.junit.jupiter.api.Test;

/**
 * Tables that keep their entries in one outside memory, as the browser's engine workers do with the memory the
 * page shares among them ({@link TranspositionTable#useMemory}).
 */
class SharedTableMemoryTest {
    /** Memory of {@code ints} ints that no table owns, standing in for the page's shared WebAssembly.Memory. */
    private static TableMemory outside(int ints) {
        int[] array = new int[ints];
        return new TableMemory() {
            @Override
            public int length() {
                return array.length;
            }

            @Override
            public int get(int index) {
                return array[index];
            }

            @Override
            public void set(int index, int value) {
                array[index] = value;
            }
        };
    }

    @Test
    void twoTablesOnOneMemoryReadEachOthersEntries() {
        TableMemory memory = outside(12 + 8 * 4096);
        TranspositionTable a = new TranspositionTable(1);
        TranspositionTable b = new TranspositionTable(1);
        a.useMemory(memory);
        b.useMemory(memory);
        a.newSearch();
        a.store(77, 0x1234567, 0x321, 55, 9, TranspositionTable.BOUND_EXACT, 40);
        assertTrue(b.probe(77, 0x1234567), "b finds what a stored");
        assertEquals(0x321, b.hitMove);
        assertEquals(55, b.hitScore);
        assertEquals(9, b.hitDepth);
        assertEquals(40, b.hitEval);
        assertEquals(32L * 4096, a.bytes(), "4096 buckets of 32 bytes");
    }

    @Test
    void aTableTakesTheMemoryAsItIsAndUsesAPowerOfTwoBucketsOfIt() {
        TableMemory memory = outside(12 + 8 * 3000); // room for 3000 buckets: 2048 are used
        TranspositionTable writer = new TranspositionTable(1);
        writer.useMemory(memory);
        writer.store(5, 99, 0x40, 1, 3, TranspositionTable.BOUND_LOWER, TranspositionTable.NO_EVAL);
        TranspositionTable later = new TranspositionTable(1);
        later.useMemory(memory);
        assertTrue(later.probe(5, 99), "a table that joins later keeps what the memory holds");
        assertEquals(32L * 2048, later.bytes());
        later.resize(1 << 20);
        assertFalse(later.probe(5, 99), "resizing gives the table memory of its own again");
        assertThrows(IllegalArgumentException.class, () -> later.useMemory(outside(12 + 8 * 1000)),
                "fewer buckets than the smallest table are refused");
    }

    @Test
    void anEngineSearchesTheSameWithItsTableInOutsideMemory() {
        Engine own = new Engine(1);
        Engine shared = new Engine(16, 0, outside(12 + (1 << 20) / 4));
        assertEquals(own.hashBytes(), shared.hashBytes(), "the memory decides the size, not the 16 MB asked");
        for (String fen : new String[] {Fen.START, "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"}) {
            SearchResult a = own.search(Fen.parse(fen), new Limits().depth(8), null);
            SearchResult b = shared.search(Fen.parse(fen), new Limits().depth(8), null);
            assertEquals(own.nodes(), shared.nodes(), fen);
            assertEquals(a.bestMove, b.bestMove, fen);
        }
    }

    /** How many of the start position and the positions after each first move {@code table} holds. */
    private static int startEntries(TranspositionTable table) {
        Board start = Fen.parse(Fen.START);
        int found = table.probe(start.hashLo(), start.hashHi()) ? 1 : 0;
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        int n = MoveGenerator.generate(start, moves, 0);
        for (int i = 0; i < n; i++) {
            start.make(moves[i]);
            found += table.probe(start.hashLo(), start.hashHi()) ? 1 : 0;
            start.unmake();
        }
        return found;
    }

    @Test
    void aNetsArrivalKeepsASharedTablesEntriesAndEmptiesAnOwnTable() {
        TableMemory memory = outside(12 + (1 << 20) / 4);
        Engine searcher = new Engine(1, 0, memory);
        searcher.search(Fen.parse(Fen.START), new Limits().depth(7), null);
        long firstNodes = searcher.nodes();
        TranspositionTable view = new TranspositionTable(1);
        view.useMemory(memory);
        int stored = startEntries(view);
        assertTrue(stored > 10, "the search stored the start and most first moves: " + stored + " of 21");
        Engine joining = new Engine(1, 0, memory);
        joining.useNetwork(null); // as a worker's net arrives, while another worker searches with the table
        assertEquals(stored, startEntries(view), "the joining engine's net leaves the shared entries");

        Engine own = new Engine(1);
        own.search(Fen.parse(Fen.START), new Limits().depth(7), null);
        own.useNetwork(null);
        own.search(Fen.parse(Fen.START), new Limits().depth(7), null);
        assertEquals(firstNodes, own.nodes(), "an own table is emptied: the same search from scratch");
    }
}
