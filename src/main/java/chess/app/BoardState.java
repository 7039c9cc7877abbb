package chess.app;

import chess.core.Piece;
import chess.core.RuleSet;
import chess.core.Square;
import java.util.List;

/**
 * Everything the view draws, as plain values: one immutable snapshot per change. Squares are numbered 0..63
 * (a1 = 0, b1 = 1, ..., h8 = 63); -1 means none.
 */
public final class BoardState {
    /** Piece code ({@link Piece}) on each square, 0 when empty. */
    private final int[] pieces;
    /** Black at the bottom. */
    public final boolean flipped;
    /** The square whose piece is picked up, or -1. */
    public final int selected;
    /** Where the picked-up piece may go (empty when nothing is picked up). */
    private final boolean[] targets;
    /** The last move shown, or -1. */
    public final int lastFrom;
    public final int lastTo;
    /** The king in check on the shown position, or -1. */
    public final int checkSquare;
    /** A pawn waiting for its promotion piece: its destination, or -1 when no choice is pending. */
    public final int promotionSquare;
    /** The colour choosing a promotion piece (meaningful only while {@link #promotionSquare} is set). */
    public final int promotionColor;
    /** SAN of the line on show: from the start to the shown move and on along the line last visited. */
    public final List<String> moves;
    /** The node ids of {@link #moves}, one each (the move strip steps to them). */
    public final List<Integer> lineIds;
    /** The move-quality symbol of each of {@link #moves} ("?!", "!!"; "" for none), which the move strip shows. */
    public final List<String> lineSymbols;
    /** The players, event and result of the game from its tags (the rows above and below the board). */
    public final GameHeader header;
    /** The whole tree as the move list draws it, in PGN order. */
    public final List<MoveToken> moveList;
    /** The id of the shown move (the start position's id when no move is shown). */
    public final int currentMoveId;
    /** The shown move's comment (before the first move at the start position) and NAGs. */
    public final String comment;
    public final List<Integer> nags;
    public final boolean onMainLine;
    /**
     * The game review of the shown line. The app's controller sets it on every state; null in the embeddable
     * viewer's, which shows no review (no default here, so the viewer's build leaves the review's classes out).
     */
    public final ReviewState review;
    /** "Chess960 · position 123", or "" in standard chess. */
    public final String variantText;
    /** The opening names: the shown position's, the reviewed line's. Set and null as {@link #review}. */
    public final OpeningState opening;
    /** The last change of the position by one move (to glide and sound once), or {@link MoveTransition#NONE}. */
    public final MoveTransition transition;
    /** The board editor while it is open (the squares then show its position), else null. */
    public final EditorState editor;
    public final boolean canDelete;
    public final boolean canDeleteAfter;
    public final boolean canBack;
    public final boolean canForward;
    /** The games of the PGN file being imported when it has several (empty otherwise). */
    public final List<ImportedGame> importedGames;
    /** The imported game on the board (its number), or 0. */
    public final int importedGameShown;
    /** True while a PGN file is being read (in slices, so the page stays responsive). */
    public final boolean importing;
    /** What the import did or what went wrong ("3 games: pick one", "Game 2, line 41, column 9: ..."), or "". */
    public final String importMessage;
    /** Number of moves of the line shown on the board (0 = start position). */
    public final int ply;
    /** Full-move number of the first move of the line and whether black makes it (for numbering). */
    public final int firstMoveNumber;
    public final boolean blackMovesFirst;
    /** FEN of the shown position. */
    public final String fen;
    /** What the FEN box shows: the FEN, or the rejected text while {@link #fenError} is about it. */
    public final String fenBoxText;
    /** Why the last FEN could not be loaded, or empty. */
    public final String fenError;
    /** Why the last typed move was refused, or empty. */
    public final String moveError;
    /** "White to move", "Black to move", or how the game ended. */
    public final String turn;
    /** How the game ended, or empty while it goes on. */
    public final String result;
    public final boolean canUndo;
    public final boolean canRedo;
    public final RuleSet ruleSet;

