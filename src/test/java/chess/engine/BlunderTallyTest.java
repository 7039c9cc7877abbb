package chess.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** BlunderCount's rule: thresholds, the lost-position exclusion, mates and phases. */
class BlunderTallyTest {

    @Test
    void aLossOf300IsABlunderAndOf100AMistake() {
        BlunderTally t = new BlunderTally();
        assertEquals(299, t.add(1, 12, true, "a", 50, -249));
        t.add(1, 13, true, "b", 50, -250); // exactly 300
        t.add(1, 14, true, "c", 50, -50); // exactly 100
        t.add(1, 15, true, "d", 50, -48); // 98: neither
        assertEquals(1, t.blunders());
        assertEquals(3, t.mistakes(), "mistakes include the blunder");
        assertEquals(4, t.counted());
        assertEquals(25.0, BlunderTally.per100(t.blunders(), t.counted()));
    }

    @Test
    void movesFromPositionsLostBeyond300AreNotCounted() {
        BlunderTally t = new BlunderTally();
        t.add(1, 30, false, "a", -301, -2000); // already lost: flailing
        t.add(1, 31, false, "b", -300, -700); // exactly -300 is still counted
        assertEquals(2, t.moves());
        assertEquals(1, t.counted());
        assertEquals(1, t.blunders());
        assertEquals("31... b", t.biggest().get(0).label());
        assertFalse(BlunderTally.counts(-301));
        assertTrue(BlunderTally.counts(-300));
    }

    @Test
    void matesCountAsTenThousandWhateverTheDistance() {
        assertEquals(BlunderTally.MATE, BlunderTally.mate(3));
        assertEquals(-BlunderTally.MATE, BlunderTally.mate(-7));
        assertEquals(-BlunderTally.MATE, BlunderTally.mate(0), "mate 0: the side to move is mated");
        assertEquals(BlunderTally.MATE, BlunderTally.centipawns(25_000), "no centipawn score outranks a mate");
        assertEquals(-40, BlunderTally.centipawns(-40));
        BlunderTally t = new BlunderTally();
        int loss = t.add(2, 25, true, "Kh1", 150, -BlunderTally.mate(2)); // the opponent now mates in 2
        assertEquals(150 + BlunderTally.MATE, loss);
        assertEquals(1, t.blunders(), "walking into a mate is a blunder");
    }

    @Test
    void blundersThatLeaveTheMoverWellAheadAreCountedApart() {
        BlunderTally t = new BlunderTally();
        t.add(1, 60, true, "Rh5", BlunderTally.mate(4), 783); // a missed mate in a won game
        t.add(1, 61, true, "Kf2", 900, 300); // still ahead by exactly 300
        t.add(1, 62, true, "Ra5", 900, 299);
        assertEquals(3, t.blunders());
        assertEquals(2, t.stillAhead());
        assertEquals(2, t.phaseStillAhead(3));
    }

    @Test
    void phasesGoByFullmoveNumber() {
        assertEquals(0, BlunderTally.phase(1));
        assertEquals(0, BlunderTally.phase(10));
        assertEquals(1, BlunderTally.phase(11));
        assertEquals(1, BlunderTally.phase(20));
        assertEquals(2, BlunderTally.phase(21));
        assertEquals(2, BlunderTally.phase(40));
        assertEquals(3, BlunderTally.phase(41));
        BlunderTally t = new BlunderTally();
        t.add(1, 5, true, "a", 0, -400);
        t.add(1, 15, true, "b", 0, 0);
        t.add(1, 45, true, "c", 0, -500);
        t.add(1, 45, true, "d", -900, -2000); // lost: in no phase
        assertEquals(List.of(1, 1, 0, 1), List.of(t.phaseCounted(0), t.phaseCounted(1), t.phaseCounted(2),
                t.phaseCounted(3)));
        assertEquals(List.of(1, 0, 0, 1), List.of(t.phaseBlunders(0), t.phaseBlunders(1), t.phaseBlunders(2),
                t.phaseBlunders(3)));
    }

    @Test
    void keepsTheFiveBiggestBlundersBiggestFirst() {
        BlunderTally t = new BlunderTally();
        for (int i = 1; i <= 7; i++) {
            t.add(1, i, true, "m" + i, 0, -300 * i);
        }
        List<BlunderTally.Blunder> top = t.biggest();
        assertEquals(BlunderTally.KEPT, top.size());
        assertEquals("m7", top.get(0).san());
        assertEquals(2100, top.get(0).loss());
        assertEquals("m3", top.get(4).san());
    }
}
