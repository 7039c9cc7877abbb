package chess.app;

import chess.core.RuleSet;
import chess.core.Variant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;

/**
 * The one search the engine works on, and what it has reported. The controller says which {@link Job} it wants
 * after every change; a job equal to the current one (running or finished) is left alone, any other replaces it —
 * a running search is ended by restarting the engine, because a synchronous search in a worker cannot read
 * {@code stop}. Each job sends its options, the position and its {@code go}, so a fresh engine needs nothing else.
 */
final class EngineJobs {
    /** Why the engine searches: to play a move, to analyse without end, or to find one hint. */
    enum Kind { MOVE, ANALYSIS, HINT }

    /** One search: its kind, strength, draw rule, lines wanted, {@code position ...} line and {@code go ...} line. */
    static final class Job {
        final Kind kind;
        final int level;
        final RuleSet rules;
        /** Lines of analysis (UCI MultiPV), 1 for a move or a hint. */
        final int lines;
        /** Standard chess or Chess960 (UCI_Chess960). */
        final Variant variant;
        final String position;
        final String go;

        Job(Kind kind, int level, RuleSet rules, String position, String go) {
            this(kind, level, rules, 1, Variant.STANDARD, position, go);
        }

        Job(Kind kind, int level, RuleSet rules, int lines, Variant variant, String position, String go) {
            this.variant = variant;
            this.kind = kind;
            this.level = level;
            this.rules = rules;
            this.lines = lines;
            this.position = position;
            this.go = go;
        }

        @Override
        public boolean equals(Object o) {
            if (!(o instanceof Job)) {
                return false;
            }
            Job j = (Job) o;
            return kind == j.kind && level == j.level && rules == j.rules && lines == j.lines
                    && variant == j.variant && position.equals(j.position) && go.equals(j.go);
        }

        @Override
        public int hashCode() {
            return Objects.hash(kind, level, rules, lines, variant, position, go);
        }
    }

    private final EngineLink link;
    private Job current;
    private boolean busy;
    private int serial;
    /** The latest report of each line, index 0 for the best. */
    private final EngineInfo[] lines = new EngineInfo[EngineInfo.MAX_LINES];
    private String bestMove;
    /** The report read by the last {@link #line} call, or null (read once: the page gets several a second). */
    private EngineInfo lastParsed;

    EngineJobs(EngineLink link) {
        this.link = link;
    }

    /** Makes {@code wanted} (null: none) the engine's job, unless it already is. True when a search was started. */
    boolean want(Job wanted) {
        if (Objects.equals(wanted, current)) {
            return false;
        }
        halt();
        current = wanted;
        Arrays.fill(lines, null);
        bestMove = null;
        if (wanted == null) {
            return false;
        }
        serial++;
        for (String option : options(wanted, wanted.lines)) {
            link.send(option);
        }
        link.send(wanted.position);
        link.send(wanted.go);
        if (wanted.kind != Kind.MOVE) { // analysis and hints search at full strength: helpers may join in
            List<String> helper = new ArrayList<>(options(wanted, 1));
            helper.add(wanted.position);
            helper.add("go infinite"); // until the job's own search ends
            link.helpWith(helper);
        }
        busy = true;
        return true;
    }

    /** The {@code setoption} lines of {@code job}, searching {@code lines} lines. */
    private static List<String> options(Job job, int lines) {
        return List.of(
                "setoption name Skill Level value " + job.level,
                "setoption name Repetition Rule value " + (job.rules == RuleSet.COURSE ? "Course" : "Standard"),
                "setoption name MultiPV value " + lines,
                // Only a move for the game may shun draws (the engine's Contempt); analysis and hints score them 0.
                "setoption name UCI_AnalyseMode value " + (job.kind != Kind.MOVE),
                UciPosition.variantOption(job.variant));
    }

    /** True when the current job was halted: it no longer searches and did not finish by itself. */
    boolean halted() {
        return current != null && !busy && bestMove == null;
    }

    /** Drops a job that was halted, so that wanting it again starts a new search. */
    void forgetStopped() {
        if (halted()) {
            current = null;
            Arrays.fill(lines, null);
        }
    }

    /** Ends the running search at once; the job stays current, as finished (without a best move). */
    void halt() {
        if (busy) {
            link.restart();
            busy = false;
        }
    }

    /**
     * Takes one line from the engine: a report updates {@link #info}; {@code bestmove} finishes the job. Returns
     * the best move when this line finished a job, else null.
     */
    String line(String text) {
        lastParsed = null;
        if (current == null || !busy) {
            return null; // nothing is searching: a late line of no interest
        }
        EngineInfo parsed = EngineInfo.parse(text);
        lastParsed = parsed;
        if (parsed != null) {
            if (parsed.line <= current.lines) {
                lines[parsed.line - 1] = parsed;
            }
            return null;
        }
        String best = EngineInfo.bestMove(text);
        if (best != null) {
            busy = false;
            bestMove = best;
        }
        return best;
    }

    /** The search report the last {@link #line} read (for the current job), or null. */
    EngineInfo lastParsed() {
        return lastParsed;
    }

    /** How many engines search the current job now (helpers included). */
    int searchers() {
        return busy ? link.searchers() : 0;
    }

    /** The current job, or null. */
    Job current() {
        return current;
    }

    /** True while the current job's search runs. */
    boolean busy() {
        return busy;
    }

    boolean busyWith(Kind kind) {
        return busy && current.kind == kind;
    }

    /** Counts started searches, so a delayed check can tell whether its search is still the one running. */
    int serial() {
        return serial;
    }

    /** The current job's latest report of its best line, or null. */
    EngineInfo info() {
        return lines[0];
    }

    /** The latest report of line {@code index} (0 for the best), or null. */
    EngineInfo info(int index) {
        return index < lines.length ? lines[index] : null;
    }

    /** The current job's best move once it finished by itself, or null. */
    String bestMove() {
        return bestMove;
    }
}
