package chess.pgn;

/**
 * One game found by {@link PgnScanner}: where its text is and the tags a game list shows. It holds offsets into the
 * scanned text and a few short strings, never a copy of the game; {@link PgnReader#read(String, PgnGameEntry)}
 * reads the moves when they are wanted. A missing tag is null.
 *
 * @param number the game's number in the file, from 1
 * @param start  offset of the game's first character in the text
 * @param end    offset just after its last character (after the result when it has one)
 * @param line   the line of {@code start}, from 1
 * @param column the column of {@code start}, from 1
 */
public record PgnGameEntry(int number, int start, int end, int line, int column, String white, String black,
        String result, String event, String date, String opening, String eco) {
}
