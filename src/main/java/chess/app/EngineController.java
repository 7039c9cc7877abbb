package chess.app;

import chess.core.Game;
import chess.core.Move;
import chess.core.Outcome;
import chess.core.San;
import chess.core.Square;
import chess.core.Variant;
import chess.pgn.MoveNode;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.BooleanSupplier;

/**
 * The engine's half of the controller: who plays ({@link PlayMode}), the level, analysis, hints, Move now and Stop.
 * After every change {@link #reconcile} works out the one search it wants and hands it to {@link EngineJobs}; the
 * engine's lines come back through {@link #engineLine}. The engine moves only at the end of the game line and never
 * after the game is over. It reads the game through the {@link GameCursor} and plays its moves through the
 * {@link MovePlayer}.
 */
final class EngineController {
    /** Think time of levels 1-9 (their own node and time caps end the search sooner) and of full strength. */
    static final int THINK_MS = 1500;
    static final int FULL_STRENGTH_THINK_MS = 2000;
    static final int HINT_MS = 1000;
    /**
     * Analysis searches to this depth rather than {@code go infinite}: in practice it runs until replaced or
     * stopped, but a proven mate (or the deepest depth) ends it by itself with a {@code bestmove}, so the page can
     * say the analysis is complete instead of showing a busy worker that has long gone idle.
     */
    static final int ANALYSIS_DEPTH = 64;
    /** Pause between moves when the engine plays both sides, so people can follow. */
    static final int WATCH_PAUSE_MS = 700;
    /** How long past its think time a silent engine is given before its best move so far is played. */
    static final int WATCHDOG_SLACK_MS = 2500;
    /** Moves of the principal variation shown. */
    static final int PV_MOVES = 8;
    /** The engine's reply to a player comes no sooner than this after the player's move, so it can be followed. */
    static final int MIN_REPLY_MS = 400;
    /** An analysis score is kept with the move (PGN {@code [%eval]}) once the search is this deep. */
    static final int EVAL_KEPT_DEPTH = 12;

    private final GameCursor cursor;
    private final MovePlayer player;
    /** True while the game is set aside (the board editor covers it): the engine does nothing for it. */
    private final BooleanSupplier paused;
    private final Updates updates;
    private final EngineJobs engine;
    private final Scheduler scheduler;
    private PlayMode mode = PlayMode.HUMANS;
    private int level = UrlState.DEFAULT_LEVEL;
    private boolean analysis;
    /** Lines the analysis shows (UCI MultiPV), 1..{@link EngineInfo#MAX_LINES}. */
    private int analysisLines = 1;
    private boolean bestMoveArrow = true;
    /** Engine against engine waits a moment after each move. */
    private boolean pacing;
    private int paceSerial;
    /** The position line the player asked a hint for, or null. */
    private String hintPosition;
    /** A problem with the engine or the link's engine settings, or "". */
    private String engineMessage = "";
    /** An answer that came before {@link #MIN_REPLY_MS}, held for the job it belongs to, or Move.NONE. */
    private int heldMove = Move.NONE;
    private EngineJobs.Job heldFor;
    /** The serial of the last search whose minimum reply time has passed. */
    private int replyAllowed = -1;
    /** The game's clocks: on them the engine searches with {@code go wtime ...} instead of its fixed think time. */
    private ClockGame clocks;
    /** {@link #positionLine()} as last made, and the shown move it was made for. */
    private String positionLine;
    private MoveNode positionLineOf;
    private final PvSanCache pvSan = new PvSanCache(PV_MOVES);
    /** The page is hidden (another tab, a phone in a pocket): analysis pauses, so it burns no battery. */
    private boolean pageHidden;

    EngineController(GameCursor cursor, MovePlayer player, BooleanSupplier paused, Updates updates, EngineLink link,
            Scheduler scheduler) {
        this.cursor = cursor;
        this.player = player;
        this.paused = paused;
        this.updates = updates;
        this.engine = new EngineJobs(link);
        this.scheduler = scheduler;
    }

    /** The game's clocks (set once by the controller that made both). */
    void useClocks(ClockGame gameClocks) {
        clocks = gameClocks;
    }

    private boolean timed() {
        return clocks != null && clocks.timed();
    }

