package chess.app;

import chess.core.DecimalText;
import chess.pgn.PgnGame;
import chess.pgn.PgnReader;
import chess.pgn.PgnScanner;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The PGN reader's side of a {@link TextPgnDoor}: it keeps the texts being listed (each under a number, so a file's
 * text crosses once, not once per slice) and answers the app's requests as text ({@link PgnDoorText}). The page runs
 * it in its second script, js/pgn-tools.js; a request it cannot answer (an unknown text, a bad number) gets "".
 */
public final class PgnDoorService {
    /** Texts kept at most: the PGN panel's and the library's, and a spare for one the app forgot to close. */
    static final int MAX_TEXTS = 4;

    private final Map<String, PgnScanner> texts = new LinkedHashMap<>();
    private int serial;

    /**
     * One request: "open" text (answers its number), "scan" number chars (answers "1" when done, and the games found
     * so far), "games" number, "read" number game, "outline" number game, "close" number, "first" text.
     */
    public String answer(String action, String a, String b) {
        switch (action) {
            case "open" -> {
                String name = Integer.toString(++serial);
                texts.put(name, new PgnScanner(a));
                if (texts.size() > MAX_TEXTS) {
                    texts.remove(texts.keySet().iterator().next());
                }
                return name;
            }
            case "scan" -> {
                PgnScanner scanner = texts.get(a);
                if (scanner == null) {
                    return "";
                }
                boolean done = scanner.scan(DecimalText.orMinusOne(b, 1_000_000_000));
                return PgnDoorText.fields(done ? "1" : "", Integer.toString(scanner.games().size()));
            }
            case "games" -> {
                PgnScanner scanner = texts.get(a);
                return scanner == null ? "" : PgnDoorText.entries(scanner.games());
            }
            case "read", "outline" -> {
                PgnScanner scanner = texts.get(a);
                int number = DecimalText.orMinusOne(b, 1_000_000_000);
                if (scanner == null || number < 1 || number > scanner.games().size()) {
                    return "";
                }
                PgnGame game = PgnReader.read(scanner.text(), scanner.games().get(number - 1));
                return action.equals("read") ? PgnDoorText.game(game)
                        : PgnDoorText.outline(DirectPgnDoor.outlineOf(game));
            }
            case "close" -> {
                texts.remove(a);
                return "";
            }
            case "first" -> {
                return PgnDoorText.game(PgnReader.read(a));
            }
            default -> {
                return "";
            }
        }
    }
}
