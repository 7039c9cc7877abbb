package chess.web;

import chess.cli.SiteServer;
import chess.core.Board;
import chess.core.Fen;
import chess.core.MoveGenerator;
import chess.core.UciMove;
import chess.pgn.GameTree;
import chess.pgn.PgnReader;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.openqa.selenium.chrome.ChromeDriver;

/**
 * Whether analysis in the page would gain from a second engine worker, per build, in headless Chromium (prints
 * figures, asserts nothing). TeaVM's workers share no Java heap, so Lazy SMP's shared hash table is not available;
 * what is left are searches that need nothing from each other:
 * <ul>
 *   <li><b>same</b>: two workers search the same position to the same depth at once (the most a second search
 *       without a shared table can add is being first); time to depth of the first to finish, best moves agree?
 *   <li><b>split 1</b> / <b>split 3</b>: the root moves dealt alternately to two workers ({@code go searchmoves}),
 *       each with MultiPV 1 (or 3); the merged best line(s) when both finished, against one worker over all moves.
 * </ul>
 * Workers are started and answer {@code readyok} before the clock starts; each search starts from
 * {@code ucinewgame}. Rounds take turns, so the machine's load falls on every case alike; medians are printed.
 *
 * <p>Run: {@code mvn -q -Ptools -DskipTests package exec:java -Dtool=chess.web.AnalysisSplitProbe
 * -Dargs="[depth=12] [rounds=3] [builds=wasm,js]"}.
 */
public final class AnalysisSplitProbe {
    /** Opening, middlegame (Kiwipete), sharp middlegame (Kasparov v Topalov before 24. Rxd4), endgame. */
    static final String[] POSITIONS = {
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        kasparovTopalovAfter(46),
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    };

    /** The position of Kasparov v Topalov after {@code plies} half-moves. */
    private static String kasparovTopalovAfter(int plies) {
        GameTree tree = PgnReader.read(ReviewTiming.KASPAROV_TOPALOV_40).tree();
        return Fen.write(tree.boardAt(tree.path(tree.mainLineEnd()).get(plies - 1)));
    }

    private AnalysisSplitProbe() {
    }

    public static void main(String[] args) throws Exception {
        int depth = args.length > 0 ? Integer.parseInt(args[0]) : 12;
        int rounds = args.length > 1 ? Integer.parseInt(args[1]) : 3;
        String[] builds = (args.length > 2 ? args[2] : "wasm,js").split(",");
        String[] cases = {"one 1", "same", "split 1", "one 3", "split 3"};
        try (SiteServer server = SiteServer.start(Paths.get("target/site"), 0)) {
            ChromeDriver chrome = ChromeBrowser.start(1200, 900);
            try {
                chrome.get(server.url() + "?build=wasm"); // a page of the site's origin, to start workers from
                ChromeBrowser.startedBuild(chrome);
                for (String build : builds) {
                    System.out.printf(Locale.ROOT, "%s, depth %d, %d rounds, load average %s%n", build, depth, rounds,
                            ReviewTiming.loadAverage());
                    for (String fen : POSITIONS) {
                        List<List<Long>> times = new ArrayList<>();
                        List<String> answers = new ArrayList<>();
                        for (String c : cases) {
                            times.add(new ArrayList<>());
                            answers.add("");
                        }
                        for (int round = 0; round < rounds; round++) {
                            for (int k = 0; k < cases.length; k++) {
                                Object[] r = run(chrome, build, fen, cases[k], depth);
                                times.get(k).add((Long) r[0]);
                                answers.set(k, (String) r[1]);
                            }
                        }
                        System.out.println("  " + fen);
                        long one1 = median(times.get(0));
                        long one3 = median(times.get(3));
                        for (int k = 0; k < cases.length; k++) {
                            long m = median(times.get(k));
                            long base = cases[k].endsWith("3") ? one3 : one1;
                            System.out.printf(Locale.ROOT, "    %-8s %6d ms (%s)  %.2fx  %s%n", cases[k], m,
                                    times.get(k), (double) base / Math.max(1, m), answers.get(k));
                        }
                    }
                }
            } finally {
                chrome.quit();
            }
        }
    }

    private static long median(List<Long> values) {
        List<Long> sorted = new ArrayList<>(values);
        Collections.sort(sorted);
        return sorted.get(sorted.size() / 2);
    }

    /** The root moves of {@code fen} in UCI, dealt alternately to two lists. */
    private static List<List<String>> dealtMoves(String fen) {
        Board b = Fen.parse(fen);
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        int n = MoveGenerator.generate(b, moves, 0);
        List<List<String>> halves = List.of(new ArrayList<>(), new ArrayList<>());
        for (int i = 0; i < n; i++) {
            halves.get(i % 2).add(UciMove.format(b, moves[i]));
        }
        return halves;
    }

