package chess.link;

import chess.pgn.GameTree;
import chess.pgn.MoveNode;

/**
 * A whole analysis in a short, address-safe text (base64url digits): the start position, every move of the main
 * line and the variations, comments, NAGs, comment commands, tags, the result and the move being shown.
 * docs/links.md describes the format bit by bit. {@link #decode} reads any text at all without throwing: what a cut
 * or damaged code still holds is loaded, and the problem says what was lost from which move.
 */
public final class TreeCodec {
    /** Longest game code read; longer ones are refused (the address keeps values up to this length too). */
    public static final int MAX_CODE_CHARS = 100_000;
    /** The most text (tags, comments, command values together) a code may unpack to. */
    public static final int MAX_TEXT_CHARS = 1_000_000;

    private TreeCodec() {
    }

    /**
     * The game code of {@code tree}, showing {@code current} (the start when null or not in the tree). Its length
     * may exceed {@link #MAX_CODE_CHARS} for a huge analysis; the caller decides what to share then.
     */
    public static String encode(GameTree tree, MoveNode current) {
        return TreeEncoder.encode(tree, current);
    }

    /**
     * Does ahead of time the one costly step of the first game code with texts (teaching the text model its primer:
     * about 25-35 ms in the page's JavaScript build), so that it can run while the page is idle instead of inside
     * the first move after a page load. Optional: coding works without it.
     */
    public static void prepare() {
        TextCompressor.prepare();
    }

    /** The game in a code; never throws, whatever the text. */
    public static DecodedGame decode(String code) {
        return decode(code, MAX_CODE_CHARS, MAX_TEXT_CHARS);
    }

    /**
     * The game in a code the app made itself, of any size (the page's PGN reader, a second script, hands its games
     * over as codes: a big analysis makes a code longer than a link may be). Never throws.
     */
    public static DecodedGame decodeWhole(String code) {
        return decode(code, Integer.MAX_VALUE, Integer.MAX_VALUE);
    }

    private static DecodedGame decode(String code, int maxCodeChars, int maxTextChars) {
        try {
            return TreeDecoder.decode(code, maxCodeChars, maxTextChars);
        } catch (RuntimeException e) {
            // A safety net only: every case the tests know of is handled above without an exception.
            GameTree empty = new GameTree();
            return new DecodedGame(empty, empty.root(), "The game code in the link could not be read (an error in"
                    + " this app); nothing was loaded.", false);
        }
    }
}
