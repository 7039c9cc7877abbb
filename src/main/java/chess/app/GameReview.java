package chess.app;

import chess.core.Board;
import chess.core.Fen;
import chess.core.IntRound;
import chess.core.Move;
import chess.core.Outcome;
import chess.core.Piece;
import chess.core.RuleSet;
import chess.core.Rules;
import chess.core.San;
import chess.core.Variant;
import chess.pgn.GameTree;
import chess.pgn.MoveNode;
import chess.pgn.Nag;
import chess.review.Confirmation;
import chess.review.EngineScale;
import chess.review.Judgement;
import chess.review.MoveAssessment;
import chess.review.Score;
import chess.review.SideSummary;
import chess.review.Suspicion;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;

/**
 * Game review: the engines of a {@link SearchPool}, workers of their own (so a game against the engine on the same
 * page goes on undisturbed), evaluate every position of a line with a {@code position}/{@code go nodes} each, as
 * many at once as there are engines; results arrive in any order and are recorded by position. Each result
 * is written into the game as it arrives — the score as the move's {@code [%eval]} command, the verdict as a NAG
 * ({@code ?!}, {@code ?}, {@code ??}) — so the PGN and the link carry the review, and the graph, marks and
 * summaries are worked out from those evaluations whenever the page is drawn (a reviewed game opened from a link
 * shows them without the engine). What the engine found is kept per position (by FEN) for the page's life: going
 * back and forth, or reviewing again at the same or a lower depth, searches nothing; a deeper review searches
 * again only the positions it needs. Once every position is scored, a move that looks like a mistake gets a
 * deeper look (more nodes, two lines on the position before it) before it is marked {@code ?} or {@code ??}.
 *
 * <p>Cancelling restarts the review's busy workers (a synchronous search cannot read {@code stop}); what was done is
 * kept and a new review goes on from there.
 */
final class GameReview {
    /** Moves of the better line shown. */
    static final int BETTER_LINE_MOVES = 8;

    /** What the engine found in one position, with one budget. */
    private static final class Found {
        /** The node budget of the search ({@link Integer#MAX_VALUE} for a finished game, which needs none). */
        final int nodes;
        final Score score;
        /** The principal variation (UCI), possibly empty. */
        final List<String> pv;
        /** The engine's best move there (its first move, read on the position), or {@link Move#NONE}. */
        final int best;
        /** A deeper look's second line: its first move ({@link Move#NONE} when there was none) and score. */
        final int second;
        final Score secondScore;
        /** The best move and the better line in SAN, made the first time a marked move needs them (else null). */
        String betterSan;
        String betterLine;

        Found(int nodes, Score score, List<String> pv, int best, int second, Score secondScore) {
            this.nodes = nodes;
            this.score = score;
            this.pv = pv;
            this.best = best;
            this.second = second;
            this.secondScore = secondScore;
        }
    }

    /** One position of the line under review. */
    private static final class Position {
        final MoveNode node;
        final String key;
        /** The line's start and moves (one array for the whole line), and how many of them lead here. */
        private final String startFen;
        private final Variant variant;
        private final int[] moves;
        private final int plies;
        /** The score of a finished game (mate, stalemate, a draw by rule), or null when the engine must search. */
        final Score over;

        Position(MoveNode node, String key, String startFen, Variant variant, int[] moves, int plies, Score over) {
            this.node = node;
            this.key = key;
            this.startFen = startFen;
            this.variant = variant;
            this.moves = moves;
            this.plies = plies;
            this.over = over;
        }

        /** The UCI {@code position} command, with the moves from the start (repetitions count). */
        String command() {
            return UciPosition.command(startFen, variant, Arrays.copyOf(moves, plies));
        }
    }

