package chess.core;

/**
 * The position: a 0x88 mailbox plus per-piece square lists, kept in step by {@link #make} and {@link #unmake}.
 *
 * <p>All state is ints and int arrays allocated once; making and unmaking a move allocates nothing (the undo stack
 * only grows, by doubling, when a game gets longer than it has ever been). The hash is two 32-bit Zobrist halves.
 *
 * <p>Load positions through {@link Fen} (which checks them); {@link #setUp} trusts its caller.
 */
public final class Board {
    /** Castling rights bits. */
    public static final int WHITE_KINGSIDE = 1;
    public static final int WHITE_QUEENSIDE = 2;
    public static final int BLACK_KINGSIDE = 4;
    public static final int BLACK_QUEENSIDE = 8;

    /** Most pieces of one code the lists can hold; a legal position has at most 10 (2 + 8 promoted). */
    static final int LIST_CAPACITY = 16;

    /** Rights that survive a move touching each square: moving from or capturing on a rook or king home square. */
    private static final int[] CASTLING_KEPT = new int[Square.LIMIT];

    static {
        java.util.Arrays.fill(CASTLING_KEPT, 15);
        CASTLING_KEPT[Square.E1] = ~(WHITE_KINGSIDE | WHITE_QUEENSIDE) & 15;
        CASTLING_KEPT[Square.H1] = ~WHITE_KINGSIDE & 15;
        CASTLING_KEPT[Square.A1] = ~WHITE_QUEENSIDE & 15;
        CASTLING_KEPT[Square.E8] = ~(BLACK_KINGSIDE | BLACK_QUEENSIDE) & 15;
        CASTLING_KEPT[Square.H8] = ~BLACK_KINGSIDE & 15;
        CASTLING_KEPT[Square.A8] = ~BLACK_QUEENSIDE & 15;
    }

    /** The rook square of each castling right in standard chess, indexed like "KQkq" (bit 1, 2, 4, 8). */
    private static final int[] STANDARD_ROOKS = {Square.H1, Square.A1, Square.H8, Square.A8};

    /** Entries of a placement table (see {@link #trackPlacement}): one per piece code and 0x88 square. */
    private static final int PLACEMENT_ENTRIES = Piece.ON_SQUARE_LIMIT;

    // --- position state (package-private so the move generator reads it directly) ---
    final int[] squares = new int[Square.LIMIT];
    /** Squares of each piece code: entries {@code [code * LIST_CAPACITY, code * LIST_CAPACITY + count[code])}. */
    final int[] listSquares = new int[Piece.CODE_LIMIT * LIST_CAPACITY];
    final int[] listCount = new int[Piece.CODE_LIMIT];
    /** For an occupied square, the index of its piece within that piece's list. */
    final int[] listIndex = new int[Square.LIMIT];
    final int[] kingSquare = new int[2];

    int side;
    int castling;
    /** Chess960 rules (castling with king and rooks on any files); see {@link Variant}. */
    boolean chess960;
    /**
     * The square of the rook each castling right castles with, indexed like "KQkq" (right bit {@code 1 << i}):
     * h1, a1, h8, a8 in standard chess, the rook's actual square in Chess960 ({@link Square#NONE} for a right the
     * position never had). Fixed at {@link #setUp}; a right that is lost keeps its entry.
     */
    final int[] castlingRook = new int[4];
    /** Rights that survive a move from or to each square: {@link #CASTLING_KEPT}, or the Chess960 table. */
    private int[] castlingKept = CASTLING_KEPT;
    /** Hash keys of each set of castling rights: Zobrist's, or in Chess960 with the rook files mixed in. */
    private int[] castlingKeyLo = Zobrist.CASTLING_LO;
    private int[] castlingKeyHi = Zobrist.CASTLING_HI;
    // Chess960 tables, allocated with the first Chess960 position this board is set up with.
    private int[] kept960;
    private int[] keyLo960;
    private int[] keyHi960;
    /** Target square after the last double pawn push (written in FEN), or {@link Square#NONE}. */
    int epSquare = Square.NONE;
    /** Whether a legal en passant capture onto {@link #epSquare} exists (only then is it part of the hash). */
    boolean epCapturable;
    int halfmoveClock;
    int fullmoveNumber = 1;
    int hashLo;
    int hashHi;
    /** Zobrist key of the pawns alone (both colours), in two halves like the position's hash. */
    int pawnKeyLo;
    int pawnKeyHi;

