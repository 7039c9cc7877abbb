package chess.app;

import chess.core.Board;
import chess.core.Chess960;
import chess.core.Fen;
import chess.core.FenException;
import chess.core.Game;
import chess.core.Move;
import chess.core.MoveParseException;
import chess.core.Outcome;
import chess.core.Piece;
import chess.core.RuleSet;
import chess.core.San;
import chess.core.Square;
import chess.core.UciMove;
import chess.core.Variant;
import chess.pgn.DecodedGame;
import chess.pgn.GameTree;
import chess.pgn.MoveNode;
import chess.pgn.Nag;
import chess.pgn.PgnGame;
import chess.pgn.PgnGameEntry;
import chess.pgn.PgnProblem;
import chess.pgn.PgnReader;
import chess.pgn.PgnScanner;
import chess.pgn.TreeCodec;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * The web app's brain: owns the game tree, the shown position, the picked-up piece and the settings; turns the
 * user's actions (forwarded by a {@link GameView}) into moves and loads, and hands the view a fresh
 * {@link BoardState} after each change. No DOM or TeaVM here, so it runs under JUnit.
 *
 * <p>The engine (an {@link EngineLink}: a Web Worker in the page, a fake in tests) plays the sides the
 * {@link PlayMode} gives it, analyses the shown position and finds hints; {@link EngineController} does that half
 * of the work, and the engine's lines come back through {@link #engineLine}. Against the engine, undo and redo step
 * between the player's turns.
 *
 * <p>The moves form a {@link GameTree}: the board shows the position after the {@code current} move, and
 * {@code game} is that position with the moves leading to it (so the rules see repetitions). A move played where
 * it already exists goes to it; any other move played before the end of a line starts a variation. Redo follows
 * the line last visited.
 */
public final class GameController {
    private final GameView view;
    private final EngineController engine;
    private final GameReview review;
    private final EditorController editor;
    private final Scheduler scheduler;
    private GameTree tree = new GameTree();
    private MoveNode current = tree.root();
    private Game game = new Game();
    private RuleSet ruleSet = RuleSet.STANDARD;
    private boolean flipped;
    /** Picked-up square (0x88) or Square.NONE. */
    private int selected = Square.NONE;
    /** Pending promotion: from/to (0x88), or Square.NONE. */
    private int promotionFrom = Square.NONE;
    private int promotionTo = Square.NONE;
    private String fenError = "";
    private String rejectedFen = null;
    private String moveError = "";
    /** Longest comment accepted from the comment box (links must stay shareable). */
    static final int MAX_COMMENT = 2000;
    /** Longest PGN text imported (about 50 MB of games); the page keeps it while its game list is open. */
    static final int MAX_IMPORT_CHARS = 50_000_000;
    /** Characters of PGN listed per task: a few milliseconds in the browser. */
    static final int IMPORT_SLICE_CHARS = 200_000;
    private int importSerial;
    private PgnScanner scanner;
    private String importText;
    private List<PgnGameEntry> importEntries;
    private List<ImportedGame> importedGames = List.of();
    private int importedGameShown;
    private String importMessage = "";
    private UrlState address = UrlState.parse("");
    /** The main line's result as last worked out, and what it was worked out for. */
    private String mainLineResult = "";
    private MoveNode resultFor;
    private int resultMoveCount = -1;
    private RuleSet resultRules;
    /** The last change of the shown position by one move, which the view glides and sounds; NONE after a jump. */
    private MoveTransition transition = MoveTransition.NONE;
    private int transitionSerial;

    /** A controller without an engine (two people at one board). */
    public GameController(GameView view) {
        this(view, EngineLink.NONE, Scheduler.NONE);
    }

    /** A controller whose one engine plays and analyses; reviews get no answers. */
    public GameController(GameView view, EngineLink engine, Scheduler scheduler) {
        this(view, engine, EngineLink.NONE, scheduler);
    }

    /**
     * {@code engine} plays, analyses and gives hints; {@code reviewEngine}, a second engine (its own worker in the
     * page), reviews games, so a review never disturbs a game against the engine.
     */
    public GameController(GameView view, EngineLink engine, EngineLink reviewEngine, Scheduler scheduler) {
        this.view = view;
        this.review = new GameReview(new GameReview.Table() {
            @Override
            public GameTree tree() {
                return tree;
            }

            @Override
            public MoveNode current() {
                return current;
            }

            @Override
            public RuleSet ruleSet() {
                return ruleSet;
            }

            @Override
            public void changed() {
                GameController.this.changed();
            }

            @Override
            public void render() {
                GameController.this.render();
            }

            @Override
            public void announce(String message) {
                view.announce(message);
            }

            @Override
            public void goTo(MoveNode node) {
                seek(node);
                tree.visit(current);
                clearTransient();
            }
        }, reviewEngine);
        this.editor = new EditorController(new EditorController.Table() {
            @Override
            public void changed() {
                GameController.this.changed();
            }

            @Override
            public void announce(String message) {
                view.announce(message);
            }

            @Override
            public void takePosition(String fen, boolean analyse) {
                load(fen);
                view.announce("Position set up. " + turnText());
                if (analyse) {
                    GameController.this.engine.setAnalysis(true);
                }
                changed();
            }
        });
        this.scheduler = scheduler;
        this.engine = new EngineController(new EngineController.Table() {
            @Override
            public Game game() {
                return game;
            }

            @Override
            public boolean atEndOfLine() {
                return current.next() == null;
            }

            @Override
            public boolean paused() {
                return editor.isOpen();
            }

            @Override
            public RuleSet ruleSet() {
                return ruleSet;
            }

            @Override
            public void play(int move) {
                GameController.this.play(move, false);
            }

            @Override
            public void changed() {
                GameController.this.changed();
            }

            @Override
            public void render() {
                GameController.this.render();
            }

            @Override
            public void renderReport() {
                view.renderSoon(GameController.this::state);
            }

            @Override
            public void announce(String message) {
                view.announce(message);
            }

            @Override
            public void evaluated(Evaluation evaluation) {
                if (!current.isRoot()) {
                    current.setCommand("eval", evaluation.pgnText()); // exported as [%eval ...]
                }
            }
        }, engine, scheduler);
    }

