package chess.app;

import chess.core.Board;
import chess.core.Piece;
import chess.core.Square;
import chess.pgn.GameTree;
import chess.pgn.MoveNode;
import java.util.function.Supplier;

/**
 * The clocks of the game being played: the chosen {@link TimeControl}, a {@link ChessClock} for the game on the board
 * (none when untimed, and none for a game that was loaded rather than started here), and what the clock does to the
 * game — a {@code [%clk]} on each move of the main line, the flag that ends it (a draw when the side left on the
 * board cannot mate), the {@code TimeControl} and {@code Termination} tags, the engine's {@code go wtime ...} line,
 * and a pause, offered only against the engine on the player's own turn.
 *
 * <p>The clock starts with the first move (the first move is free, as on the big sites) and runs from the moment a
 * move is played, which is the moment it is drawn. Time is read from a {@link ClockTime}; nothing here counts ticks.
 */
final class ClockGame {
    static final String UNTIMED = "untimed";
    static final String CUSTOM = "custom";
    /** The tag value of a game lost (or drawn) on time, as PGN's standard says it. */
    static final String TIME_FORFEIT = "time forfeit";
    /** Under this the page shows a clock in the warning colour (or a fifth of the base time, when that is less). */
    static final int LOW_TIME_MS = 20_000;
    static final int LOWEST_LOW_TIME_MS = 5_000;

    private final GameCursor cursor;
    private final Supplier<PlayMode> mode;
    private final Updates updates;
    private final Scheduler scheduler;
    private ClockTime time = ClockTime.STOPPED;
    private TimeControl chosen;
    private String chosenId = UNTIMED;
    private String message = "";
    private String error = "";
    private ChessClock clock;
    /** How the game ended on time ("White ran out of time: Black wins"), or "" while it has not. */
    private String flagText = "";
    /** Sides already told that they are under ten seconds, by colour (told once a turn). */
    private final boolean[] warned = new boolean[2];
    private int checkSerial;
    /** A move was pressed and is being drawn: the next side's clock starts once it is shown. */
    private boolean pressed;

    ClockGame(GameCursor cursor, Supplier<PlayMode> mode, Updates updates, Scheduler scheduler) {
        this.cursor = cursor;
        this.mode = mode;
        this.updates = updates;
        this.scheduler = scheduler;
    }

    void useTime(ClockTime source) {
        time = source;
    }

    private double now() {
        return time.nowMs();
    }

    // ---- the setting --------------------------------------------------------------------------------------

    /**
     * Chooses a control ({@code null}: untimed) by its id for the select. A game with no moves yet takes it at once;
     * otherwise it starts with the next new game (a game under way keeps its clocks).
     */
    void choose(String id, TimeControl control) {
        chosen = control;
        chosenId = id;
        error = "";
        String name = control == null ? "Untimed" : control.label();
        if (!cursor.tree().hasMoves()) {
            startClocks();
            message = control == null ? "Untimed game" : name + ": the clock starts with the first move";
        } else {
            message = name + ": starts with the next new game";
        }
        updates.announce(message);
    }

    /** Typed values were refused: the reason is shown and the previous setting stays. */
    void refuse(String reason) {
        error = reason;
        updates.announce(reason);
    }

    // ---- the game -----------------------------------------------------------------------------------------

    /** Another game came onto the board (loaded, opened from a link, set up): it has no clocks. */
    void gameReplaced() {
        clock = null;
        flagText = "";
        checkSerial++;
    }

    /** A new game: fresh clocks with the chosen control, or none. */
    void newGame() {
        startClocks();
    }

    private void startClocks() {
        gameReplaced();
        message = "";
        if (chosen != null) {
            clock = new ChessClock(chosen);
            cursor.tree().setTag("TimeControl", chosen.pgnTag());
        } else {
            cursor.tree().setTag("TimeControl", null);
        }
        warned[0] = false;
        warned[1] = false;
    }

    /** True while the clocks of the game on the board still count. */
    boolean timed() {
        return clock != null && flagText.isEmpty();
    }

    /** True when the engine must not search a move for the game: it ended on time, or the clocks are paused. */
    boolean holdsEngine() {
        return clock != null && (!flagText.isEmpty() || clock.paused());
    }

    /**
     * Checks a move before it is played at the end of the main line: refused (with a reason said) when the game
     * ended on time — also when the time ran out just now — or the clocks are paused.
     */
    boolean refusesMove() {
        if (clock == null) {
            return false;
        }
        if (cursor.current() != cursor.tree().mainLineEnd()) {
            if (timed() && clock.running() >= 0) { // a variation would leave the clocks behind
                updates.announce("On the clock, moves are played at the end of the game.");
                return true;
            }
            return false;
        }
        tick();
        if (!flagText.isEmpty()) {
            updates.announce("The game is over: " + flagText + ".");
            return true;
        }
        if (clock.paused()) {
            updates.announce("The clocks are paused: resume them to play on.");
            return true;
        }
        return false;
    }

    /**
     * True while the engine thinks on its running clock: the board stays on the last move (the engine searches only
     * the shown position at the end of the game, so looking back would stop it while its time runs).
     */
    boolean keepsBoardAtEnd() {
        return timed() && clock.running() >= 0 && mode.get().engineMoves(clock.running());
    }

    /** A move was just played and shown ({@code node}); the clock counts only moves that extend the main line. */
    void moved(MoveNode node) {
        if (!timed() || node != cursor.tree().mainLineEnd()) {
            return;
        }
        double at = now();
        int mover = 1 - cursor.game().board().sideToMove();
        double left;
        if (clock.running() < 0) {
            left = clock.leftAtTurnStart(mover); // the first move is free
            clock.start(1 - mover, at);
            message = ""; // "the clock starts with the first move" has happened
        } else {
            left = clock.press(at);
        }
        warned[mover] = false;
        node.setCommand("clk", ClockText.pgn(left));
        if (cursor.game().outcome().isOver()) {
            clock.stop(at);
        }
        pressed = true;
    }

