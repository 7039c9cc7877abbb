package chess.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import chess.core.Piece;
import org.junit.jupiter.api.Test;

/** The two clocks on a fake time line: time used, increments, periods, the flag, pause; and how time reads. */
class ChessClockTest {
    @Test
    void pressTakesTheTimeUsedAndAddsTheIncrement() {
        ChessClock clock = new ChessClock(TimeControl.preset("5+3"));
        clock.start(Piece.WHITE, 1000);
        assertEquals(300_000 - 2_500, clock.left(Piece.WHITE, 3_500), 1e-9);
        assertEquals(300_000, clock.left(Piece.BLACK, 3_500), 1e-9, "the waiting clock does not run");
        assertEquals(300_000 - 4_000 + 3_000, clock.press(5_000), 1e-9);
        assertEquals(Piece.BLACK, clock.running());
        assertEquals(300_000 - 1_000, clock.left(Piece.BLACK, 6_000), 1e-9);
        assertEquals(299_000, clock.leftAtTurnStart(Piece.WHITE), 1e-9);
        assertEquals(300_000, clock.leftAtTurnStart(Piece.BLACK), 1e-9, "what the engine is told: constant");
    }

    @Test
    void aPeriodRefillsTheTime() {
        ChessClock clock = new ChessClock(TimeControl.custom("1", "0", "2"));
        clock.start(Piece.WHITE, 0);
        assertEquals(2, clock.movesToGo(Piece.WHITE));
        clock.press(10_000); // white: 50 s
        clock.press(10_000); // black: 60 s
        assertEquals(1, clock.movesToGo(Piece.WHITE));
        assertEquals(50_000 - 20_000 + 60_000, clock.press(30_000), 1e-9, "the second move ends the period");
        assertEquals(2, clock.movesToGo(Piece.WHITE));
    }

    @Test
    void theFlagFallsWhenTimeIsOutNotBefore() {
        ChessClock clock = new ChessClock(TimeControl.preset("1+0"));
        clock.start(Piece.WHITE, 0);
        assertEquals(-1, clock.flagged(59_999));
        assertEquals(Piece.WHITE, clock.flagged(60_000));
        clock.stop(61_000);
        assertEquals(-1, clock.running());
        assertEquals(-1_000, clock.left(Piece.WHITE, 90_000), 1e-9, "a stopped clock keeps its time");
    }

    @Test
    void pauseFreezesTheRunningSide() {
        ChessClock clock = new ChessClock(TimeControl.preset("3+2"));
        clock.start(Piece.BLACK, 0);
        clock.pause(10_000);
        assertTrue(clock.paused());
        assertEquals(170_000, clock.left(Piece.BLACK, 500_000), 1e-9);
        clock.resume(500_000);
        assertFalse(clock.paused());
        assertEquals(Piece.BLACK, clock.running());
        assertEquals(169_000, clock.left(Piece.BLACK, 501_000), 1e-9);
    }

    @Test
    void timeReadsAsPlayersExpect() {
        assertEquals("5:00", ClockText.shown(300_000));
        assertEquals("4:59", ClockText.shown(299_999));
        assertEquals("0:10", ClockText.shown(10_000));
        assertEquals("0:09.9", ClockText.shown(9_999));
        assertEquals("0:00.0", ClockText.shown(-300));
        assertEquals("1:30:05", ClockText.shown(5_405_000));
        assertEquals("0:04:57", ClockText.pgn(297_400));
        assertEquals("1:30:05", ClockText.pgn(5_405_000));
        assertEquals("4 minutes 57 seconds", ClockText.spoken(297_400));
        assertEquals("9.4 seconds", ClockText.spoken(9_450));
        assertEquals("1 minute 1 second", ClockText.spoken(61_000));
    }
}