    /**
     * Starts from the page address: its {@code fen} (lenient; a bad one is reported and the game starts from the
     * initial position) and {@code flip}.
     */
    public void start(String href) {
        address = UrlState.parse(href);
        String problem = engine.startFrom(address);
        flipped = address.flipped() || engine.mode() == PlayMode.BLACK;
        if (!problem.isEmpty()) {
            view.announce(problem);
        }
        String fen = address.fen();
        if (address.editor() != null) {
            editor.open(address.editor());
            return;
        }
        if (address.game() != null) {
            openLinkedGame(address.game());
        } else if (address.pgn() != null) {
            importMessage = "";
            PgnGame read = PgnReader.read(address.pgn());
            showImported(read, "The PGN in the link: ");
            return;
        } else if (fen != null && !fen.trim().isEmpty()) {
            if (!load(fen)) {
                fenError = "The FEN in the link was not loaded: " + fenError;
                rejectedFen = null; // the box shows the position actually on the board
                view.announce(fenError);
            }
        }
        changed();
    }

    /** Opens the game code of a shared link; a damaged code opens the part that decodes and says what was lost. */
    private void openLinkedGame(String code) {
        DecodedGame decoded = TreeCodec.decode(code);
        setTree(decoded.tree(), decoded.current());
        importMessage = decoded.problem();
        if (!importMessage.isEmpty()) {
            view.announce(importMessage);
        }
    }

    // ---- board actions -------------------------------------------------------------------------------------

    /** A click (or Enter) on a square: picks up a piece of the side to move, or moves the picked-up one there. */
    public void clickSquare(String name) {
        if (editor.isOpen()) {
            editor.clickSquare(name);
            return;
        }
        int sq = Square.parse(name);
        if (sq == Square.NONE || promotionPending()) {
            return;
        }
        if (selected != Square.NONE && sq == selected) {
            selected = Square.NONE;
            render();
            return;
        }
        if (canPickUp(sq) && !(selected != Square.NONE && castlesOntoFrom(selected, sq))) {
            selected = sq;
            render();
            return;
        }
        if (selected != Square.NONE) {
            tryMove(selected, sq, false);
            return;
        }
        if (game.outcome().isOver() && game.board().pieceAt(sq) != Piece.EMPTY) {
            view.announce(game.outcome().describe());
        }
    }

    /** A drag begins on a square: true (and the piece is picked up) when it holds a movable piece. */
    public boolean dragStart(String name) {
        if (editor.isOpen()) {
            return editor.hasPiece(name);
        }
        int sq = Square.parse(name);
        if (sq == Square.NONE || promotionPending() || !canPickUp(sq)) {
            return false;
        }
        if (selected != sq) {
            selected = sq;
            render();
        }
        return true;
    }

    /**
     * A drag ends: {@code to} is the square under the pointer, or null off the board. Dropping back on the start
     * square keeps the piece picked up; anywhere else is a move attempt, and an illegal one changes nothing.
     */
    public void drop(String from, String to) {
        if (editor.isOpen()) {
            editor.drop(from, to);
            return;
        }
        int fromSq = Square.parse(from);
        int toSq = to == null ? Square.NONE : Square.parse(to);
        if (fromSq == Square.NONE || promotionPending()) {
            return;
        }
        if (toSq == fromSq) {
            return;
        }
        if (toSq == Square.NONE) {
            selected = Square.NONE;
            render();
            return;
        }
        tryMove(fromSq, toSq, true);
    }

    /** Drops the picked-up piece (Escape). */
    public void cancelSelection() {
        if (selected != Square.NONE || promotionPending()) {
            selected = Square.NONE;
            promotionFrom = Square.NONE;
            promotionTo = Square.NONE;
            render();
        }
    }

    /** The promotion piece chosen: "q", "r", "b" or "n"; anything else cancels the move. */
    public void choosePromotion(String letter) {
        if (editor.isOpen()) {
            return; // the game is hidden behind the editor
        }
        if (!promotionPending()) {
            return;
        }
        int from = promotionFrom;
        int to = promotionTo;
        promotionFrom = Square.NONE;
        promotionTo = Square.NONE;
        int type = letter == null || letter.length() != 1 ? 0 : Piece.promotionType(letter.charAt(0));
        for (int move : game.legalMoves()) {
            if (Move.from(move) == from && Move.to(move) == to && Move.promotion(move) == type && type != 0) {
                play(move, false); // the pawn waited on its square while the choice was open: it glides
                return;
            }
        }
        selected = Square.NONE;
        view.announce("Promotion cancelled");
        render();
    }