    /**
     * Optional weight of each piece on each square (index {@link Piece#onSquare}), summed over the pieces on
     * the board and kept up to date by every piece added, removed or moved: an engine sets its material and
     * square tables here (middlegame and endgame) so it can read their totals without walking the pieces. Off
     * until {@link #trackPlacement} is called: a board that is only walked (perft) pays a predictable branch.
     */
    private boolean tracking;
    private int[] placementWeightsMg;
    private int[] placementWeightsEg;
    private int placementMg;
    private int placementEg;

    // --- undo stack: entry i holds what move i (0-based since setUp) changed ---
    /** Told of each move's piece changes while {@link #reporting} (see {@link #watch}); null when none. */
    private PieceWatcher watcher;
    /** True only inside {@link #make}'s piece changes: unmake and the legality probes are not reported. */
    private boolean reporting;

    private int ply;
    /**
     * Whether {@link #inCheck} may judge a position from the move that led to it alone: the set-up position has
     * both kings and the side that did not move is not in check there (every move after it is legal, so no later
     * position has that either). {@link #setUp} does not check positions, so it finds this out.
     */
    private boolean lastMoveShowsChecks;
    private int[] undoMove = new int[256];
    private int[] undoCastling = new int[256];
    private int[] undoEp = new int[256];
    private int[] undoHalfmove = new int[256];
    private int[] undoHashLo = new int[256];
    private int[] undoHashHi = new int[256];
    private int[] undoPawnKeyLo = new int[256];
    private int[] undoPawnKeyHi = new int[256];

    // --- scratch for the move generator (stamps avoid clearing per call) ---
    final int[] pinStamp = new int[Square.LIMIT];
    final int[] pinLine = new int[Square.LIMIT];
    final int[] evasionStamp = new int[Square.LIMIT];
    int stamp;

    /**
     * Legal moves listed by the notation code ({@link San}, {@link SanParser}, {@link UciMove},
     * {@link Rules#hasLegalMove}) for the length of one call, never across a call that may list into it too: a new
     * list per move read or written was the largest part of reading a PGN file in the browser builds (their arrays
     * are zero-filled when made).
     */
    final int[] notationMoves = new int[MoveGenerator.MAX_MOVES];

    public Board() {
        clear();
    }

    /** The back rank of the standard start, a to h. */
    private static final int[] BACK_RANK = {Piece.ROOK, Piece.KNIGHT, Piece.BISHOP, Piece.QUEEN, Piece.KING,
        Piece.BISHOP, Piece.KNIGHT, Piece.ROOK};

    /** The standard starting position ({@link Fen#START}), set up without reading FEN text. */
    public static Board startingPosition() {
        int[] pieces64 = new int[64];
        for (int file = 0; file < 8; file++) {
            pieces64[file] = Piece.make(Piece.WHITE, BACK_RANK[file]);
            pieces64[8 + file] = Piece.make(Piece.WHITE, Piece.PAWN);
            pieces64[48 + file] = Piece.make(Piece.BLACK, Piece.PAWN);
            pieces64[56 + file] = Piece.make(Piece.BLACK, BACK_RANK[file]);
        }
        Board board = new Board();
        board.setUp(pieces64, Piece.WHITE, WHITE_KINGSIDE | WHITE_QUEENSIDE | BLACK_KINGSIDE | BLACK_QUEENSIDE,
                Square.NONE, 0, 1);
        return board;
    }

    /**
     * Sets up a standard-chess position without checking it. {@code pieces64} holds a piece code per square, index
     * 0 = a1 .. 63 = h8. The caller (normally {@link Fen}) guarantees one king per side and at most 16 pieces of
     * each code.
     */
    public void setUp(int[] pieces64, int sideToMove, int castlingRights, int enPassantSquare, int halfmove,
            int fullmove) {
        setUp(pieces64, sideToMove, castlingRights, null, enPassantSquare, halfmove, fullmove, Variant.STANDARD);
    }

