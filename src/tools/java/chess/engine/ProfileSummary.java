package chess.engine;

import java.io.IOException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import jdk.jfr.consumer.RecordedEvent;
import jdk.jfr.consumer.RecordedFrame;
import jdk.jfr.consumer.RecordingFile;

/**
 * Where a JVM run of the engine spent its time, from a Java Flight Recorder file (not a unit test): the share of
 * execution samples whose innermost frame is each method (JFR keeps inlined methods as frames of their own), and
 * the same summed into the engine's parts (the net, move generation, move ordering, the hash table...). Record a
 * bench with one sample a millisecond (the JDK's profile settings take one every 10 or 20 ms):
 *
 * <pre>
 * sed 's/\(method-sampling-java-interval"&gt;\)[0-9]* ms/\11 ms/' $JAVA_HOME/lib/jfr/profile.jfc &gt; fast.jfc
 * java -XX:StartFlightRecording=filename=bench.jfr,settings=fast.jfc -jar target/chess.jar bench
 * </pre>
 *
 * <p>Run: {@code mvn -q -Ptools test-compile exec:java -Dtool=chess.engine.ProfileSummary -Dargs="bench.jfr [top=25]"}
 */
public final class ProfileSummary {
    /** The engine's parts, by the first pattern a method's class and name contain. */
    private static final Map<String, String> PARTS = new LinkedHashMap<>();

    static {
        PARTS.put("NetAccumulator|PackedSums|KernelSums|Evaluator.evaluate|Network.", "the net: accumulator and output");
        PARTS.put("TranspositionTable", "hash table: probe and store");
        PARTS.put("MoveGenerator|Attacks.|Board.isAttacked|Board.inCheck|Board.enPassant",
                "move generation and check tests");
        PARTS.put("Board.", "make, unmake, repetition");
        PARTS.put("MovePicker|History", "move ordering: picker and histories");
        PARTS.put("StaticExchange", "static exchange (SEE)");
        PARTS.put("TreeSearch|EvalCache|EvalCorrection|NodeCounter", "the search's own steps and caches");
    }

    private ProfileSummary() {
    }

    public static void main(String[] args) throws IOException {
        if (args.length < 1) {
            System.err.println("usage: ProfileSummary FILE.jfr [top]");
            System.exit(2);
        }
        int top = args.length > 1 ? Integer.parseInt(args[1]) : 25;
        Map<String, Integer> methods = new TreeMap<>();
        Map<String, Integer> parts = new TreeMap<>();
        int samples = 0;
        for (RecordedEvent e : RecordingFile.readAllEvents(Path.of(args[0]))) {
            if (!e.getEventType().getName().equals("jdk.ExecutionSample") || e.getStackTrace() == null) {
                continue;
            }
            List<RecordedFrame> frames = e.getStackTrace().getFrames();
            if (frames.isEmpty()) {
                continue;
            }
            RecordedFrame frame = frames.get(0);
            String method = frame.getMethod().getType().getName() + "." + frame.getMethod().getName();
            methods.merge(method, 1, Integer::sum);
            parts.merge(partOf(method), 1, Integer::sum);
            samples++;
        }
        System.out.printf("%,d execution samples%n%n", samples);
        print(parts, samples, parts.size());
        System.out.println();
        print(methods, samples, top);
    }

    private static String partOf(String method) {
        for (Map.Entry<String, String> part : PARTS.entrySet()) {
            for (String pattern : part.getKey().split("\\|")) {
                if (method.contains("chess.") && method.contains(pattern)) {
                    return part.getValue();
                }
            }
        }
        return "other (the JDK, table clearing, the rest)";
    }

    private static void print(Map<String, Integer> counts, int samples, int top) {
        counts.entrySet().stream().sorted((a, b) -> b.getValue() - a.getValue()).limit(top)
                .forEach(c -> System.out.printf("%6.1f%%  %s%n", 100.0 * c.getValue() / samples, c.getKey()));
    }
}
