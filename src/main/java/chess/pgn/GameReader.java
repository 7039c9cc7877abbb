package chess.pgn;

import chess.core.Board;
import chess.core.Fen;
import chess.core.MoveParseException;
import chess.core.San;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads one game's text (tag pairs, then movetext) into a {@link GameTree}, replaying the moves on one board.
 * Variations use an explicit stack, never Java recursion: opening one takes back the move it replaces, closing it
 * takes back the variation's moves and plays that move again, so the work stays linear however deep the nesting.
 * The first fatal problem stops the reading; the tree keeps every move read before it. {@link PgnScanner} has
 * found the game's text (why the two do not share one lexer is said there).
 */
final class GameReader {
    /** Most moves (main line and variations) read for one game: far above any real game, below memory trouble. */
    static final int MAX_MOVES = 200_000;
    /** Longest move text passed on to the SAN parser; real SAN is under 12 characters. */
    private static final int MAX_MOVE_TEXT = 41;

    /** An open variation: the move it replaces and where the board stood before that move. */
    private static final class Frame {
        final MoveNode replaced;
        final int ply;
        final int line;
        final int column;

        Frame(MoveNode replaced, int ply, int line, int column) {
            this.replaced = replaced;
            this.ply = ply;
            this.line = line;
            this.column = column;
        }
    }

    private final String text;
    private final int end;
    private final ProblemLog log;
    private final TagSection tags = new TagSection();
    private final CommentCollector comments = new CommentCollector();
    private final List<Frame> frames = new ArrayList<>();

    private int pos;
    private int line;
    /** Offset of the current line's first character (before {@code start} on a game's first line). */
    private int lineStart;

    private GameTree tree;
    private Board board;
    /** The move after which the next move goes (the root before the first). */
    private MoveNode current;
    /** No move yet in the current variation: a comment here is said before its first move. */
    private boolean atVariationStart;
    /** A null move was met in this line: the rest of it cannot be replayed and is passed over. */
    private boolean skipping;
    private boolean commentCutNoted;
    private String resultMark;
    private int moves;

    private GameReader(String text, int start, int end, int line, int column, int game) {
        this.text = text;
        this.end = end;
        this.pos = start;
        this.line = line;
        this.lineStart = start - (column - 1);
        this.log = new ProblemLog(game);
    }

    static PgnGame read(String text, PgnGameEntry entry) {
        GameReader reader = new GameReader(text, entry.start(), Math.min(entry.end(), text.length()), entry.line(),
                entry.column(), entry.number());
        reader.run();
        return new PgnGame(entry, reader.tree, reader.log.problems(), reader.log.failed());
    }

    private void run() {
        while (!log.failed() && resultMark == null && skipBlanks()) {
            token(text.charAt(pos));
        }
        finish();
    }

    private void token(char c) {
        if (c == '%' && pos == lineStart) {
            skipToLineEnd();
        } else if (c == '{') {
            braceComment();
        } else if (c == ';') {
            int from = ++pos;
            skipToLineEnd();
            addComment(from, pos, line, column(from - 1));
        } else if (c == '[') {
            tagPair();
        } else if (c == '(') {
            openVariation();
        } else if (c == ')') {
            closeVariation();
        } else if (c == '$') {
            nag();
        } else if (c == '!' || c == '?') {
            glyph();
        } else if (c == '*') {
            result(pos, pos + 1);
        } else if (c == '.') {
            while (pos < end && text.charAt(pos) == '.') {
                pos++; // the "..." of "1. ... e5", or stray dots
            }
        } else if (c >= '0' && c <= '9') {
            number();
        } else if (c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c == '-') {
            move(pos);
        } else {
            fatal(pos, "unexpected character " + describe(c) + " in the moves");
        }
    }

    // ---- tags -------------------------------------------------------------------------------------------------

    private void tagPair() {
        if (tree != null) {
            fatal(pos, "a tag pair cannot come after the moves have started");
            return;
        }
        TagPair tag = TagPair.parse(text, pos, end);
        if (!tag.ok()) {
            fatal(tag.end, tag.error);
            return;
        }
        tags.add(tag, line, column(pos), column(tag.valueOffset), log);
        pos = tag.end;
    }

    /** The tree is made at the first movetext token, when every tag (the FEN above all) is known. */
    private boolean ensureTree() {
        if (tree == null) {
            tree = tags.build(log);
            board = tree.startBoard();
            current = tree.root();
        }
        return !log.failed();
    }

    // ---- comments ---------------------------------------------------------------------------------------------

