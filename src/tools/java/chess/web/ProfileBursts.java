package chess.web;

import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Reads a CDP {@code Profiler.stop} profile (a tree of call frames and a list of samples) for {@link LongTaskProbe}:
 * splits the samples into busy stretches (runs of samples that are not "(idle)") and prints each stretch longer
 * than a threshold with the functions that used its time, by self time and by total time, then the whole run
 * likewise (every busy sample, long stretch or not). Busy stretches need no
 * clock shared with the page: the profile's own time line is enough to find the long ones.
 */
final class ProfileBursts {
    private ProfileBursts() {
    }

    @SuppressWarnings("unchecked")
    static void print(Map<String, Object> profile, double thresholdMs) {
        List<Map<String, Object>> nodes = (List<Map<String, Object>>) profile.get("nodes");
        Map<Long, String> names = new HashMap<>();
        Map<Long, Long> parents = new HashMap<>();
        for (Map<String, Object> node : nodes) {
            long id = ((Number) node.get("id")).longValue();
            Map<String, Object> frame = (Map<String, Object>) node.get("callFrame");
            String url = String.valueOf(frame.get("url")).replaceAll("^.*/", "");
            String fn = String.valueOf(frame.get("functionName"));
            names.put(id, (fn.isEmpty() ? "(anonymous)" : fn) + (url.isEmpty() ? "" : " " + url + ":"
                    + frame.get("lineNumber") + ":" + frame.get("columnNumber")));
            List<Object> children = (List<Object>) node.get("children");
            if (children != null) {
                for (Object child : children) {
                    parents.put(((Number) child).longValue(), id);
                }
            }
        }
        List<Object> samples = (List<Object>) profile.get("samples");
        List<Object> deltas = (List<Object>) profile.get("timeDeltas");
        int start = -1;
        double busyUs = 0;
        for (int i = 0; i <= samples.size(); i++) {
            boolean idle = i == samples.size()
                    || names.get(((Number) samples.get(i)).longValue()).startsWith("(idle)");
            double delta = sampleMicros(deltas, i);
            if (!idle) {
                if (start < 0) {
                    start = i;
                    busyUs = 0;
                }
                busyUs += delta;
                continue;
            }
            if (start >= 0 && busyUs / 1000 >= thresholdMs) {
                describe(samples, deltas, start, i, busyUs, names, parents);
            }
            start = -1;
        }
        int busySamples = 0;
        for (Object sample : samples) {
            busySamples += names.get(((Number) sample).longValue()).startsWith("(idle)") ? 0 : 1;
        }
        if (busySamples > 0) { // the whole run as one stretch: what the page spent its time on, long tasks or not
            System.out.print("    the whole run:");
            describe(samples, deltas, 0, samples.size(), -1, names, parents);
        }
        String under = System.getProperty("profile.under", "");
        if (!under.isEmpty()) {
            describeUnder(under, samples, deltas, names, parents);
        }
    }

    /**
     * With {@code -Dprofile.under=NAME}: the whole run's time below the functions whose names start with NAME (a
     * callback, say), by the functions called under them: where one kind of task spends its time.
     */
    private static void describeUnder(String under, List<Object> samples, List<Object> deltas, Map<Long, String> names,
            Map<Long, Long> parents) {
        Map<String, Double> total = new HashMap<>();
        double all = 0;
        for (int i = 0; i < samples.size(); i++) {
            long id = ((Number) samples.get(i)).longValue();
            double us = sampleMicros(deltas, i);
            List<String> chain = new java.util.ArrayList<>();
            boolean below = false;
            for (Long n = id; n != null; n = parents.get(n)) {
                if (names.get(n).startsWith(under)) {
                    below = true;
                    break;
                }
                chain.add(names.get(n));
            }
            if (!below) {
                continue;
            }
            all += us;
            for (String name : new java.util.LinkedHashSet<>(chain)) {
                total.merge(name, us, Double::sum);
            }
        }
        System.out.printf(Locale.ROOT, "    under %s: %.1f ms%n", under, all / 1000);
        System.out.println("      total: " + top(total, Integer.getInteger("profile.top", 14)));
    }

    /**
     * How long sample {@code i} stood, in microseconds: the time to the next sample (a profile's time deltas are each
     * sample's distance from the one before); the last sample, with no next, counts nothing.
     */
    private static double sampleMicros(List<Object> deltas, int i) {
        return i + 1 < deltas.size() ? ((Number) deltas.get(i + 1)).doubleValue() : 0;
    }

    private static void describe(List<Object> samples, List<Object> deltas, int from, int to, double busyUs,
            Map<Long, String> names, Map<Long, Long> parents) {
        Map<String, Double> self = new HashMap<>();
        Map<String, Double> total = new HashMap<>();
        for (int i = from; i < to; i++) {
            long id = ((Number) samples.get(i)).longValue();
            double us = sampleMicros(deltas, i);
            if (names.get(id).startsWith("(idle)")) {
                continue; // only in the whole run's summary
            }
            self.merge(names.get(id), us, Double::sum);
            Map<String, Boolean> seen = new LinkedHashMap<>();
            for (Long n = id; n != null; n = parents.get(n)) {
                if (seen.put(names.get(n), true) == null) {
                    total.merge(names.get(n), us, Double::sum);
                }
            }
        }
        if (busyUs >= 0) {
            System.out.printf(Locale.ROOT, "    busy stretch of %.1f ms (%d samples)%n", busyUs / 1000, to - from);
        } else {
            System.out.printf(Locale.ROOT, " %.1f ms busy%n", total.getOrDefault("(root)", 0.0) / 1000);
        }
        System.out.println("      self:  " + top(self, 10));
        System.out.println("      total: " + top(total, Integer.getInteger("profile.top", 14)));
    }

    private static String top(Map<String, Double> times, int count) {
        StringBuilder sb = new StringBuilder();
        times.entrySet().stream().sorted((a, b) -> Double.compare(b.getValue(), a.getValue())).limit(count)
                .forEach(e -> sb.append(String.format(Locale.ROOT, "%n        %5.1f ms %s", e.getValue() / 1000,
                        e.getKey())));
        return sb.toString();
    }
}