    /**
     * A move typed in the move box, in SAN ({@code Nf3}) or UCI ({@code g1f3}). Returns true when it was played;
     * otherwise the reason is in the state's move error.
     */
    public boolean submitMove(String text) {
        if (editor.isOpen()) {
            return false; // the game is hidden behind the editor
        }
        String input = text == null ? "" : text.trim();
        if (input.isEmpty()) {
            moveError = "Type a move, such as Nf3 or g1f3.";
            render();
            return false;
        }
        Outcome outcome = game.outcome();
        if (outcome.isOver()) {
            moveError = "The game is over: " + outcome.describe() + ".";
            render();
            return false;
        }
        if (engine.engineMoves(game.board().sideToMove())) {
            moveError = "It is the engine's move.";
            render();
            return false;
        }
        int move;
        try {
            move = UciMove.looksLikeUci(input) ? UciMove.parse(game.board(), input) : San.parse(game.board(), input);
        } catch (MoveParseException e) {
            moveError = e.getMessage();
            render();
            return false;
        }
        if (move == Move.NONE) {
            moveError = "'" + input + "' is a null move; it cannot be played.";
            render();
            return false;
        }
        play(move, false);
        return true;
    }

    /** Plays a move given in UCI notation (the engine's replies, later); false when it is not legal here. */
    public boolean playUci(String uci) {
        if (editor.isOpen()) {
            return false; // the game is hidden behind the editor
        }
        if (game.outcome().isOver()) {
            return false;
        }
        try {
            int move = UciMove.parse(game.board(), uci);
            if (move == Move.NONE) {
                return false;
            }
            play(move, false);
            return true;
        } catch (MoveParseException e) {
            return false;
        }
    }

    // ---- navigation and game ------------------------------------------------------------------------------

    /**
     * One move back; against the engine, back to the player's previous turn, so the player's move and the
     * engine's reply are taken back together (a running search is dropped).
     */
    public void undo() {
        if (editor.isOpen()) {
            return; // the game is hidden behind the editor
        }
        MoveNode target = undoTarget();
        if (target != null) {
            goTo(target);
        }
    }

    /** One move forward along the line last visited; against the engine, to the player's next turn or the end. */
    public void redo() {
        if (editor.isOpen()) {
            return; // the game is hidden behind the editor
        }
        MoveNode target = redoTarget();
        if (target != null) {
            goTo(target);
        }
    }

    /** The previous move (← key), whoever plays. */
    public void back() {
        if (editor.isOpen()) {
            return; // the game is hidden behind the editor
        }
        if (!current.isRoot()) {
            goTo(current.parent());
        }
    }

    /** The next move (→ key) along the line last visited. */
    public void forward() {
        if (editor.isOpen()) {
            return; // the game is hidden behind the editor
        }
        MoveNode next = current.redoChild();
        if (next != null) {
            goTo(next);
        }
    }

    /** The start position (↑ or Home). */
    public void toStart() {
        if (editor.isOpen()) {
            return; // the game is hidden behind the editor
        }
        goTo(tree.root());
    }

    /** The end of the line on show (↓ or End), following the line last visited. */
    public void toEnd() {
        if (editor.isOpen()) {
            return; // the game is hidden behind the editor
        }
        MoveNode n = current;
        while (n.redoChild() != null) {
            n = n.redoChild();
        }
        goTo(n);
    }

    private MoveNode undoTarget() {
        for (MoveNode t = current.parent(); t != null; t = t.parent()) {
            if (!playsAgainstEngine() || !engine.engineMoves(sideToMoveAfter(t))) {
                return t;
            }
        }
        return null;
    }

    private MoveNode redoTarget() {
        for (MoveNode t = current.redoChild(); t != null; t = t.redoChild()) {
            if (!playsAgainstEngine() || t.redoChild() == null || !engine.engineMoves(sideToMoveAfter(t))) {
                return t;
            }
        }
        return null;
    }

    private boolean playsAgainstEngine() {
        return engine.mode() == PlayMode.WHITE || engine.mode() == PlayMode.BLACK;
    }

    /** The side to move after {@code node}'s move. */
    private int sideToMoveAfter(MoveNode node) {
        return node.ply() % 2 == 0 ? tree.startSide() : tree.startSide() ^ 1;
    }

    /** Shows the position after {@code ply} moves of the line on show (0 = the start position). */
    public void goToPly(int ply) {
        if (editor.isOpen()) {
            return; // the game is hidden behind the editor
        }
        List<MoveNode> shown = shownLine();
        int target = Math.max(0, Math.min(ply, shown.size()));
        goTo(target == 0 ? tree.root() : shown.get(target - 1));
    }

    /** Shows the position after the move with this id (as the page's move list gives it); unknown ids do nothing. */
    public void goToMove(int id) {
        if (editor.isOpen()) {
            return; // the game is hidden behind the editor
        }
        MoveNode node = tree.node(id);
        if (node != null) {
            goTo(node);
        }
    }

    private void goTo(MoveNode target) {
        if (target == current) {
            return;
        }
        MoveNode before = current;
        seek(target);
        transition = oneStep(before);
        tree.visit(current);
        selected = Square.NONE;
        promotionFrom = Square.NONE;
        promotionTo = Square.NONE;
        view.announce(current.isRoot() ? "Start position" : "After " + describeMove(current));
        changed();
    }

    /** The moves from the start to the shown one and on along the line last visited. */
    private List<MoveNode> shownLine() {
        List<MoveNode> shown = new ArrayList<>(tree.path(current));
        for (MoveNode n = current.redoChild(); n != null; n = n.redoChild()) {
            shown.add(n);
        }
        return shown;
    }

