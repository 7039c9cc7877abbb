package chess.core;

/**
 * Strictly legal move generation. Instead of making each move and testing for check, it first finds the checking
 * pieces and the pinned pieces of the side to move, then generates only moves that respect them: in double check
 * only king moves, in single check only captures of the checker or interpositions, and pinned pieces only along
 * their pin line. King destinations are tested with the king lifted off the board so it cannot hide behind itself.
 * En passant, rare and subtle (a capture can expose the king along the rank), is checked by trying it.
 *
 * <p>Moves are written into a caller-supplied {@code int[]}; nothing is allocated. The inner loops compose moves
 * from {@link Move}'s field shifts and test squares with {@link Square#OFF_BOARD} rather than calling the helpers
 * that wrap them: TeaVM inlines only methods called from a single place, and in WebAssembly a call per move or per
 * square cost a sixth of the generator's speed.
 */
public final class MoveGenerator {
    /** Enough for any legal position (the known maximum is 218). */
    public static final int MAX_MOVES = 256;

    private MoveGenerator() {
    }

    /** Writes all legal moves into {@code moves} starting at {@code start}; returns the index after the last one. */
    public static int generate(Board b, int[] moves, int start) {
        return generate(b, moves, start, false);
    }

    /**
     * Like {@link #generate(Board, int[], int)}; with {@code tacticalOnly} only captures and promotions are
     * written (for quiescence search). Call it only when not in check, or use the full generator for evasions.
     */
    public static int generate(Board b, int[] moves, int start, boolean tacticalOnly) {
        final int[] sq = b.squares;
        final int us = b.side;
        final int them = us ^ 1;
        final int king = b.kingSquare[us];
        final int stamp = ++b.stamp;
        final int[] pinStamp = b.pinStamp;
        final int[] pinLine = b.pinLine;
        final int[] evasion = b.evasionStamp;

        // --- checkers and pins ---
        int checkers = 0;
        int checker = Square.NONE;
        int enemyBase = them << 3;
        for (int type = Piece.BISHOP; type <= Piece.QUEEN; type++) {
            int code = enemyBase | type;
            int slots = code * Board.LIST_CAPACITY;
            int bit = 1 << code;
            int n = b.listCount[code];
            for (int i = 0; i < n; i++) {
                int from = b.listSquares[slots + i];
                int delta = king - from + Geometry.OFFSET;
                if ((Geometry.ATTACKERS[delta] & bit) == 0) {
                    continue;
                }
                int step = Geometry.STEP[delta];
                int blocker = Square.NONE;
                int t = from + step;
                for (; t != king; t += step) {
                    if (sq[t] != Piece.EMPTY) {
                        if (blocker != Square.NONE) {
                            break;
                        }
                        blocker = t;
                    }
                }
                if (t != king) {
                    continue;
                }
                if (blocker == Square.NONE) {
                    checkers++;
                    checker = from;
                } else if (Piece.color(sq[blocker]) == us) {
                    pinStamp[blocker] = stamp;
                    pinLine[blocker] = -step;
                }
            }
        }
        int enemyKnight = enemyBase | Piece.KNIGHT;
        int knightSlots = enemyKnight * Board.LIST_CAPACITY;
        for (int i = 0, n = b.listCount[enemyKnight]; i < n; i++) {
            int from = b.listSquares[knightSlots + i];
            if ((Geometry.ATTACKERS[king - from + Geometry.OFFSET] & 1 << enemyKnight) != 0) {
                checkers++;
                checker = from;
            }
        }
        int enemyPawn = enemyBase | Piece.PAWN;
        int forward = Square.pawnPush(us);
        for (int dx = -1; dx <= 1; dx += 2) {
            int s = king + forward + dx;
            if (Square.onBoard(s) && sq[s] == enemyPawn) {
                checkers++;
                checker = s;
            }
        }

        int n = start;
        n = generateKingMoves(b, moves, n, king, us, checkers == 0, tacticalOnly);
        if (checkers >= 2) {
            return n;
        }
        boolean inCheck = checkers == 1;
        if (inCheck) {
            evasion[checker] = stamp;
            if (Geometry.isSlider(Piece.type(sq[checker]))) {
                int step = Geometry.step(checker, king);
                for (int t = checker + step; t != king; t += step) {
                    evasion[t] = stamp;
                }
            }
        }

        final int base = us << 3;
        // --- knights ---
        int code = base | Piece.KNIGHT;
        for (int i = 0, cnt = b.listCount[code]; i < cnt; i++) {
            int from = b.listSquares[code * Board.LIST_CAPACITY + i];
            if (pinStamp[from] == stamp) {
                continue; // a pinned knight can never move
            }
            int origin = from | code << Move.PIECE_SHIFT;
            for (int step : Geometry.KNIGHT_STEPS) {
                int to = from + step;
                if ((to & Square.OFF_BOARD) != 0) {
                    continue;
                }
                int target = sq[to];
                if (target == Piece.EMPTY) {
                    if (tacticalOnly || inCheck && evasion[to] != stamp) {
                        continue;
                    }
                    moves[n++] = origin | to << Move.TO_SHIFT;
                } else if (Piece.color(target) == them) {
                    if (inCheck && evasion[to] != stamp) {
                        continue;
                    }
                    moves[n++] = origin | to << Move.TO_SHIFT | target << Move.CAPTURED_SHIFT;
                }
            }
        }
        // --- sliders ---
        n = generateSliders(b, moves, n, base | Piece.BISHOP, Geometry.BISHOP_STEPS, king, inCheck, tacticalOnly);
        n = generateSliders(b, moves, n, base | Piece.ROOK, Geometry.ROOK_STEPS, king, inCheck, tacticalOnly);
        n = generateSliders(b, moves, n, base | Piece.QUEEN, Geometry.KING_STEPS, king, inCheck, tacticalOnly);
        // --- pawns ---
        n = generatePawnMoves(b, moves, n, king, inCheck, tacticalOnly);
        // --- castling ---
        if (!inCheck && !tacticalOnly && (b.castling & (us == Piece.WHITE ? 3 : 12)) != 0) {
            n = b.chess960 ? generateCastling960(b, moves, n, us) : generateCastling(b, moves, n, us);
        }
        return n;
    }