    /** Takes who plays and the level from the address; returns what was wrong with them, or "". */
    String startFrom(UrlState address) {
        mode = address.play();
        level = address.level();
        pacing = false;
        hintPosition = null;
        engineMessage = address.problem();
        return engineMessage;
    }

    /** A new game: no pause pending. */
    void newGame() {
        pacing = false;
    }

    PlayMode mode() {
        return mode;
    }

    int level() {
        return level;
    }

    /** True when the engine, not a person, moves {@code color}. */
    boolean engineMoves(int color) {
        return mode.engineMoves(color);
    }

    private Game game() {
        return cursor.game();
    }

    /** Who plays; false when it was so already. The caller redraws. */
    boolean setMode(PlayMode chosen) {
        if (chosen == mode) {
            return false;
        }
        mode = chosen;
        pacing = false;
        engineMessage = "";
        return true;
    }

    /** The engine's level, 1..10 (clamped); a search for a move restarts at the new level. */
    void setLevel(int number) {
        int clamped = SkillLevel.clamp(number);
        if (clamped == level) {
            return;
        }
        level = clamped;
        updates.announce("Level " + level);
        updates.changed();
    }

    /** Analysis on: the engine searches the shown position without end and reports as it goes. */
    void setAnalysis(boolean on) {
        if (on == analysis) {
            return;
        }
        analysis = on;
        updates.announce(on ? "Analysis on" : "Analysis off");
        if (on) {
            engine.forgetStopped(); // a stopped analysis of this position starts again
        }
        reconcile();
        updates.render();
    }

    /** How many lines the analysis shows, 1..5 (clamped); a running analysis starts again with them. */
    void setAnalysisLines(int count) {
        int clamped = Math.max(1, Math.min(EngineInfo.MAX_LINES, count));
        if (clamped == analysisLines) {
            return;
        }
        analysisLines = clamped;
        updates.announce(clamped == 1 ? "One analysis line" : clamped + " analysis lines");
        if (analysis) {
            reconcile(); // with analysis off no search uses it (and a stopped report stays on show)
        }
        updates.render();
    }

    /** Shows or hides the arrow of the analysis's best move. */
    void setBestMoveArrow(boolean on) {
        if (on != bestMoveArrow) {
            bestMoveArrow = on;
            updates.render();
        }
    }

    /**
     * The page was hidden or shown again. A running analysis pauses while it is hidden (its last report stays) and
     * starts again when it is shown; a move the engine owes, a hint and a review (its own engine) go on.
     */
    void setPageHidden(boolean hidden) {
        if (hidden == pageHidden) {
            return;
        }
        pageHidden = hidden;
        if (!hidden) {
            engine.forgetStopped(); // the paused analysis of this position starts again
        }
        reconcile();
        updates.render();
    }

    /** The engine plays the best move it has found so far (or, before its first report, the first legal move). */
    void moveNow() {
        if (holding()) {
            playEngineMove(takeHeldMove());
            return;
        }
        if (!engine.busyWith(EngineJobs.Kind.MOVE)) {
            return;
        }
        EngineInfo info = engine.info();
        int move = info == null ? Move.NONE : PvText.legal(game().board(), info.firstMove());
        engine.halt();
        if (move == Move.NONE) {
            move = game().legalMoves()[0]; // the engine only searches live positions, so there is one
        }
        playEngineMove(move);
    }

    /**
     * Ends the analysis (or hint search) of this position at once. Stop ends analysis mode too (the toggle goes off,
     * so the next move does not start it again); the last report stays on show until the position changes.
     */
    void stop() {
        boolean searching = engine.busyWith(EngineJobs.Kind.ANALYSIS) || engine.busyWith(EngineJobs.Kind.HINT);
        if (!searching && !analysis) {
            return;
        }
        engine.halt();
        analysis = false;
        updates.announce("Analysis stopped");
        updates.render();
    }

    /** Shows the best move for the side to move: at once when the analysis has one, else after a short search. */
    void hint() {
        if (game().outcome().isOver() || mode.engineMoves(game().board().sideToMove())) {
            return;
        }
        hintPosition = positionLine();
        reconcile();
        updates.render();
        String hint = hintText();
        if (!hint.isEmpty()) {
            updates.announce(hint);
        }
    }