    /**
     * Sets up a position of either variant without checking it (see the other {@code setUp}).
     * {@code castlingRookFiles} gives, for Chess960, the file (0 = a .. 7 = h) of the rook of each castling right,
     * indexed like "KQkq"; a right whose file is missing or negative is dropped. It is ignored (and may be null) in
     * standard chess, where the rooks are on a and h. The caller guarantees that the king and the rook of each
     * right stand on their back rank, the rook on the right's side of the king.
     */
    public void setUp(int[] pieces64, int sideToMove, int castlingRights, int[] castlingRookFiles,
            int enPassantSquare, int halfmove, int fullmove, Variant variant) {
        clear();
        chess960 = variant == Variant.CHESS960;
        for (int i = 0; i < 64; i++) {
            int p = pieces64[i];
            if (p != Piece.EMPTY) {
                if (listCount[p] >= LIST_CAPACITY) {
                    throw new IllegalArgumentException("too many pieces of one kind");
                }
                addPiece(p, Square.from64(i));
            }
        }
        side = sideToMove;
        castling = castlingRights & 15;
        if (chess960) {
            setUpChess960Castling(castlingRookFiles);
        } else {
            System.arraycopy(STANDARD_ROOKS, 0, castlingRook, 0, 4);
            castlingKept = CASTLING_KEPT;
            castlingKeyLo = Zobrist.CASTLING_LO;
            castlingKeyHi = Zobrist.CASTLING_HI;
        }
        epSquare = enPassantSquare;
        halfmoveClock = halfmove;
        fullmoveNumber = fullmove;
        hashLo = 0;
        hashHi = 0;
        pawnKeyLo = 0;
        pawnKeyHi = 0;
        for (int sq = 0; sq < Square.LIMIT; sq++) {
            int p = squares[sq];
            if (Square.onBoard(sq) && p != Piece.EMPTY) {
                hashLo ^= Zobrist.PIECE_LO[Piece.onSquare(p, sq)];
                hashHi ^= Zobrist.PIECE_HI[Piece.onSquare(p, sq)];
                if (Piece.type(p) == Piece.PAWN) {
                    pawnKeyLo ^= Zobrist.PIECE_LO[Piece.onSquare(p, sq)];
                    pawnKeyHi ^= Zobrist.PIECE_HI[Piece.onSquare(p, sq)];
                }
            }
        }
        hashLo ^= castlingKeyLo[castling];
        hashHi ^= castlingKeyHi[castling];
        if (side == Piece.BLACK) {
            hashLo ^= Zobrist.SIDE_LO;
            hashHi ^= Zobrist.SIDE_HI;
        }
        epCapturable = epSquare != Square.NONE && enPassantCaptureExists();
        if (epCapturable) {
            hashLo ^= Zobrist.EP_FILE_LO[Square.file(epSquare)];
            hashHi ^= Zobrist.EP_FILE_HI[Square.file(epSquare)];
        }
        lastMoveShowsChecks = kingSquare[0] != Square.NONE && kingSquare[1] != Square.NONE
                && !isAttacked(kingSquare[side ^ 1], side);
    }

    /**
     * Chess960: the rook square, the rights kept per square and the hash keys of each castling right, from the rook
     * files and the kings on the board. Drops a right whose rook file is not given.
     */
    private void setUpChess960Castling(int[] rookFiles) {
        if (kept960 == null) {
            kept960 = new int[Square.LIMIT];
            keyLo960 = new int[16];
            keyHi960 = new int[16];
        }
        java.util.Arrays.fill(kept960, 15);
        int[] rightLo = new int[4];
        int[] rightHi = new int[4];
        for (int right = 0; right < 4; right++) {
            int bit = 1 << right;
            int color = right < 2 ? Piece.WHITE : Piece.BLACK;
            int file = rookFiles == null ? -1 : rookFiles[right];
            if (file < 0 || file > 7) {
                castling &= ~bit;
                castlingRook[right] = Square.NONE;
                continue;
            }
            int rank = color == Piece.WHITE ? 0 : 7;
            castlingRook[right] = Square.of(file, rank);
            kept960[castlingRook[right]] &= ~bit;
            if (kingSquare[color] != Square.NONE && Square.rank(kingSquare[color]) == rank) {
                kept960[kingSquare[color]] &= ~bit;
            }
            rightLo[right] = Zobrist.CASTLING_LO[bit];
            rightHi[right] = Zobrist.CASTLING_HI[bit];
            if (file != Square.file(STANDARD_ROOKS[right])) {
                rightLo[right] ^= Zobrist.CASTLING_FILE_LO[right * 8 + file];
                rightHi[right] ^= Zobrist.CASTLING_FILE_HI[right * 8 + file];
            }
        }
        for (int rights = 0; rights < 16; rights++) {
            int lo = 0;
            int hi = 0;
            for (int right = 0; right < 4; right++) {
                if ((rights & 1 << right) != 0) {
                    lo ^= rightLo[right];
                    hi ^= rightHi[right];
                }
            }
            keyLo960[rights] = lo;
            keyHi960[rights] = hi;
        }
        castlingKept = kept960;
        castlingKeyLo = keyLo960;
        castlingKeyHi = keyHi960;
    }

