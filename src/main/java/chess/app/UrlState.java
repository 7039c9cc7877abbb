package chess.app;

import chess.core.HexDigit;
import chess.link.TreeCodec;
import chess.pgn.GameTree;
import chess.pgn.MoveNode;

/**
 * What the page's address says: a whole game with its analysis ({@code g=}, a {@link TreeCodec} game code, or
 * {@code pgn=}, PGN text), a position ({@code fen=}), the orientation ({@code flip=1}) and a game against the
 * engine ({@code play=white|black|watch|both}, {@code level=1..10}), read from the fragment ({@code #fen=...}) or
 * the query ({@code ?fen=...}); the fragment wins when both have them. A bad play or level value is reported in
 * {@link #problem()} and the default is used. Values are
 * percent-decoded with {@code +} as a space; the FEN text itself is returned as written (with {@code _} or spaces
 * between fields) for {@code Fen.parseLenient} to normalise, the game code and the PGN text for their readers.
 * Pure Java, so it is tested on the JVM.
 */
public final class UrlState {
    /** Longest parameter value kept; a longer one is cut (no FEN is near this long). */
    static final int MAX_VALUE = 1000;
    /** Longest game code or PGN text kept ({@code g=}, {@code pgn=}); a longer one is cut. */
    static final int MAX_GAME_VALUE = TreeCodec.MAX_CODE_CHARS;

    /** Level used when the address names none (or a bad one). */
    public static final int DEFAULT_LEVEL = 3;

    private final String base;
    private final String query;
    private final String fen;
    private final String game;
    private final String pgn;
    private final String editor;
    private final boolean flipped;
    private final PlayMode play;
    private final int level;
    private final String problem;

    private UrlState(String base, String query, String fen, String game, String pgn, String editor, boolean flipped,
            PlayMode play, int level, String problem) {
        this.editor = editor;
        this.base = base;
        this.query = query;
        this.fen = fen;
        this.game = game;
        this.pgn = pgn;
        this.flipped = flipped;
        this.play = play;
        this.level = level;
        this.problem = problem;
    }

    /** Reads an absolute or relative address; null reads as an empty one. Never throws. */
    public static UrlState parse(String href) {
        AddressParams params = new AddressParams(href);
        String fen = params.value("fen");
        String game = params.game();
        String pgn = params.pgn();
        String editor = params.value("editor");
        boolean flipped = params.flipped();

        StringBuilder problems = new StringBuilder();
        String playText = params.value("play");
        PlayMode play = PlayMode.HUMANS;
        if (playText != null) {
            PlayMode named = PlayMode.byId(playText.trim().toLowerCase());
            if (named == null) {
                problems.append("The link's play='").append(shortened(playText))
                        .append("' is not white, black, watch or both; two players it is.");
            } else {
                play = named;
            }
        }
        String levelText = params.value("level");
        int level = DEFAULT_LEVEL;
        if (levelText != null) {
            int n = AddressNumber.inRange(levelText.trim(), SkillLevel.MIN, SkillLevel.MAX, -1);
            if (n < 0) {
                if (problems.length() > 0) {
                    problems.append(' ');
                }
                problems.append("The link's level='").append(shortened(levelText))
                        .append("' is not a level from ").append(SkillLevel.MIN).append(" to ")
                        .append(SkillLevel.MAX).append("; level ").append(DEFAULT_LEVEL).append(" it is.");
            } else {
                level = n;
            }
        }
        return new UrlState(params.base(), withoutParams(params.query(), "fen", "g", "pgn", "editor", "flip", "play", "level"), fen,
                game, pgn, editor, flipped, play, level, problems.toString());
    }

    private static String shortened(String text) {
        return text.length() > 20 ? text.substring(0, 20) + "…" : text;
    }

    /** Who plays: {@link PlayMode#HUMANS} unless the address says otherwise. */
    public PlayMode play() {
        return play;
    }

    /** The engine's level 1..10 ({@link #DEFAULT_LEVEL} when not given or bad). */
    public int level() {
        return level;
    }

    /** What was wrong with the play or level values (defaults used), or "" when nothing. */
    public String problem() {
        return problem;
    }

    /** The address up to (not including) the query: scheme, host and path. */
    public String base() {
        return base;
    }

    /**
     * The query without the parameters this class reads ({@code fen}, {@code g}, {@code pgn}, {@code editor}, {@code flip},
     * {@code play}, {@code level}) and without the {@code ?}; may be empty.
     */
    public String otherQuery() {
        return query;
    }

    /** The FEN text from the address, decoded, or null when there is none. */
    public String fen() {
        return fen;
    }

    /**
     * The game code from the address ({@code g=}), for {@link TreeCodec#decode}, or null when there is none. Cut at
     * {@link #MAX_GAME_VALUE} characters (the decoder then reports the code as cut short).
     */
    public String game() {
        return game;
    }

    /** The PGN text from the address ({@code pgn=}, percent-decoded), or null when there is none. */
    public String pgn() {
        return pgn;
    }

    /** The board editor's FEN from the address ({@code editor=}, decoded; may be empty), or null when there is none. */
    public String editor() {
        return editor;
    }

    /** True when the address asks for black at the bottom. */
    public boolean flipped() {
        return flipped;
    }

    /**
     * The shareable address of a position: this page (keeping unrelated query parameters such as
     * {@code build=js}) with {@code #fen=<FEN, spaces as _>} and {@code &flip=1} when flipped.
     */
    public String addressOf(String fen, boolean flip) {
        return addressOf(fen, flip, PlayMode.HUMANS, DEFAULT_LEVEL);
    }