    /** One line from the engine. */
    void engineLine(String text) {
        if (text == null) {
            return;
        }
        if (EngineLink.isFailure(text)) { // the link's own reports, not the engine's output
            engineMessage = EngineLink.failureMessage(text);
            updates.render();
            return;
        }
        EngineJobs.Job job = engine.current();
        String best = engine.line(text);
        if (job == null) {
            return;
        }
        if (best == null) {
            EngineInfo info = engine.lastParsed();
            if (info != null) {
                keepEvaluation(job, info);
                updates.renderSoon();
            }
            return;
        }
        if (job.kind == EngineJobs.Kind.MOVE) {
            int move = PvText.legal(game().board(), best);
            if (move == Move.NONE) {
                int[] legal = game().legalMoves();
                if (legal.length == 0) {
                    updates.render();
                    return;
                }
                engineMessage = "The engine answered '" + best + "', which is not legal here; it plays "
                        + San.format(game().board(), legal[0]) + " instead.";
                move = legal[0];
            }
            if (replyAllowed == engine.serial()) {
                playEngineMove(move);
            } else {
                heldMove = move; // too soon: played when the minimum reply time is up
                heldFor = job;
                updates.render();
            }
            return;
        }
        updates.render();
        if (job.kind == EngineJobs.Kind.HINT) {
            String hint = hintText();
            if (!hint.isEmpty()) {
                updates.announce(hint);
            }
        }
    }

    private void keepEvaluation(EngineJobs.Job job, EngineInfo info) {
        if (job.kind == EngineJobs.Kind.ANALYSIS && info.hasScore && info.depth >= EVAL_KEPT_DEPTH
                && job.position.equals(positionLine())) {
            MoveNode current = cursor.current();
            if (!current.isRoot()) { // exported as [%eval ...]
                current.setCommand("eval", Evaluation.of(info, game().board().sideToMove()).pgnText());
            }
        }
    }

    private void playEngineMove(int move) {
        if (mode == PlayMode.WATCH && !timed()) { // on the clock, the clock paces the game
            pacing = true;
            int pace = ++paceSerial;
            scheduler.after(WATCH_PAUSE_MS, () -> {
                if (pace == paceSerial && pacing) {
                    pacing = false;
                    reconcile();
                    updates.render();
                }
            });
        }
        player.play(move, false);
    }

    /** True when the engine should move in the shown position: its side, the end of the line, the game on. */
    private boolean engineToMove() {
        return cursor.atEndOfLine() && mode.engineMoves(game().board().sideToMove())
                && !game().outcome().isOver();
    }

    /** The one search wanted now, or null. */
    private EngineJobs.Job wantedJob() {
        if (paused.getAsBoolean() || game().outcome().isOver() || clocks != null && clocks.holdsEngine()) {
            return null;
        }
        boolean toMove = engineToMove();
        if (toMove && !pacing) {
            return new EngineJobs.Job(EngineJobs.Kind.MOVE, level, cursor.ruleSet(), 1, variant(), positionLine(),
                    timed() ? clocks.goLine() : "go movetime " + thinkTime());
        }
        if (toMove && !analysis) {
            return null; // engine against engine, pausing between moves
        }
        if (analysis && !pageHidden) {
            return new EngineJobs.Job(EngineJobs.Kind.ANALYSIS, SkillLevel.FULL_STRENGTH, cursor.ruleSet(),
                    analysisLines, variant(), positionLine(), "go depth " + ANALYSIS_DEPTH);
        }
        if (hintPosition != null && hintPosition.equals(positionLine())) {
            return new EngineJobs.Job(EngineJobs.Kind.HINT, SkillLevel.FULL_STRENGTH, cursor.ruleSet(), 1, variant(),
                    hintPosition, "go movetime " + HINT_MS);
        }
        return null;
    }

    private Variant variant() {
        return game().board().variant();
    }

    private int thinkTime() {
        return SkillLevel.isFullStrength(level) ? FULL_STRENGTH_THINK_MS : THINK_MS;
    }