    // ---- editing the tree ---------------------------------------------------------------------------------

    /** Moves the variation of the shown move one step up (it becomes its parent's main continuation). */
    public void promoteVariation() {
        if (editor.isOpen()) {
            return; // the game is hidden behind the editor
        }
        if (tree.promote(current)) {
            view.announce("Variation promoted");
            changed();
        }
    }

    /** Makes the line through the shown move the main line. */
    public void makeMainLine() {
        if (editor.isOpen()) {
            return; // the game is hidden behind the editor
        }
        if (tree.promoteToMainLine(current)) {
            view.announce("Now the main line");
            changed();
        }
    }

    /** Deletes the shown move and everything after it, and shows the move before. */
    public void deleteFromHere() {
        if (editor.isOpen()) {
            return; // the game is hidden behind the editor
        }
        if (current.isRoot()) {
            return;
        }
        MoveNode doomed = current;
        String what = describeMove(doomed);
        seek(doomed.parent());
        tree.delete(doomed);
        view.announce("Deleted: " + what + " and the moves after it");
        changed();
    }

    /** Deletes every move after the shown one. */
    public void deleteAfter() {
        if (editor.isOpen()) {
            return; // the game is hidden behind the editor
        }
        if (current.next() == null) {
            return;
        }
        tree.deleteAfter(current);
        view.announce("Moves after this one deleted");
        changed();
    }

    /** The comment after the shown move (before the first move at the start position); empty removes it. */
    public void setComment(String text) {
        if (editor.isOpen()) {
            return; // the game is hidden behind the editor
        }
        String clean = text == null ? "" : text.trim();
        if (clean.length() > MAX_COMMENT) {
            moveError = "A comment may have up to " + MAX_COMMENT + " characters; this one has " + clean.length()
                    + ".";
            render();
            return;
        }
        if (clean.equals(current.comment())) {
            return;
        }
        current.setComment(clean);
        view.announce(clean.isEmpty() ? "Comment removed" : "Comment saved");
        changed();
    }

    /** Puts a NAG (1..255) on the shown move, or takes it off when it is there. */
    public void toggleNag(int nag) {
        if (editor.isOpen()) {
            return; // the game is hidden behind the editor
        }
        if (current.isRoot() || nag < 1 || nag > Nag.MAX) {
            return;
        }
        if (current.nags().contains(nag)) {
            current.removeNag(nag);
        } else {
            current.addNag(nag);
        }
        changed();
    }

    public void newGame() {
        setTree(new GameTree(), null);
        engine.newGame();
        fenError = "";
        rejectedFen = null;
        view.announce("New game");
        changed();
    }

    /**
     * A new Chess960 game from starting position {@code number} (0..959, Scharnagl's numbering; 518 is the
     * standard position), or a random one when the number is outside that range.
     */
    public void newChess960(int number) {
        int n = number >= 0 && number < Chess960.COUNT ? number : new Random().nextInt(Chess960.COUNT);
        setTree(new GameTree(Chess960.startFen(n), Variant.CHESS960), null);
        engine.newGame();
        fenError = "";
        rejectedFen = null;
        view.announce("New Chess960 game, position " + n);
        changed();
    }

    public void flip() {
        flipped = !flipped;
        view.announce(flipped ? "Black at the bottom" : "White at the bottom");
        changed();
    }

    /** The repetition rule: {@link RuleSet#STANDARD} or the course's 8-ply rule. */
    public void setRuleSet(RuleSet rules) {
        if (rules == null || rules == ruleSet) {
            return;
        }
        ruleSet = rules;
        game.setRuleSet(rules);
        // Moves after a position that is now over can no longer be replayed.
        if (game.outcome().isOver()) {
            tree.deleteAfter(current);
        }
        changed();
    }

    /** Loads a FEN typed or pasted in the FEN box (lenient forms accepted). False, with the error shown, if bad. */
    public boolean loadFen(String text) {
        if (editor.isOpen()) {
            return editor.load(text);
        }
        boolean ok = load(text);
        if (ok) {
            view.announce("Position loaded. " + turnText());
        }
        changed();
        return ok;
    }

    // ---- copying ------------------------------------------------------------------------------------------

    public void copyFen() {
        view.copyText("FEN", editor.isOpen() ? editor.fen() : Fen.write(game.board()));
    }

    /** The whole game, variations and comments included, as PGN. */
    public void copyPgn() {
        view.copyText("PGN", pgn());
    }

    /** Offers the game as a .pgn file to save. */
    public void downloadPgn() {
        view.downloadText(PgnFileName.of(tree), pgn());
    }

    // ---- PGN import ---------------------------------------------------------------------------------------

    /**
     * Reads PGN text (pasted, dropped or chosen as a file): one game opens at once; several are listed for
     * {@link #openImportedGame}. A long file is read in slices so the page stays responsive.
     */
    public void importPgn(String text) {
        importSerial++;
        importedGames = List.of();
        importText = null;
        scanner = null;
        if (text == null || text.trim().isEmpty()) {
            importMessage = "Paste the PGN of a game, or choose or drop a .pgn file.";
            render();
            return;
        }
        if (text.length() > MAX_IMPORT_CHARS) {
            importMessage = "This text has " + text.length() + " characters; PGN import reads up to "
                    + MAX_IMPORT_CHARS + ".";
            render();
            return;
        }
        importText = text;
        scanner = new PgnScanner(text);
        importMessage = "";
        scanSlice(importSerial);
    }