    // ---- the engine ----
    public final PlayMode playMode;
    /** The engine's level 1..10 for its moves. */
    public final int level;
    /** The analysis toggle. */
    public final boolean analysis;
    /** True while the engine searches for its move. */
    public final boolean thinking;
    /** "Engine is thinking…", "Analysing…", "Analysis stopped", or "". */
    public final String engineStatus;
    /** A problem with the engine or with the link's engine settings, or "". */
    public final String engineMessage;
    public final boolean canMoveNow;
    public final boolean canStop;
    public final boolean canHint;
    /** The analysis readout ("" when there is none): "Depth 12", "+0.35", "12. Nf3 d5 13. c4", "850 k nodes/s". */
    public final String depthText;
    public final String scoreText;
    public final String pvText;
    public final String speedText;
    /** The score as a sentence for screen readers ("+0.35 for White", "Checkmate: White wins"), or "". */
    public final String scoreSpoken;
    /** The analysis readout is on show: analysis on, or stopped with its last report (the toggle is off then). */
    public final boolean analysisShown;
    /** White's share of the evaluation bar, 0..1, or -1 when there is no score. */
    public final double whiteShare;
    /** How many analysis lines were asked for (1..5) and each line's readout, best first ("+0.35 12. Nf3 d5"). */
    public final int analysisLineCount;
    public final List<String> analysisLines;
    /** Whether the best-move arrow is wanted, and its squares (0..63) when the analysis has a move, else -1. */
    public final boolean bestMoveArrow;
    public final int arrowFrom;
    public final int arrowTo;
    /** The hinted move's squares (0..63) or -1, and its text ("Hint: Nf3") or "". */
    public final int hintFrom;
    public final int hintTo;
    /** A premove (a move entered during the engine's turn): its squares, or -1 (the target while only picked up). */
    public final int premoveFrom;
    public final int premoveTo;
    /** The clocks and the time-control setting ({@link ClockState}); the embeddable viewer's state has null. */
    public final ClockState clock;
    public final String hintText;
    /** The arrows and circles drawn on the shown move (squares as 0x88 ints), circles first. */
    public final List<chess.pgn.Shape> shapes;
    /** Draw mode (for touch): a tap or drag on the board draws in {@link #drawColour} instead of moving. */
    public final boolean drawMode;
    public final char drawColour;

    BoardState(Builder b) {
        pieces = b.pieces.clone();
        flipped = b.flipped;
        selected = b.selected;
        targets = b.targets.clone();
        lastFrom = b.lastFrom;
        lastTo = b.lastTo;
        checkSquare = b.checkSquare;
        promotionSquare = b.promotionSquare;
        promotionColor = b.promotionColor;
        moves = b.list(b.moves);
        lineIds = b.list(b.lineIds);
        lineSymbols = b.list(b.lineSymbols);
        header = b.header;
        moveList = b.list(b.moveList);
        currentMoveId = b.currentMoveId;
        comment = b.comment;
        nags = b.list(b.nags);
        onMainLine = b.onMainLine;
        review = b.review;
        variantText = b.variantText;
        opening = b.opening;
        transition = b.transition;
        editor = b.editor;
        canDelete = b.canDelete;
        canDeleteAfter = b.canDeleteAfter;
        canBack = b.canBack;
        canForward = b.canForward;
        importedGames = b.list(b.importedGames);
        importedGameShown = b.importedGameShown;
        importing = b.importing;
        importMessage = b.importMessage;
        ply = b.ply;
        firstMoveNumber = b.firstMoveNumber;
        blackMovesFirst = b.blackMovesFirst;
        fen = b.fen;
        fenBoxText = b.fenBoxText;
        fenError = b.fenError;
        moveError = b.moveError;
        turn = b.turn;
        result = b.result;
        canUndo = b.canUndo;
        canRedo = b.canRedo;
        ruleSet = b.ruleSet;
        playMode = b.playMode;
        level = b.level;
        analysis = b.analysis;
        thinking = b.thinking;
        engineStatus = b.engineStatus;
        engineMessage = b.engineMessage;
        canMoveNow = b.canMoveNow;
        canStop = b.canStop;
        canHint = b.canHint;
        depthText = b.depthText;
        scoreText = b.scoreText;
        pvText = b.pvText;
        speedText = b.speedText;
        scoreSpoken = b.scoreSpoken;
        analysisShown = b.analysisShown;
        whiteShare = b.whiteShare;
        analysisLineCount = b.analysisLineCount;
        analysisLines = b.list(b.analysisLines);
        bestMoveArrow = b.bestMoveArrow;
        arrowFrom = b.arrowFrom;
        arrowTo = b.arrowTo;
        hintFrom = b.hintFrom;
        shapes = b.shapes;
        drawMode = b.drawMode;
        drawColour = b.drawColour;
        hintTo = b.hintTo;
        premoveFrom = b.premoveFrom;
        premoveTo = b.premoveTo;
        clock = b.clock;
        hintText = b.hintText;
    }