    /** The game under review: its tree, the shown move and the draw rule. */
    private final GameCursor cursor;
    /** Told when the game changed (evaluations, NAGs, a new variation) and what to say and redraw. */
    private final Updates updates;
    /** The review's engines (one worker each in the page): positions are searched in parallel when there are several. */
    private final SearchPool pool;
    private final Map<String, Found> found = new HashMap<>();
    /** Counts the entries put in {@link #found} (a deeper search replaces one), for {@link LineReview}. */
    private int foundChanges;
    /** Moves whose quality NAG the review set: it may change those, never a player's own mark. */
    private final Set<MoveNode> marked = Collections.newSetFromMap(new IdentityHashMap<>());
    private ReviewDepth depth = ReviewDepth.STANDARD;
    private List<Position> positions = List.of();
    private boolean running;
    /** The indices of the positions waiting for a search of their FEN (a repeated position waits once). */
    private final Map<String, List<Integer>> waiting = new HashMap<>();
    /** True while the searches waiting are the deeper look's (every position of the line is scored). */
    private boolean checking;
    /** Positions the deeper look may still search, as counted at its last round (for the progress text). */
    private int checksLeft;
    /** Positions this run sent to the deeper look (each once, even if the engine gave no score). */
    private final Set<String> lookedAt = new HashSet<>();
    private int done;
    private int searchedThisRun;
    private long startedMs;

    GameReview(GameCursor cursor, Updates updates, SearchPool pool) {
        this.cursor = cursor;
        this.updates = updates;
        this.pool = pool;
    }

    ReviewDepth depth() {
        return depth;
    }

    void setDepth(ReviewDepth chosen) {
        if (chosen != null && chosen != depth) {
            depth = chosen;
            if (running) {
                start();
            } else {
                updates.render();
            }
        }
    }

    boolean running() {
        return running;
    }

    /** Reviews the shown line, from its start to its end; positions already known at this depth cost nothing. */
    void start() {
        halt();
        GameTree tree = cursor.tree();
        MoveNode end = tree.endOfLine(cursor.current());
        positions = positionsOf(tree, end);
        running = true;
        done = 0;
        searchedThisRun = 0;
        lookedAt.clear();
        startedMs = System.currentTimeMillis();
        updates.announce("Reviewing the game");
        pump();
        updates.changed();
    }

    /** Stops the review; what it found stays, and the next review goes on from there. */
    void cancel() {
        if (!running) {
            return;
        }
        halt();
        updates.announce("Review stopped");
        updates.render();
    }

    /** The game was replaced (a new game, a FEN, a PGN): a running review of the old one ends. */
    void gameReplaced() {
        halt();
        positions = List.of();
        done = 0;
        marked.clear();
    }

    private void halt() {
        pool.cancel();
        waiting.clear();
        checking = false;
        running = false;
    }

    /**
     * Every position of the line to {@code end}. Each one's {@code position} command (the start and every move since,
     * so the engine sees repetitions as in the game) is made when its search is sent: made all at once they grow
     * with the square of the game's length, a long task at the review's start.
     */
    private List<Position> positionsOf(GameTree tree, MoveNode end) {
        List<Position> list = new ArrayList<>();
        Board board = tree.startBoard();
        List<MoveNode> path = tree.path(end);
        int[] moves = new int[path.size()];
        list.add(position(tree.root(), board, moves, 0));
        for (int i = 0; i < moves.length; i++) {
            MoveNode node = path.get(i);
            moves[i] = node.move();
            board.make(node.move());
            list.add(position(node, board, moves, i + 1));
        }
        return list;
    }

    /** The position after {@code node}, the first {@code plies} of {@code moves} from the line's start. */
    private Position position(MoveNode node, Board board, int[] moves, int plies) {
        Outcome outcome = Rules.outcome(board, cursor.ruleSet());
        Score over = null;
        if (outcome.isOver()) {
            Outcome.Result result = outcome.result();
            over = result == Outcome.Result.DRAW ? Score.EVEN : Score.mate(0, result == Outcome.Result.WHITE_WINS);
        }
        GameTree tree = cursor.tree();
        return new Position(node, Fen.write(board), tree.startFen(), tree.variant(), moves, plies, over);
    }