    /** Lists the next slice of the file; schedules the one after, so no task holds the page for long. */
    private void scanSlice(int serial) {
        if (serial != importSerial || scanner == null) {
            return;
        }
        if (!scanner.scan(IMPORT_SLICE_CHARS)) {
            importMessage = "Reading the file: " + scanner.games().size() + " games so far…";
            render();
            scheduler.after(0, () -> scanSlice(serial));
            return;
        }
        List<PgnGameEntry> games = scanner.games();
        scanner = null;
        if (games.isEmpty()) {
            importMessage = "No game was found in this text: PGN has tags such as [White \"Anna\"] and moves "
                    + "such as 1. e4 e5.";
            importText = null;
        } else if (games.size() == 1) {
            openEntry(games.get(0));
            importText = null;
            return;
        } else {
            List<ImportedGame> listed = new ArrayList<>(games.size());
            for (PgnGameEntry e : games) {
                listed.add(new ImportedGame(e.number(), orEmpty(e.white()), orEmpty(e.black()), orEmpty(e.result()),
                        orEmpty(e.event()), orEmpty(e.date()), e.opening() != null ? e.opening() : orEmpty(e.eco())));
            }
            importedGames = listed;
            importEntries = games;
            importMessage = games.size() + " games in this file: pick one.";
        }
        render();
    }

    private static String sentence(String text) {
        return text.endsWith(".") ? text : text + ".";
    }

    private static String orEmpty(String text) {
        return text == null ? "" : text;
    }

    /** Opens game {@code number} (1-based) of the file being imported. */
    public void openImportedGame(int number) {
        if (importText == null || importEntries == null || number < 1 || number > importEntries.size()) {
            return;
        }
        openEntry(importEntries.get(number - 1));
    }

    /** Reads one game and shows its start; what went wrong (the moves before a bad one are kept) is reported. */
    private void openEntry(PgnGameEntry entry) {
        PgnGame read = PgnReader.read(importText, entry);
        importedGameShown = entry.number();
        showImported(read, importedGames.isEmpty() ? "" : "Game " + entry.number() + ": ");
    }

    private void showImported(PgnGame read, String prefix) {
        PgnProblem error = read.error();
        if (error != null && read.tree().moveCount() == 0) { // nothing usable: the board keeps its game
            importMessage = prefix + "not loaded: line " + error.line() + ", column " + error.column() + ": "
                    + sentence(error.message());
            view.announce(importMessage);
            render();
            return;
        }
        setTree(read.tree(), null);
        fenError = "";
        rejectedFen = null;
        if (error != null) {
            importMessage = prefix + "line " + error.line() + ", column " + error.column() + ": "
                    + sentence(error.message()) + " The moves before it were loaded.";
        } else if (!read.problems().isEmpty()) {
            PgnProblem note = read.problems().get(0);
            importMessage = prefix + "loaded, with a note: line " + note.line() + ", column " + note.column() + ": "
                    + note.message();
        } else {
            importMessage = prefix + "loaded: " + read.tree().moveCount() + " moves.";
        }
        view.announce(importMessage);
        changed();
    }

    /** Closes the list of imported games (the game on the board stays). */
    public void closeImport() {
        importSerial++;
        importedGames = List.of();
        importEntries = null;
        importText = null;
        scanner = null;
        importedGameShown = 0;
        importMessage = "";
        render();
    }

    public void share() {
        view.copyText("link", currentAddress());
    }

    /** The game as PGN, with its variations, comments and NAGs. */
    public String pgn() {
        Map<String, String> defaults = new LinkedHashMap<>();
        defaults.put("Event", "Casual game");
        defaults.put("Site", "Chess in the browser");
        PlayMode mode = engine.mode();
        if (mode != PlayMode.HUMANS) {
            String engineName = SkillLevel.isFullStrength(engine.level()) ? "Engine (full strength)"
                    : "Engine level " + engine.level();
            defaults.put("White", mode.engineMoves(Piece.WHITE) ? engineName : "Player");
            defaults.put("Black", mode.engineMoves(Piece.BLACK) ? engineName : "Player");
        }
        return GamePgn.write(tree, defaults, outcomeOfMainLine());
    }

    /**
     * The address of what is on show: a bare position as {@code #fen=}, a game as {@code #g=} (the whole tree and the
     * move shown), with the orientation and the game against the engine.
     */
    public String currentAddress() {
        if (editor.isOpen()) {
            return address.editorAddressOf(editor.fen(), flipped);
        }
        if (tree.moveCount() == 0 && tree.root().comment().isEmpty() && tree.tags().isEmpty()
                && tree.variant() == Variant.STANDARD) { // a FEN cannot say it is Chess960; the game code can
            return address.addressOf(Fen.write(game.board()), flipped, engine.mode(), engine.level());
        }
        return address.addressOf(tree, current, flipped, engine.mode(), engine.level());
    }

    // ---- the engine (its half of the work is in EngineController) ----------------------------------------

    /** Who plays: "both", "white", "black" or "watch" ({@link PlayMode#id}); anything else is ignored. */
    public void setPlayMode(String id) {
        PlayMode chosen = PlayMode.byId(id);
        if (chosen == null || !engine.setMode(chosen)) {
            return;
        }
        if (chosen == PlayMode.WHITE || chosen == PlayMode.BLACK) {
            flipped = chosen == PlayMode.BLACK; // the player's side at the bottom
        }
        view.announce(chosen.label);
        changed();
    }