    private static int generateSliders(Board b, int[] moves, int n, int code, int[] steps, int king,
            boolean inCheck, boolean tacticalOnly) {
        final int[] sq = b.squares;
        final int stamp = b.stamp;
        final int them = Piece.color(code) ^ 1;
        for (int i = 0, cnt = b.listCount[code]; i < cnt; i++) {
            int from = b.listSquares[code * Board.LIST_CAPACITY + i];
            boolean pinned = b.pinStamp[from] == stamp;
            int line = b.pinLine[from];
            int origin = from | code << Move.PIECE_SHIFT;
            for (int step : steps) {
                if (pinned && step != line && step != -line) {
                    continue;
                }
                for (int to = from + step; (to & Square.OFF_BOARD) == 0; to += step) {
                    int target = sq[to];
                    if (target == Piece.EMPTY) {
                        if (!tacticalOnly && (!inCheck || b.evasionStamp[to] == stamp)) {
                            moves[n++] = origin | to << Move.TO_SHIFT;
                        }
                        continue;
                    }
                    if (Piece.color(target) == them && (!inCheck || b.evasionStamp[to] == stamp)) {
                        moves[n++] = origin | to << Move.TO_SHIFT | target << Move.CAPTURED_SHIFT;
                    }
                    break;
                }
            }
        }
        return n;
    }