    /**
     * Records every position already known at this depth and hands the others to the engines, all at once: they
     * come back in any order (each search starts from a fresh engine, so the order changes nothing). When all are
     * scored, the deeper look follows; the review finishes when nothing is left to search.
     */
    private void pump() {
        for (int index = 0; index < positions.size(); index++) {
            Position p = positions.get(index);
            Found known = found.get(p.key);
            if (known == null && p.over != null) {
                known = new Found(Integer.MAX_VALUE, p.over, List.of(), Move.NONE, Move.NONE, null);
                found.put(p.key, known);
                foundChanges++;
            }
            if (known != null && known.nodes >= depth.nodes) {
                record(index, known.score);
                done++;
            } else if (waiting.containsKey(p.key)) {
                waiting.get(p.key).add(index);
            } else {
                List<Integer> indices = new ArrayList<>();
                indices.add(index);
                waiting.put(p.key, indices);
                pool.submit(search(p, depth.nodes, 1, true));
            }
        }
        nextStep();
    }

    /** With nothing waiting: the deeper look's next searches if any are left, else the end of the review. */
    private void nextStep() {
        if (!running || !waiting.isEmpty()) {
            return;
        }
        if (!sendDeeperLook()) {
            running = false;
            checking = false;
            updates.announce("Review complete");
        }
    }

    /**
     * Once every position is scored: sends the searches the deeper look at the suspected moves needs next, all at
     * once; false when none is left. For each suspect the position before it comes first (with two lines, so the
     * better move is checked too); only if the move is still suspected after that, the one after it (and after a
     * swing the one after the reply) — so a suspicion the first deeper search clears costs one search, as it would
     * one after another. Scores they bring may raise new suspicions, looked at in the next round.
     */
    private boolean sendDeeperLook() {
        Map<String, List<Integer>> wanted = new HashMap<>();
        Set<String> mayNeed = new HashSet<>();
        for (int i = 1; i < positions.size(); i++) {
            if (!suspected(i)) {
                continue;
            }
            boolean beforeFirst = false;
            int last = swingAfter(i) ? i + 1 : i;
            for (int k = i - 1; k <= last; k++) {
                String key = positions.get(k).key;
                if (deep(found.get(key)) || lookedAt.contains(key)) {
                    continue;
                }
                mayNeed.add(key);
                if (k == i - 1) {
                    beforeFirst = true;
                }
                if (k == i - 1 || !beforeFirst) {
                    wanted.computeIfAbsent(key, x -> new ArrayList<>());
                }
            }
        }
        checksLeft = mayNeed.size();
        if (wanted.isEmpty()) {
            return false;
        }
        checking = true;
        for (int k = 0; k < positions.size(); k++) {
            List<Integer> indices = wanted.get(positions.get(k).key);
            if (indices != null) {
                indices.add(k); // every place the position occurs gets the deeper score
            }
        }
        for (int k = 0; k < positions.size(); k++) {
            Position p = positions.get(k);
            List<Integer> indices = wanted.remove(p.key);
            if (indices == null) {
                continue;
            }
            lookedAt.add(p.key);
            waiting.put(p.key, indices);
            boolean beforeSuspect = k + 1 < positions.size() && suspected(k + 1);
            pool.submit(search(p, depth.confirmNodes, beforeSuspect ? 2 : 1, false)); // two lines check the better move
        }
        return true;
    }

    /**
     * True when the move into position {@code index} earns ? or ?? from the scores known now, or swung after, or
     * was the first pass's own choice with scores that fall apart (until the deeper look has searched before it).
     */
    private boolean suspected(int index) {
        MoveNode node = positions.get(index).node;
        Score before = scoreOf(positions.get(index - 1).node, positions.get(index - 1).key);
        Score after = scoreOf(node, positions.get(index).key);
        if (before == null || after == null) {
            return false;
        }
        Found f = found.get(positions.get(index - 1).key);
        boolean white = whiteToMove(positions.get(index - 1).key);
        if (f != null) {
            before = judged(before);
            after = judged(after);
        }
        boolean ownChoiceFallsApart = depth.thorough && f != null && !deep(f)
                && Suspicion.disagree(before, after, white, depth.checkFrom());
        return Suspicion.accuses(MoveAssessment.of(before, after, white, f != null && f.best == node.move()),
                depth.checkFrom()) || ownChoiceFallsApart || swingAfter(index);
    }