    /** Copies another board's position (not its move history) into this one, variant and castling rooks included. */
    public void copyFrom(Board other) {
        int[] pieces64 = new int[64];
        for (int i = 0; i < 64; i++) {
            pieces64[i] = other.squares[Square.from64(i)];
        }
        int[] rookFiles = new int[4];
        for (int right = 0; right < 4; right++) {
            rookFiles[right] = other.castlingRook[right] == Square.NONE ? -1 : Square.file(other.castlingRook[right]);
        }
        setUp(pieces64, other.side, other.castling, rookFiles, other.epSquare, other.halfmoveClock,
                other.fullmoveNumber, other.variant());
    }

    private void clear() {
        watcher = null;
        reporting = false;
        java.util.Arrays.fill(squares, Piece.EMPTY);
        java.util.Arrays.fill(listCount, 0);
        kingSquare[0] = Square.NONE;
        kingSquare[1] = Square.NONE;
        placementMg = 0;
        placementEg = 0;
        side = Piece.WHITE;
        castling = 0;
        epSquare = Square.NONE;
        epCapturable = false;
        halfmoveClock = 0;
        fullmoveNumber = 1;
        ply = 0;
    }

    // ------------------------------------------------------------------ queries

    public int pieceAt(int sq) {
        return squares[sq];
    }

    public int sideToMove() {
        return side;
    }

    public int castlingRights() {
        return castling;
    }

    /** The rules this board plays by: standard chess unless it was set up as Chess960. */
    public Variant variant() {
        return chess960 ? Variant.CHESS960 : Variant.STANDARD;
    }

    public boolean isChess960() {
        return chess960;
    }

    /**
     * The square of the rook that castling right {@code right} ({@link #WHITE_KINGSIDE} .. {@link #BLACK_QUEENSIDE})
     * castles with: h1, a1, h8, a8 in standard chess, the rook's starting square in Chess960, {@link Square#NONE}
     * for a Chess960 right the position never had. It stays the same when the right is lost.
     */
    public int castlingRookSquare(int right) {
        return castlingRook[Integer.numberOfTrailingZeros(right) & 3];
    }

    /** The square the rook of a castling move ({@link Move#isCastling}) starts on. */
    public int castlingRookFrom(int move) {
        int color = Piece.color(Move.piece(move));
        return castlingRook[color << 1 | (Square.file(Move.to(move)) == 6 ? 0 : 1)];
    }

    /** The square the rook of a castling move ends on: f1/d1 (f8/d8), beside the king's destination. */
    public static int castlingRookTo(int move) {
        int to = Move.to(move);
        return Square.file(to) == 6 ? to - 1 : to + 1;
    }

    /** The en passant target square as FEN writes it (after every double push), or {@link Square#NONE}. */
    public int enPassantSquare() {
        return epSquare;
    }

    /** True when a legal en passant capture is available now. */
    public boolean enPassantCapturable() {
        return epCapturable;
    }

    public int halfmoveClock() {
        return halfmoveClock;
    }

    public int fullmoveNumber() {
        return fullmoveNumber;
    }

    public int hashLo() {
        return hashLo;
    }

    public int hashHi() {
        return hashHi;
    }

    /** Hash halves of where the pawns stand (nothing else), updated with every move. */
    public int pawnKeyLo() {
        return pawnKeyLo;
    }

    public int pawnKeyHi() {
        return pawnKeyHi;
    }

    /**
     * Reports the piece changes of every later {@link #make} (and each {@link #unmake}) to {@code w}, or to nobody
     * when null. The watcher reads the current position itself when it starts; {@link #setUp} stops the watching.
     */
    public void watch(PieceWatcher w) {
        watcher = w;
        reporting = false;
    }

    /** The watcher {@link #watch} was last given, or null. */
    public PieceWatcher watcher() {
        return watcher;
    }