    /** Starts, replaces or ends the engine's search to match the shown position and the settings. */
    void reconcile() {
        EngineJobs.Job job = wantedJob();
        EngineJobs.Job current = engine.current();
        if (job == null && pageHidden && analysis && current != null && current.kind == EngineJobs.Kind.ANALYSIS
                && current.position.equals(positionLine())) {
            engine.halt(); // paused (when still searching): the job and its last report stay, as after Stop
            return;
        }
        if (job == null && engine.halted() && current.kind == EngineJobs.Kind.ANALYSIS
                && current.position.equals(positionLine())) {
            return; // a stopped analysis of the shown position: its report stays on show (a flip, a setting)
        }
        if (engine.want(job) && job.kind == EngineJobs.Kind.MOVE) {
            int serial = engine.serial();
            if (mode == PlayMode.WATCH || timed()) {
                replyAllowed = serial; // engine against engine has its own pause; on the clock, time is the pace
            } else {
                scheduler.after(MIN_REPLY_MS, () -> {
                    replyAllowed = serial;
                    if (holding() && engine.serial() == serial) {
                        playEngineMove(takeHeldMove());
                    }
                });
            }
            int deadline = timed() ? clocks.engineTimeMs() : thinkTime();
            scheduler.after(deadline + WATCHDOG_SLACK_MS, () -> {
                if (engine.serial() == serial && engine.busyWith(EngineJobs.Kind.MOVE)) {
                    engineMessage = "The engine did not answer in time; its best move so far was played.";
                    moveNow();
                }
            });
        }
    }

    /**
     * The UCI {@code position} command for the shown position, with the game's moves (for repetitions). Made once
     * per shown move: a long game's line is thousands of characters, and every redraw asks for it.
     */
    private String positionLine() {
        MoveNode shown = cursor.current();
        if (shown != positionLineOf) {
            positionLine = UciPosition.command(game().startFen(), game().board().variant(), game().moves());
            positionLineOf = shown;
        }
        return positionLine;
    }

    /** "Analysing…", or with helpers searching alongside "Analysing with 3 workers…". */
    private String analysingText() {
        int searchers = engine.searchers();
        return searchers > 1 ? "Analysing with " + searchers + " workers…" : "Analysing…";
    }

    /** Fills in the engine's part of the state: status, analysis readout and hint. */
    void fill(BoardState.Builder b) {
        b.playMode = mode;
        b.level = level;
        b.analysis = analysis;
        b.analysisLineCount = analysisLines;
        b.bestMoveArrow = bestMoveArrow;
        b.engineMessage = engineMessage;
        boolean over = game().outcome().isOver();
        boolean thinking = engine.busyWith(EngineJobs.Kind.MOVE) || holding();
        b.thinking = thinking;
        b.canMoveNow = thinking;
        b.canStop = engine.busyWith(EngineJobs.Kind.ANALYSIS) || engine.busyWith(EngineJobs.Kind.HINT);
        b.canHint = !over && !mode.engineMoves(game().board().sideToMove());
        EngineJobs.Job job = engine.current();
        boolean aboutThis = job != null && job.position.equals(positionLine());
        if (thinking) {
            b.engineStatus = "Engine is thinking…";
        } else if (!over && mode.engineMoves(game().board().sideToMove()) && !cursor.atEndOfLine()) {
            b.engineStatus = "An earlier position: the engine plays on from the last move.";
        } else if (analysis && over) {
            b.engineStatus = "Game over: nothing to analyse";
        } else if (analysis && pageHidden && aboutThis && job.kind == EngineJobs.Kind.ANALYSIS) {
            b.engineStatus = "Analysis paused while the page is hidden";
        } else if (aboutThis && job.kind == EngineJobs.Kind.ANALYSIS) {
            b.engineStatus = engine.busy() ? analysingText()
                    : engine.bestMove() != null ? "Analysis complete" : "Analysis stopped";
        }
        // A stopped analysis (the toggle is off then) keeps its last report on show until the position changes.
        boolean shown = analysis || aboutThis && job.kind == EngineJobs.Kind.ANALYSIS;
        b.analysisShown = shown;
        if (analysis && over) {
            fillResult(b, game().outcome());
        }
        EngineInfo info = aboutThis ? engine.info() : null;
        if (shown && info != null) {
            b.depthText = info.depth > 0 ? "Depth " + info.depth : "";
            if (info.hasScore) {
                Evaluation eval = Evaluation.of(info, game().board().sideToMove());
                b.scoreText = eval.text();
                b.scoreSpoken = eval.text() + " for White";
                b.whiteShare = eval.whiteShare();
            }
            b.pvText = pvSan.san(positionLine(), game().board(), info.pv);
            b.speedText = info.speedText();
            b.analysisLines = lineTexts(job.lines);
            int best = info.pv.isEmpty() ? Move.NONE : PvText.legal(game().board(), info.pv.get(0));
            if (bestMoveArrow && best != Move.NONE) {
                b.arrowFrom = Square.to64(Move.from(best));
                b.arrowTo = Square.to64(Move.to(best));
            }
        }
        if (hintShown()) {
            int move = hintMove();
            if (move != Move.NONE) {
                b.hintFrom = Square.to64(Move.from(move));
                b.hintTo = Square.to64(Move.to(move));
            }
            b.hintText = hintText(move);
        }
    }

