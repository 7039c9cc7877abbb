package chess.app;

import static chess.app.RecordingView.sq;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import chess.pgn.GameTree;
import chess.pgn.MoveNode;
import chess.pgn.PgnReader;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** Games on the clock through the controller, on a fake time line the test moves by hand. */
class ClockFlowTest {
    private static final String PAGE = "http://127.0.0.1:8080/";

    private final double[] now = {0};
    private RecordingView view;
    private FakeEngine engine;
    private FakeScheduler scheduler;
    private GameController controller;

    @BeforeEach
    void setUp() {
        view = new RecordingView();
        engine = new FakeEngine();
        scheduler = new FakeScheduler();
        controller = new GameController(view, engine, scheduler);
        controller.useClockTime(() -> now[0]);
    }

    private BoardState state() {
        return view.last();
    }

    private void at(double ms) {
        now[0] = ms;
    }

    private void move(String from, String to) {
        controller.clickSquare(from);
        controller.clickSquare(to);
    }

    @Test
    void twoPlayersFlagAndThePgnSaysSo() {
        controller.start(PAGE);
        controller.setTimeControl("1+0");
        assertEquals("1+0: the clock starts with the first move", state().clock.message);
        assertEquals("1:00", state().clock.face.whiteText);
        assertEquals(-1, state().clock.face.running, "nothing runs before the first move");
        at(3_000);
        move("e2", "e4"); // the first move is free
        assertEquals(1, state().clock.face.running);
        at(8_000);
        assertEquals("0:55", controller.clockTick().blackText);
        move("e7", "e5");
        assertEquals("1:00", state().clock.face.whiteText);
        assertEquals("0:55", state().clock.face.blackText);
        assertFalse(state().canUndo, "no takebacks on the clock");
        at(59_000);
        ClockFace late = controller.clockTick();
        assertEquals("0:09.0", late.whiteText);
        assertTrue(late.whiteLow);
        assertFalse(late.blackLow);
        assertEquals("White: under ten seconds", view.lastAnnouncement());
        at(68_000);
        controller.clockTick();
        assertEquals("White ran out of time: Black wins", state().result);
        assertEquals(-1, state().clock.face.running);
        assertEquals("0:00.0", state().clock.face.whiteText);
        move("g1", "f3");
        assertEquals(List.of("e4", "e5"), state().moves, "the game is over");
        assertEquals("The game is over: White ran out of time: Black wins.", view.lastAnnouncement());
        MoveToken last = state().moveList.get(state().moveList.size() - 1);
        assertEquals("0-1 · time forfeit", last.text);

        controller.copyPgn();
        String pgn = view.copied.get(view.copied.size() - 1);
        assertTrue(pgn.contains("[TimeControl \"60\"]"), pgn);
        assertTrue(pgn.contains("[Termination \"time forfeit\"]"), pgn);
        assertTrue(pgn.contains("[Result \"0-1\"]"), pgn);
        assertTrue(pgn.contains("1. e4 {[%clk 0:01:00]} 1... e5 {[%clk 0:00:55]} 0-1"), pgn);
        GameTree back = PgnReader.read(pgn.substring(pgn.indexOf('['))).tree();
        MoveNode e5 = back.mainLineEnd();
        assertEquals("0:00:55", e5.commands().get("clk"), "export and re-import keep the clocks");
        assertEquals("time forfeit", back.tag("Termination"));
    }

    @Test
    void aFlagAgainstASideThatCannotMateIsADraw() {
        controller.start(PAGE + "#fen=8/8/8/4k3/8/8/3QK3/8%20w%20-%20-%200%201");
        controller.setTimeControl("1+0");
        move("d2", "d3");
        at(1_000);
        move("e5", "e6");
        at(61_001);
        scheduler.runAll(); // the timer set for White's last moment
        assertEquals("White ran out of time: Black cannot mate, a draw", state().result);
        assertTrue(state().moveList.get(state().moveList.size() - 1).text.startsWith("1/2-1/2"));
        assertTrue(ClockGame.cannotMate(chess.core.Fen.parse("8/8/8/4k3/8/8/3NK3/8 w - - 0 1"), 0));
        assertFalse(ClockGame.cannotMate(chess.core.Fen.parse("8/8/8/4k3/8/8/3PK3/8 w - - 0 1"), 0));
        assertFalse(ClockGame.cannotMate(chess.core.Fen.parse("8/8/8/4k3/8/8/2NNK3/8 w - - 0 1"), 0));
    }

    @Test
    void theEnginePlaysOnItsOwnClock() {
        controller.start(PAGE + "#play=white&level=3");
        controller.setTimeControl("3+2");
        move("e2", "e4");
        assertEquals("go wtime 180000 btime 180000 winc 2000 binc 2000", engine.last("go"));
        at(4_000);
        controller.flip(); // a change that re-asks the engine's job: the same go line, no restart
        assertEquals(1, engine.count("go"));
        controller.engineLine("bestmove e7e5");
        scheduler.runAll();
        assertEquals(List.of("e4", "e5"), state().moves);
        assertEquals("2:58", state().clock.face.blackText, "4 s used, 2 s added");
        at(14_000);
        move("g1", "f3");
        assertEquals("go wtime 172000 btime 178000 winc 2000 binc 2000", engine.last("go"));
    }

    @Test
    void periodsTellTheEngineTheMovesToGo() {
        controller.start(PAGE + "#play=white");
        controller.setCustomTimeControl("10", "0", "20");
        move("e2", "e4");
        assertEquals("go wtime 600000 btime 600000 winc 0 binc 0 movestogo 20", engine.last("go"));
    }