    private static int generateKingMoves(Board b, int[] moves, int n, int king, int us, boolean notInCheck,
            boolean tacticalOnly) {
        final int[] sq = b.squares;
        final int them = us ^ 1;
        final int kingPiece = sq[king];
        final int origin = king | kingPiece << Move.PIECE_SHIFT;
        sq[king] = Piece.EMPTY; // lifted, so sliders see through it
        for (int step : Geometry.KING_STEPS) {
            int to = king + step;
            if ((to & Square.OFF_BOARD) != 0) {
                continue;
            }
            int target = sq[to];
            if (target == Piece.EMPTY) {
                if (!tacticalOnly && !b.isAttacked(to, them)) {
                    moves[n++] = origin | to << Move.TO_SHIFT;
                }
            } else if (Piece.color(target) == them && !b.isAttacked(to, them)) {
                moves[n++] = origin | to << Move.TO_SHIFT | target << Move.CAPTURED_SHIFT;
            }
        }
        sq[king] = kingPiece;
        return n;
    }

    private static int generateCastling(Board b, int[] moves, int n, int us) {
        final int[] sq = b.squares;
        final int them = us ^ 1;
        final int home = us == Piece.WHITE ? Square.E1 : Square.E8;
        final int king = Piece.make(us, Piece.KING);
        final int rook = Piece.make(us, Piece.ROOK);
        final int kingside = us == Piece.WHITE ? Board.WHITE_KINGSIDE : Board.BLACK_KINGSIDE;
        final int queenside = us == Piece.WHITE ? Board.WHITE_QUEENSIDE : Board.BLACK_QUEENSIDE;
        if (sq[home] != king) {
            return n;
        }
        if ((b.castling & kingside) != 0 && sq[home + 3] == rook && sq[home + 1] == Piece.EMPTY
                && sq[home + 2] == Piece.EMPTY && !b.isAttacked(home + 1, them) && !b.isAttacked(home + 2, them)) {
            moves[n++] = Move.encode(home, home + 2, king, Piece.EMPTY, 0, Move.CASTLING);
        }
        if ((b.castling & queenside) != 0 && sq[home - 4] == rook && sq[home - 1] == Piece.EMPTY
                && sq[home - 2] == Piece.EMPTY && sq[home - 3] == Piece.EMPTY && !b.isAttacked(home - 1, them)
                && !b.isAttacked(home - 2, them)) {
            moves[n++] = Move.encode(home, home - 2, king, Piece.EMPTY, 0, Move.CASTLING);
        }
        return n;
    }

    /**
     * Chess960 castling (the side is not in check): the king goes to g1/c1 (g8/c8) and the rook to f1/d1 (f8/d8).
     * Every square between the king and its destination and between the rook and its destination must be empty but
     * for these two pieces, and no square the king passes through or lands on may be attacked. Attacks are tested
     * with king and rook lifted, so a rook that shielded the king's destination along the rank does not hide an
     * attack it will no longer block. The move is encoded as the king's move to its destination (possibly its own
     * square).
     */
    private static int generateCastling960(Board b, int[] moves, int n, int us) {
        final int[] sq = b.squares;
        final int them = us ^ 1;
        final int kingFrom = b.kingSquare[us];
        final int king = Piece.make(us, Piece.KING);
        final int rook = Piece.make(us, Piece.ROOK);
        final int backRank = us == Piece.WHITE ? 0 : 7 * Square.RANK_STEP;
        if (Square.rank(kingFrom) != (us == Piece.WHITE ? 0 : 7)) {
            return n;
        }
        for (int side = 0; side < 2; side++) { // 0 kingside, 1 queenside
            int right = us << 1 | side;
            int rookFrom = b.castlingRook[right];
            if ((b.castling & 1 << right) == 0 || rookFrom == Square.NONE || sq[rookFrom] != rook) {
                continue;
            }
            int kingTo = backRank + (side == 0 ? 6 : 2);
            int rookTo = backRank + (side == 0 ? 5 : 3);
            if (!pathClear(sq, kingFrom, kingTo, kingFrom, rookFrom)
                    || !pathClear(sq, rookFrom, rookTo, kingFrom, rookFrom)) {
                continue;
            }
            sq[kingFrom] = Piece.EMPTY;
            sq[rookFrom] = Piece.EMPTY;
            boolean safe = true;
            int step = kingTo > kingFrom ? 1 : -1;
            for (int t = kingFrom; ; t += step) {
                if (b.isAttacked(t, them)) {
                    safe = false;
                    break;
                }
                if (t == kingTo) {
                    break;
                }
            }
            sq[rookFrom] = rook;
            sq[kingFrom] = king;
            if (safe) {
                moves[n++] = Move.encode(kingFrom, kingTo, king, Piece.EMPTY, 0, Move.CASTLING);
            }
        }
        return n;
    }