    /** True when the player asked a hint for the shown position and a search for it (or the analysis) has run. */
    private boolean hintShown() {
        EngineJobs.Job job = engine.current();
        return hintPosition != null && job != null && job.kind != EngineJobs.Kind.MOVE && !game().outcome().isOver()
                && hintPosition.equals(positionLine()) && job.position.equals(hintPosition);
    }

    /** The hinted move: the search's best move when it finished, else the first move of its best line so far. */
    private int hintMove() {
        EngineInfo info = engine.info();
        String uci = engine.bestMove() != null ? engine.bestMove() : info == null ? null : info.firstMove();
        return PvText.legal(game().board(), uci);
    }

    private String hintText(int move) {
        return move != Move.NONE ? "Hint: " + San.format(game().board(), move) : "Looking for a hint…";
    }

    /**
     * The analysis of a finished game: no search, the result instead of a score ("1-0", "0-1", "½-½"), and the
     * reason ("Checkmate: White wins", "Draw by stalemate") where the line would be.
     */
    private static void fillResult(BoardState.Builder b, Outcome outcome) {
        switch (outcome.result()) {
            case WHITE_WINS:
                b.scoreText = "1-0";
                b.whiteShare = 1;
                break;
            case BLACK_WINS:
                b.scoreText = "0-1";
                b.whiteShare = 0;
                break;
            default:
                b.scoreText = "½-½";
                b.whiteShare = 0.5;
                break;
        }
        b.scoreSpoken = outcome.describe();
        b.depthText = outcome.reason() == Outcome.Reason.CHECKMATE ? "#" : "";
        b.pvText = outcome.describe();
        b.analysisLines = List.of(b.scoreText + " " + outcome.describe());
    }

    /**
     * Each analysis line's readout, best first: "+0.35 12. Nf3 d5 13. c4". The lines of an iteration come one report
     * at a time, so for a moment the first rows are of the new depth and the rest of the last; an older row whose
     * first move a newer row above it already shows is left out rather than shown twice.
     */
    private List<String> lineTexts(int count) {
        List<String> texts = new ArrayList<>();
        Set<String> firstMoves = new HashSet<>();
        for (int i = 0; i < count; i++) {
            EngineInfo line = engine.info(i);
            if (line == null || !line.hasScore) {
                break;
            }
            String first = line.firstMove();
            if (first != null && !firstMoves.add(first)) {
                continue;
            }
            String pv = pvSan.san(positionLine(), game().board(), line.pv);
            texts.add(Evaluation.of(line, game().board().sideToMove()).text() + (pv.isEmpty() ? "" : " " + pv));
        }
        return texts;
    }

    /** True while an early answer waits for the job that is still current. */
    private boolean holding() {
        return heldMove != Move.NONE && engine.current() == heldFor && !engine.busy();
    }

    private int takeHeldMove() {
        int move = heldMove;
        heldMove = Move.NONE;
        heldFor = null;
        return move;
    }

    /** The hint for the shown position ("Hint: Nf3", "Looking for a hint…"), or "". */
    private String hintText() {
        return hintShown() ? hintText(hintMove()) : "";
    }
}
