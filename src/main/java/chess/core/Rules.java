package chess.core;

/**
 * How games end: checkmate, stalemate and the draw rules, as static tests on a {@link Board}. The draw tests
 * allocate nothing (the engine calls them inside its search); only {@link #outcome} and the rare mate check in
 * {@link #fiftyMoveRule} generate moves into a fresh array.
 *
 * <p>Repetition rules look only at the moves made on the board since it was set up: a position that occurred
 * before the start position of a game is not known.
 */
public final class Rules {
    /** Plies the course's repetition rule looks back over. */
    public static final int COURSE_PLIES = 8;

    private Rules() {
    }

    /**
     * True when neither side can ever checkmate, whatever is played: no pawns, rooks or queens, and either at most
     * one minor piece in total (K v K, K+B v K, K+N v K), or only bishops that all stand on squares of one colour,
     * however many and on whichever side (K+B v K+B with same-coloured bishops, and the rare promoted-bishop cases:
     * such bishops can never attack a square of the other colour, so no king can be mated). Positions where mate is
     * possible only with help (K+N v K+N, K+B v K+N, opposite-coloured bishops) are not dead and play on.
     */
    public static boolean insufficientMaterial(Board b) {
        for (int color = Piece.WHITE; color <= Piece.BLACK; color++) {
            if (b.count(Piece.make(color, Piece.PAWN)) != 0 || b.count(Piece.make(color, Piece.ROOK)) != 0
                    || b.count(Piece.make(color, Piece.QUEEN)) != 0) {
                return false;
            }
        }
        int knights = b.count(Piece.make(Piece.WHITE, Piece.KNIGHT)) + b.count(Piece.make(Piece.BLACK, Piece.KNIGHT));
        int whiteBishops = Piece.make(Piece.WHITE, Piece.BISHOP);
        int blackBishops = Piece.make(Piece.BLACK, Piece.BISHOP);
        int bishops = b.count(whiteBishops) + b.count(blackBishops);
        if (knights + bishops <= 1) {
            return true;
        }
        if (knights > 0) {
            return false;
        }
        int dark = 0;
        for (int i = 0; i < b.count(whiteBishops); i++) {
            dark += Square.isDark(b.pieceSquare(whiteBishops, i)) ? 1 : 0;
        }
        for (int i = 0; i < b.count(blackBishops); i++) {
            dark += Square.isDark(b.pieceSquare(blackBishops, i)) ? 1 : 0;
        }
        return dark == 0 || dark == bishops;
    }

    /**
     * True when 50 moves by each side (100 plies) passed without a capture or pawn move. As in FIDE's laws, a
     * checkmate given on that last ply stands: the game is then won, not drawn. (We apply the rule automatically,
     * without a claim.)
     */
    public static boolean fiftyMoveRule(Board b) {
        if (b.halfmoveClock() < 100) {
            return false;
        }
        return !b.inCheck() || hasLegalMove(b);
    }

    /**
     * True when the current position occurred twice before (three times in all): same placement, side to move,
     * castling rights and en passant possibility, which is exactly what the board hash covers. An en passant
     * square counts only when a legal en passant capture exists.
     */
    public static boolean threefoldRepetition(Board b) {
        return b.repeated(2);
    }

    /**
     * The course's repetition rule. The course writes: "For the last 8 moves: If (no capture OR no promotions OR no
     * pawn movement) AND (moves {0,1,2,3} == {4,5,6,7}): a draw occurs — {0,1,2,3} == {4,5,6,7} if the starting
     * and ending squares of the moves are identical."
     *
     * <p>Our reading: over the last 8 plies there is no capture, no promotion and no pawn move, and plies 1–4 have
     * the same from- and to-squares, in order, as plies 5–8.
     *
     * <p>The plies come from the board's own history (moves made since it was set up). With fewer than 8 plies of
     * history there is no draw, and a null move anywhere in the window means no draw.
     */
    public static boolean courseRepetition(Board b) {
        int first = b.ply() - COURSE_PLIES;
        if (first < 0) {
            return false;
        }
        for (int i = first; i < b.ply(); i++) {
            int m = b.moveAt(i);
            if (m == Move.NONE || Move.isCapture(m) || Move.isPromotion(m)
                    || Piece.type(Move.piece(m)) == Piece.PAWN) {
                return false;
            }
        }
        int half = COURSE_PLIES / 2;
        for (int i = first; i < first + half; i++) {
            int a = b.moveAt(i);
            int c = b.moveAt(i + half);
            if (Move.from(a) != Move.from(c) || Move.to(a) != Move.to(c)) {
                return false;
            }
        }
        return true;
    }

    /**
     * How the game stands: checkmate and stalemate first, then (automatically, without a claim) insufficient
     * material, the fifty-move rule and repetition. Under {@link RuleSet#COURSE} the course's repetition rule
     * replaces threefold repetition; under {@link RuleSet#STANDARD} the course rule is not applied.
     */
    public static Outcome outcome(Board b, RuleSet ruleSet) {
        if (!hasLegalMove(b)) {
            return b.inCheck() ? Outcome.checkmate(b.sideToMove()) : Outcome.draw(Outcome.Reason.STALEMATE);
        }
        return drawnByRule(b, ruleSet);
    }

    /**
     * The outcome of a position known to have a legal move (so neither mate nor stalemate): insufficient material,
     * the fifty-move rule and repetition as {@link #outcome} applies them, without generating moves.
     */
    static Outcome drawnByRule(Board b, RuleSet ruleSet) {
        if (insufficientMaterial(b)) {
            return Outcome.draw(Outcome.Reason.INSUFFICIENT_MATERIAL);
        }
        if (b.halfmoveClock() >= 100) {
            return Outcome.draw(Outcome.Reason.FIFTY_MOVE_RULE);
        }
        if (ruleSet == RuleSet.COURSE) {
            if (courseRepetition(b)) {
                return Outcome.draw(Outcome.Reason.COURSE_REPETITION);
            }
        } else if (threefoldRepetition(b)) {
            return Outcome.draw(Outcome.Reason.THREEFOLD_REPETITION);
        }
        return Outcome.ONGOING;
    }

    /** Whether the side to move has any legal move. */
    static boolean hasLegalMove(Board b) {
        return MoveGenerator.generate(b, b.notationMoves, 0) > 0;
    }
}