    /** True when the reply to the move into position {@code index} swung the score against the mover. */
    private boolean swingAfter(int index) {
        if (index + 1 >= positions.size()) {
            return false;
        }
        Score after = scoreOf(positions.get(index).node, positions.get(index).key);
        Score reply = scoreOf(positions.get(index + 1).node, positions.get(index + 1).key);
        if (after == null || reply == null) {
            return false;
        }
        if (found.containsKey(positions.get(index - 1).key)) { // on the scale assess judges by
            after = judged(after);
            reply = judged(reply);
        }
        return Suspicion.swing(after, reply, whiteToMove(positions.get(index - 1).key));
    }

    /** True when {@code f} comes from a search at least as deep as this depth's deeper look. */
    private boolean deep(Found f) {
        return f != null && f.nodes >= depth.confirmNodes;
    }

    /**
     * A search of one position for the pool: full strength, {@code lines} lines (MultiPV), a fresh engine, the
     * moves from the start, {@code nodes} nodes; its result is recorded wherever the position occurs. A first-pass
     * search counts toward the progress, a deeper look's does not.
     */
    private SearchPool.Search search(Position p, int nodes, int lines, boolean firstPass) {
        String variant = UciPosition.variantOption(cursor.tree().variant());
        String rule = "setoption name Repetition Rule value "
                + (cursor.ruleSet() == RuleSet.COURSE ? "Course" : "Standard");
        Consumer<SearchPool.Result> listener = result -> searched(p, nodes, firstPass, result);
        return new SearchPool.Search(() -> List.of(
                "setoption name Skill Level value " + SkillLevel.FULL_STRENGTH,
                "setoption name MultiPV value " + lines,
                "setoption name UCI_AnalyseMode value true",
                variant,
                rule,
                // What an engine found before (hash table, move histories) would make a score depend on which
                // engine searched the position after which others; emptied, the same position and budget give
                // the same score on any worker, in any order.
                "ucinewgame",
                p.command(), // made now, as the search is sent (see positionsOf)
                "go nodes " + nodes), lines, listener);
    }

    /** A position's search finished: keep what it found and record it at every index waiting for it. */
    private void searched(Position p, int nodes, boolean firstPass, SearchPool.Result result) {
        List<Integer> indices = waiting.remove(p.key);
        if (indices == null) {
            return;
        }
        searchedThisRun++;
        EngineInfo info = result.line(1);
        if (info != null) {
            Score score = Score.ofEngine(info.score, info.mate, whiteToMove(p.key));
            List<String> pv = info.pv.isEmpty() ? List.of(result.bestMove) : info.pv;
            Board board = Fen.parse(p.key, cursor.tree().variant());
            int bestMove = PvText.legal(board, pv.get(0));
            EngineInfo secondLine = result.line(2);
            boolean hasSecond = secondLine != null && !secondLine.pv.isEmpty();
            int second = hasSecond ? PvText.legal(board, secondLine.pv.get(0)) : Move.NONE;
            Score secondScore = hasSecond ? Score.ofEngine(secondLine.score, secondLine.mate, whiteToMove(p.key)) : null;
            found.put(p.key, new Found(nodes, score, pv, bestMove, second, secondScore));
            foundChanges++;
            for (int index : indices) {
                record(index, score);
            }
        }
        if (firstPass) {
            done += indices.size();
        } else {
            checksLeft = Math.max(0, checksLeft - 1);
        }
        nextStep();
        updates.changedSoon(); // results come several a second: one redraw per frame
    }

    /** One line from the review's engine {@code worker}. */
    void engineLine(int worker, String text) {
        pool.line(worker, text);
    }