    /**
     * The captured pieces and who is ahead, worked out from the pieces on the board when asked: only the app's
     * strips beside the board ask, so the embeddable viewer's build leaves the counting out.
     */
    public Material material() {
        return Material.of(pieces);
    }

    /** Piece code on square {@code i} (0..63), 0 when empty. */
    public int piece(int i) {
        return pieces[i];
    }

    /** True when the picked-up piece may move to square {@code i}. */
    public boolean isTarget(int i) {
        return targets[i];
    }

    /** The drawn shapes in words for screen readers ("arrow from e2 to e4, green; circle on d4, red"), or "". */
    public String shapesText() {
        return chess.pgn.Shapes.describe(shapes);
    }

    /** "e4" for square 4 * 8 + 4. */
    public static String squareName(int i) {
        return Square.name(Square.from64(i));
    }

    /** The square's accessible name: "e4, white pawn" or "e4, empty". */
    public String label(int i) {
        int piece = pieces[i];
        if (piece == 0) {
            return squareName(i) + ", empty";
        }
        return squareName(i) + ", " + Piece.colorName(Piece.color(piece)) + " " + Piece.typeName(Piece.type(piece));
    }

    /** Image class of the piece on square {@code i}: "wP", "bK", ..., or "" when empty. */
    public String pieceClassAt(int i) {
        return pieceClass(pieces[i]);
    }

    /** "wP" for a white pawn code. */
    public static String pieceClass(int piece) {
        return piece > 0 && piece < PIECE_CLASSES.length ? PIECE_CLASSES[piece] : "";
    }

    /** Each piece code's class, made once: the board asks for them with every redraw. */
    private static final String[] PIECE_CLASSES = pieceClasses();

    private static String[] pieceClasses() {
        String[] classes = new String[Piece.make(Piece.BLACK, Piece.KING) + 1];
        java.util.Arrays.fill(classes, "");
        for (int color : new int[] {Piece.WHITE, Piece.BLACK}) {
            for (int type = 1; type <= 6; type++) {
                classes[Piece.make(color, type)] = (color == Piece.WHITE ? "w" : "b") + "PNBRQK".charAt(type - 1);
            }
        }
        return classes;
    }

    /** Mutable collector for one snapshot. */
    static final class Builder {
        /** Whether the lists given are copied into the state (not for a state's own lists, which are copies). */
        private boolean copyLists = true;

        Builder() {
        }