    /**
     * The move just played has been drawn: the next side's clock starts now, so the time the page took to show the
     * move (the engine's next search sent, the board and panels redrawn: up to a second on a loaded machine) is
     * charged to neither side.
     */
    void moveShown() {
        if (!pressed) {
            return;
        }
        pressed = false;
        if (timed() && clock.running() >= 0) {
            clock.start(clock.running(), now());
            scheduleCheck();
        }
    }

    /**
     * Looks at the clocks (the page calls it on each of its redraws of them, and a timer at the running side's
     * last moment): a side out of time loses, or draws when the other side cannot mate.
     */
    void tick() {
        if (!timed() || clock.running() < 0) {
            return;
        }
        double at = now();
        int side = clock.flagged(at);
        if (side >= 0) {
            flag(side, at);
            return;
        }
        int running = clock.running();
        if (!warned[running] && clock.left(running, at) < ClockText.TENTHS_BELOW_MS) {
            warned[running] = true;
            updates.announce(sideName(running) + ": under ten seconds");
        }
    }

    private void flag(int side, double at) {
        clock.stop(at);
        GameTree tree = cursor.tree();
        int other = 1 - side;
        boolean draw = cannotMate(tree.boardAt(tree.mainLineEnd()), other);
        tree.setResult(draw ? "1/2-1/2" : other == Piece.WHITE ? "1-0" : "0-1");
        tree.setTag("Termination", TIME_FORFEIT);
        flagText = sideName(side) + " ran out of time: " + (draw ? sideName(other) + " cannot mate, a draw"
                : sideName(other) + " wins");
        updates.announce(flagText);
        updates.changed();
    }

    /** A timer for the running side's last moment, so a flag falls even when the page draws nothing. */
    private void scheduleCheck() {
        int serial = ++checkSerial;
        if (clock.running() < 0) {
            return;
        }
        double left = clock.left(clock.running(), now());
        scheduler.after((int) Math.min(Math.max(left, 0) + 5, 24 * 3_600_000), () -> {
            if (serial == checkSerial) {
                tick();
            }
        });
    }

    /**
     * True when {@code color} has no way to mate by any means but a helpmate against anything: a lone king, or a
     * king and one knight or bishop (the rule of most sites; a flag against such a side's opponent is a draw).
     */
    static boolean cannotMate(Board board, int color) {
        int minors = 0;
        for (int i = 0; i < 64; i++) {
            int piece = board.pieceAt(Square.from64(i));
            if (piece == Piece.EMPTY || Piece.color(piece) != color || Piece.type(piece) == Piece.KING) {
                continue;
            }
            int type = Piece.type(piece);
            if (type != Piece.KNIGHT && type != Piece.BISHOP) {
                return false;
            }
            minors++;
        }
        return minors <= 1;
    }

    // ---- pause (against the engine only: both sides agree) ------------------------------------------------

    boolean canPause() {
        PlayMode playing = mode.get();
        return timed() && !clock.paused() && clock.running() >= 0 && playing.playsAgainstEngine()
                && !playing.engineMoves(clock.running());
    }

    /** Pauses the clocks (offered only on the player's turn against the engine) or resumes them. */
    void togglePause() {
        if (clock != null && clock.paused()) {
            clock.resume(now());
            updates.announce("Clocks running");
            scheduleCheck();
        } else if (canPause()) {
            clock.pause(now());
            updates.announce("Clocks paused");
        } else {
            return;
        }
        updates.changed();
    }

    // ---- the engine's clock -------------------------------------------------------------------------------

    /**
     * The engine's {@code go} line on the clock: both sides' time as it stood when this turn began (constant during
     * the turn, so asking again does not restart the search), the increments and the moves to the next period.
     */
    String goLine() {
        int toMove = cursor.game().board().sideToMove();
        int inc = clock.control().incrementMs;
        String line = "go wtime " + ms(clock.leftAtTurnStart(Piece.WHITE)) + " btime "
                + ms(clock.leftAtTurnStart(Piece.BLACK)) + " winc " + inc + " binc " + inc;
        int toGo = clock.movesToGo(toMove);
        return toGo > 0 ? line + " movestogo " + toGo : line;
    }

    /** The time the engine has on its clock for this turn, in ms (to bound its watchdog). */
    int engineTimeMs() {
        return ms(clock.leftAtTurnStart(cursor.game().board().sideToMove()));
    }

    private static int ms(double value) {
        return (int) Math.max(1, Math.min(value, Integer.MAX_VALUE));
    }

    // ---- what the page shows ------------------------------------------------------------------------------

    /** The clocks now. */
    ClockFace face() {
        if (clock == null) {
            return ClockFace.NONE;
        }
        double at = now();
        double white = clock.left(Piece.WHITE, at);
        double black = clock.left(Piece.BLACK, at);
        double low = Math.max(LOWEST_LOW_TIME_MS, Math.min(LOW_TIME_MS, clock.control().baseMs / 5.0));
        return new ClockFace(true, ClockText.shown(white), ClockText.shown(black), white < low, black < low,
                clock.running(), "White " + ClockText.spoken(white), "Black " + ClockText.spoken(black));
    }

    void fill(BoardState.Builder b) {
        b.clock = new ClockState(face(), chosenId, message, error, canPause(), clock != null && clock.paused());
        if (!flagText.isEmpty() && cursor.current() == cursor.tree().mainLineEnd()) {
            b.result = flagText;
            b.turn = flagText;
        }
    }

    private static String sideName(int color) {
        return color == Piece.WHITE ? "White" : "Black";
    }
}