    /** The engine's level, 1..10 (clamped); a search for a move restarts at the new level. */
    public void setLevel(int number) {
        engine.setLevel(number);
    }

    /** Analysis on: the engine searches the shown position without end and reports as it goes. */
    public void setAnalysis(boolean on) {
        engine.setAnalysis(on);
    }

    /** The engine plays the best move it has found so far (or, before its first report, the first legal move). */
    public void moveNow() {
        if (editor.isOpen()) {
            return; // the game is hidden behind the editor
        }
        engine.moveNow();
    }

    /** Ends the analysis (or hint search) of this position at once; the last report stays on show. */
    public void stop() {
        engine.stop();
    }

    /** Shows the best move for the side to move: at once when the analysis has one, else after a short search. */
    public void hint() {
        if (editor.isOpen()) {
            return; // the game is hidden behind the editor
        }
        engine.hint();
    }

    /** One line from the engine. */
    public void engineLine(String text) {
        engine.engineLine(text);
    }

    /** Lines the analysis shows, 1..5. */
    public void setAnalysisLines(int count) {
        engine.setAnalysisLines(count);
    }

    public void setBestMoveArrow(boolean on) {
        engine.setBestMoveArrow(on);
    }

    // ---- board editor -------------------------------------------------------------------------------------

    /** Opens the board editor on the shown position. */
    public void openEditor() {
        if (!editor.isOpen()) {
            clearTransient();
            editor.open(Fen.write(game.board()));
        }
    }

    /** Leaves the editor; the game is as it was. */
    public void cancelEditor() {
        editor.cancel();
    }

    /** Leaves the editor with its position as a new game (analysed when {@code analyse}); false when illegal. */
    public boolean finishEditor(boolean analyse) {
        return editor.finish(analyse);
    }

    /** The palette's tool: "wK" ... "bP", "eraser", or "" for none (choosing the chosen one again drops it). */
    public void editorTool(String id) {
        editor.selectTool(id);
    }

    /** A piece dragged from the palette ("wQ") onto a square. */
    public void editorDropNew(String pieceId, String square) {
        if (editor.isOpen()) {
            editor.dropNew(pieceId, square);
        }
    }

    public void editorStartPosition() {
        if (editor.isOpen()) {
            editor.startPosition();
        }
    }

    public void editorClear() {
        if (editor.isOpen()) {
            editor.clear();
        }
    }

    /** "w" or "b" to move. */
    public void editorSetSide(String letter) {
        if (editor.isOpen()) {
            editor.setSide(letter);
        }
    }

    /** Castling right "K", "Q", "k" or "q". */
    public void editorSetCastling(String letter, boolean on) {
        if (editor.isOpen()) {
            editor.setCastling(letter, on);
        }
    }

    /** The en passant square ("e3"), or "" for none. */
    public void editorSetEnPassant(String square) {
        if (editor.isOpen()) {
            editor.setEnPassant(square);
        }
    }

    public void editorSetCounters(int halfmoves, int fullmoves) {
        if (editor.isOpen()) {
            editor.setCounters(halfmoves, fullmoves);
        }
    }

    // ---- game review --------------------------------------------------------------------------------------

    /** Reviews the shown line (main line or variation) from its start to its end. */
    public void startReview() {
        if (editor.isOpen()) {
            return; // the game is hidden behind the editor
        }
        review.start();
    }

    public void cancelReview() {
        review.cancel();
    }

    /** "quick", "standard" or "deep"; anything else is ignored. */
    public void setReviewDepth(String id) {
        review.setDepth(ReviewDepth.byId(id));
    }

    /** Adds the engine's better line before the shown (marked) move as a variation and goes to it. */
    public void showBetterLine() {
        if (editor.isOpen()) {
            return; // the game is hidden behind the editor
        }
        review.showBetterLine();
    }

    /** One line from the review's engine. */
    public void reviewLine(String text) {
        review.engineLine(text);
    }