    /**
     * Starts keeping {@link #placementMg()} and {@link #placementEg()}: the sums of {@code middlegame} and
     * {@code endgame} weights (each indexed by {@link Piece#onSquare}) over the pieces on the board. The tables
     * are kept by reference, not copied, and stay in use through later {@link #setUp} calls.
     */
    public void trackPlacement(int[] middlegame, int[] endgame) {
        if (middlegame.length < PLACEMENT_ENTRIES || endgame.length < PLACEMENT_ENTRIES) {
            throw new IllegalArgumentException("placement weights need " + PLACEMENT_ENTRIES + " entries");
        }
        tracking = true;
        placementWeightsMg = middlegame;
        placementWeightsEg = endgame;
        placementMg = 0;
        placementEg = 0;
        for (int sq = 0; sq < Square.LIMIT; sq++) {
            int p = squares[sq];
            if (Square.onBoard(sq) && p != Piece.EMPTY) {
                placementMg += middlegame[Piece.onSquare(p, sq)];
                placementEg += endgame[Piece.onSquare(p, sq)];
            }
        }
    }

    /** Whether {@code middlegame} is the table {@link #trackPlacement} was last given (compared by reference). */
    public boolean tracksPlacement(int[] middlegame) {
        return placementWeightsMg == middlegame;
    }

    /** Middlegame placement weights summed over the pieces (0 unless {@link #trackPlacement} was called). */
    public int placementMg() {
        return placementMg;
    }

    /** Endgame placement weights summed over the pieces (0 unless {@link #trackPlacement} was called). */
    public int placementEg() {
        return placementEg;
    }

    public int kingSquare(int color) {
        return kingSquare[color];
    }

    /** How many pieces with this code (for example {@code Piece.make(WHITE, QUEEN)}) are on the board. */
    public int count(int piece) {
        return listCount[piece];
    }

    /** Square of the {@code i}-th piece with this code, {@code 0 <= i < count(piece)}. */
    public int pieceSquare(int piece, int i) {
        return listSquares[piece * LIST_CAPACITY + i];
    }

    /** Moves made since the last {@link #setUp}. */
    public int ply() {
        return ply;
    }

    /** The {@code i}-th move made since setUp ({@code 0 <= i < ply()}). */
    public int moveAt(int i) {
        return undoMove[i];
    }

    public boolean inCheck() {
        int last = ply > 0 && lastMoveShowsChecks ? undoMove[ply - 1] : Move.NONE;
        if (last == Move.NONE || Move.special(last) == Move.CASTLING) {
            return isAttacked(kingSquare[side], side ^ 1);
        }
        return Attacks.checkedByMove(this, last);
    }

    /**
     * True if the current position occurred at least {@code count} times before since the last capture or pawn
     * move (by hash). With {@code count} 2 this is threefold repetition.
     */
    public boolean repeated(int count) {
        return repeated(count, Integer.MAX_VALUE);
    }

    /**
     * The search's repetition test: true if the position already occurred at ply {@code rootPly} or later (a
     * repetition inside the searched line, which the side that chose it can force), or twice before it (with
     * this one, threefold). A single occurrence earlier in the game is not a draw yet: the opponent may deviate.
     */
    public boolean repeatedInSearch(int rootPly) {
        return repeated(2, rootPly);
    }

    /** {@code count} earlier occurrences, where one at ply {@code countsAloneFrom} or later is enough alone. */
    private boolean repeated(int count, int countsAloneFrom) {
        int seen = 0;
        int earliest = Math.max(0, ply - halfmoveClock);
        for (int i = ply - 4; i >= earliest; i -= 2) {
            if (undoHashLo[i] == hashLo && undoHashHi[i] == hashHi && (i >= countsAloneFrom || ++seen >= count)) {
                return true;
            }
        }
        return false;
    }

    /** True if any piece of {@code byColor} attacks {@code sq} on the current board. */
    public boolean isAttacked(int sq, int byColor) {
        return Attacks.isAttacked(this, sq, byColor);
    }

    // ------------------------------------------------------------------ make / unmake

