package chess.pgn;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * Splits a PGN text into games and reads the tags a game list shows, without reading any move, in slices: each
 * {@link #scan} call looks at a bounded number of characters and returns, so a page can scan a large file between
 * frames. One pass over the characters; nothing is copied but the few tag values kept.
 *
 * <p>A game starts at its first tag pair or, for a game without tags, at its first movetext token (or at a comment
 * just before it). It ends after its result at the top level (outside comments and variations), or where a tag pair
 * starts a line after its moves began (a game without a result), or at the end of the text. A {@code {} comment
 * that is never closed ends at the next line that is a whole tag pair, so one missing brace costs one game, not the
 * rest of the file. {@code ;} comments and {@code %} lines are skipped. Whether the moves are correct is
 * {@link PgnReader}'s business.
 *
 * <p>It does not share {@link GameReader}'s tokens (one lexer with a visitor for each thing to build, as python-chess
 * reads PGN): a scan must stop after any number of characters and go on at the next call, even inside a comment of
 * any length, so it is a state machine over characters, while the reader takes whole tokens (a move and its
 * {@code !?}, a NAG, a move number) from one game's text. And a result ends a game here only as a word of its own
 * ({@code Nf3*} is one word, for the reader a move and a result), so one lexer would move the ends of games. The rules
 * they share are in {@link PgnSyntax} (line ends, results) and {@link TagPair} (tag pairs, and the tag line that ends
 * an unclosed comment).
 */
public final class PgnScanner {
    private static final int NORMAL = 0;
    private static final int BRACE_COMMENT = 1;
    /** A ';' comment or a '%' line: up to the end of the line. */
    private static final int REST_OF_LINE = 2;
    /** Inside a movetext token (a move, number, NAG or result). */
    private static final int TOKEN = 3;

    private final String text;
    private final int length;
    private final List<PgnGameEntry> games = new ArrayList<>();

    private int pos;
    private int state = NORMAL;
    private int line = 1;
    private int lineStart;
    /** Nothing but blanks so far on the current line. */
    private boolean lineBlank = true;
    private int tokenStart;

    private boolean inGame;
    private boolean sawMoves;
    private int depth;
    private int gameStart;
    private int gameLine;
    private int gameColumn;
    /** A comment seen between games, which starts the next game if that one has no tags; -1 when none. */
    private int looseCommentStart = -1;
    private int looseCommentLine;
    private int looseCommentColumn;

    private String white;
    private String black;
    private String result;
    private String event;
    private String date;
    private String opening;
    private String eco;

    public PgnScanner(String text) {
        this.text = text == null ? "" : text;
        this.length = this.text.length();
        if (length > 0 && this.text.charAt(0) == '\uFEFF') {
            pos = 1; // a byte order mark is not part of the first line: columns and '%' lines count after it
            lineStart = 1;
        }
    }

    /** The text being scanned. */
    public String text() {
        return text;
    }

    /** Characters looked at so far: progress is {@code position() / text().length()}. */
    public int position() {
        return pos;
    }

    public boolean done() {
        return pos >= length && !inGame && state == NORMAL;
    }

    /** The games found so far, in order; a game appears once its end has been seen. */
    public List<PgnGameEntry> games() {
        return Collections.unmodifiableList(games);
    }

    /** Scans the whole text; returns the games. */
    public List<PgnGameEntry> scanAll() {
        while (!scan(Integer.MAX_VALUE)) {
            // each call goes to the end of the text; the loop is only for form
        }
        return games();
    }

    /**
     * Looks at about {@code maxChars} more characters (a tag pair is always read whole, so a slice can run up to
     * {@link TagPair#MAX_LENGTH} longer). Returns true when the whole text is scanned.
     */
    public boolean scan(int maxChars) {
        int limit = maxChars >= length - pos ? length : pos + Math.max(1, maxChars);
        int i = pos;
        while (i < limit) {
            char c = text.charAt(i);
            if (state == BRACE_COMMENT) {
                if (c == '}') {
                    state = NORMAL;
                    lineBlank = false;
                } else if (PgnSyntax.isLineEnd(text, i)) {
                    newLine(i);
                    if (TagPair.isTagLine(text, lineStart, length)) {
                        state = NORMAL; // an unclosed comment: the tag line after it is read as a tag
                    }
                }
                i++;
            } else if (state == TOKEN) {
                if (c <= ' ' || c == '{' || c == '(' || c == ')' || c == ';' || c == '\u00A0') {
                    endToken(i);
                    state = NORMAL; // the delimiter is looked at again
                } else {
                    i++;
                }
            } else if (state == REST_OF_LINE) {
                if (PgnSyntax.isLineEnd(text, i)) {
                    state = NORMAL; // the line end is counted there
                } else {
                    i++;
                }
            } else {
                i = normal(c, i);
            }
        }
        pos = i;
        if (pos >= length) {
            if (state == TOKEN) {
                endToken(length);
            }
            state = NORMAL;
            if (inGame) {
                endGame(length);
            }
            return true;
        }
        return false;
    }

    /** One character outside comments and tokens; returns the next offset to look at. */
    private int normal(char c, int i) {
        if (PgnSyntax.isLineEnd(text, i)) {
            newLine(i);
            return i + 1;
        }
        if (c <= ' ' || c == '\u00A0' || c == '\uFEFF') {
            return i + 1;
        }
        if (c == '%' && i == lineStart) {
            state = REST_OF_LINE;
            return i + 1;
        }
        boolean firstOnLine = lineBlank;
        lineBlank = false;
        switch (c) {
            case '[':
                return tag(i, firstOnLine);
            case '{':
                if (!inGame && looseCommentStart < 0) {
                    looseCommentStart = i;
                    looseCommentLine = line;
                    looseCommentColumn = i - lineStart + 1;
                }
                state = BRACE_COMMENT;
                return i + 1;
            case ';':
                state = REST_OF_LINE;
                return i + 1;
            default:
                break;
        }
        if (!inGame) {
            if (looseCommentStart >= 0) {
                startGame(looseCommentStart, looseCommentLine, looseCommentColumn);
            } else {
                startGame(i, line, i - lineStart + 1);
            }
        }
        sawMoves = true;
        if (c == '(') {
            depth++;
        } else if (c == ')') {
            depth = Math.max(0, depth - 1);
        } else {
            state = TOKEN;
            tokenStart = i;
        }
        return i + 1;
    }

    /** A '[' at {@code i}: a tag of this game, the first tag of the next one, or stray text in the moves. */
    private int tag(int i, boolean firstOnLine) {
        if (inGame && sawMoves) {
            if (!firstOnLine) {
                state = TOKEN; // not a tag: the reader will say what is wrong with it
                tokenStart = i;
                return i + 1;
            }
            endGame(i);
        }
        if (!inGame) {
            startGame(i, line, i - lineStart + 1);
        }
        TagPair tag = TagPair.parse(text, i, length);
        if (!tag.ok()) {
            state = REST_OF_LINE; // a broken tag line; the reader reports it
            return i + 1;
        }
        keep(tag);
        return tag.end;
    }

    private void keep(TagPair tag) {
        switch (tag.name) {
            case "White": white = tag.value; break;
            case "Black": black = tag.value; break;
            case "Result": result = tag.value; break;
            case "Event": event = tag.value; break;
            case "Date": date = tag.value; break;
            case "Opening": opening = tag.value; break;
            case "ECO": eco = tag.value; break;
            default: break;
        }
    }

    /** A movetext token ends at {@code end}: a result at the top level ends the game. */
    private void endToken(int end) {
        if (depth == 0 && PgnSyntax.isResult(text, tokenStart, end)) {
            endGame(end);
        }
    }

    private void startGame(int start, int startLine, int startColumn) {
        inGame = true;
        sawMoves = false;
        depth = 0;
        gameStart = start;
        gameLine = startLine;
        gameColumn = startColumn;
        looseCommentStart = -1;
    }

    private void endGame(int end) {
        games.add(new PgnGameEntry(games.size() + 1, gameStart, end, gameLine, gameColumn, white, black, result,
                event, date, opening, eco));
        inGame = false;
        sawMoves = false;
        depth = 0;
        white = null;
        black = null;
        result = null;
        event = null;
        date = null;
        opening = null;
        eco = null;
    }

    private void newLine(int i) {
        line++;
        lineStart = i + 1;
        lineBlank = true;
    }
}