    private void braceComment() {
        int openLine = line;
        int openColumn = column(pos);
        int from = ++pos;
        while (pos < end) {
            char c = text.charAt(pos);
            if (c == '}') {
                addComment(from, pos, openLine, openColumn);
                pos++;
                return;
            }
            if (PgnSyntax.isLineEnd(text, pos)) {
                newLine();
                if (TagPair.isTagLine(text, pos, end)) {
                    break; // an unclosed comment: the tag line is the next game's
                }
            } else {
                pos++;
            }
        }
        log.fatal(openLine, openColumn, "this comment has no closing '}'");
    }

    /** Adds the comment text {@code [from, to)}, which starts at {@code atLine}, {@code atColumn}. */
    private void addComment(int from, int to, int atLine, int atColumn) {
        if (skipping) {
            return;
        }
        if (!comments.add(text, from, to) && !commentCutNoted) {
            commentCutNoted = true;
            log.note(atLine, atColumn, "the comments here are longer than " + CommentCollector.MAX_LENGTH
                    + " characters; they are cut there");
        }
        for (String note : comments.takeNotes()) {
            log.note(atLine, atColumn, note);
        }
    }

    /** Comments gathered since the last move belong after it (the root's: before the first move). */
    private void commentsToCurrent() {
        if (!comments.isEmpty()) {
            comments.moveTo(current, false);
        }
    }

    // ---- moves ------------------------------------------------------------------------------------------------

    private void number() {
        int start = pos;
        while (pos < end && isDigit(text.charAt(pos))) {
            pos++;
        }
        if (pos < end && (text.charAt(pos) == '-' || text.charAt(pos) == '/')) {
            int stop = moveTextEnd(start);
            if (PgnSyntax.isResult(text, start, stop)) {
                result(start, stop);
            } else {
                move(start); // castling written with zeros, or a slip the SAN parser names
            }
            return;
        }
        while (pos < end && text.charAt(pos) == '.') {
            pos++; // a move number; its value is not checked
        }
    }

    private void move(int start) {
        int sanEnd = moveTextEnd(start);
        int glyphEnd = sanEnd;
        while (glyphEnd < end && (text.charAt(glyphEnd) == '!' || text.charAt(glyphEnd) == '?')) {
            glyphEnd++;
        }
        pos = glyphEnd;
        String san = text.substring(start, Math.min(sanEnd, start + MAX_MOVE_TEXT));
        if (san.equals("e.p.") || !ensureTree() || skipping) {
            return;
        }
        if (san.equals("--") || san.equals("Z0")) {
            skipping = true;
            note(start, "a null move (" + san + ") cannot be replayed; the rest of this line is left out");
            return;
        }
        if (moves >= MAX_MOVES) {
            fatal(start, "a game may hold at most " + MAX_MOVES + " moves");
            return;
        }
        int move;
        try {
            move = San.parse(board, san);
        } catch (MoveParseException e) {
            fatal(start, MoveErrors.describe(board, san, e));
            return;
        }
        boolean before = atVariationStart;
        if (!before) {
            commentsToCurrent();
        }
        MoveNode node = tree.playKnownLegal(current, board, move);
        board.make(move);
        current = node;
        atVariationStart = false;
        moves++;
        if (before && !comments.isEmpty()) {
            comments.moveTo(node, true);
        }
        if (glyphEnd > sanEnd) {
            annotate(sanEnd, Nag.ofSuffix(text.substring(sanEnd, glyphEnd)), text.substring(sanEnd, glyphEnd));
        }
    }

    /** The end of the move text at {@code start}: letters, digits and the marks SAN may hold. */
    private int moveTextEnd(int start) {
        int i = start;
        while (i < end) {
            char c = text.charAt(i);
            if (c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || isDigit(c) || c == '-' || c == '=' || c == '+'
                    || c == '#' || c == ':' || c == '.' || c == '/') {
                i++;
            } else {
                break;
            }
        }
        return i;
    }

    // ---- annotations ------------------------------------------------------------------------------------------

    private void nag() {
        int start = pos++;
        int value = 0;
        while (pos < end && isDigit(text.charAt(pos))) {
            value = Math.min(value * 10 + text.charAt(pos) - '0', 100_000);
            pos++;
        }
        if (!ensureTree() || skipping) {
            return;
        }
        if (pos == start + 1) {
            note(start, "'$' is not followed by a number; a NAG is $1 to $" + Nag.MAX);
        } else if (value < 1 || value > Nag.MAX) {
            note(start, text.substring(start, Math.min(pos, start + 12)) + " is not a NAG ($1 to $" + Nag.MAX
                    + "); it is left out");
        } else {
            annotate(start, value, text.substring(start, pos));
        }
    }

    private void glyph() {
        int start = pos;
        while (pos < end && (text.charAt(pos) == '!' || text.charAt(pos) == '?')) {
            pos++;
        }
        if (ensureTree() && !skipping) {
            String glyph = text.substring(start, Math.min(pos, start + 12));
            annotate(start, Nag.ofSuffix(glyph), glyph);
        }
    }

