package chess.app;

import chess.core.DecimalText;
import chess.pgn.PgnGame;
import chess.pgn.PgnGameEntry;
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

    private final Map<String, Listing> texts = new LinkedHashMap<>();
    /** Pieces of a long text handed over ahead of its "open" ("stage"), or null. */
    private StringBuilder staged;
    private int serial;

    /** A text being listed, and how many of its games the app has been sent. */
    private static final class Listing {
        final PgnScanner scanner;
        int sent;

        Listing(String text) {
            scanner = new PgnScanner(text);
        }
    }

    /**
     * One request: "stage" piece ("first" for a text's first piece: a piece of a long text to open next), "open"
     * text, or "open" "" "staged" for the staged pieces (answers the text's number), "scan" number chars (answers "1"
     * when done, the games found so far and the games found since the last scan), "read" number game, "outline"
     * number game, "text" number game (the game's own text), "close" number, "first" text.
     */
    public String answer(String action, String a, String b) {
        switch (action) {
            case "stage" -> {
                if (staged == null || "first".equals(b)) { // a staging left unfinished (an import cancelled) goes
                    staged = new StringBuilder();
                }
                staged.append(a);
                return "";
            }
            case "open" -> {
                String text = a;
                if ("staged".equals(b)) {
                    text = staged == null ? "" : staged.toString();
                    staged = null;
                }
                String name = Integer.toString(++serial);
                texts.put(name, new Listing(text));
                if (texts.size() > MAX_TEXTS) {
                    texts.remove(texts.keySet().iterator().next());
                }
                return name;
            }
            case "scan" -> {
                Listing listing = texts.get(a);
                if (listing == null) {
                    return "";
                }
                PgnScanner scanner = listing.scanner;
                boolean done = scanner.scan(DecimalText.orMinusOne(b, 1_000_000_000));
                int found = scanner.games().size();
                // The games found in this slice go with its answer: a file's list then crosses a few at a time.
                String games = PgnDoorText.entries(scanner.games().subList(listing.sent, found));
                listing.sent = found;
                return PgnDoorText.fields(done ? "1" : "", Integer.toString(found)) + games;
            }
            case "read", "outline", "text" -> {
                Listing listing = texts.get(a);
                int number = DecimalText.orMinusOne(b, 1_000_000_000);
                if (listing == null || number < 1 || number > listing.scanner.games().size()) {
                    return "";
                }
                PgnScanner scanner = listing.scanner;
                PgnGameEntry entry = scanner.games().get(number - 1);
                if (action.equals("text")) {
                    return scanner.text().substring(entry.start(), entry.end());
                }
                PgnGame game = PgnReader.read(scanner.text(), entry);
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
