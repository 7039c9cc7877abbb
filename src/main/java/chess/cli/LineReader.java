package chess.cli;

import java.io.IOException;
import java.io.Reader;

/**
 * Reads lines ended by {@code \n} or {@code \r\n} only. {@link java.io.BufferedReader#readLine} also ends a line at
 * a lone {@code \r}, so one input line with a stray carriage return inside got two answers; here that
 * {@code \r} stays in the line, a bad character for whoever checks it.
 */
final class LineReader {
    private final Reader in;
    private final char[] buffer = new char[8192];
    private int position;
    private int limit;

    LineReader(Reader in) {
        this.in = in;
    }

    /** The next line without its {@code \n} or {@code \r\n}, or null at the end of the input. */
    String readLine() throws IOException {
        StringBuilder line = null;
        while (true) {
            if (position == limit) {
                limit = in.read(buffer, 0, buffer.length);
                position = 0;
                if (limit <= 0) {
                    limit = 0;
                    return line == null ? null : line.toString(); // the last line, without a line end
                }
            }
            if (line == null) {
                line = new StringBuilder();
            }
            int start = position;
            while (position < limit && buffer[position] != '\n') {
                position++;
            }
            line.append(buffer, start, position - start);
            if (position < limit) {
                position++; // the \n
                int length = line.length();
                if (length > 0 && line.charAt(length - 1) == '\r') {
                    line.setLength(length - 1);
                }
                return line.toString();
            }
        }
    }
}