    private void annotate(int at, int nag, String written) {
        if (nag == 0) {
            note(at, "'" + written + "' is not an annotation (! ? !! ?? !? ?!); it is left out");
        } else if (current.isRoot() || atVariationStart) {
            note(at, "the annotation " + written + " does not follow a move; it is left out");
        } else {
            current.addNag(nag);
        }
    }

    // ---- variations -------------------------------------------------------------------------------------------

    private void openVariation() {
        int at = pos++;
        if (!ensureTree()) {
            return;
        }
        if (skipping) {
            frames.add(new Frame(null, -1, line, column(at)));
            return;
        }
        if (current.isRoot() || atVariationStart) {
            fatal(at, "a variation must follow the move it replaces");
            return;
        }
        commentsToCurrent();
        frames.add(new Frame(current, board.ply() - 1, line, column(at)));
        board.unmake();
        current = current.parent();
        atVariationStart = true;
    }

    private void closeVariation() {
        int at = pos++;
        if (!ensureTree()) {
            return;
        }
        if (frames.isEmpty()) {
            fatal(at, "')' closes no variation");
            return;
        }
        Frame frame = frames.remove(frames.size() - 1);
        if (frame.replaced == null) {
            return; // a variation inside a line left out after a null move
        }
        if (atVariationStart) {
            log.note(frame.line, frame.column, "an empty variation is left out");
            comments.clear();
        } else {
            commentsToCurrent();
        }
        while (board.ply() > frame.ply) {
            board.unmake();
        }
        board.make(frame.replaced.move());
        current = frame.replaced;
        atVariationStart = false;
        skipping = false;
    }

    // ---- the end ----------------------------------------------------------------------------------------------

    private void result(int start, int stop) {
        pos = stop;
        if (!ensureTree()) {
            return;
        }
        if (frames.isEmpty()) {
            resultMark = text.substring(start, stop);
        } else {
            note(start, "a result inside a variation is left out");
        }
    }

    private void finish() {
        if (tree == null) {
            tree = tags.build(log); // a game of tags only, or one that failed in its tags
            current = tree.root();
        }
        if (!log.failed() && !frames.isEmpty()) {
            Frame first = frames.get(0);
            log.fatal(first.line, first.column, frames.size() == 1 ? "this variation has no closing ')'"
                    : "this variation has no closing ')' (" + frames.size() + " variations are left open)");
        }
        if (!atVariationStart) {
            commentsToCurrent();
        }
        String tagResult = tags.result();
        int[] tagPlace = tags.resultPlace();
        boolean tagReadable = tagResult != null && PgnSyntax.isResult(tagResult, 0, tagResult.length());
        if (resultMark != null) {
            // "*" says only that the result is unknown, so a tag that knows it wins; two definite results that
            // differ leave the movetext's.
            String kept = tagReadable && resultMark.equals("*") ? tagResult : resultMark;
            tree.setResult(kept);
            if (tagReadable && !tagResult.equals(resultMark)) {
                log.note(tagPlace[0], tagPlace[1], "the Result tag says " + tagResult + " but the moves end with "
                        + resultMark + "; " + kept + " is kept");
            }
        } else if (tagReadable) {
            tree.setResult(tagResult);
        }
        if (tagResult != null && !tagReadable) {
            log.note(tagPlace[0], tagPlace[1], "the Result tag '" + tagResult
                    + "' is not 1-0, 0-1, 1/2-1/2 or *; it is left out");
        }
    }

    // ---- characters and places --------------------------------------------------------------------------------

    /** Skips blanks and counts lines; false at the end of the game's text. */
    private boolean skipBlanks() {
        while (pos < end) {
            char c = text.charAt(pos);
            if (PgnSyntax.isLineEnd(text, pos)) {
                newLine();
            } else if (CommentCollector.isBlank(c) || c == '\uFEFF') {
                pos++;
            } else {
                return true;
            }
        }
        return false;
    }

    private void skipToLineEnd() {
        while (pos < end && text.charAt(pos) != '\n' && text.charAt(pos) != '\r') {
            pos++;
        }
    }

    /** Steps over the line end at {@code pos}. */
    private void newLine() {
        pos++;
        line++;
        lineStart = pos;
    }

    private int column(int offset) {
        return offset - lineStart + 1;
    }

    private static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
    }

    private void note(int offset, String message) {
        log.note(line, column(offset), message);
    }

    private void fatal(int offset, String message) {
        log.fatal(line, column(offset), message);
    }

    private static String describe(char c) {
        if (c > ' ' && c < 0x7f) {
            return "'" + c + "'";
        }
        String hex = Integer.toHexString(c).toUpperCase();
        return "U+" + "0000".substring(hex.length()) + hex;
    }
}