    /** The state the view was last given (also for tests). */
    public BoardState state() {
        BoardState.Builder b = new BoardState.Builder();
        Board board = game.board();
        for (int i = 0; i < 64; i++) {
            b.pieces[i] = board.pieceAt(Square.from64(i));
        }
        b.flipped = flipped;
        if (selected != Square.NONE) {
            b.selected = Square.to64(selected);
            for (int move : game.legalMoves()) {
                if (Move.from(move) == selected) {
                    b.targets[Square.to64(Move.to(move))] = true;
                    if (board.isChess960() && Move.isCastling(move)) { // the king may also be dropped on its rook
                        b.targets[Square.to64(board.castlingRookFrom(move))] = true;
                    }
                }
            }
        }
        if (!current.isRoot()) {
            b.lastFrom = Square.to64(Move.from(current.move()));
            b.lastTo = Square.to64(Move.to(current.move()));
        }
        if (board.inCheck()) {
            b.checkSquare = Square.to64(board.kingSquare(board.sideToMove()));
        }
        if (promotionPending()) {
            b.promotionSquare = Square.to64(promotionTo);
            b.promotionColor = board.sideToMove();
        }
        List<String> shown = new ArrayList<>();
        for (MoveNode n : shownLine()) {
            shown.add(n.san());
        }
        b.moves = shown;
        b.ply = current.ply();
        b.firstMoveNumber = tree.startFullmove();
        b.blackMovesFirst = tree.startSide() == Piece.BLACK;
        b.moveList = MoveList.of(tree, current, resultText());
        b.currentMoveId = current.id();
        b.comment = current.comment();
        b.nags = current.nags();
        b.onMainLine = current.isOnMainLine();
        b.canDelete = !current.isRoot();
        b.canDeleteAfter = current.next() != null;
        b.canBack = !current.isRoot();
        b.canForward = current.next() != null;
        b.importedGames = importedGames;
        b.importedGameShown = importedGameShown;
        b.importing = scanner != null;
        b.importMessage = importMessage;
        b.fen = Fen.write(board);
        b.fenError = fenError;
        b.fenBoxText = rejectedFen != null ? rejectedFen : b.fen;
        b.moveError = moveError;
        Outcome outcome = game.outcome();
        b.result = outcome.isOver() ? outcome.describe() : "";
        b.turn = turnText();
        b.canUndo = undoTarget() != null;
        b.canRedo = redoTarget() != null;
        b.ruleSet = ruleSet;
        engine.fill(b);
        b.review = review.state();
        b.variantText = variantText();
        b.transition = transition;
        if (editor.isOpen()) {
            editor.fill(b);
            b.selected = -1;
            b.targets = new boolean[64];
            b.lastFrom = -1;
            b.lastTo = -1;
            b.checkSquare = -1;
            b.promotionSquare = -1;
            b.fenError = "";
            b.fenBoxText = b.fen;
            b.moveError = "";
            b.hintFrom = -1;
            b.hintTo = -1;
            b.arrowFrom = -1;
            b.arrowTo = -1;
        }
        return b.build();
    }

    // ---- internals ----------------------------------------------------------------------------------------

    private boolean load(String text) {
        GameTree loaded;
        try {
            Board board = Fen.parseLenient(text == null ? "" : text);
            loaded = new GameTree(Fen.write(board));
        } catch (FenException e) {
            loaded = asChess960(text);
            if (loaded == null) {
                fenError = e.getMessage();
                rejectedFen = text;
                return false;
            }
        } catch (RuntimeException e) { // parsing promises not to throw anything else; never break the page
            fenError = "This FEN could not be read: " + e;
            rejectedFen = text;
            return false;
        }
        setTree(loaded, null);
        fenError = "";
        rejectedFen = null;
        return true;
    }

    /**
     * A FEN that standard chess refuses may be a Chess960 position (king and rooks off their standard squares,
     * Shredder-FEN letters): then it is loaded as one. Null when it is not that either.
     */
    private static GameTree asChess960(String text) {
        try {
            Board board = Fen.parseLenient(text == null ? "" : text, Variant.CHESS960);
            return new GameTree(Fen.write(board), Variant.CHESS960);
        } catch (RuntimeException e) { // a FenException: the standard reason is the one to show
            return null;
        }
    }

    /** Shows {@code loaded} at {@code at} (its start position when null). */
    private void setTree(GameTree loaded, MoveNode at) {
        review.gameReplaced();
        transition = MoveTransition.NONE;
        tree = loaded;
        current = tree.root();
        game = new Game(tree.startFen(), tree.variant());
        game.setRuleSet(ruleSet);
        clearTransient();
        if (at != null) {
            seek(at);
            tree.visit(current);
        }
    }

    /** Moves the piece on {@code from} to {@code to}; {@code dragged} when it was dropped there by a drag. */
    private void tryMove(int from, int to, boolean dragged) {
        List<Integer> matches = new ArrayList<>(4);
        for (int move : game.legalMoves()) {
            if (Move.from(move) == from && (Move.to(move) == to || castlesOnto(move, to))) {
                matches.add(move);
            }
        }
        if (matches.size() > 1 && matches.stream().anyMatch(Move::isCastling)) {
            // Chess960: a king next to g1/c1 may step there or castle. Onto its rook it castles; onto the square it
            // steps, as UciMove reads the same gesture.
            boolean ontoRook = matches.stream().anyMatch(m -> castlesOnto(m, to));
            matches.removeIf(m -> Move.isCastling(m) != ontoRook);
        }
        if (matches.isEmpty()) {
            selected = Square.NONE;
            view.announce("Illegal move: " + Square.name(from) + " to " + Square.name(to));
            render();
            return;
        }
        if (matches.size() > 1) { // only promotions share from and to
            selected = from;
            promotionFrom = from;
            promotionTo = to;
            view.announce("Choose a piece to promote to: queen, rook, bishop or knight");
            render();
            return;
        }
        play(matches.get(0), dragged);
    }

    /** Plays {@code move}; {@code dragged} when the hand already put the piece there (then it does not glide). */
    private void play(int move, boolean dragged) {
        boolean known = current.child(move) != null;
        MoveNode next = tree.play(current, move);
        boolean variation = !known && !next.isFirstChild();
        game.play(move);
        transition = forwardTransition(move, !dragged);
        current = next;
        tree.visit(current);
        clearTransient();
        fenError = "";
        rejectedFen = null;
        Outcome outcome = game.outcome();
        String said = describeMove(current) + (variation ? " (a variation)" : "");
        view.announce(outcome.isOver() ? said + ". " + outcome.describe() : said);
        changed();
    }