    @Test
    void pauseOnlyAgainstTheEngineOnThePlayersTurn() {
        controller.start(PAGE + "#play=white");
        controller.setTimeControl("5+3");
        move("e2", "e4");
        assertFalse(state().clock.canPause, "the engine's turn");
        controller.engineLine("bestmove e7e5");
        scheduler.runAll();
        assertTrue(state().clock.canPause);
        at(2_000);
        controller.togglePause();
        assertTrue(state().clock.paused);
        at(500_000);
        assertEquals("4:58", controller.clockTick().whiteText, "paused time is not counted");
        move("g1", "f3");
        assertEquals(2, state().moves.size(), "no moves while paused");
        controller.togglePause();
        at(501_000);
        assertEquals("4:57", controller.clockTick().whiteText);
        move("g1", "f3");
        assertEquals(3, state().moves.size());

        controller.setPlayMode("both");
        controller.newGame();
        move("e2", "e4");
        assertFalse(state().clock.canPause, "two players: nobody to agree with");
    }

    @Test
    void aPremoveIsPlayedWhenLegalAndDroppedWhenNot() {
        controller.start(PAGE + "#play=white");
        controller.setTimeControl("1+0");
        move("e2", "e4");
        move("g1", "f3"); // during the engine's turn
        assertEquals(sq("g1"), state().premoveFrom);
        assertEquals(sq("f3"), state().premoveTo);
        assertEquals(List.of("e4"), state().moves);
        controller.engineLine("bestmove e7e5"); // on the clock the reply is played at once (no timers run here)
        assertEquals(List.of("e4", "e5", "Nf3"), state().moves, "played at once");
        assertEquals(-1, state().premoveTo);

        move("f3", "e5"); // a premove (Nxe5) ...
        controller.clickSquare("a1"); // a further click cancels it
        assertEquals(-1, state().premoveFrom);
        assertEquals("Premove cancelled", view.lastAnnouncement());
        move("d2", "d4");
        controller.engineLine("bestmove d7d5");
        assertEquals("Nf3", state().moves.get(2));
        assertEquals(List.of("e4", "e5", "Nf3", "d5", "d4"), state().moves);

        move("d4", "d5"); // blocked by the reply below: dropped
        controller.engineLine("bestmove b8c6");
        assertEquals(6, state().moves.size());
        assertEquals("Premove d4 to d5 is not legal now: cancelled", view.lastAnnouncement());
        assertEquals(-1, state().premoveFrom);
    }

    @Test
    void nonsenseKeepsThePreviousControl() {
        controller.start(PAGE);
        controller.setTimeControl("5+3");
        assertFalse(controller.setCustomTimeControl("0", "0", ""));
        assertEquals("0 minutes and 0 seconds a move is no time at all: give minutes or an increment.",
                state().clock.error);
        assertEquals("5+3", state().clock.chosenId);
        assertEquals("5:00", state().clock.face.whiteText);
        assertTrue(controller.setCustomTimeControl("2", "1", ""));
        assertEquals("custom", state().clock.chosenId);
        assertEquals("", state().clock.error);
        assertEquals("2:00", state().clock.face.whiteText);
    }

    @Test
    void aControlChosenDuringAGameWaitsForTheNext() {
        controller.start(PAGE);
        move("e2", "e4");
        controller.setTimeControl("3+2");
        assertEquals("3+2: starts with the next new game", state().clock.message);
        assertFalse(state().clock.face.shown);
        controller.newGame();
        assertEquals("3:00", state().clock.face.whiteText);
        controller.setTimeControl("untimed");
        assertFalse(state().clock.face.shown);
        controller.importPgn("[Event \"x\"]\n\n1. d4 d5 *");
        assertFalse(state().clock.face.shown, "a loaded game has no clocks");
    }

    @Test
    void onTheClockMovesGoAtTheEndAndTheBoardStaysThereWhileTheEngineThinks() {
        controller.start(PAGE + "#play=white");
        controller.setTimeControl("3+2");
        move("e2", "e4");
        controller.back();
        assertEquals(1, state().moves.size(), "the engine's turn: the board stays on the last move");
        assertEquals("The engine is thinking on its clock: the board stays on the last move.",
                view.lastAnnouncement());
        controller.engineLine("bestmove e7e5");
        controller.toStart(); // the player's own turn: looking back is allowed
        assertEquals(0, state().ply);
        move("d2", "d4");
        assertEquals(0, state().ply, "but no move off the end of the game");
        assertEquals("On the clock, moves are played at the end of the game.", view.lastAnnouncement());
        controller.toEnd();
        move("d2", "d4");
        assertEquals(List.of("e4", "e5", "d4"), state().moves);
    }

    @Test
    void theNextClockStartsWhenTheMoveIsShown() {
        GameView slowView = new GameView() { // drawing a state takes the page 0.7 s
            @Override
            public void render(BoardState state) {
                view.render(state);
                now[0] += 700;
            }

            @Override
            public void announce(String message) {
                view.announce(message);
            }

            @Override
            public void copyText(String what, String text) {
                view.copyText(what, text);
            }

            @Override
            public void downloadText(String fileName, String text) {
                view.downloadText(fileName, text);
            }

            @Override
            public void replaceAddress(String address) {
                view.replaceAddress(address);
            }
        };
        GameController slowPage = new GameController(slowView, engine, scheduler);
        slowPage.useClockTime(() -> now[0]);
        slowPage.start(PAGE);
        slowPage.setTimeControl("1+0");
        slowPage.submitMove("e4");
        at(now[0] + 5_000);
        slowPage.submitMove("e5");
        assertEquals("0:55", slowPage.clockTick().blackText, "Black paid for its 5 s, not for the drawing");
        assertEquals("1:00", slowPage.clockTick().whiteText, "White's clock starts once the move is drawn");
        at(now[0] + 1_000);
        assertEquals("0:59", slowPage.clockTick().whiteText);
    }
}
