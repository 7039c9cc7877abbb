package chess.app;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * One {@code info} line of a UCI engine, read: depth, score (from the side to move's view, as UCI sends it),
 * nodes, speed and principal variation. The page reads the worker's output with it, so the same protocol serves
 * the jar and the browser. Reading never throws: unknown fields are skipped and a garbled number leaves its field
 * unset.
 */
public final class EngineInfo {
    /** Fewer nodes than this and the reported speed is not shown. */
    static final long MIN_NODES_FOR_SPEED = 10_000;

    /** The most lines ({@code multipv}) the page asks for and keeps. */
    public static final int MAX_LINES = 5;
    /** Search depth in plies, or 0 when the line had none. */
    public final int depth;
    /** True when {@link #score} counts moves to mate rather than centipawns. */
    public final boolean mate;
    /** Centipawns, or (with {@link #mate}) moves to mate; positive when the side to move is better. */
    public final int score;
    /** True when the line had a score at all. */
    public final boolean hasScore;
    public final long nodes;
    /** Nodes per second, or 0 when not given. */
    public final long nps;
    /** The principal variation as the engine wrote it (UCI moves, unchecked). */
    public final List<String> pv;
    /** Which of the engine's lines this is (UCI {@code multipv}), 1 for the best and when not given. */
    public final int line;

    private EngineInfo(int depth, boolean hasScore, boolean mate, int score, long nodes, long nps, List<String> pv,
            int line) {
        this.line = line;
        this.depth = depth;
        this.hasScore = hasScore;
        this.mate = mate;
        this.score = score;
        this.nodes = nodes;
        this.nps = nps;
        this.pv = Collections.unmodifiableList(pv);
    }

    /**
     * Reads an {@code info} line that carries a search report (a score or a PV); null for anything else
     * ({@code info string ...}, {@code bestmove}, other text, null).
     */
    public static EngineInfo parse(String line) {
        List<String> t = words(line);
        if (t.isEmpty() || !t.get(0).equals("info")) {
            return null;
        }
        int depth = 0;
        boolean hasScore = false;
        boolean mate = false;
        int score = 0;
        long nodes = 0;
        long nps = 0;
        int pvLine = 1;
        List<String> pv = new ArrayList<>();
        for (int i = 1; i < t.size(); i++) {
            String key = t.get(i);
            if (key.equals("string")) {
                return null; // free text to the end of the line, never a report
            }
            if (key.equals("pv")) {
                pv.addAll(t.subList(i + 1, t.size()));
                break;
            }
            String value = i + 1 < t.size() ? t.get(i + 1) : "";
            switch (key) {
                case "depth":
                    depth = (int) Math.max(0, number(value, 0));
                    i++;
                    break;
                case "nodes":
                    nodes = Math.max(0, number(value, 0));
                    i++;
                    break;
                case "nps":
                    nps = Math.max(0, number(value, 0));
                    i++;
                    break;
                case "multipv":
                    pvLine = (int) Math.max(1, Math.min(MAX_LINES, number(value, 1)));
                    i++;
                    break;
                case "score": {
                    String unit = value;
                    String amount = i + 2 < t.size() ? t.get(i + 2) : "";
                    long n = number(amount, Long.MIN_VALUE);
                    if ((unit.equals("cp") || unit.equals("mate")) && n != Long.MIN_VALUE
                            && Math.abs(n) <= 1_000_000) {
                        hasScore = true;
                        mate = unit.equals("mate");
                        score = (int) n;
                        i += 2;
                    } else {
                        i++;
                    }
                    break;
                }
                default:
                    break; // seldepth, time, hashfull, lowerbound, ...: not shown
            }
        }
        if (!hasScore && pv.isEmpty()) {
            return null;
        }
        return new EngineInfo(depth, hasScore, mate, score, nodes, nps, pv, pvLine);
    }

    /** The move of a {@code bestmove <move> [ponder <move>]} line, or null when the line is not one. */
    public static String bestMove(String line) {
        List<String> t = words(line);
        if (t.size() < 2 || !t.get(0).equals("bestmove")) {
            return null;
        }
        return t.get(1);
    }

    /**
     * "850 k nodes/s", "1.2 M nodes/s", or "" when the speed is unknown or means nothing: a search of a few thousand
     * nodes (a forced mate, a single reply) is over before the engine is up to speed, and showed "1 k nodes/s".
     */
    public String speedText() {
        if (nps <= 0 || nodes < MIN_NODES_FOR_SPEED) {
            return "";
        }
        // In ints: the browser's JavaScript build emulates long, and this is written with every report.
        int perSecond = (int) Math.min(nps, Integer.MAX_VALUE);
        if (perSecond < 1_000_000) {
            return Math.max(1, perSecond / 1000) + " k nodes/s";
        }
        int tenths = perSecond / 100_000;
        return tenths / 10 + "." + tenths % 10 + " M nodes/s";
    }

    /** The first move of the PV, or null. */
    public String firstMove() {
        return pv.isEmpty() ? null : pv.get(0);
    }

    /** Splits on spaces and tabs (no regex: it would pull a regex engine into the browser build). */
    static List<String> words(String line) {
        List<String> words = new ArrayList<>();
        if (line == null) {
            return words;
        }
        int start = -1;
        for (int i = 0; i <= line.length(); i++) {
            boolean space = i == line.length() || line.charAt(i) == ' ' || line.charAt(i) == '\t'
                    || line.charAt(i) == '\r' || line.charAt(i) == '\n';
            if (space && start >= 0) {
                words.add(line.substring(start, i));
                start = -1;
            } else if (!space && start < 0) {
                start = i;
            }
        }
        return words;
    }

    /** A decimal integer (optional sign, at most 18 digits), or {@code fallback}. */
    static long number(String text, long fallback) {
        int i = 0;
        boolean negative = false;
        if (!text.isEmpty() && (text.charAt(0) == '-' || text.charAt(0) == '+')) {
            negative = text.charAt(0) == '-';
            i = 1;
        }
        if (i == text.length() || text.length() - i > 18) {
            return fallback;
        }
        long n = 0;
        for (; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c < '0' || c > '9') {
                return fallback;
            }
            n = n * 10 + (c - '0');
        }
        return negative ? -n : n;
    }
}