        /**
         * A builder holding everything {@code s} holds but the engine's part, for the state after an engine report
         * (the engine's part filled anew): {@code s}'s lists are taken as they are, not copied again.
         */
        Builder(BoardState s) {
            copyLists = false; // the engine's part (EngineController.fill) is left unset, as in a new builder
            pieces = s.pieces;
            flipped = s.flipped;
            selected = s.selected;
            targets = s.targets;
            lastFrom = s.lastFrom;
            lastTo = s.lastTo;
            checkSquare = s.checkSquare;
            promotionSquare = s.promotionSquare;
            promotionColor = s.promotionColor;
            moves = s.moves;
            lineIds = s.lineIds;
            lineSymbols = s.lineSymbols;
            header = s.header;
            moveList = s.moveList;
            currentMoveId = s.currentMoveId;
            comment = s.comment;
            nags = s.nags;
            onMainLine = s.onMainLine;
            review = s.review;
            variantText = s.variantText;
            opening = s.opening;
            transition = s.transition;
            editor = s.editor;
            canDelete = s.canDelete;
            canDeleteAfter = s.canDeleteAfter;
            canBack = s.canBack;
            canForward = s.canForward;
            importedGames = s.importedGames;
            importedGameShown = s.importedGameShown;
            importing = s.importing;
            importMessage = s.importMessage;
            ply = s.ply;
            firstMoveNumber = s.firstMoveNumber;
            blackMovesFirst = s.blackMovesFirst;
            fen = s.fen;
            fenBoxText = s.fenBoxText;
            fenError = s.fenError;
            moveError = s.moveError;
            turn = s.turn;
            result = s.result;
            canUndo = s.canUndo;
            canRedo = s.canRedo;
            ruleSet = s.ruleSet;
            shapes = s.shapes;
            drawMode = s.drawMode;
            drawColour = s.drawColour;
            premoveFrom = s.premoveFrom;
            premoveTo = s.premoveTo;
            clock = s.clock;
        }

        /**
         * Forgets the move input's part (the picked-up piece and its targets, the promotion choice, the move box's
         * error, the premove), as in a new builder, for {@link MoveInput#fill} to fill anew: a state's own target
         * array is not written to.
         */
        Builder withoutMoveInput() {
            selected = -1;
            targets = new boolean[64];
            promotionSquare = -1;
            promotionColor = Piece.WHITE;
            moveError = "";
            premoveFrom = -1;
            premoveTo = -1;
            return this;
        }

        int[] pieces = new int[64];
        boolean flipped;
        int selected = -1;
        boolean[] targets = new boolean[64];
        int lastFrom = -1;
        int lastTo = -1;
        int checkSquare = -1;
        int promotionSquare = -1;
        int promotionColor = Piece.WHITE;
        List<String> moves = List.of();
        List<Integer> lineIds = List.of();
        List<String> lineSymbols = List.of();
        GameHeader header = GameHeader.NONE;
        List<MoveToken> moveList = List.of();
        int currentMoveId;
        String comment = "";
        List<Integer> nags = List.of();
        boolean onMainLine = true;
        ReviewState review;
        String variantText = "";
        OpeningState opening;
        MoveTransition transition = MoveTransition.NONE;
        EditorState editor;
        boolean canDelete;
        boolean canDeleteAfter;
        boolean canBack;
        boolean canForward;
        List<ImportedGame> importedGames = List.of();
        int importedGameShown;
        boolean importing;
        String importMessage = "";
        int ply;
        int firstMoveNumber = 1;
        boolean blackMovesFirst;
        String fen = "";
        String fenBoxText = "";
        String fenError = "";
        String moveError = "";
        String turn = "";
        String result = "";
        boolean canUndo;
        boolean canRedo;
        RuleSet ruleSet = RuleSet.STANDARD;
        PlayMode playMode = PlayMode.HUMANS;
        int level = UrlState.DEFAULT_LEVEL;
        boolean analysis;
        boolean thinking;
        String engineStatus = "";
        String engineMessage = "";
        boolean canMoveNow;
        boolean canStop;
        boolean canHint;
        String depthText = "";
        String scoreText = "";
        String pvText = "";
        String speedText = "";
        String scoreSpoken = "";
        boolean analysisShown;
        double whiteShare = -1;
        int analysisLineCount = 1;
        List<String> analysisLines = List.of();
        boolean bestMoveArrow = true;
        int arrowFrom = -1;
        int arrowTo = -1;
        int hintFrom = -1;
        int hintTo = -1;
        int premoveFrom = -1;
        int premoveTo = -1;
        ClockState clock;
        String hintText = "";
        List<chess.pgn.Shape> shapes = List.of();
        boolean drawMode;
        char drawColour = 'G';

        /** A list for the state: a copy, unless it is a state's own list already. */
        private <T> List<T> list(List<T> given) {
            return copyLists ? List.copyOf(given) : given;
        }

        BoardState build() {
            return new BoardState(this);
        }
    }
}
