package chess.link;

import chess.core.Board;
import chess.core.FenException;
import chess.core.Move;
import chess.core.MoveGenerator;
import chess.pgn.GameTree;
import chess.pgn.MoveNode;
import chess.pgn.Nag;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Reads the payload a {@link TreeEncoder} wrote, in the same order, keeping everything read before the point
 * where the bits run out (a cut or damaged code) or stop making sense. Every count and choice is checked before it
 * is used; the tree is built with explicit stacks, so neither damage nor deep nesting can throw or hang it.
 */
final class TreeDecoder {
    /** More comment commands than this on one move is damage (PGN editors write a handful). */
    private static final int MAX_COMMANDS = 1000;

    private final LinkEnvelope envelope;
    private final BitReader in;
    private final int[] moves = new int[MoveGenerator.MAX_MOVES];
    private GameTree tree = new GameTree();
    private final List<MoveNode> order = new ArrayList<>();
    private final List<Integer> tagNumbers = new ArrayList<>();
    private MoveNode lastMove;
    private MoveNode current;
    private String problem;
    private int textBudget;

    // The annotation list, read before its texts: node, mask, NAGs and command numbers of each entry.
    private final List<MoveNode> annotated = new ArrayList<>();
    private final List<Integer> masks = new ArrayList<>();
    private final List<int[]> nags = new ArrayList<>();
    private final List<int[]> commandNumbers = new ArrayList<>();
    /** For each entry, the command values read in bits (format 2 shapes), by position; null where text follows. */
    private final List<String[]> valuesInBits = new ArrayList<>();

    private TreeDecoder(LinkEnvelope envelope, int maxTextChars) {
        this.envelope = envelope;
        this.textBudget = maxTextChars;
        this.in = new BitReader(envelope.payload, envelope.goodBits);
    }

    static DecodedGame decode(String code) {
        return decode(code, TreeCodec.MAX_CODE_CHARS, TreeCodec.MAX_TEXT_CHARS);
    }

    /** As {@link #decode(String)}, with the limits on the code's length and on its texts given. */
    static DecodedGame decode(String code, int maxCodeChars, int maxTextChars) {
        LinkEnvelope envelope = LinkEnvelope.open(code, maxCodeChars);
        if (envelope.fatal != null) {
            GameTree empty = new GameTree();
            return new DecodedGame(empty, empty.root(), envelope.fatal, false);
        }
        TreeDecoder decoder = new TreeDecoder(envelope, maxTextChars);
        boolean whole = decoder.readHeader() && decoder.readMoves() && decoder.readCurrent()
                && decoder.readAnnotations() && decoder.readTexts();
        if (whole) {
            decoder.problem = LinkProblem.finished(envelope);
        }
        MoveNode shown = decoder.current != null ? decoder.current
                : decoder.lastMove != null ? decoder.lastMove : decoder.tree.root();
        return new DecodedGame(decoder.tree, shown, decoder.problem, whole && envelope.complete());
    }

    // ---- stopping -----------------------------------------------------------------------------------------

    /** Stops because the trusted bits ran out (or, in a whole code, because they should not have). */
    private boolean ranOut(int part, MoveNode at) {
        return stop(envelope.complete(), part, at);
    }

    /** Stops because trusted bits say something no game code says. */
    private boolean nonsense(int part, MoveNode at) {
        return stop(true, part, at);
    }

    private boolean stop(boolean nonsense, int part, MoveNode at) {
        problem = LinkProblem.stopped(envelope, nonsense, part, at, !tagNumbers.isEmpty());
        return false;
    }

    // ---- header -------------------------------------------------------------------------------------------

    private boolean readHeader() {
        StartPositionCode.Read start = null;
        if (in.readBit() == 1) {
            start = StartPositionCode.read(in);
            if (in.overran()) {
                return ranOut(LinkProblem.IN_HEADER, null);
            }
            if (start == null) {
                return nonsense(LinkProblem.IN_HEADER, null);
            }
        }
        int result = in.read(2);
        int tags = in.readCount();
        for (int i = 0; i < tags && !in.overran(); i++) {
            tagNumbers.add(in.read(LinkVocabulary.TAG_BITS));
        }
        if (in.overran()) {
            tagNumbers.clear();
            return ranOut(LinkProblem.IN_HEADER, null);
        }
        if (tags < 0) {
            return nonsense(LinkProblem.IN_HEADER, null);
        }
        try {
            tree = start == null ? new GameTree() : new GameTree(start.board());
        } catch (FenException e) {
            problem = "The start position in the link is not a legal position (" + e.getMessage()
                    + "); nothing was loaded.";
            return false;
        }
        tree.setResult(LinkVocabulary.RESULTS[result]);
        return true;
    }

