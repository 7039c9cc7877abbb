package chess.app;

/** One game of a PGN file with several: what the game list shows (missing tags are ""). */
public final class ImportedGame {
    /** 1 for the file's first game. */
    public final int number;
    public final String white;
    public final String black;
    public final String result;
    public final String event;
    public final String date;
    /** The Opening tag, else the ECO code, else "". */
    public final String opening;

    ImportedGame(int number, String white, String black, String result, String event, String date,
            String opening) {
        this.number = number;
        this.white = white;
        this.black = black;
        this.result = result;
        this.event = event;
        this.date = date;
        this.opening = opening;
    }

    /** "12. Carlsen – Nakamura 1-0, Tata Steel 2024.01.20, Sicilian Defense" (parts that are missing left out). */
    public String label() {
        StringBuilder sb = new StringBuilder().append(number).append(". ");
        sb.append(white.isEmpty() ? "?" : white).append(" – ").append(black.isEmpty() ? "?" : black);
        if (!result.isEmpty()) {
            sb.append(' ').append(result);
        }
        String place = (event + " " + date).trim();
        if (!place.isEmpty()) {
            sb.append(", ").append(place);
        }
        if (!opening.isEmpty()) {
            sb.append(", ").append(opening);
        }
        return sb.toString();
    }
}
