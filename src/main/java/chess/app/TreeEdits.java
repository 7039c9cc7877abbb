package chess.app;

import chess.pgn.MoveNode;
import chess.pgn.Nag;

/**
 * Edits of the game tree at the shown move: a variation promoted or made the main line, moves deleted, the comment
 * and the annotation glyphs (NAGs).
 */
final class TreeEdits {
    /** Longest comment accepted from the comment box (links must stay shareable). */
    static final int MAX_COMMENT = 2000;

    private final GameCursor cursor;
    private final MoveInput input;
    private final Updates updates;

    TreeEdits(GameCursor cursor, MoveInput input, Updates updates) {
        this.cursor = cursor;
        this.input = input;
        this.updates = updates;
    }

    /** Moves the variation of the shown move one step up (it becomes its parent's main continuation). */
    void promoteVariation() {
        if (cursor.tree().promote(cursor.current())) {
            updates.announce("Variation promoted");
            updates.changed();
        }
    }

    /** Makes the line through the shown move the main line. */
    void makeMainLine() {
        if (cursor.tree().promoteToMainLine(cursor.current())) {
            updates.announce("Now the main line");
            updates.changed();
        }
    }

    /** Deletes the shown move and everything after it, and shows the move before. */
    void deleteFromHere() {
        if (cursor.current().isRoot()) {
            return;
        }
        String what = cursor.describeMove(cursor.current());
        cursor.deleteCurrent();
        updates.announce("Deleted: " + what + " and the moves after it");
        updates.changed();
    }

    /** Deletes every move after the shown one. */
    void deleteAfter() {
        if (cursor.atEndOfLine()) {
            return;
        }
        cursor.tree().deleteAfter(cursor.current());
        updates.announce("Moves after this one deleted");
        updates.changed();
    }

    /** The comment after the shown move (before the first move at the start position); empty removes it. */
    void setComment(String text) {
        String clean = text == null ? "" : text.trim();
        if (clean.length() > MAX_COMMENT) {
            input.refuse("A comment may have up to " + MAX_COMMENT + " characters; this one has " + clean.length()
                    + ".");
            return;
        }
        MoveNode current = cursor.current();
        if (clean.equals(current.comment())) {
            return;
        }
        current.setComment(clean);
        updates.announce(clean.isEmpty() ? "Comment removed" : "Comment saved");
        updates.changed();
    }

    /** Puts a NAG (1..255) on the shown move, or takes it off when it is there. */
    void toggleNag(int nag) {
        MoveNode current = cursor.current();
        if (current.isRoot() || nag < 1 || nag > Nag.MAX) {
            return;
        }
        if (current.nags().contains(nag)) {
            current.removeNag(nag);
        } else {
            current.addNag(nag);
        }
        updates.changed();
    }
}
