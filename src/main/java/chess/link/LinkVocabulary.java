package chess.link;

/**
 * Names a game code writes as small numbers instead of text: common PGN tags and comment commands. The lists are
 * part of the format: changing them needs a new format number, or old links would read differently.
 */
final class LinkVocabulary {
    /** Tag names 0..30; 31 means "another name, spelled out as text". */
    static final String[] TAGS = {
        "Event", "Site", "Date", "Round", "White", "Black", "WhiteElo", "BlackElo", "ECO", "Opening", "Variation",
        "TimeControl", "Termination", "Annotator", "EventDate", "PlyCount", "WhiteTitle", "BlackTitle",
        "WhiteTeam", "BlackTeam", "UTCDate", "UTCTime", "Variant", "WhiteRatingDiff", "BlackRatingDiff",
        "WhiteFideId", "BlackFideId", "Board", "Mode", "Time", "Source",
    };
    static final int TAG_BITS = 5;
    static final int OTHER_TAG = 31;

    /** Comment command names 0..6; 7 means "another name, spelled out as text". */
    static final String[] COMMANDS = {"clk", "eval", "emt", "csl", "cal", "egt", "mct"};
    static final int COMMAND_BITS = 3;
    static final int OTHER_COMMAND = 7;

    /** The results a game code can hold, by their two-bit number. */
    static final String[] RESULTS = {"*", "1-0", "0-1", "1/2-1/2"};

    // Kinds of text (each starts the text model from a context of its own).
    static final int COMMENT_TEXT = 0;
    static final int TAG_NAME_TEXT = 1;
    static final int COMMAND_NAME_TEXT = 2;
    /** The value of tag number t is kind TAG_VALUE_TEXT + t (t = 31 for other tags). */
    static final int TAG_VALUE_TEXT = 3;
    /** The value of command number c is kind COMMAND_VALUE_TEXT + c (c = 7 for other commands). */
    static final int COMMAND_VALUE_TEXT = TAG_VALUE_TEXT + 32;

    private LinkVocabulary() {
    }

    /** The number of a tag name, {@link #OTHER_TAG} when it is not in the list. */
    static int tagNumber(String name) {
        return indexIn(TAGS, name, OTHER_TAG);
    }

    /** The number of a command name, {@link #OTHER_COMMAND} when it is not in the list. */
    static int commandNumber(String name) {
        return indexIn(COMMANDS, name, OTHER_COMMAND);
    }

    /** True for the numbers of csl (3) and cal (4), whose values format 2 may code in bits. */
    static boolean isShapes(int commandNumber) {
        return commandNumber == 3 || commandNumber == 4;
    }

    /** True for cal's number (arrows), false for csl's (circles). */
    static boolean isArrows(int commandNumber) {
        return commandNumber == 4;
    }

    static int resultNumber(String result) {
        return indexIn(RESULTS, result, 0);
    }

    private static int indexIn(String[] names, String name, int otherwise) {
        for (int i = 0; i < names.length; i++) {
            if (names[i].equals(name)) {
                return i;
            }
        }
        return otherwise;
    }
}