    /**
     * Writes a position's score into its move and re-judges the moves into and out of it, and the move before (the
     * position is the one after its reply).
     */
    private void record(int index, Score score) {
        MoveNode node = positions.get(index).node;
        if (!node.isRoot()) {
            node.setCommand("eval", score.pgnText());
        }
        for (int i = Math.max(1, index - 1); i <= index + 1 && i < positions.size(); i++) {
            judge(i);
        }
    }

    /** Sets the NAG of the move into position {@code index} from the scores around it, unless a player marked it. */
    private void judge(int index) {
        if (index == 0) {
            return;
        }
        MoveNode node = positions.get(index).node;
        Score before = scoreOf(positions.get(index - 1).node, positions.get(index - 1).key);
        Score after = scoreOf(node, positions.get(index).key);
        if (before == null || after == null) {
            return;
        }
        String replyKey = index + 1 < positions.size() ? positions.get(index + 1).key : null;
        Score reply = replyKey == null ? null : scoreOf(positions.get(index + 1).node, replyKey);
        if (!marked.contains(node) && hasMoveMark(node)) { // the player's own mark stays
            return;
        }
        Judgement judgement = assess(node, positions.get(index - 1).key, before, positions.get(index).key, after,
                replyKey, reply).judgement;
        for (Judgement j : Judgement.values()) {
            if (j.nag != 0) {
                node.removeNag(j.nag);
            }
        }
        if (judgement == Judgement.GOOD) {
            marked.remove(node);
        } else {
            node.addNag(judgement.nag);
            marked.add(node);
        }
    }

    /**
     * Judges the move {@code node} from the scores of the positions before and after it and after the reply (null
     * at the end of the line). A ? or ?? stands only when the deeper look confirms it ({@link Confirmation}); until
     * it has, such a move shows at most ?!. Scores this page's engine did not find (a PGN's, a link's) are judged as
     * they are written.
     */
    private MoveAssessment assess(MoveNode node, String keyBefore, Score before, String keyAfter, Score after,
            String keyReply, Score reply) {
        Found foundBefore = found.get(keyBefore);
        boolean white = whiteToMove(keyBefore);
        boolean playedBest = foundBefore != null && foundBefore.best == node.move();
        if (foundBefore == null) {
            return MoveAssessment.of(before, after, white, playedBest);
        }
        // This page's engine found these scores: judged on Stockfish's scale where the depth says so.
        before = judged(before);
        after = judged(after);
        reply = reply == null ? null : judged(reply);
        MoveAssessment first = MoveAssessment.of(before, after, white, playedBest);
        boolean swing = reply != null && Suspicion.swing(after, reply, white);
        if (!Suspicion.accuses(first, depth.checkFrom()) && !swing) {
            return first;
        }
        Found foundAfter = found.get(keyAfter);
        Found foundReply = keyReply == null ? null : found.get(keyReply);
        if (!deep(foundBefore) || !deep(foundAfter) || (swing && !deep(foundReply))) {
            return first.markedAtMost(Judgement.INACCURACY);
        }
        Score playedLine = foundBefore.second == node.move() ? judged(foundBefore.secondScore) : null;
        return Confirmation.judge(judged(foundBefore.score), playedBest, playedLine, judged(foundAfter.score),
                swing ? judged(foundReply.score) : null, white);
    }

    /**
     * A score of this page's engine as the review's depth judges it: on Stockfish's scale
     * ({@link ReviewDepth#stockfishScale}) or as the engine gave it.
     */
    private Score judged(Score score) {
        return depth.stockfishScale ? EngineScale.toStockfish(score) : score;
    }

    /** True when White is to move in this FEN (its second field). */
    private static boolean whiteToMove(String fen) {
        return fen.charAt(fen.indexOf(' ') + 1) == 'w';
    }

    /** The score of the position after {@code node}: its {@code [%eval]}, or for the start what the engine found. */
    private Score scoreOf(MoveNode node, String key) {
        if (!node.isRoot()) {
            Score written = Score.parsePgn(node.commands().get("eval"));
            if (written != null) {
                return written;
            }
        }
        return foundScore(key);
    }

