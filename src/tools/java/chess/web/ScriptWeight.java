package chess.web;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.zip.Deflater;
import java.util.zip.GZIPOutputStream;

/**
 * Where the bytes of a TeaVM JavaScript build go, per package and per class: reads a build made with
 * {@code -Dweb.minifying=false}, where every top-level line starts with its class's name ({@code cw_EmbedPage},
 * {@code cw_EmbedPage_open}: the package's initials, the class, the member) or belongs to TeaVM's runtime
 * ({@code $rt_…}), gives each line to the class named last, and prints each package's and the biggest classes'
 * bytes and gzip cost. The gzip cost of a part is what leaving it out saves: the whole file gzipped at level 9, less
 * the file without that part gzipped (so shared text is not counted twice; the parts' costs add up to a little less
 * than the whole). Names are long in this build: the minified script is about a third the size, so read the costs
 * as shares, not as the bytes a cut saves there (measure that by building the script minified).
 *
 * <p>Run: build the script alone unminified into /tmp/embraw (the {@code embed-js} execution with
 * {@code -Dsite.dir=/tmp/embraw -Dweb.minifying=false}: the full command is in docs/embed.md), then
 * {@code mvn -q -Ptools test-compile exec:java -Dtool=chess.web.ScriptWeight -Dargs="/tmp/embraw/js/embed.js 40"}
 * (the script, and how many classes to list; 30 by default).
 */
public final class ScriptWeight {
    private ScriptWeight() {
    }

    public static void main(String[] args) throws IOException {
        String[] lines = Files.readString(Paths.get(args[0]), StandardCharsets.UTF_8).split("\n", -1);
        int top = args.length > 1 ? Integer.parseInt(args[1]) : 30;
        String[] owners = new String[lines.length];
        String owner = "(runtime)";
        for (int i = 0; i < lines.length; i++) {
            String name = className(lines[i]);
            if (name != null) {
                owner = name;
            } else if (lines[i].startsWith("$rt_") || lines[i].startsWith("let $rt_")
                    || lines[i].startsWith("function $rt_")) {
                owner = "(runtime)";
            }
            owners[i] = owner;
        }
        int whole = gzip(String.join("\n", lines));
        System.out.printf(Locale.ROOT, "%s: %,d characters, %,d bytes gzip -9%n", args[0],
                String.join("\n", lines).length(), whole);
        print("package", lines, group(lines, owners, true), whole, Integer.MAX_VALUE);
        print("class", lines, group(lines, owners, false), whole, top);
    }

    /**
     * The class a top-level line declares or starts a member of ({@code cw_EmbedPage} from
     * {@code let cw_EmbedPage_open = …}), or null for any other line.
     */
    static String className(String line) {
        String text = line;
        for (String start : new String[] {"function ", "let ", "const ", ","}) {
            if (text.startsWith(start)) {
                text = text.substring(start.length());
                break;
            }
        }
        int i = 0;
        while (i < text.length() && (Character.isLowerCase(text.charAt(i)) || Character.isDigit(text.charAt(i)))) {
            i++;
        }
        if (i == 0 || i + 1 >= text.length() || text.charAt(i) != '_' || !Character.isUpperCase(text.charAt(i + 1))) {
            return null;
        }
        int end = i + 1;
        while (end < text.length() && (Character.isLetterOrDigit(text.charAt(end)) || text.charAt(end) == '$')) {
            end++;
        }
        return text.substring(0, end);
    }

    /** The lines of each part (a class, or a package: the initials before the class's name), in first-seen order. */
    private static Map<String, List<Integer>> group(String[] lines, String[] owners, boolean byPackage) {
        Map<String, List<Integer>> parts = new LinkedHashMap<>();
        for (int i = 0; i < lines.length; i++) {
            String part = owners[i];
            if (byPackage && !part.startsWith("(")) {
                part = part.substring(0, part.indexOf('_'));
            }
            parts.computeIfAbsent(part, k -> new ArrayList<>()).add(i);
        }
        return parts;
    }

    /** A Markdown table of the {@code top} costliest parts: characters and gzip cost. */
    private static void print(String what, String[] lines, Map<String, List<Integer>> parts, int whole, int top)
            throws IOException {
        List<String> names = new ArrayList<>(parts.keySet());
        int[] chars = new int[names.size()];
        int[] costs = new int[names.size()];
        for (int k = 0; k < names.size(); k++) {
            boolean[] mine = new boolean[lines.length];
            for (int line : parts.get(names.get(k))) {
                mine[line] = true;
                chars[k] += lines[line].length() + 1;
            }
            StringBuilder rest = new StringBuilder();
            for (int line = 0; line < lines.length; line++) {
                if (!mine[line]) {
                    rest.append(lines[line]).append('\n');
                }
            }
            costs[k] = whole - gzip(rest.toString());
        }
        Integer[] order = new Integer[names.size()];
        for (int i = 0; i < order.length; i++) {
            order[i] = i;
        }
        Arrays.sort(order, (a, b) -> costs[b] - costs[a]);
        System.out.printf(Locale.ROOT, "%n| %s | characters | gzip cost |%n|---|---:|---:|%n", what);
        for (int i = 0; i < Math.min(top, order.length); i++) {
            System.out.printf(Locale.ROOT, "| %s | %,d | %,d |%n", names.get(order[i]), chars[order[i]],
                    costs[order[i]]);
        }
    }

    private static int gzip(String text) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (GZIPOutputStream out = new GZIPOutputStream(bytes) {
            {
                def.setLevel(Deflater.BEST_COMPRESSION);
            }
        }) {
            out.write(text.getBytes(StandardCharsets.UTF_8));
        }
        return bytes.size();
    }
}
