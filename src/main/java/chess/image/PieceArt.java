package chess.image;

import chess.core.AsciiCase;
import chess.core.Piece;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The project's piece drawings (src/main/webapp/pieces/*.svg, the page's own pieces), read from their SVG text into
 * elements with resolved colours, so a picture carries them without a second copy of the artwork: the page fetches
 * the files it already serves, the command line reads them from the jar. Reads the subset those files use: one
 * {@code <style>} with rules for {@code g}, {@code .d} and {@code path.d}; {@code path}, {@code rect} and
 * {@code circle} elements with {@code class="d"} and {@code fill}/{@code stroke} attributes. Colours follow CSS:
 * a rule that matches the element beats its attribute, which beats what it inherits from the group.
 */
public final class PieceArt {
    /** The file names' stems in the order of {@link #index}: wP wN wB wR wQ wK bP bN bB bR bQ bK. */
    public static final String[] NAMES = {"wP", "wN", "wB", "wR", "wQ", "wK", "bP", "bN", "bB", "bR", "bQ", "bK"};
    public static final double UNITS = 45;

    private final List<List<PieceElement>> drawings;
    private final double[] strokeWidths;

    private PieceArt(List<List<PieceElement>> drawings, double[] strokeWidths) {
        this.drawings = drawings;
        this.strokeWidths = strokeWidths;
    }

    /**
     * Reads the twelve files' text, keyed by stem ("wK"); throws IllegalArgumentException naming the file and what
     * is wrong when one is missing or outside the subset.
     */
    public static PieceArt parse(Map<String, String> files) {
        List<List<PieceElement>> drawings = new ArrayList<>();
        double[] widths = new double[NAMES.length];
        for (int i = 0; i < NAMES.length; i++) {
            String text = files.get(NAMES[i]);
            if (text == null) {
                throw new IllegalArgumentException("piece drawing " + NAMES[i] + ".svg is missing");
            }
            try {
                Map<String, Map<String, String>> rules = styleRules(text);
                Map<String, String> group = rules.getOrDefault("g", Map.of());
                widths[i] = group.containsKey("stroke-width") ? number(group.get("stroke-width")) : 1;
                drawings.add(Collections.unmodifiableList(elements(text, rules, group)));
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException(NAMES[i] + ".svg: " + e.getMessage());
            }
        }
        return new PieceArt(Collections.unmodifiableList(drawings), widths);
    }

    /** The drawing's index for a piece code: 0-5 white pawn to king, 6-11 black. */
    public static int index(int piece) {
        return (Piece.color(piece) == Piece.WHITE ? 0 : 6) + Piece.type(piece) - Piece.PAWN;
    }

    public List<PieceElement> drawing(int index) {
        return drawings.get(index);
    }

    public double strokeWidth(int index) {
        return strokeWidths[index];
    }

    private static Map<String, Map<String, String>> styleRules(String text) {
        Map<String, Map<String, String>> rules = new HashMap<>();
        int start = text.indexOf("<style>");
        if (start < 0) {
            return rules;
        }
        int end = text.indexOf("</style>", start);
        if (end < 0) {
            throw new IllegalArgumentException("<style> is not closed");
        }
        String css = text.substring(start + 7, end);
        int at = 0;
        while (true) {
            int open = css.indexOf('{', at);
            if (open < 0) {
                break;
            }
            int close = css.indexOf('}', open);
            if (close < 0) {
                throw new IllegalArgumentException("a style rule is not closed");
            }
            String selector = css.substring(at, open).trim();
            Map<String, String> props = new HashMap<>();
            for (String decl : splitOn(css.substring(open + 1, close), ';')) {
                int colon = decl.indexOf(':');
                if (colon > 0) {
                    props.put(decl.substring(0, colon).trim(), decl.substring(colon + 1).trim());
                }
            }
            rules.put(selector, props);
            at = close + 1;
        }
        return rules;
    }

