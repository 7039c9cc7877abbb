package chess.cli;

import java.util.ArrayList;
import java.util.List;

/**
 * Reads a perft suite: one position per line as {@code <fen> ;D1 <count> ;D2 <count> ...}; lines starting with
 * {@code #} and blank lines are ignored. A line that does not have this shape becomes a {@link Line} with a
 * {@code problem} instead of an exception, so one bad line does not hide the results of the others.
 */
final class EpdSuite {
    /** One expected count: {@code perft(depth) == nodes}. */
    record Check(int depth, long nodes) {
    }

    /** One position line; {@code problem} is null if the line is well formed, else it says what is wrong. */
    record Line(int number, String fen, List<Check> checks, String problem) {
        static Line malformed(int number, String problem) {
            return new Line(number, null, List.of(), problem);
        }
    }

    private EpdSuite() {
    }

    /** Parses the text lines of a suite file; numbers lines from 1. */
    static List<Line> parse(List<String> textLines) {
        List<Line> result = new ArrayList<>();
        for (int i = 0; i < textLines.size(); i++) {
            String text = textLines.get(i).strip();
            if (text.isEmpty() || text.startsWith("#")) {
                continue;
            }
            result.add(parseLine(i + 1, text));
        }
        return result;
    }

    private static Line parseLine(int number, String text) {
        String[] fields = text.split(";", -1);
        String fen = fields[0].strip();
        if (fen.isEmpty()) {
            return Line.malformed(number, "no FEN before the first ';'");
        }
        if (fields.length == 1) {
            return Line.malformed(number, "no ';D<depth> <count>' fields after the FEN");
        }
        List<Check> checks = new ArrayList<>();
        for (int f = 1; f < fields.length; f++) {
            String field = fields[f].strip();
            String problem = checkProblem(field);
            if (problem != null) {
                return Line.malformed(number, "field " + f + " '" + field + "': " + problem);
            }
            Check check = parseCheck(field);
            for (Check earlier : checks) {
                if (earlier.depth() == check.depth()) {
                    return Line.malformed(number, "depth " + check.depth() + " is given twice");
                }
            }
            checks.add(check);
        }
        return new Line(number, fen, checks, null);
    }

    /** Why a field is not of the form {@code D<depth> <count>}, or null if it is. */
    private static String checkProblem(String field) {
        String[] parts = field.split("\\s+");
        if (parts.length != 2 || parts[0].length() < 2 || parts[0].charAt(0) != 'D') {
            return "expected 'D<depth> <count>'";
        }
        if (!isDigits(parts[0].substring(1)) || parts[0].length() > 3) {
            return "depth must be a number from 1 to " + PerftCommand.MAX_DEPTH;
        }
        int depth = Integer.parseInt(parts[0].substring(1));
        if (depth < 1 || depth > PerftCommand.MAX_DEPTH) {
            return "depth must be a number from 1 to " + PerftCommand.MAX_DEPTH;
        }
        if (!isDigits(parts[1]) || parts[1].length() > 18) {
            return "count must be a whole number, got '" + parts[1] + "'";
        }
        return null;
    }

    /** Parses a field that {@link #checkProblem} accepted. */
    private static Check parseCheck(String field) {
        String[] parts = field.split("\\s+");
        return new Check(Integer.parseInt(parts[0].substring(1)), Long.parseLong(parts[1]));
    }

    private static boolean isDigits(String s) {
        if (s.isEmpty()) {
            return false;
        }
        for (int i = 0; i < s.length(); i++) {
            if (s.charAt(i) < '0' || s.charAt(i) > '9') {
                return false;
            }
        }
        return true;
    }
}