    /** Plays a legal move (as produced by {@link MoveGenerator}). */
    public void make(int move) {
        if (ply == undoMove.length) {
            growUndo();
        }
        undoMove[ply] = move;
        undoCastling[ply] = castling;
        undoEp[ply] = epCapturable ? epSquare | 0x100 : epSquare & 0xff;
        undoHalfmove[ply] = halfmoveClock;
        undoHashLo[ply] = hashLo;
        undoHashHi[ply] = hashHi;
        undoPawnKeyLo[ply] = pawnKeyLo;
        undoPawnKeyHi[ply] = pawnKeyHi;
        ply++;
        if (watcher != null) {
            watcher.moveStarted();
            reporting = true;
        }

        int from = Move.from(move);
        int to = Move.to(move);
        int piece = squares[from];
        int special = Move.special(move);
        int lo = hashLo;
        int hi = hashHi;

        if (epCapturable) {
            lo ^= Zobrist.EP_FILE_LO[Square.file(epSquare)];
            hi ^= Zobrist.EP_FILE_HI[Square.file(epSquare)];
        }

        int captured = Move.captured(move);
        if (captured != Piece.EMPTY) {
            int capSq = special == Move.EN_PASSANT ? to - Square.pawnPush(side) : to;
            removePiece(capSq);
            lo ^= Zobrist.PIECE_LO[Piece.onSquare(captured, capSq)];
            hi ^= Zobrist.PIECE_HI[Piece.onSquare(captured, capSq)];
            if (Piece.type(captured) == Piece.PAWN) {
                pawnKeyLo ^= Zobrist.PIECE_LO[Piece.onSquare(captured, capSq)];
                pawnKeyHi ^= Zobrist.PIECE_HI[Piece.onSquare(captured, capSq)];
            }
            halfmoveClock = 0;
        } else if (Piece.type(piece) == Piece.PAWN) {
            halfmoveClock = 0;
        } else {
            halfmoveClock++;
        }

        if (special == Move.CASTLING && chess960) {
            // King and rook may swap squares or stand on each other's destination: lift the rook first.
            int kingside = Square.file(to) == 6 ? 1 : 0;
            int rookFrom = castlingRook[side << 1 | kingside ^ 1];
            int rookTo = kingside == 1 ? to - 1 : to + 1;
            int rook = squares[rookFrom];
            removePiece(rookFrom);
            if (from != to) {
                movePiece(from, to);
            }
            addPiece(rook, rookTo);
            lo ^= Zobrist.PIECE_LO[Piece.onSquare(rook, rookFrom)] ^ Zobrist.PIECE_LO[Piece.onSquare(rook, rookTo)];
            hi ^= Zobrist.PIECE_HI[Piece.onSquare(rook, rookFrom)] ^ Zobrist.PIECE_HI[Piece.onSquare(rook, rookTo)];
        } else {
            movePiece(from, to);
        }
        lo ^= Zobrist.PIECE_LO[Piece.onSquare(piece, from)] ^ Zobrist.PIECE_LO[Piece.onSquare(piece, to)];
        hi ^= Zobrist.PIECE_HI[Piece.onSquare(piece, from)] ^ Zobrist.PIECE_HI[Piece.onSquare(piece, to)];
        if (Piece.type(piece) == Piece.PAWN) {
            pawnKeyLo ^= Zobrist.PIECE_LO[Piece.onSquare(piece, from)] ^ Zobrist.PIECE_LO[Piece.onSquare(piece, to)];
            pawnKeyHi ^= Zobrist.PIECE_HI[Piece.onSquare(piece, from)] ^ Zobrist.PIECE_HI[Piece.onSquare(piece, to)];
        }

        int promotion = Move.promotion(move);
        if (promotion != 0) {
            int promoted = Piece.make(side, promotion);
            removePiece(to);
            addPiece(promoted, to);
            lo ^= Zobrist.PIECE_LO[Piece.onSquare(piece, to)] ^ Zobrist.PIECE_LO[Piece.onSquare(promoted, to)];
            hi ^= Zobrist.PIECE_HI[Piece.onSquare(piece, to)] ^ Zobrist.PIECE_HI[Piece.onSquare(promoted, to)];
            pawnKeyLo ^= Zobrist.PIECE_LO[Piece.onSquare(piece, to)];
            pawnKeyHi ^= Zobrist.PIECE_HI[Piece.onSquare(piece, to)];
        } else if (special == Move.CASTLING && !chess960) {
            int rookFrom = to > from ? to + 1 : to - 2;
            int rookTo = to > from ? to - 1 : to + 1;
            int rook = squares[rookFrom];
            movePiece(rookFrom, rookTo);
            lo ^= Zobrist.PIECE_LO[Piece.onSquare(rook, rookFrom)] ^ Zobrist.PIECE_LO[Piece.onSquare(rook, rookTo)];
            hi ^= Zobrist.PIECE_HI[Piece.onSquare(rook, rookFrom)] ^ Zobrist.PIECE_HI[Piece.onSquare(rook, rookTo)];
        }

        reporting = false;
        int[] kept = castlingKept;
        int newCastling = castling & kept[from] & kept[to];
        if (newCastling != castling) {
            lo ^= castlingKeyLo[castling] ^ castlingKeyLo[newCastling];
            hi ^= castlingKeyHi[castling] ^ castlingKeyHi[newCastling];
            castling = newCastling;
        }

        if (side == Piece.BLACK) {
            fullmoveNumber++;
        }
        side ^= 1;
        lo ^= Zobrist.SIDE_LO;
        hi ^= Zobrist.SIDE_HI;

        if (special == Move.DOUBLE_PUSH) {
            epSquare = (from + to) >> 1;
            epCapturable = enPassantCaptureExists();
            if (epCapturable) {
                lo ^= Zobrist.EP_FILE_LO[Square.file(epSquare)];
                hi ^= Zobrist.EP_FILE_HI[Square.file(epSquare)];
            }
        } else {
            epSquare = Square.NONE;
            epCapturable = false;
        }
        hashLo = lo;
        hashHi = hi;
    }