    /**
     * Shows the position after {@code target}, undoing and replaying only the moves not shared with the shown one.
     * A move the rules now refuse (the course rule can end a game sooner) stops the way there.
     */
    private void seek(MoveNode target) {
        transition = MoveTransition.NONE; // a caller that moved one step says so afterwards
        List<MoveNode> way = tree.path(target);
        int common = 0;
        List<MoveNode> here = tree.path(current);
        while (common < way.size() && common < here.size() && way.get(common) == here.get(common)) {
            common++;
        }
        while (game.ply() > common) {
            game.undo();
        }
        current = common == 0 ? tree.root() : way.get(common - 1);
        for (int i = common; i < way.size(); i++) {
            try {
                game.play(way.get(i).move());
            } catch (IllegalStateException | IllegalArgumentException e) {
                return;
            }
            current = way.get(i);
        }
    }

    /**
     * The transition from {@code before} to the move now shown when they are one move apart (a step forward sounds
     * like the move; a step back like a plain move), else {@link MoveTransition#NONE}: a jump neither glides nor
     * sounds.
     */
    private MoveTransition oneStep(MoveNode before) {
        if (!current.isRoot() && current.parent() == before) {
            return forwardTransition(current.move(), true);
        }
        if (!before.isRoot() && before.parent() == current) {
            int move = before.move();
            return MoveTransition.backward(++transitionSerial, move, castlingRookFrom(move), MoveSound.MOVE);
        }
        return MoveTransition.NONE;
    }

    /** The transition of {@code move}, just played on {@code game} (its sound depends on where it led). */
    private MoveTransition forwardTransition(int move, boolean animated) {
        return MoveTransition.forward(++transitionSerial, move, castlingRookFrom(move), animated,
                MoveSound.of(move, game.board().inCheck(), game.outcome().isOver()));
    }

    /**
     * The square the rook of a castling move starts on, or {@link Square#NONE} for other moves. Any position of the
     * game answers it: a game's castling rooks start where its first position put them.
     */
    private int castlingRookFrom(int move) {
        return Move.isCastling(move) ? game.board().castlingRookFrom(move) : Square.NONE;
    }

    private void clearTransient() {
        selected = Square.NONE;
        promotionFrom = Square.NONE;
        promotionTo = Square.NONE;
        moveError = "";
    }

    /** True for a Chess960 castling move whose rook stands on {@code square}: the king may be dropped on it. */
    private boolean castlesOnto(int move, int square) {
        return game.board().isChess960() && Move.isCastling(move) && game.board().castlingRookFrom(move) == square;
    }

    /** True when a legal move of the piece on {@code from} castles with the rook on {@code square}. */
    private boolean castlesOntoFrom(int from, int square) {
        for (int move : game.legalMoves()) {
            if (Move.from(move) == from && castlesOnto(move, square)) {
                return true;
            }
        }
        return false;
    }

    private boolean canPickUp(int sq) {
        Board board = game.board();
        int piece = board.pieceAt(sq);
        if (piece == Piece.EMPTY || Piece.color(piece) != board.sideToMove() || game.outcome().isOver()
                || engine.engineMoves(board.sideToMove())) {
            return false;
        }
        for (int move : game.legalMoves()) {
            if (Move.from(move) == sq) {
                return true;
            }
        }
        return false;
    }

    private boolean promotionPending() {
        return promotionFrom != Square.NONE;
    }

    private String turnText() {
        Outcome outcome = game.outcome();
        if (outcome.isOver()) {
            return outcome.describe();
        }
        String side = game.board().sideToMove() == Piece.WHITE ? "White" : "Black";
        return side + " to move" + (game.board().inCheck() ? " (check)" : "");
    }

    /** "White played Nf3" for {@code node}'s move. */
    private String describeMove(MoveNode node) {
        boolean white = sideToMoveAfter(node.parent()) == Piece.WHITE;
        return (white ? "White" : "Black") + " played " + node.san();
    }

    /** "Chess960 · position 123" (or without a number when the game did not start from one), "" in standard chess. */
    private String variantText() {
        if (tree.variant() != Variant.CHESS960) {
            return "";
        }
        int number = Chess960.number(tree.startBoard());
        return number >= 0 ? "Chess960 · position " + number : "Chess960";
    }

    /**
     * The result shown at the end of the move list: the game's recorded result, else how the main line ends by the
     * rules ("1-0 · Checkmate: White wins"), else "". The rules' verdict is worked out again only when the main line
     * changed (replaying a long line on every engine report would cost the page).
     */
    private String resultText() {
        if (!tree.result().equals("*")) {
            return tree.result();
        }
        MoveNode end = tree.mainLineEnd();
        if (end != resultFor || tree.moveCount() != resultMoveCount || ruleSet != resultRules) {
            Outcome outcome = outcomeOfMainLine();
            resultFor = end;
            resultMoveCount = tree.moveCount();
            resultRules = ruleSet;
            mainLineResult = outcome.isOver() ? outcome.pgnResult() + " · " + outcome.describe() : "";
        }
        return mainLineResult;
    }

    /** How the main line ends by the rules (for the PGN result when the tree has none). */
    private Outcome outcomeOfMainLine() {
        Game end = new Game(tree.startFen(), tree.variant());
        end.setRuleSet(ruleSet);
        for (MoveNode n : tree.path(tree.mainLineEnd())) {
            try {
                end.play(n.move());
            } catch (IllegalStateException | IllegalArgumentException e) {
                break;
            }
        }
        return end.outcome();
    }

    private void changed() {
        view.replaceAddress(currentAddress());
        engine.reconcile();
        render();
    }

    private void render() {
        view.render(state());
    }
}