    /** The score this page's review found for the position {@code key}, or null. */
    private Score foundScore(String key) {
        Found f = found.get(key);
        return f == null ? null : f.score;
    }

    /**
     * Adds the engine's better line from the position before the shown move as a variation there (when it is not
     * there already) and returns its first move, for the controller to show; null when there is none.
     */
    MoveNode addBetterLine() {
        MoveNode node = cursor.current();
        if (node.isRoot()) {
            return null;
        }
        GameTree tree = cursor.tree();
        Board board = tree.boardAt(node.parent());
        Found f = found.get(Fen.write(board));
        if (f == null || f.pv.isEmpty()) {
            return null;
        }
        MoveNode at = node.parent();
        MoveNode first = null;
        for (String uci : f.pv.subList(0, Math.min(BETTER_LINE_MOVES * 2, f.pv.size()))) {
            int move = PvText.legal(board, uci);
            if (move == Move.NONE) {
                break;
            }
            board.make(move);
            at = tree.play(at, move);
            if (first == null) {
                first = at;
            }
        }
        return first;
    }

    /** Whether the move carries a mark of a move's quality ("!", "?", "!!", "??", "!?", "?!"). */
    private static boolean hasMoveMark(MoveNode node) {
        for (int nag : node.nags()) {
            if (Nag.isMoveQuality(nag)) {
                return true;
            }
        }
        return false;
    }

    /** The review of the shown line, worked out from its evaluations. */
    ReviewState state() {
        GameTree tree = cursor.tree();
        MoveNode current = cursor.current();
        MoveNode end = tree.endOfLine(current);
        List<MoveNode> line = new ArrayList<>();
        line.add(tree.root());
        line.addAll(tree.path(end));
        boolean available = line.size() > 1;
        if (!available) {
            return new ReviewState(false, running, done, positions.size(), progressText(), depth.id, List.of(), 0,
                    null, null, "", "", List.of());
        }
        String progress = progressText();
        if (found.isEmpty() && !anyEval(line)) { // nothing scored: no graph, no marks (and no replay of a long line)
            return new ReviewState(true, running, done, positions.size(), progress, depth.id, List.of(),
                    line.indexOf(current) < 0 ? 0 : line.indexOf(current), null, null, "", "", List.of());
        }
        LineReview r = lineReview(tree, end, line);
        int currentIndex = 0;
        for (int i = 0; i < r.line.size(); i++) {
            if (r.line.get(i) == current) {
                currentIndex = i;
            }
        }
        MarkedMove marked = r.markedMoves.get(current);
        String verdict = marked == null ? "" : marked.verdict();
        String betterLine = marked == null ? ""
                : betterLineText(new LineBoards(tree, r.line), marked.index - 1, marked.keyBefore);
        return new ReviewState(available, running, done, positions.size(), progress, depth.id, r.graph, currentIndex,
                r.white, r.black, verdict, betterLine, r.moments);
    }

    /**
     * A move the line's review marks: what its verdict says, kept so that the text and the better line are made only
     * for the move shown (a running review reads the line again with every result, and most marked moves are not
     * shown then).
     */
    private static final class MarkedMove {
        final MoveAssessment assessment;
        /** The move's index on the line, and the FEN of the position it was played in. */
        final int index;
        final String keyBefore;
        /** The better move in SAN ("Nf3"), or "" when this page's review did not search the position before. */
        final String better;

        MarkedMove(MoveAssessment assessment, int index, String keyBefore, String better) {
            this.assessment = assessment;
            this.index = index;
            this.keyBefore = keyBefore;
            this.better = better;
        }

        String verdict() {
            MoveAssessment a = assessment;
            return a.judgement.word + " (" + a.judgement.glyph + "): " + (a.whiteMoved ? "White" : "Black")
                    + "'s winning chances fell from " + IntRound.of(a.winBefore) + "% to " + IntRound.of(a.winAfter)
                    + "%." + (better.isEmpty() ? "" : " " + better + " was best.");
        }
    }