    /** Takes back the last move made with {@link #make}. */
    public void unmake() {
        ply--;
        if (watcher != null) {
            watcher.moveTakenBack();
        }
        int move = undoMove[ply];
        side ^= 1;
        if (side == Piece.BLACK) {
            fullmoveNumber--;
        }
        int from = Move.from(move);
        int to = Move.to(move);
        int special = Move.special(move);

        if (special == Move.CASTLING && chess960) {
            int kingside = Square.file(to) == 6 ? 1 : 0;
            int rookFrom = castlingRook[side << 1 | kingside ^ 1];
            int rookTo = kingside == 1 ? to - 1 : to + 1;
            int rook = squares[rookTo];
            removePiece(rookTo);
            if (from != to) {
                movePiece(to, from);
            }
            addPiece(rook, rookFrom);
        } else {
            if (Move.promotion(move) != 0) {
                removePiece(to);
                addPiece(Piece.make(side, Piece.PAWN), to);
            } else if (special == Move.CASTLING) {
                int rookFrom = to > from ? to + 1 : to - 2;
                int rookTo = to > from ? to - 1 : to + 1;
                movePiece(rookTo, rookFrom);
            }
            movePiece(to, from);
            int captured = Move.captured(move);
            if (captured != Piece.EMPTY) {
                int capSq = special == Move.EN_PASSANT ? to - Square.pawnPush(side) : to;
                addPiece(captured, capSq);
            }
        }

        castling = undoCastling[ply];
        int ep = undoEp[ply];
        epSquare = (ep & 0xff) == 0xff ? Square.NONE : ep & 0xff;
        epCapturable = (ep & 0x100) != 0;
        halfmoveClock = undoHalfmove[ply];
        hashLo = undoHashLo[ply];
        hashHi = undoHashHi[ply];
        pawnKeyLo = undoPawnKeyLo[ply];
        pawnKeyHi = undoPawnKeyHi[ply];
    }

    /** Passes the turn (for null-move pruning). Never call it while in check. */
    public void makeNull() {
        if (ply == undoMove.length) {
            growUndo();
        }
        undoMove[ply] = Move.NONE;
        undoCastling[ply] = castling;
        undoEp[ply] = epCapturable ? epSquare | 0x100 : epSquare & 0xff;
        undoHalfmove[ply] = halfmoveClock;
        undoHashLo[ply] = hashLo;
        undoHashHi[ply] = hashHi;
        ply++;
        if (watcher != null) {
            watcher.moveStarted();
        }
        if (epCapturable) {
            hashLo ^= Zobrist.EP_FILE_LO[Square.file(epSquare)];
            hashHi ^= Zobrist.EP_FILE_HI[Square.file(epSquare)];
        }
        epSquare = Square.NONE;
        epCapturable = false;
        halfmoveClock++;
        if (side == Piece.BLACK) {
            fullmoveNumber++;
        }
        side ^= 1;
        hashLo ^= Zobrist.SIDE_LO;
        hashHi ^= Zobrist.SIDE_HI;
    }

    public void unmakeNull() {
        ply--;
        if (watcher != null) {
            watcher.moveTakenBack();
        }
        side ^= 1;
        if (side == Piece.BLACK) {
            fullmoveNumber--;
        }
        castling = undoCastling[ply];
        int ep = undoEp[ply];
        epSquare = (ep & 0xff) == 0xff ? Square.NONE : ep & 0xff;
        epCapturable = (ep & 0x100) != 0;
        halfmoveClock = undoHalfmove[ply];
        hashLo = undoHashLo[ply];
        hashHi = undoHashHi[ply];
    }

