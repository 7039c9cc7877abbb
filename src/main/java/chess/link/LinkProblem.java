package chess.link;

import chess.pgn.GameTree;
import chess.pgn.MoveNode;

/**
 * The sentences that say what was wrong with a game code and what of the game was lost, naming moves the way a
 * player reads them ("23. Nf3", "23... Nf6").
 */
final class LinkProblem {
    /** Where the reading stopped: what was lost is that part and everything after it. */
    static final int IN_HEADER = 0;
    static final int IN_MOVES = 1;
    static final int IN_ANNOTATIONS = 2;
    static final int IN_COMMENTS = 3;

    private LinkProblem() {
    }

    /**
     * The sentence for a reading that stopped in {@code part}, after the move {@code at} (null: before any move)
     * or, in the comments, at the move {@code at}. {@code nonsense} is for bits that passed the checks but cannot be
     * a game (or ran out although the code was whole).
     */
    static String stopped(LinkEnvelope envelope, boolean nonsense, int part, MoveNode at, boolean hasTags) {
        String what = nonsense ? "The link is damaged" : whatHappened(envelope);
        switch (part) {
            case IN_HEADER:
                return what + ": nothing could be loaded." + extra(envelope);
            case IN_MOVES:
                if (at == null || at.isRoot()) {
                    return what + ": none of its moves could be loaded, only the start position." + extra(envelope);
                }
                return what + ": the moves after " + label(at) + " were lost, and "
                        + (hasTags ? "the comments and tags" : "any comments") + " with them; the rest was loaded."
                        + extra(envelope);
            case IN_ANNOTATIONS:
                return what + ": " + (hasTags ? "the tags, comments and NAGs" : "the comments and NAGs")
                        + " were lost; all the moves were loaded." + extra(envelope);
            default:
                return what + ": the comments from " + (at == null || at.isRoot() ? "the start" : label(at))
                        + " on were lost; all the moves were loaded." + extra(envelope);
        }
    }

    /** The sentence when everything was read although the envelope was not whole, or "" when it was. */
    static String finished(LinkEnvelope envelope) {
        if (envelope.cutShort) {
            return "The link is cut short at its very end, after the game; everything was loaded." + extra(envelope);
        }
        if (envelope.damagedFrom > 0) {
            return whatHappened(envelope) + ", after the end of the game; everything was loaded." + extra(envelope);
        }
        return extra(envelope).trim();
    }

    private static String whatHappened(LinkEnvelope envelope) {
        if (envelope.cutShort) {
            return "The link is cut short";
        }
        if (envelope.damagedFrom == 0) {
            return "The link is damaged";
        }
        return "The link is damaged " + (envelope.damagedFrom == envelope.damagedTo
                ? "at character " + envelope.damagedFrom
                : "in characters " + envelope.damagedFrom + " to " + envelope.damagedTo) + " of its game code";
    }

    private static String extra(LinkEnvelope envelope) {
        if (envelope.extraChars == 0) {
            return "";
        }
        return " The link has " + envelope.extraChars + (envelope.extraChars == 1 ? " character" : " characters")
                + " after the end of its game code; they were ignored.";
    }

    /** "23. Nf3" or "23... Nf6", with "(in a variation)" off the main line. */
    static String label(MoveNode node) {
        GameTree tree = node.tree();
        int index = tree.startSide() + node.ply() - 1;
        int number = tree.startFullmove() + index / 2;
        String text = number + (index % 2 == 0 ? ". " : "... ") + node.san();
        return node.isOnMainLine() ? text : text + " (in a variation)";
    }
}
