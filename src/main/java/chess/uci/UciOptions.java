package chess.uci;

import chess.core.RuleSet;
import chess.engine.Engine;
import chess.engine.Level;
import chess.engine.Network;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/** The options this engine offers over UCI: announced after {@code uci}, changed by {@code setoption}. */
final class UciOptions {
    /**
     * What a draw costs the engine in its games by default, in centipawns (UCI {@code Contempt}); analysis
     * ({@code UCI_AnalyseMode}) scores draws 0. Measured against Stockfish: docs/engine.md, "Strength".
     */
    static final int DEFAULT_CONTEMPT = 25;

    /**
     * Options GUIs often send that are accepted and ignored: no pondering, and one thread where the engine cannot
     * start threads (a browser worker; on the JVM {@code Threads} is an option).
     */
    private static final List<String> IGNORED = List.of("ponder", "threads");

    private final Engine engine;
    private final long maxHeap;
    private final Consumer<String> note;
    private final List<UciOption> options;

    // The engine's level follows from these three.
    private int skillLevel = Level.MAX;
    private boolean limitStrength;
    private int elo = Level.maxElo();
    private int hashMb = Engine.DEFAULT_HASH_MB;
    private boolean chess960;
    /** The evaluation network offered (null: none), and whether "Use NNUE" lets the engine use it. */
    private Network network;
    private boolean useNetwork = true;

    UciOptions(Engine engine, long maxHeap, Consumer<String> note) {
        this.engine = engine;
        this.maxHeap = maxHeap;
        this.note = note;
        List<UciOption> list = new ArrayList<>();
        if (engine.threadsAllowed()) {
            list.add(new UciOption.Spin("Threads", 1, 1, engine.maxThreads(), engine::setThreads));
        }
        list.addAll(List.of(
                new UciOption.Spin("Hash", Engine.DEFAULT_HASH_MB, 1, 1024, this::setHash),
                new UciOption.Button("Clear Hash", engine::clear),
                new UciOption.Spin("MultiPV", 1, 1, Engine.MAX_MULTI_PV, engine::setMultiPv),
                new UciOption.Spin("Move Overhead", Engine.DEFAULT_MOVE_OVERHEAD_MS, 0, 5000, engine::setMoveOverhead),
                new UciOption.Spin("Skill Level", Level.MAX, Level.MIN, Level.MAX, level -> skillLevel = level),
                new UciOption.Check("UCI_LimitStrength", false, on -> limitStrength = on),
                new UciOption.Spin("UCI_Elo", Level.maxElo(), Level.minElo(), Level.maxElo(), e -> elo = e),
                new UciOption.Combo("Repetition Rule", "Standard", List.of("Standard", "Course"),
                        rule -> engine.setRuleSet(rule.equals("Course") ? RuleSet.COURSE : RuleSet.STANDARD)),
                new UciOption.Check("UCI_Chess960", false, on -> chess960 = on),
                new UciOption.Spin("Contempt", DEFAULT_CONTEMPT, -100, 100, engine::setContempt),
                new UciOption.Check("UCI_AnalyseMode", false, engine::setAnalysing),
                new UciOption.Check("Use NNUE", true, this::setUseNetwork)));
        options = List.copyOf(list);
        engine.setContempt(DEFAULT_CONTEMPT);
    }

    /** Offers {@code net} to the engine (null: the hand-written evaluation only). */
    void setNetwork(Network net) {
        network = net;
        engine.useNetwork(useNetwork ? net : null);
    }

    private void setUseNetwork(boolean on) {
        if (on != useNetwork) {
            useNetwork = on;
            engine.useNetwork(on ? network : null);
        }
    }

    /** What evaluates positions now, for an info string. */
    String evaluationNote() {
        if (network == null) {
            return "evaluation: hand-written (no network loaded)";
        }
        return useNetwork ? "evaluation: " + network.description()
                : "evaluation: hand-written (Use NNUE is off)";
    }

    /** Whether {@code UCI_Chess960} is on: positions are Chess960, castling is written king takes own rook. */
    boolean chess960() {
        return chess960;
    }

    /** The {@code option name ...} lines, in the order of the table. */
    List<String> declarations() {
        List<String> lines = new ArrayList<>();
        for (UciOption option : options) {
            lines.add(option.declaration());
        }
        return lines;
    }

    /** Applies {@code setoption name <name> [value <value>]}, given as tokens; names match in any case. */
    void set(List<String> t) {
        if (t.size() < 3 || !t.get(1).equals("name")) {
            note.accept("setoption needs 'setoption name <name> [value <value>]'");
            return;
        }
        int valueAt = t.indexOf("value");
        String name = Tokens.join(t, 2, valueAt < 0 ? t.size() : valueAt);
        String value = valueAt < 0 ? "" : Tokens.join(t, valueAt + 1, t.size());
        UciOption option = find(name);
        if (option != null) {
            option.set(name, value, note);
        } else if (!isIgnored(name)) {
            note.accept("unknown option '" + Tokens.echo(name) + "'");
            return;
        }
        engine.setLevel(limitStrength ? Level.forElo(elo) : Level.of(skillLevel));
    }

    /** Whether {@code t} is a {@code setoption} of {@code Threads} (refused while a search runs). */
    static boolean setsThreads(List<String> t) {
        int valueAt = t.indexOf("value");
        return t.size() >= 3 && t.get(1).equals("name")
                && Tokens.join(t, 2, valueAt < 0 ? t.size() : valueAt).equalsIgnoreCase("Threads");
    }

    private UciOption find(String name) {
        for (UciOption option : options) {
            if (option.name().equalsIgnoreCase(name)) {
                return option;
            }
        }
        return null;
    }

    private static boolean isIgnored(String name) {
        for (String ignored : IGNORED) {
            if (ignored.equalsIgnoreCase(name)) {
                return true;
            }
        }
        return false;
    }

    private void setHash(int mb) {
        hashMb = mb;
        engine.setHashSize(mb);
        noteHashSize();
    }

    /** Says what hash table is used when the heap affords less than the Hash option asks (else nothing). */
    void noteHashSize() {
        if (engine.hashBytes() < (long) hashMb << 20) {
            note.accept("Hash " + hashMb + " MB does not fit in this JVM's heap (" + (maxHeap >> 20)
                    + " MB at most, -Xmx); using " + Engine.formatBytes(engine.hashBytes()));
        }
    }
}