    private void growUndo() {
        int n = undoMove.length * 2;
        undoMove = java.util.Arrays.copyOf(undoMove, n);
        undoCastling = java.util.Arrays.copyOf(undoCastling, n);
        undoEp = java.util.Arrays.copyOf(undoEp, n);
        undoHalfmove = java.util.Arrays.copyOf(undoHalfmove, n);
        undoHashLo = java.util.Arrays.copyOf(undoHashLo, n);
        undoHashHi = java.util.Arrays.copyOf(undoHashHi, n);
        undoPawnKeyLo = java.util.Arrays.copyOf(undoPawnKeyLo, n);
        undoPawnKeyHi = java.util.Arrays.copyOf(undoPawnKeyHi, n);
    }

    /**
     * Whether the side to move has a legal en passant capture onto {@link #epSquare}: an own pawn beside the pushed
     * pawn whose capture does not leave its own king in check (pins along the rank included).
     */
    private boolean enPassantCaptureExists() {
        int us = side;
        int pawn = Piece.make(us, Piece.PAWN);
        int victimSq = epSquare - Square.pawnPush(us);
        if (squares[victimSq] != Piece.make(us ^ 1, Piece.PAWN) || squares[epSquare] != Piece.EMPTY) {
            return false;
        }
        for (int dx = -1; dx <= 1; dx += 2) {
            int from = victimSq + dx;
            if (Square.onBoard(from) && squares[from] == pawn && enPassantIsLegal(from, epSquare)) {
                return true;
            }
        }
        return false;
    }

    /** Tries an en passant capture on the squares alone and reports whether the mover's king stays safe. */
    boolean enPassantIsLegal(int from, int to) {
        int us = side;
        int victimSq = to - Square.pawnPush(us);
        int pawn = squares[from];
        int victim = squares[victimSq];
        // Only the squares array changes; isAttacked reads piece lists for attackers, so drop the victim there too.
        removePiece(victimSq);
        squares[from] = Piece.EMPTY;
        squares[to] = pawn;
        boolean safe = kingSquare[us] == Square.NONE || !isAttacked(kingSquare[us], us ^ 1);
        squares[to] = Piece.EMPTY;
        squares[from] = pawn;
        addPiece(victim, victimSq);
        return safe;
    }

    // ------------------------------------------------------------------ piece lists


    private void addPiece(int piece, int sq) {
        squares[sq] = piece;
        if (tracking) {
            placementMg += placementWeightsMg[Piece.onSquare(piece, sq)];
            placementEg += placementWeightsEg[Piece.onSquare(piece, sq)];
        }
        if (reporting) {
            watcher.added(piece, sq);
        }
        int i = listCount[piece]++;
        listSquares[piece * LIST_CAPACITY + i] = sq;
        listIndex[sq] = i;
        if (Piece.type(piece) == Piece.KING) {
            kingSquare[Piece.color(piece)] = sq;
        }
    }

    private void removePiece(int sq) {
        int piece = squares[sq];
        int i = listIndex[sq];
        int last = --listCount[piece];
        int lastSq = listSquares[piece * LIST_CAPACITY + last];
        listSquares[piece * LIST_CAPACITY + i] = lastSq;
        listIndex[lastSq] = i;
        squares[sq] = Piece.EMPTY;
        if (reporting) {
            watcher.removed(piece, sq);
        }
        if (tracking) {
            placementMg -= placementWeightsMg[Piece.onSquare(piece, sq)];
            placementEg -= placementWeightsEg[Piece.onSquare(piece, sq)];
        }
    }

    private void movePiece(int from, int to) {
        int piece = squares[from];
        int i = listIndex[from];
        listSquares[piece * LIST_CAPACITY + i] = to;
        listIndex[to] = i;
        squares[to] = piece;
        squares[from] = Piece.EMPTY;
        if (reporting) {
            watcher.removed(piece, from);
            watcher.added(piece, to);
        }
        if (tracking) {
            int toIndex = Piece.onSquare(piece, to);
            int fromIndex = Piece.onSquare(piece, from);
            placementMg += placementWeightsMg[toIndex] - placementWeightsMg[fromIndex];
            placementEg += placementWeightsEg[toIndex] - placementWeightsEg[fromIndex];
        }
        if (Piece.type(piece) == Piece.KING) {
            kingSquare[Piece.color(piece)] = to;
        }
    }
}
