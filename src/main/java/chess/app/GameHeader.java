package chess.app;

import chess.pgn.GameTree;

/**
 * Who played the game on show, where and with what result, from its PGN tags, as the rows above and below the board
 * show them: each player's name with the rating, one line for the event, site, year and round, and the result.
 * PGN's unknown values ("?", "????.??.??") and a missing tag give "", so a game without tags shows nothing.
 */
public final class GameHeader {
    public static final GameHeader NONE = new GameHeader("", "", "", "");

    /** "Carlsen, Magnus (2830)", "Carlsen, Magnus" or "". */
    public final String white;
    public final String black;
    /** "World Championship · London · 2018 · round 12", any of them left out when unknown, or "". */
    public final String event;
    /** "1–0", "0–1", "½–½", or "" while the game goes on or the result is unknown. */
    public final String result;

    private GameHeader(String white, String black, String event, String result) {
        this.white = white;
        this.black = black;
        this.event = event;
        this.result = result;
    }

    /** The header of {@code tree}'s tags and result. */
    public static GameHeader of(GameTree tree) {
        String white = player(tree.tag("White"), tree.tag("WhiteElo"));
        String black = player(tree.tag("Black"), tree.tag("BlackElo"));
        StringBuilder event = new StringBuilder();
        append(event, known(tree.tag("Event")));
        append(event, known(tree.tag("Site")));
        append(event, year(tree.tag("Date")));
        String round = known(tree.tag("Round"));
        append(event, round.isEmpty() ? "" : "round " + round);
        String result = result(tree.result());
        if (white.isEmpty() && black.isEmpty() && event.length() == 0 && result.isEmpty()) {
            return NONE;
        }
        return new GameHeader(white, black, event.toString(), result);
    }

    /** Whether there is anything to show. */
    public boolean isEmpty() {
        return this == NONE;
    }

    /** The name of the player of {@code white} or black. */
    public String player(boolean whiteSide) {
        return whiteSide ? white : black;
    }

    private static String player(String name, String elo) {
        String known = known(name);
        String rating = known(elo);
        if (known.isEmpty()) {
            return "";
        }
        return isDigits(rating) && !rating.equals("0") ? known + " (" + rating + ")" : known;
    }

    /** A tag's value trimmed, or "" when missing or PGN's unknown ("?", "-", "??", "????"). */
    static String known(String value) {
        if (value == null) {
            return "";
        }
        String v = value.trim();
        for (int i = 0; i < v.length(); i++) {
            char c = v.charAt(i);
            if (c != '?' && c != '-') {
                return v;
            }
        }
        return "";
    }

    /** The year of a PGN date ("2018.11.28", "2018.??.??"), or "" when it has none. */
    static String year(String date) {
        String d = known(date);
        if (d.length() < 4 || !isDigits(d.substring(0, 4))) {
            return "";
        }
        return d.substring(0, 4);
    }

    private static String result(String mark) {
        switch (mark) {
            case "1-0":
                return "1\u20130";
            case "0-1":
                return "0\u20131";
            case "1/2-1/2":
                return "\u00bd\u2013\u00bd";
            default:
                return "";
        }
    }

    private static void append(StringBuilder line, String part) {
        if (part.isEmpty()) {
            return;
        }
        if (line.length() > 0) {
            line.append(" \u00b7 ");
        }
        line.append(part);
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