    /**
     * One case on one position: the wall time in the page from the searches' start to the case's answer (the
     * first worker's bestmove for "same", the last one's otherwise), and the answer: the best line's first moves
     * with their scores, merged across workers by score.
     */
    @SuppressWarnings("unchecked")
    private static Object[] run(ChromeDriver chrome, String build, String fen, String c, int depth) {
        List<List<String>> perWorker = new ArrayList<>();
        int lines = c.endsWith("3") ? 3 : 1;
        List<String> common = List.of("ucinewgame", "setoption name MultiPV value " + lines,
                "setoption name UCI_AnalyseMode value true", "position fen " + fen);
        if (c.startsWith("one")) {
            perWorker.add(with(common, "go depth " + depth));
        } else if (c.equals("same")) {
            perWorker.add(with(common, "go depth " + depth));
            perWorker.add(with(common, "go depth " + depth));
        } else {
            for (List<String> half : dealtMoves(fen)) {
                perWorker.add(with(common, "go depth " + depth + " searchmoves " + String.join(" ", half)));
            }
        }
        // Started here and polled below: one long script call would outlast the WebDriver client's read timeout
        // on a busy machine.
        chrome.executeScript(
                    "var url = arguments[0], jobs = arguments[1], firstWins = arguments[2];"
                    + " window.__probe = null; function done(r) { window.__probe = r; }"
                    + " var workers = jobs.map(function () { return new Worker(url); }), ready = 0, finished = 0;"
                    + " var t0 = 0, last = jobs.map(function () { return {}; }), ms = [];"
                    + " function end() { workers.forEach(function (w) { w.terminate(); });"
                    + "   var t = ms.filter(function (x) { return x !== undefined; });"
                    + "   done({ ms: firstWins ? Math.min.apply(null, t) : Math.max.apply(null, t), last: last }); }"
                    + " workers.forEach(function (w, i) {"
                    + "   w.onmessage = function (e) { var line = String(e.data);"
                    + "     if (line === 'readyok') { if (++ready === workers.length) { t0 = performance.now();"
                    + "         workers.forEach(function (v, j) {"
                    + "           jobs[j].forEach(function (l) { v.postMessage(l); }); }); }"
                    + "     } else if (line.indexOf('info depth ') === 0 && line.indexOf(' score ') > 0) {"
                    + "       var m = / multipv (\\d+)/.exec(line); last[i][m ? m[1] : '1'] = line;"
                    + "     } else if (line.indexOf('bestmove') === 0) { ms[i] = performance.now() - t0;"
                    + "       if (firstWins || ++finished === workers.length) { end(); } } };"
                    + "   w.postMessage('uci'); w.postMessage('isready'); });",
                    "worker-boot.js?build=" + build, perWorker, c.equals("same"));
        long deadline = System.currentTimeMillis() + 900_000;
        Map<String, Object> r = null;
        while (r == null && System.currentTimeMillis() < deadline) {
            try {
                Thread.sleep(200);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException(e);
            }
            r = (Map<String, Object>) chrome.executeScript("return window.__probe;");
        }
        if (r == null) {
            throw new IllegalStateException(c + " on " + fen + ": no answer in 15 minutes");
        }
        long ms = Math.round(((Number) r.get("ms")).doubleValue());
        return new Object[] {ms, merged((List<Map<String, String>>) r.get("last"), lines)};
    }

    private static List<String> with(List<String> common, String go) {
        List<String> all = new ArrayList<>(common);
        all.add(go);
        return all;
    }

    /** The best {@code lines} of every worker's last reports, by score: "e2e4 +31 d2d4 +25 ...". */
    private static String merged(List<Map<String, String>> last, int lines) {
        List<String[]> all = new ArrayList<>(); // {first move, centipawns (mates far out), depth}
        for (Map<String, String> reports : last) {
            for (String line : reports.values()) {
                List<String> w = List.of(line.trim().split(" +"));
                int s = w.indexOf("score");
                int cp = Integer.parseInt(w.get(s + 2));
                int value = w.get(s + 1).equals("mate") ? (cp > 0 ? 100000 - cp : -100000 - cp) : cp;
                all.add(new String[] {w.get(w.indexOf("pv") + 1), String.valueOf(value),
                        w.get(w.indexOf("depth") + 1)});
            }
        }
        all.sort((a, b) -> Integer.parseInt(b[1]) - Integer.parseInt(a[1]));
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < Math.min(lines, all.size()); i++) {
            text.append(i == 0 ? "" : ", ").append(all.get(i)[0]).append(' ').append(all.get(i)[1])
                    .append(" d").append(all.get(i)[2]);
        }
        return text.toString();
    }
}
