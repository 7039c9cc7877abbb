package chess.image;

import chess.core.AsciiCase;
import java.util.Arrays;

/**
 * The path data ({@code d}) of the piece drawings, read into absolute commands for painters that are not SVG: each
 * command is a letter M, L, C or Z with its absolute points. Reads the subset the pieces use, M L H V C Z in both
 * cases; anything else is refused with the place it stands, so a new drawing that needs more fails its test rather
 * than drawing wrongly.
 */
public final class PathData {
    /** The commands' letters, one per command: 'M', 'L', 'C' or 'Z'. */
    private final char[] commands;
    /** The commands' coordinates, in order: M and L two, C six, Z none. */
    private final double[] points;

    private PathData(char[] commands, double[] points) {
        this.commands = commands;
        this.points = points;
    }

    public int size() {
        return commands.length;
    }

    public char command(int i) {
        return commands[i];
    }

    /** The coordinates of every command, in order (M and L two, C six, Z none). */
    public double[] points() {
        return points.clone();
    }

    /** Reads path data; throws IllegalArgumentException saying what is wrong and at which character. */
    public static PathData parse(String d) {
        Reader in = new Reader(d);
        char[] cmds = new char[16];
        double[] pts = new double[64];
        int nc = 0;
        int np = 0;
        double x = 0;
        double y = 0;
        double startX = 0;
        double startY = 0;
        char letter = 0;
        while (in.skipSpace()) {
            char c = d.charAt(in.pos);
            if (AsciiCase.isLetter(c)) { // commands are ASCII; Character.isLetter brings Unicode's tables
                letter = c;
                in.pos++;
            } else if (letter == 0 || letter == 'Z' || letter == 'z') {
                throw new IllegalArgumentException("path data: expected a command at " + in.pos + " in '" + d + "'");
            }
            boolean relative = letter >= 'a' && letter <= 'z';
            double ox = relative ? x : 0;
            double oy = relative ? y : 0;
            if (nc + 1 >= cmds.length) {
                cmds = Arrays.copyOf(cmds, cmds.length * 2);
            }
            if (np + 6 >= pts.length) {
                pts = Arrays.copyOf(pts, pts.length * 2);
            }
            switch (AsciiCase.upper(letter)) {
                case 'M':
                case 'L':
                    x = ox + in.number();
                    y = oy + in.number();
                    cmds[nc++] = AsciiCase.upper(letter);
                    if (cmds[nc - 1] == 'M') {
                        startX = x;
                        startY = y;
                        letter = relative ? 'l' : 'L'; // further pairs after a move are lines
                    }
                    pts[np++] = x;
                    pts[np++] = y;
                    break;
                case 'H':
                    x = ox + in.number();
                    cmds[nc++] = 'L';
                    pts[np++] = x;
                    pts[np++] = y;
                    break;
                case 'V':
                    y = oy + in.number();
                    cmds[nc++] = 'L';
                    pts[np++] = x;
                    pts[np++] = y;
                    break;
                case 'C':
                    for (int k = 0; k < 3; k++) {
                        pts[np++] = ox + in.number();
                        pts[np++] = oy + in.number();
                    }
                    x = pts[np - 2];
                    y = pts[np - 1];
                    cmds[nc++] = 'C';
                    break;
                case 'Z':
                    cmds[nc++] = 'Z';
                    x = startX;
                    y = startY;
                    break;
                default:
                    throw new IllegalArgumentException("path data: command '" + letter + "' is not supported, at "
                            + (in.pos - 1) + " in '" + d + "'");
            }
        }
        if (nc == 0 || cmds[0] != 'M') {
            throw new IllegalArgumentException("path data must start with a move (M): '" + d + "'");
        }
        return new PathData(Arrays.copyOf(cmds, nc), Arrays.copyOf(pts, np));
    }

    /** Numbers as SVG writes them: signs and a second decimal point also start a new number. */
    private static final class Reader {
        private final String text;
        private int pos;

        Reader(String text) {
            this.text = text;
        }

        /** Skips spaces and commas; false at the end. */
        boolean skipSpace() {
            while (pos < text.length() && (text.charAt(pos) == ' ' || text.charAt(pos) == ','
                    || text.charAt(pos) == '\n' || text.charAt(pos) == '\t' || text.charAt(pos) == '\r')) {
                pos++;
            }
            return pos < text.length();
        }

        double number() {
            skipSpace();
            int start = pos;
            if (pos < text.length() && (text.charAt(pos) == '-' || text.charAt(pos) == '+')) {
                pos++;
            }
            boolean dot = false;
            boolean digits = false;
            while (pos < text.length()) {
                char c = text.charAt(pos);
                if (c >= '0' && c <= '9') {
                    digits = true;
                } else if (c == '.' && !dot) {
                    dot = true;
                } else {
                    break;
                }
                pos++;
            }
            if (!digits) {
                throw new IllegalArgumentException("path data: expected a number at " + start + " in '" + text + "'");
            }
            return SvgNumber.parse(text.substring(start, pos));
        }
    }
}