    /** True if every square from {@code a} to {@code b} (both included) is empty or holds one of the two movers. */
    private static boolean pathClear(int[] sq, int a, int b, int kingFrom, int rookFrom) {
        int lo = Math.min(a, b);
        int hi = Math.max(a, b);
        for (int t = lo; t <= hi; t++) {
            if (sq[t] != Piece.EMPTY && t != kingFrom && t != rookFrom) {
                return false;
            }
        }
        return true;
    }

    private static int generatePawnMoves(Board b, int[] moves, int n, int king, boolean inCheck,
            boolean tacticalOnly) {
        final int[] sq = b.squares;
        final int us = b.side;
        final int them = us ^ 1;
        final int stamp = b.stamp;
        final int code = Piece.make(us, Piece.PAWN);
        final int forward = Square.pawnPush(us);
        final int startRank = us == Piece.WHITE ? 1 : 6;
        final int lastRank = us == Piece.WHITE ? 7 : 0;
        for (int i = 0, cnt = b.listCount[code]; i < cnt; i++) {
            int from = b.listSquares[code * Board.LIST_CAPACITY + i];
            boolean pinned = b.pinStamp[from] == stamp;
            int line = b.pinLine[from];
            int origin = from | code << Move.PIECE_SHIFT;
            int to = from + forward;
            boolean promotes = Square.rank(to) == lastRank;
            // pushes
            if (sq[to] == Piece.EMPTY && (!pinned || line == forward || line == -forward)) {
                if (!inCheck || b.evasionStamp[to] == stamp) {
                    if (promotes) {
                        n = addPromotions(moves, n, origin | to << Move.TO_SHIFT, tacticalOnly);
                    } else if (!tacticalOnly) {
                        moves[n++] = origin | to << Move.TO_SHIFT;
                    }
                }
                int to2 = to + forward;
                if (!tacticalOnly && Square.rank(from) == startRank && sq[to2] == Piece.EMPTY
                        && (!inCheck || b.evasionStamp[to2] == stamp)) {
                    moves[n++] = origin | to2 << Move.TO_SHIFT | Move.DOUBLE_PUSH << Move.SPECIAL_SHIFT;
                }
            }
            // captures
            for (int dx = -1; dx <= 1; dx += 2) {
                int cap = to + dx;
                if ((cap & Square.OFF_BOARD) != 0) {
                    continue;
                }
                if (pinned && line != forward + dx && line != -(forward + dx)) {
                    continue;
                }
                int target = sq[cap];
                if (target != Piece.EMPTY) {
                    if (Piece.color(target) == them && (!inCheck || b.evasionStamp[cap] == stamp)) {
                        int m = origin | cap << Move.TO_SHIFT | target << Move.CAPTURED_SHIFT;
                        if (promotes) {
                            n = addPromotions(moves, n, m, false);
                        } else {
                            moves[n++] = m;
                        }
                    }
                } else if (cap == b.epSquare && b.epCapturable && b.enPassantIsLegal(from, cap)) {
                    int victim = Piece.make(them, Piece.PAWN);
                    moves[n++] = Move.encode(from, cap, code, victim, 0, Move.EN_PASSANT);
                }
            }
        }
        return n;
    }

    /** Queen first: move ordering and "first legal move" fallbacks then prefer it. */
    private static int addPromotions(int[] moves, int n, int move, boolean queenOnly) {
        moves[n++] = Move.withPromotion(move, Piece.QUEEN);
        if (!queenOnly) {
            moves[n++] = Move.withPromotion(move, Piece.KNIGHT);
            moves[n++] = Move.withPromotion(move, Piece.ROOK);
            moves[n++] = Move.withPromotion(move, Piece.BISHOP);
        }
        return n;
    }
}