    /**
     * What the evaluations of a line say, for every move on it: the graph, the marks and moments, the summaries, and
     * the verdict and better line of each marked move. Worked out again only when the line, the tree
     * ({@link GameTree#revision}: a score written, a move added) or what the review found changed, not for every step
     * along the line nor for every redraw: a long line is replayed and each position written as FEN.
     */
    private static final class LineReview {
        GameTree tree;
        int revision;
        MoveNode end;
        int foundCount;
        List<MoveNode> line;
        /**
         * The FEN of the position after each node of the line, and each move's label ("12... Nf6"): taken over from
         * the reading before while the line is the same nodes, since a review's result writes an evaluation and a
         * mark, which change the tree's revision but not the line's positions.
         */
        String[] keys;
        String[] labels;
        /** Each node's {@code [%eval]} as last read, and its score (read again only when the text changed). */
        String[] evalTexts;
        Score[] evals;
        List<ReviewState.Point> graph;
        List<ReviewState.Moment> moments;
        SideSummary white;
        SideSummary black;
        /** Each marked move's verdict, by its node. */
        final Map<MoveNode, MarkedMove> markedMoves = new IdentityHashMap<>();
    }

    private LineReview lineReview;

    private LineReview lineReview(GameTree tree, MoveNode end, List<MoveNode> line) {
        LineReview kept = lineReview;
        if (kept != null && kept.tree == tree && kept.revision == tree.revision() && kept.end == end
                && kept.foundCount == foundChanges) {
            return kept;
        }
        LineReview r = new LineReview();
        r.tree = tree;
        r.revision = tree.revision();
        r.end = end;
        r.foundCount = foundChanges;
        r.line = line;
        if (kept != null && kept.tree == tree && SameItems.inOrder(kept.line, line)) {
            r.keys = kept.keys;
            r.labels = kept.labels;
            r.evalTexts = kept.evalTexts;
            r.evals = kept.evals;
        } else {
            r.keys = new String[line.size()];
            r.labels = new String[line.size()];
            keysAndLabels(tree, line, r.keys, r.labels);
            r.evalTexts = new String[line.size()];
            r.evals = new Score[line.size()];
        }
        Score[] scores = new Score[line.size()];
        for (int i = 0; i < line.size(); i++) {
            scores[i] = scoreOf(line.get(i), r.keys[i], i, r);
        }
        LineBoards boards = new LineBoards(tree, line);
        List<ReviewState.Point> graph = new ArrayList<>();
        List<ReviewState.Moment> moments = new ArrayList<>();
        List<MoveAssessment> assessed = new ArrayList<>();
        boolean anyScore = false;
        String[] keys = r.keys;
        Score previous = null;
        String previousKey = null;
        for (int i = 0; i < line.size(); i++) {
            MoveNode node = line.get(i);
            String label = r.labels[i];
            String key = keys[i];
            Score score = scores[i];
            anyScore |= score != null;
            String glyph = "";
            if (i > 0 && previous != null && score != null) {
                String replyKey = i + 1 < line.size() ? keys[i + 1] : null;
                Score reply = replyKey == null ? null : scores[i + 1];
                MoveAssessment a = assess(node, previousKey, previous, key, score, replyKey, reply);
                assessed.add(a);
                glyph = a.judgement.glyph;
                if (a.judgement != Judgement.GOOD) {
                    String better = betterText(boards, i - 1, previousKey);
                    moments.add(new ReviewState.Moment(node.id(), label + glyph, a.judgement.word, a.whiteMoved,
                            better.isEmpty() ? "" : better + " was best"));
                    r.markedMoves.put(node, new MarkedMove(a, i, previousKey, better));
                }
            }
            graph.add(new ReviewState.Point(node.id(), score == null ? Double.NaN : score.whiteWinPercent(),
                    label, glyph));
            previous = score;
            previousKey = key;
        }
        r.graph = anyScore ? graph : List.of();
        r.moments = moments;
        r.white = anyScore ? SideSummary.of(assessed, true) : null;
        r.black = anyScore ? SideSummary.of(assessed, false) : null;
        lineReview = r;
        return r;
    }