    /**
     * The shareable address of a position and a game against the engine: as {@link #addressOf(String, boolean)},
     * plus {@code &play=white&level=3} unless two people play.
     */
    public String addressOf(String fen, boolean flip, PlayMode play, int level) {
        return withSettings("#fen=" + fenForUrl(fen), flip, play, level);
    }

    /**
     * The shareable address of a whole game with its analysis: this page with {@code #g=<game code>} (the tree and
     * the move shown, see {@link TreeCodec}), then the settings as in {@link #addressOf(String, boolean, PlayMode,
     * int)}. The code may be longer than {@link #MAX_GAME_VALUE} for a huge analysis; such an address is read back
     * cut short.
     */
    public String addressOf(GameTree tree, MoveNode current, boolean flip, PlayMode play, int level) {
        return withSettings("#g=" + TreeCodec.encode(tree, current), flip, play, level);
    }

    /** The address of the board editor on a position: {@code #editor=<FEN>}, and {@code &flip=1} when flipped. */
    public String editorAddressOf(String fen, boolean flip) {
        return withSettings("#editor=" + fenForUrl(fen), flip, PlayMode.HUMANS, DEFAULT_LEVEL);
    }

    private String withSettings(String fragmentStart, boolean flip, PlayMode play, int level) {
        StringBuilder sb = new StringBuilder(base);
        if (!query.isEmpty()) {
            sb.append('?').append(query);
        }
        sb.append(fragmentStart);
        if (flip) {
            sb.append("&flip=1");
        }
        if (play != PlayMode.HUMANS) {
            sb.append("&play=").append(play.id).append("&level=").append(level);
        } else if (level != DEFAULT_LEVEL) { // a level chosen for later games is kept too
            sb.append("&level=").append(level);
        }
        return sb.toString();
    }

    /** A FEN as written in the fragment: spaces become {@code _}; characters outside the FEN set are escaped. */
    static String fenForUrl(String fen) {
        StringBuilder sb = new StringBuilder(fen.length());
        for (int i = 0; i < fen.length(); i++) {
            char c = fen.charAt(i);
            if (c == ' ') {
                sb.append('_');
            } else if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')
                    || c == '/' || c == '-' || c == '_' || c == '.') {
                sb.append(c);
            } else {
                int codePoint = fen.codePointAt(i);
                i += Character.charCount(codePoint) - 1;
                for (int b : Utf8.encode(codePoint)) {
                    sb.append('%').append(HEX.charAt(b >> 4)).append(HEX.charAt(b & 15));
                }
            }
        }
        return sb.toString();
    }

    private static final String HEX = "0123456789ABCDEF";

    /** The decoded value of the first {@code name=} parameter in an {@code a=1&b=2} list, or null. */
    static String param(String list, String name) {
        return param(list, name, MAX_VALUE);
    }

    /** As {@link #param(String, String)}, the value cut at {@code max} characters. */
    static String param(String list, String name, int max) {
        int start = 0;
        while (start <= list.length()) {
            int end = list.indexOf('&', start);
            if (end < 0) {
                end = list.length();
            }
            int eq = list.indexOf('=', start);
            String key = eq >= 0 && eq < end ? list.substring(start, eq) : list.substring(start, end);
            if (decode(key).equals(name)) {
                String value = eq >= 0 && eq < end ? list.substring(eq + 1, end) : "";
                return decode(value, max);
            }
            start = end + 1;
        }
        return null;
    }

    /** The list without the named parameters, other parameters kept as written. */
    static String withoutParams(String list, String... names) {
        StringBuilder sb = new StringBuilder();
        int start = 0;
        while (start < list.length()) {
            int end = list.indexOf('&', start);
            if (end < 0) {
                end = list.length();
            }
            String item = list.substring(start, end);
            int eq = item.indexOf('=');
            String key = decode(eq < 0 ? item : item.substring(0, eq));
            boolean drop = item.isEmpty();
            for (String name : names) {
                drop |= key.equals(name);
            }
            if (!drop) {
                if (sb.length() > 0) {
                    sb.append('&');
                }
                sb.append(item);
            }
            start = end + 1;
        }
        return sb.toString();
    }

    /**
     * Percent-decoding as UTF-8 with {@code +} as a space. A {@code %} not followed by two hex digits stays as it
     * is; bytes that are not valid UTF-8 become U+FFFD. The result is cut at {@link #MAX_VALUE} characters.
     */
    static String decode(String text) {
        return decode(text, MAX_VALUE);
    }

    /** As {@link #decode(String)}, the result cut at {@code max} characters. */
    static String decode(String text, int max) {
        int limit = Math.min(text.length(), max * 3);
        int[] bytes = new int[limit * 4];
        int count = 0;
        for (int i = 0; i < limit; i++) {
            char c = text.charAt(i);
            if (c == '+') {
                bytes[count++] = ' ';
            } else if (c == '%' && i + 2 < text.length() && HexDigit.value(text.charAt(i + 1)) >= 0
                    && HexDigit.value(text.charAt(i + 2)) >= 0) {
                bytes[count++] = HexDigit.value(text.charAt(i + 1)) * 16 + HexDigit.value(text.charAt(i + 2));
                i += 2;
            } else {
                int codePoint = text.codePointAt(i);
                i += Character.charCount(codePoint) - 1;
                for (int b : Utf8.encode(codePoint)) {
                    bytes[count++] = b;
                }
            }
        }
        String decoded = Utf8.decode(bytes, count);
        return decoded.length() > max ? decoded.substring(0, max) : decoded;
    }
}
