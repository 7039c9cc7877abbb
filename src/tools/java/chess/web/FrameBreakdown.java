package chess.web;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Where the long frames' time went, for {@link MainThreadProbe}: Chromium's {@code long-animation-frame} entries
 * (frames over 50 ms) split each frame into the scripts that ran in it (each script over 5 ms is named: what
 * invoked it and the style and layout it forced), the animation-frame callbacks, and the rendering update's style
 * and layout; what is left is the browser's own work between them (input dispatch, garbage collection, paint
 * preparation, short scripts). A CPU profile cannot tell style and layout from waiting for a core; these entries can.
 */
final class FrameBreakdown {
    /** Records every long animation frame from now on, with the figures {@link #print} reads. */
    static final String RECORDER = "window.__loaf = []; var f0 = performance.now();"
            + " new PerformanceObserver(function (l) { l.getEntries().forEach(function (e) {"
            + "   if (e.startTime < f0) { return; }"
            + "   var end = e.startTime + e.duration;"
            + "   var f = { duration: e.duration, blocking: e.blockingDuration,"
            + "     render: e.renderStart > 0 ? end - e.renderStart : 0,"
            + "     style: e.styleAndLayoutStart > 0 ? end - e.styleAndLayoutStart : 0, scripts: [] };"
            + "   e.scripts.forEach(function (s) { f.scripts.push({ duration: s.duration,"
            + "     forced: s.forcedStyleAndLayoutDuration, invoker: s.invokerType + ' ' + s.invoker }); });"
            + "   window.__loaf.push(f); }); })"
            + "   .observe({ type: 'long-animation-frame', buffered: true });";

    private FrameBreakdown() {
    }

    /** Prints the recorded frames' sums: how many, their time, and its parts, the invokers by time. */
    @SuppressWarnings("unchecked")
    static void print(Object recorded) {
        List<Object> frames = recorded instanceof List ? (List<Object>) recorded : List.of();
        double total = 0;
        double render = 0;
        double style = 0;
        double scripts = 0;
        double forced = 0;
        Map<String, double[]> byInvoker = new LinkedHashMap<>();
        for (Object o : frames) {
            Map<String, Object> f = (Map<String, Object>) o;
            total += number(f.get("duration"));
            render += number(f.get("render"));
            style += number(f.get("style"));
            for (Object so : (List<Object>) f.get("scripts")) {
                Map<String, Object> s = (Map<String, Object>) so;
                double d = number(s.get("duration"));
                scripts += d;
                forced += number(s.get("forced"));
                double[] sum = byInvoker.computeIfAbsent(shorten(String.valueOf(s.get("invoker"))),
                        k -> new double[2]);
                sum[0] += d;
                sum[1]++;
            }
        }
        System.out.printf(Locale.ROOT, "  long frames: %d, %.0f ms; scripts over 5 ms %.0f ms (forced style and layout"
                + " %.0f ms); rendering update %.0f ms (animation-frame callbacks %.0f ms, style and layout %.0f ms);"
                + " the rest %.0f ms%n", frames.size(), total, scripts, forced, render, render - style, style,
                total - scripts - render);
        if (Boolean.getBoolean("probe.frames")) { // every long frame, one line each
            for (Object o : frames) {
                Map<String, Object> f = (Map<String, Object>) o;
                StringBuilder line = new StringBuilder(String.format(Locale.ROOT,
                        "    frame %4.0f ms (blocking %3.0f): render %3.0f (style, layout %3.0f)",
                        number(f.get("duration")), number(f.get("blocking")), number(f.get("render")),
                        number(f.get("style"))));
                for (Object so : (List<Object>) f.get("scripts")) {
                    Map<String, Object> sc = (Map<String, Object>) so;
                    line.append(String.format(Locale.ROOT, "; %.0f %s", number(sc.get("duration")),
                            shorten(String.valueOf(sc.get("invoker")))));
                }
                System.out.println(line);
            }
        }
        List<Map.Entry<String, double[]>> top = new ArrayList<>(byInvoker.entrySet());
        top.sort((a, b) -> Double.compare(b.getValue()[0], a.getValue()[0]));
        for (int i = 0; i < Math.min(8, top.size()); i++) {
            System.out.printf(Locale.ROOT, "    %7.0f ms in %4.0f scripts: %s%n", top.get(i).getValue()[0],
                    top.get(i).getValue()[1], top.get(i).getKey());
        }
    }

    /** An invoker names its element or callback; ids and query strings only split the same code apart. */
    private static String shorten(String invoker) {
        String s = invoker.replaceAll("\\?[^ ]*", "").replaceAll("#[\\w-]+", "#…");
        return s.length() > 90 ? s.substring(0, 90) : s;
    }

    private static double number(Object o) {
        return o instanceof Number ? ((Number) o).doubleValue() : 0;
    }
}