    // ---- moves --------------------------------------------------------------------------------------------

    private boolean readMoves() {
        Board board = tree.startBoard();
        MoveNode[] path = new MoveNode[64];
        int[] remaining = new int[64];
        int[] onlyMove = new int[64];
        path[0] = tree.root();
        if (!readFollowers(tree.root(), board, remaining, onlyMove, 0)) {
            return false;
        }
        int depth = 1;
        while (depth > 0) {
            int top = depth - 1;
            MoveNode node = path[top];
            if (remaining[top] == 0) {
                depth--;
                if (!node.isRoot()) {
                    board.unmake();
                }
                continue;
            }
            remaining[top]--;
            int move = onlyMove[top];
            if (move == Move.NONE) {
                int n = MoveOrder.sortedLegalMoves(board, moves);
                int index = in.readChoice(n);
                if (in.overran()) {
                    return ranOut(LinkProblem.IN_MOVES, lastMove);
                }
                if (index >= n || node.child(moves[index]) != null) {
                    return nonsense(LinkProblem.IN_MOVES, lastMove);
                }
                move = moves[index];
            }
            MoveNode child = tree.playKnownLegal(node, board, move);
            lastMove = child;
            board.make(move);
            if (depth == path.length) {
                path = Arrays.copyOf(path, depth * 2);
                remaining = Arrays.copyOf(remaining, depth * 2);
                onlyMove = Arrays.copyOf(onlyMove, depth * 2);
            }
            path[depth] = child;
            if (!readFollowers(child, board, remaining, onlyMove, depth)) {
                return false;
            }
            depth++;
        }
        return true;
    }

    /** Reads what follows {@code node} into stack entry {@code at}: how many moves, and the move when only one. */
    private boolean readFollowers(MoveNode node, Board board, int[] remaining, int[] onlyMove, int at) {
        order.add(node);
        int n = MoveOrder.sortedLegalMoves(board, moves);
        int choice = in.readChoice(TreeEncoder.followerChoices(n));
        if (in.overran()) {
            return ranOut(LinkProblem.IN_MOVES, lastMove);
        }
        onlyMove[at] = Move.NONE;
        if (choice < n) {
            remaining[at] = 1;
            onlyMove[at] = moves[choice];
        } else if (choice == n) {
            remaining[at] = 0;
        } else if (choice == n + 1 && n >= 2) {
            int more = in.readCount();
            if (in.overran()) {
                return ranOut(LinkProblem.IN_MOVES, lastMove);
            }
            if (more < 0 || more > n - 2) {
                return nonsense(LinkProblem.IN_MOVES, lastMove);
            }
            remaining[at] = more + 2;
        } else {
            return nonsense(LinkProblem.IN_MOVES, lastMove);
        }
        return true;
    }

    // ---- the move shown and the annotations ----------------------------------------------------------------

    private boolean readCurrent() {
        int number = in.readChoice(order.size());
        if (in.overran()) {
            return ranOut(LinkProblem.IN_ANNOTATIONS, null);
        }
        if (number >= order.size()) {
            return nonsense(LinkProblem.IN_ANNOTATIONS, null);
        }
        current = order.get(number);
        return true;
    }

    private boolean readAnnotations() {
        int count = in.readCount();
        if (in.overran()) {
            return ranOut(LinkProblem.IN_ANNOTATIONS, null);
        }
        if (count < 0 || count > order.size()) {
            return nonsense(LinkProblem.IN_ANNOTATIONS, null);
        }
        int previous = -1;
        for (int i = 0; i < count; i++) {
            int gap = in.readCount();
            int mask = in.read(4);
            int[] nagList = (mask & TreeEncoder.HAS_NAGS) != 0 ? readNags() : new int[0];
            String[][] inBits = new String[1][];
            int[] commands = (mask & TreeEncoder.HAS_COMMANDS) != 0 ? readCommandNumbers(inBits) : new int[0];
            if (in.overran()) {
                return ranOut(LinkProblem.IN_ANNOTATIONS, null);
            }
            if (gap < 0 || gap >= order.size() - previous - 1 || mask == 0 || nagList == null || commands == null) {
                return nonsense(LinkProblem.IN_ANNOTATIONS, null);
            }
            previous += gap + 1;
            annotated.add(order.get(previous));
            masks.add(mask);
            nags.add(nagList);
            commandNumbers.add(commands);
            valuesInBits.add(commands.length == 0 ? new String[0] : inBits[0]);
        }
        for (int i = 0; i < annotated.size(); i++) {
            for (int nag : nags.get(i)) {
                annotated.get(i).addNag(nag);
            }
        }
        return true;
    }