    private static List<PieceElement> elements(String text, Map<String, Map<String, String>> rules,
            Map<String, String> group) {
        List<PieceElement> out = new ArrayList<>();
        int at = 0;
        while (true) {
            int open = text.indexOf('<', at);
            if (open < 0) {
                break;
            }
            int close = text.indexOf('>', open);
            if (close < 0) {
                throw new IllegalArgumentException("a tag is not closed");
            }
            String tag = text.substring(open + 1, close);
            at = close + 1;
            String name = tagName(tag);
            if (!name.equals("path") && !name.equals("rect") && !name.equals("circle")) {
                continue;
            }
            Map<String, String> attrs = attributes(tag);
            boolean detail = "d".equals(attrs.get("class"));
            String fill = resolve("fill", name, detail, attrs, rules, group);
            String stroke = resolve("stroke", name, detail, attrs, rules, group);
            switch (name) {
                case "path":
                    if (!attrs.containsKey("d")) {
                        throw new IllegalArgumentException("a path without d");
                    }
                    out.add(new PieceElement(PieceElement.Kind.PATH, attrs.get("d"), null, fill, stroke));
                    break;
                case "rect":
                    out.add(new PieceElement(PieceElement.Kind.RECT, null, new double[] {
                        number(attrs.get("x")), number(attrs.get("y")), number(attrs.get("width")),
                        number(attrs.get("height")), attrs.containsKey("rx") ? number(attrs.get("rx")) : 0}, fill,
                        stroke));
                    break;
                default:
                    out.add(new PieceElement(PieceElement.Kind.CIRCLE, null, new double[] {
                        number(attrs.get("cx")), number(attrs.get("cy")), number(attrs.get("r"))}, fill, stroke));
                    break;
            }
        }
        if (out.isEmpty()) {
            throw new IllegalArgumentException("no path, rect or circle");
        }
        return out;
    }

    /** A colour property as CSS gives it: element rules, then the attribute, then the group's rule. */
    private static String resolve(String property, String element, boolean detail, Map<String, String> attrs,
            Map<String, Map<String, String>> rules, Map<String, String> group) {
        String value = null;
        if (detail && rules.containsKey(element + ".d") && rules.get(element + ".d").containsKey(property)) {
            value = rules.get(element + ".d").get(property);
        } else if (detail && rules.containsKey(".d") && rules.get(".d").containsKey(property)) {
            value = rules.get(".d").get(property);
        } else if (attrs.containsKey(property)) {
            value = attrs.get(property);
        } else {
            value = group.getOrDefault(property, property.equals("fill") ? "#000000" : "none");
        }
        if (value.equals("none")) {
            return null;
        }
        int rgb = Rgb.parse(value);
        if (rgb < 0) {
            throw new IllegalArgumentException(property + " '" + value + "' is not a #rrggbb colour");
        }
        return Rgb.text(rgb);
    }

    private static String tagName(String tag) {
        int end = 0;
        while (end < tag.length() && AsciiCase.isLetter(tag.charAt(end))) {
            end++;
        }
        return tag.substring(0, end);
    }

    private static Map<String, String> attributes(String tag) {
        Map<String, String> attrs = new HashMap<>();
        int at = 0;
        while (true) {
            int eq = nextValue(tag, at);
            if (eq < 0) {
                return attrs;
            }
            int nameStart = eq;
            while (nameStart > 0 && tag.charAt(nameStart - 1) != ' ' && tag.charAt(nameStart - 1) != '\n') {
                nameStart--;
            }
            int end = tag.indexOf(tag.charAt(eq + 1), eq + 2); // the value's own quote, double or single
            if (end < 0) {
                throw new IllegalArgumentException("an attribute is not closed");
            }
            attrs.put(tag.substring(nameStart, eq), tag.substring(eq + 2, end));
            at = end + 1;
        }
    }

    /**
     * Where the next attribute's {@code =} stands, quoted either way: the site's style sheet has the drawings as
     * data: URIs with single quotes.
     */
    private static int nextValue(String tag, int from) {
        int doubled = tag.indexOf("=\"", from);
        int single = tag.indexOf("='", from);
        return doubled < 0 ? single : single < 0 ? doubled : Math.min(doubled, single);
    }

    private static double number(String text) {
        if (text == null) {
            throw new IllegalArgumentException("a number is missing");
        }
        return SvgNumber.parse(text.trim());
    }

    /** Splits by hand (String.split would bring the regex engine into the page). */
    private static List<String> splitOn(String text, char separator) {
        List<String> parts = new ArrayList<>();
        int start = 0;
        for (int i = 0; i <= text.length(); i++) {
            if (i == text.length() || text.charAt(i) == separator) {
                parts.add(text.substring(start, i));
                start = i + 1;
            }
        }
        return parts;
    }
}
