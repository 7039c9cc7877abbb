package chess.image;

/**
 * The board colours of a picture: light and dark squares and the two colours of the last move's squares. The four
 * named sets are the page's board colours (board.css's --light, --dark, --light-hl, --dark-hl); a test holds them
 * equal, so the command line draws what the page shows.
 */
public final class BoardColours {
    public static final BoardColours GREEN = new BoardColours("green", "#eeeed2", "#769656", "#f6f669", "#baca2b");
    public static final BoardColours WOOD = new BoardColours("wood", "#efd9b5", "#b68a62", "#f5e77c", "#d3b651");
    public static final BoardColours BLUE = new BoardColours("blue", "#dfe6ec", "#7b98b2", "#eef08c", "#a8bc72");
    public static final BoardColours GREY = new BoardColours("grey", "#e3e3df", "#9b9c97", "#efe58a", "#c2b85f");
    private static final BoardColours[] NAMED = {GREEN, WOOD, BLUE, GREY};

    public final String name;
    public final String light;
    public final String dark;
    public final String lightHighlight;
    public final String darkHighlight;

    private BoardColours(String name, String light, String dark, String lightHighlight, String darkHighlight) {
        this.name = name;
        this.light = light;
        this.dark = dark;
        this.lightHighlight = lightHighlight;
        this.darkHighlight = darkHighlight;
    }

    /**
     * Colours given as four {@code #rrggbb} values (the page passes the ones its style sheet shows), or null when one
     * is not such a value: only checked colours are written into a picture.
     */
    public static BoardColours of(String light, String dark, String lightHighlight, String darkHighlight) {
        String[] all = {light, dark, lightHighlight, darkHighlight};
        for (String c : all) {
            if (Rgb.parse(c) < 0) {
                return null;
            }
        }
        return new BoardColours("custom", light.toLowerCase(), dark.toLowerCase(), lightHighlight.toLowerCase(),
                darkHighlight.toLowerCase());
    }

    /** The named set ("green", "wood", "blue", "grey"; any case), or null. */
    public static BoardColours named(String name) {
        for (BoardColours c : NAMED) {
            if (c.name.equalsIgnoreCase(name)) {
                return c;
            }
        }
        return null;
    }

    /** The names of the sets, for messages: "green, wood, blue, grey". */
    public static String names() {
        StringBuilder sb = new StringBuilder();
        for (BoardColours c : NAMED) {
            sb.append(sb.length() == 0 ? "" : ", ").append(c.name);
        }
        return sb.toString();
    }
}