    /** The NAGs of one move, or null when they cannot be NAGs. */
    private int[] readNags() {
        int count = in.readCount() + 1;
        if (count < 1 || count > Nag.MAX) {
            return null;
        }
        int[] list = new int[count];
        for (int i = 0; i < count; i++) {
            list[i] = in.readBit() == 0 ? in.read(3) + 1 : in.read(8);
            if (list[i] == 0) {
                return null;
            }
        }
        return list;
    }

    /**
     * The command numbers of one move, or null when they cannot be; in format 2 a shapes command may bring its value
     * in bits, which goes into {@code inBits[0]} (an array of the values by position, null where text follows).
     */
    private int[] readCommandNumbers(String[][] inBits) {
        int count = in.readCount() + 1;
        if (count < 1 || count > MAX_COMMANDS) {
            return null;
        }
        int[] list = new int[count];
        String[] values = new String[count];
        for (int i = 0; i < count && !in.overran(); i++) {
            list[i] = in.read(LinkVocabulary.COMMAND_BITS);
            if (envelope.format == LinkEnvelope.SHAPES_FORMAT && LinkVocabulary.isShapes(list[i])
                    && in.readBit() == 1) {
                values[i] = ShapeBits.read(in, LinkVocabulary.isArrows(list[i]));
                if (values[i] == null && !in.overran()) {
                    return null;
                }
            }
        }
        inBits[0] = values;
        return list;
    }

    // ---- texts --------------------------------------------------------------------------------------------

    private boolean readTexts() {
        TextCompressor texts = TextCompressor.readingFrom(in);
        for (int number : tagNumbers) {
            String name = number == LinkVocabulary.OTHER_TAG ? readText(texts, LinkVocabulary.TAG_NAME_TEXT)
                    : number < LinkVocabulary.TAGS.length ? LinkVocabulary.TAGS[number] : null;
            String value = name == null ? null : readText(texts, LinkVocabulary.TAG_VALUE_TEXT + number);
            if (value == null) {
                return textFailed(LinkProblem.IN_ANNOTATIONS, null);
            }
            try {
                tree.setTag(name, value);
            } catch (IllegalArgumentException e) {
                return nonsense(LinkProblem.IN_ANNOTATIONS, null);
            }
        }
        for (int i = 0; i < annotated.size(); i++) {
            if (!readTextsOf(texts, annotated.get(i), masks.get(i), commandNumbers.get(i), valuesInBits.get(i))) {
                return false;
            }
        }
        return true;
    }

    private boolean readTextsOf(TextCompressor texts, MoveNode node, int mask, int[] commands, String[] inBits) {
        if ((mask & TreeEncoder.HAS_COMMENT_BEFORE) != 0) {
            String text = readText(texts, LinkVocabulary.COMMENT_TEXT);
            if (text == null) {
                return textFailed(LinkProblem.IN_COMMENTS, node);
            }
            node.setCommentBefore(text);
        }
        if ((mask & TreeEncoder.HAS_COMMENT) != 0) {
            String text = readText(texts, LinkVocabulary.COMMENT_TEXT);
            if (text == null) {
                return textFailed(LinkProblem.IN_COMMENTS, node);
            }
            node.setComment(text);
        }
        for (int k = 0; k < commands.length; k++) {
            int number = commands[k];
            String name = number == LinkVocabulary.OTHER_COMMAND
                    ? readText(texts, LinkVocabulary.COMMAND_NAME_TEXT) : LinkVocabulary.COMMANDS[number];
            String value = name == null ? null : inBits[k] != null ? inBits[k]
                    : readText(texts, LinkVocabulary.COMMAND_VALUE_TEXT + number);
            if (value == null) {
                return textFailed(LinkProblem.IN_COMMENTS, node);
            }
            if (value.isEmpty() || node.commands().containsKey(name)) {
                return nonsense(LinkProblem.IN_COMMENTS, node);
            }
            try {
                node.setCommand(name, value);
            } catch (IllegalArgumentException e) {
                return nonsense(LinkProblem.IN_COMMENTS, node);
            }
        }
        return true;
    }

    /** The next text when it decoded from trusted bits only; null otherwise. */
    private String readText(TextCompressor texts, int kind) {
        String text = texts.read(kind, textBudget);
        if (text == null || in.overran() && !envelope.complete()) {
            return null;
        }
        textBudget -= text.length();
        return text;
    }

    private boolean textFailed(int part, MoveNode at) {
        boolean ranOut = in.overran() && !envelope.complete();
        return ranOut ? ranOut(part, at) : nonsense(part, at);
    }
}