    /**
     * As {@link #scoreOf(MoveNode, String)} for node {@code index} of the line {@code r} reads, whose last reading of
     * each node's {@code [%eval]} it keeps: parsed again only when the text changed.
     */
    private Score scoreOf(MoveNode node, String key, int index, LineReview r) {
        String text = node.isRoot() ? null : node.commands().get("eval");
        if (text != null) {
            if (!text.equals(r.evalTexts[index])) {
                r.evalTexts[index] = text;
                r.evals[index] = Score.parsePgn(text);
            }
            if (r.evals[index] != null) {
                return r.evals[index];
            }
        }
        return foundScore(key);
    }

    /** Fills in the FEN of the position after each node of {@code line} and the label of its move. */
    private static void keysAndLabels(GameTree tree, List<MoveNode> line, String[] keys, String[] labels) {
        Board board = tree.startBoard();
        for (int i = 0; i < line.size(); i++) {
            if (i > 0) {
                labels[i] = moveLabel(board, line.get(i));
                board.make(line.get(i).move());
            } else {
                labels[i] = "Start";
            }
            keys[i] = Fen.write(board);
        }
    }

    /**
     * The positions of a line, from its start forward, made only as far as asked: most readings of a line need none
     * (a marked move's better move and line are made once, the first time they are shown).
     */
    private static final class LineBoards {
        private final GameTree tree;
        private final List<MoveNode> line;
        private Board board;
        private int index;

        LineBoards(GameTree tree, List<MoveNode> line) {
            this.tree = tree;
            this.line = line;
        }

        /** The position after the node at {@code at} (ascending calls only). */
        Board at(int at) {
            if (board == null) {
                board = tree.startBoard();
                index = 0;
            }
            while (index < at) {
                index++;
                board.make(line.get(index).move());
            }
            return board;
        }
    }

    /** True when a move of {@code line} carries a score ({@code [%eval]}, from a review, the analysis or a PGN). */
    private static boolean anyEval(List<MoveNode> line) {
        for (MoveNode node : line) {
            if (!node.isRoot() && node.commands().containsKey("eval")) {
                return true;
            }
        }
        return false;
    }

    /** "Nf3" when this page's review searched the position at {@code index} of the line; else "". */
    private String betterText(LineBoards boards, int index, String key) {
        Found f = found.get(key);
        if (f == null || f.pv.isEmpty()) {
            return "";
        }
        if (f.betterSan == null) {
            Board before = boards.at(index);
            int move = PvText.legal(before, f.pv.get(0));
            f.betterSan = move == Move.NONE ? "" : San.format(before, move);
        }
        return f.betterSan;
    }

    private String betterLineText(LineBoards boards, int index, String key) {
        Found f = found.get(key);
        if (f == null) {
            return "";
        }
        if (f.betterLine == null) {
            f.betterLine = PvText.san(boards.at(index), f.pv, BETTER_LINE_MOVES);
        }
        return f.betterLine;
    }

    private static String moveLabel(Board before, MoveNode node) {
        int number = before.fullmoveNumber();
        return before.sideToMove() == Piece.WHITE ? number + ". " + node.san() : number + "... " + node.san();
    }

    private String progressText() {
        int total = positions.size();
        if (total == 0) {
            return "";
        }
        if (!running) {
            return done < total ? "Review stopped at " + done + " of " + total + " positions." : "";
        }
        String text = "Reviewing… " + done + " of " + total + " positions";
        if (checking && checksLeft > 0) {
            int left = checksLeft;
            return "Checking suspected mistakes… " + left + (left == 1 ? " position" : " positions")
                    + " left";
        }
        if (searchedThisRun >= 2) {
            long perPosition = (System.currentTimeMillis() - startedMs) / searchedThisRun;
            long leftSeconds = Math.max(1, perPosition * (total - done) / 1000);
            text += leftSeconds < 60 ? ", about " + leftSeconds + " s left"
                    : ", about " + (leftSeconds + 30) / 60 + " min left";
        }
        return text;
    }
}
