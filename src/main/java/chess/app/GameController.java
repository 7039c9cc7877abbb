package chess.app;

import chess.core.Chess960;
import chess.core.Fen;
import chess.core.Move;
import chess.core.RuleSet;
import chess.core.Variant;
import chess.link.DecodedGame;
import chess.link.TreeCodec;
import chess.pgn.GameTree;
import chess.pgn.MoveNode;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * The web app's brain: takes the user's actions (forwarded by a {@link GameView}) and hands the view a fresh
 * {@link BoardState} after each change. No DOM or TeaVM here, so it runs under JUnit.
 *
 * <p>It wires its parts, each with one job: the {@link GameCursor} over the game tree (the shown move, where undo and
 * redo lead); the {@link MoveInput} of clicks, drags, promotions and typed moves; the {@link TreeEdits} of variations,
 * comments and NAGs; the {@link PgnImport}; the {@link FenBox}; the {@link EngineController}, whose engine (an
 * {@link EngineLink}: a Web Worker in the page, a fake in tests) plays the sides the {@link PlayMode} gives it,
 * analyses and finds hints; the {@link GameReview}, with a second engine; and the {@link EditorController}, the board
 * editor, which covers the game while it is open (a rule kept in one place: the game actions run through onGame);
 * and the {@link ViewStates}, which make the states the view draws from all of them.
 */
public final class GameController implements BoardInput, ShapeInput {
    private final GameView view;
    private final GameCursor cursor = new GameCursor();
    private final Updates updates = new Updates() {
        @Override
        public void changed() {
            afterChange(this::render);
        }

        @Override
        public void changedSoon() {
            afterChange(view::replaceAddressUnhurried, () -> view.renderWholeSoon(states::whole));
        }

        @Override
        public void render() {
            view.render(states.whole());
        }

        @Override
        public void renderSoon() {
            view.renderSoon(states::report);
        }

        @Override
        public void renderMoveInput() {
            view.renderMoveInput(states.moveInput());
        }

        @Override
        public void announce(String message) {
            view.announce(message);
        }
    };
    private final EditorController editor = new EditorController(updates);
    private final FenBox fenBox = new FenBox();
    private final EngineController engine;
    private final GameReview review;
    private final MoveInput input;
    private final ClockGame clocks;
    private final Premove premove;
    private final TreeEdits edits;
    private final ShapeEdits shapes;
    private final PgnImport imports;
    /** How PGN is read: at once here, through a second script in the page. */
    private final PgnDoor pgnDoor;
    private final Scheduler scheduler;
    private final OpeningNames openings = new OpeningNames();
    private final ImportedOpenings importedOpenings;
    /** The games kept in the browser; null until the page gives the controller a store. */
    private LibraryController library;
    private boolean flipped;
    private UrlState address = UrlState.parse("");
    /** The PGN last written ({@link #pgn}) and what it was written from. */
    private String pgnText = "";
    private GameTree pgnTree;
    private String pgnSettings = "";
    /** The states the view is given, and the one last drawn. */
    private final ViewStates states;
    /** Takes a review engine back for the page while the player uses it, where the engines take every core. */
    private final PageCoreLoan coreLoan;

    /** A controller without an engine (two people at one board). */
    public GameController(GameView view) {
        this(view, EngineLink.NONE, Scheduler.NONE);
    }

    /** A controller whose one engine plays and analyses; reviews get no answers. */
    public GameController(GameView view, EngineLink engine, Scheduler scheduler) {
        this(view, engine, EngineLink.NONE, scheduler);
    }

    /**
     * {@code engineLink} plays, analyses and gives hints; {@code reviewLink}, a second engine (its own worker in the
     * page), reviews games, so a review never disturbs a game against the engine.
     */
    public GameController(GameView view, EngineLink engineLink, EngineLink reviewLink, Scheduler scheduler) {
        this(view, engineLink, List.of(reviewLink), scheduler);
    }

    /**
     * As above with several review engines (one worker each in the page), which search a review's positions in
     * parallel; engine {@code i}'s lines come back through {@link #reviewLine(int, String)}.
     */
    public GameController(GameView view, EngineLink engineLink, List<EngineLink> reviewLinks, Scheduler scheduler) {
        this(view, engineLink, reviewLinks, scheduler, new DirectPgnDoor());
    }

    /** As above, reading PGN through {@code pgnDoor} (the page's reader is a script loaded on first use). */
    public GameController(GameView view, EngineLink engineLink, List<EngineLink> reviewLinks, Scheduler scheduler,
            PgnDoor pgnDoor) {
        this.view = view;
        this.pgnDoor = pgnDoor;
        this.scheduler = scheduler;
        this.importedOpenings = new ImportedOpenings(scheduler, updates::render);
        this.engine = new EngineController(cursor, this::play, editor::isOpen, updates, engineLink, scheduler);
        SearchPool reviewPool = new SearchPool(reviewLinks);
        this.review = new GameReview(cursor, updates, reviewPool);
        this.coreLoan = new PageCoreLoan(reviewPool, scheduler);
        this.clocks = new ClockGame(cursor, engine::mode, updates, scheduler);
        engine.useClocks(clocks);
        this.premove = new Premove(cursor, engine, updates);
        this.input = new MoveInput(cursor, engine, this::play, updates, premove);
        this.edits = new TreeEdits(cursor, input, updates);
        this.shapes = new ShapeEdits(cursor, input, updates);
        this.imports = new PgnImport(updates, scheduler, pgnDoor, tree -> {
            setTree(tree, null);
            fenBox.clear();
        });
        this.states = new ViewStates(cursor, input, shapes, fenBox, imports, engine, review, openings,
                importedOpenings, clocks, editor, () -> flipped);
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
            imports.openFromLink(address.pgn());
            return;
        } else if (fen != null && !fen.trim().isEmpty() && !load(fen)) {
            view.announce(fenBox.linkRefused());
        }
        updates.changed();
    }

    /** Opens the game code of a shared link; a damaged code opens the part that decodes and says what was lost. */
    private void openLinkedGame(String code) {
        DecodedGame decoded = TreeCodec.decode(code);
        setTree(decoded.tree(), decoded.current());
        imports.report(decoded.problem());
    }

    // ---- the board: moves, or the editor's pieces while it is open -----------------------------------------

    /** A click (or Enter) on a square: picks up a piece of the side to move, or moves the picked-up one there. */
    public void clickSquare(String name) {
        onGame(shapes::clear); // a left click clears the shown move's arrows and circles, as on the big sites
        board().clickSquare(name);
    }

    /** A drag begins on a square: true (and the piece is picked up) when it holds a movable piece. */
    public boolean dragStart(String name) {
        return board().dragStart(name);
    }

    /**
     * A drag ends: {@code to} is the square under the pointer, or null off the board. Dropping back on the start
     * square keeps the piece picked up; anywhere else is a move attempt, and an illegal one changes nothing.
     */
    public void drop(String from, String to) {
        board().drop(from, to);
    }

    /** Drops the picked-up piece (Escape). */
    public void cancelSelection() {
        input.cancelSelection();
    }

    /** The promotion piece chosen: "q", "r", "b" or "n"; anything else cancels the move. */
    public void choosePromotion(String letter) {
        onGame(() -> input.choosePromotion(letter));
    }

    /**
     * A move typed in the move box, in SAN ({@code Nf3}) or UCI ({@code g1f3}). Returns true when it was played;
     * otherwise the reason is in the state's move error.
     */
    public boolean submitMove(String text) {
        return onGameOrFalse(() -> ShapeEdits.isCommand(text) ? shapes.typed(text) : input.submitMove(text));
    }

    // ---- arrows and circles on the shown move (ShapeEdits) ---------------------------------------------------

    /** Draws an arrow between two squares (a circle when they are the same) in G, R, B or Y; again removes it. */
    public void drawShape(String from, String to, char colour) {
        premove.cancel(); // a right click cancels a premove, as on the big sites
        onGame(() -> shapes.draw(from, to, colour));
    }

    /** The colour a pointer's modifiers choose (Shift red, Ctrl/Alt blue, both yellow; else green or draw mode's). */
    public char shapeColour(boolean shift, boolean ctrlOrAlt) {
        return shapes.colourFor(shift, ctrlOrAlt);
    }

    /** Draw mode (for touch): taps and drags on the board draw instead of moving. */
    public void setDrawMode(boolean on) {
        shapes.setDrawMode(on);
    }

    public void setDrawColour(char colour) {
        shapes.setDrawColour(colour);
    }

    /** Plays a move given in UCI notation; false when it is not legal here. */
    public boolean playUci(String uci) {
        return onGameOrFalse(() -> input.playUci(uci));
    }

    // ---- navigation ---------------------------------------------------------------------------------------

    /**
     * One move back; against the engine, back to the player's previous turn, so the player's move and the
     * engine's reply are taken back together (a running search is dropped).
     */
    public void undo() {
        if (!clocks.timed()) { // no takebacks on the clock
            onGame(() -> show(cursor.undoTarget(engine.mode())));
        }
    }

    /** One move forward along the line last visited; against the engine, to the player's next turn or the end. */
    public void redo() {
        if (!clocks.timed()) { // no takebacks on the clock
            onGame(() -> show(cursor.redoTarget(engine.mode())));
        }
    }

    /** The previous move (← key), whoever plays. */
    public void back() {
        step(-1);
    }

    /** The next move (→ key) along the line last visited. */
    public void forward() {
        step(1);
    }

    /**
     * {@code plies} moves forward along the line last visited, or back when negative, in one step: the held arrow
     * keys' repeats that came while the page was drawing (a slow phone draws fewer positions than the key asks for,
     * and stops with the key).
     */
    public void step(int plies) {
        onGame(() -> show(cursor.along(plies)));
    }

    /**
     * {@link #step} for a held arrow key's repeats: the view draws the new position at once and the rest of the page
     * once the steps pause ({@link GameView#renderStep}).
     */
    public void stepHeld(int plies) {
        onGame(() -> {
            if (moveTo(cursor.along(plies))) {
                afterChange(() -> view.renderStep(states.step(), states::whole));
            }
        });
    }

    /** What follows a change of the game or the shown move: the address, the engine, {@code draw}, the library. */
    private void afterChange(Runnable draw) {
        afterChange(view::replaceAddressSoon, draw);
    }

    /** As above, the address written by {@code writeAddress} (soon, or unhurried for a review's results). */
    private void afterChange(Consumer<Supplier<String>> writeAddress, Runnable draw) {
        writeAddress.accept(this::currentAddress);
        engine.reconcile();
        draw.run();
        if (library != null) {
            library.gameChanged();
        }
    }

    /** The start position (↑ or Home). */
    public void toStart() {
        onGame(() -> show(cursor.tree().root()));
    }

    /** The end of the line on show (↓ or End), following the line last visited. */
    public void toEnd() {
        onGame(() -> show(cursor.endOfShownLine()));
    }

    /** Shows the position after {@code ply} moves of the line on show (0 = the start position). */
    public void goToPly(int ply) {
        onGame(() -> show(cursor.atPly(ply)));
    }

    /** Shows the position after the move with this id (as the page's move list gives it); unknown ids do nothing. */
    public void goToMove(int id) {
        onGame(() -> show(cursor.tree().node(id)));
    }

    // ---- editing the tree ---------------------------------------------------------------------------------

    /** Moves the variation of the shown move one step up (it becomes its parent's main continuation). */
    public void promoteVariation() {
        onGame(edits::promoteVariation);
    }

    /** Makes the line through the shown move the main line. */
    public void makeMainLine() {
        onGame(edits::makeMainLine);
    }

    /** Deletes the shown move and everything after it, and shows the move before. */
    public void deleteFromHere() {
        onGame(edits::deleteFromHere);
    }

    /** Deletes every move after the shown one. */
    public void deleteAfter() {
        onGame(edits::deleteAfter);
    }

    /** The comment after the shown move (before the first move at the start position); empty removes it. */
    public void setComment(String text) {
        onGame(() -> edits.setComment(text));
    }

    /** Puts a NAG (1..255) on the shown move, or takes it off when it is there. */
    public void toggleNag(int nag) {
        onGame(() -> edits.toggleNag(nag));
    }

    // ---- the game and the settings ------------------------------------------------------------------------

    public void newGame() {
        startNewGame(new GameTree(), "New game");
    }

    /**
     * A new Chess960 game from starting position {@code number} (0..959, Scharnagl's numbering; 518 is the
     * standard position), or a random one when the number is outside that range.
     */
    public void newChess960(int number) {
        int n = number >= 0 && number < Chess960.COUNT ? number : new Random().nextInt(Chess960.COUNT);
        startNewGame(new GameTree(Chess960.startFen(n), Variant.CHESS960), "New Chess960 game, position " + n);
    }

    private void startNewGame(GameTree tree, String announcement) {
        setTree(tree, null);
        clocks.newGame();
        engine.newGame();
        fenBox.clear();
        view.announce(announcement);
        updates.changed();
    }

    public void flip() {
        flipped = !flipped;
        view.announce(flipped ? "Black at the bottom" : "White at the bottom");
        updates.changed();
    }

    /** The repetition rule: {@link RuleSet#STANDARD} or the course's 8-ply rule. */
    public void setRuleSet(RuleSet rules) {
        if (cursor.setRuleSet(rules)) {
            updates.changed();
        }
    }

    /** Loads a FEN typed or pasted in the FEN box (lenient forms accepted). False, with the error shown, if bad. */
    public boolean loadFen(String text) {
        if (editor.isOpen()) {
            return editor.load(text);
        }
        boolean ok = load(text);
        if (ok) {
            view.announce("Position loaded. " + cursor.turnText());
        }
        updates.changed();
        return ok;
    }

    // ---- copying, sharing and PGN -------------------------------------------------------------------------

    public void copyFen() {
        view.copyText("FEN", boardFen());
    }

    /** The whole game, variations and comments included, as PGN. */
    public void copyPgn() {
        view.copyText("PGN", pgn());
    }

    /** Offers the game as a .pgn file to save. */
    public void downloadPgn() {
        view.downloadText(PgnFileName.of(cursor.tree()), pgn());
    }

    /**
     * Reads PGN text (pasted, dropped or chosen as a file): one game opens at once; several are listed for
     * {@link #openImportedGame}. A long file is read in slices so the page stays responsive.
     */
    public void importPgn(String text) {
        imports.read(text);
    }

    /**
     * As {@link #importPgn}, for a file's text of {@code length} characters that the page gave the PGN reader itself
     * (it never crosses into the app); {@code blank} when it holds nothing but spaces and controls.
     */
    public void importStagedPgn(int length, boolean blank) {
        imports.readStaged(length, blank);
    }

    /** Opens game {@code number} (1-based) of the file being imported. */
    public void openImportedGame(int number) {
        imports.openListed(number);
    }

    /** Closes the list of imported games (the game on the board stays). */
    public void closeImport() {
        imports.close();
    }

    /** The opening of listed game {@code number} from its moves (for rows without tags); "" while it is looked for. */
    public String importedGameOpening(int number) {
        return importedOpenings.of(imports.games(), openings.table(), number, imports::readListed);
    }

    // ---- opening names (the page fetches the table after its first paint) ------------------------------------

    /** The opening table's text arrived; it is read in short tasks, and the names show once it is in. */
    public void openingTable(String text) {
        openings.load(text, scheduler, updates::render);
    }

    /** The opening table could not be fetched ({@code reason}); the app works on without names. */
    public void openingTableFailed(String reason) {
        openings.failed(reason);
        updates.render();
    }

    /** Keeps every game in {@code store} as it changes, and runs the Games panel through {@code host}. */
    public LibraryController keepGamesIn(GameStore store, LibraryHost host) {
        library = new LibraryController(store, host, scheduler, pgnDoor, new LibraryController.Game() {
            @Override
            public GameTree tree() {
                return cursor.tree();
            }

            @Override
            public String pgn() {
                return GameController.this.pgn();
            }

            @Override
            public void open(GameTree tree, String said) {
                setTree(tree, tree.mainLineEnd());
                fenBox.clear();
                view.announce(said);
                updates.changed();
            }
        });
        return library;
    }

    public void share() {
        view.copyText("link", currentAddress());
    }

    /** The {@code <iframe>} code of the embeddable viewer showing the game and move on show, as oriented here. */
    public String embedCode() {
        String viewer = EmbedCode.pageBeside(address.base(), EmbedCode.VIEWER_PAGE);
        return EmbedCode.iframe(EmbedCode.gameAddress(viewer, cursor.tree(), cursor.current(), cursor.board(), flipped));
    }

    /**
     * The game as PGN, with its variations, comments and NAGs. Kept until the tree, the engine's settings or the
     * rules change: the library asks for it after every change, stepping through a game too, to see whether there
     * is anything to save, and writing a long game is a long task on a slow phone.
     */
    public String pgn() {
        String settings = cursor.tree().revision() + " " + engine.mode() + " " + engine.level() + " "
                + cursor.ruleSet().id + " " + openings.serial();
        if (cursor.tree() != pgnTree || !settings.equals(pgnSettings)) {
            Map<String, String> defaults = GamePgn.defaultTags(engine.mode(), engine.level());
            openings.addTags(defaults, cursor.tree());
            pgnText = GamePgn.write(cursor.tree(), defaults, cursor.outcomeOfMainLine());
            pgnTree = cursor.tree();
            pgnSettings = settings;
        }
        return pgnText;
    }

    /**
     * The address of what is on show: a bare position as {@code #fen=}, a game as {@code #g=} (the whole tree and the
     * move shown), with the orientation and the game against the engine.
     */
    public String currentAddress() {
        if (editor.isOpen()) {
            return address.editorAddressOf(editor.fen(), flipped);
        }
        GameTree tree = cursor.tree();
        if (!tree.hasMoves() && tree.root().comment().isEmpty() && tree.tags().isEmpty()
                && tree.variant() == Variant.STANDARD) { // a FEN cannot say it is Chess960; the game code can
            return address.addressOf(Fen.write(cursor.board()), flipped, engine.mode(), engine.level());
        }
        return address.addressOf(tree, cursor.current(), flipped, engine.mode(), engine.level());
    }

    // ---- the engine (its half of the work is in EngineController) ----------------------------------------

    /** Who plays: "both", "white", "black" or "watch" ({@link PlayMode#id}); anything else is ignored. */
    public void setPlayMode(String id) {
        PlayMode chosen = PlayMode.byId(id);
        if (chosen == null || !engine.setMode(chosen)) {
            return;
        }
        if (chosen.playsAgainstEngine()) {
            flipped = chosen == PlayMode.BLACK; // the player's side at the bottom
        }
        view.announce(chosen.label);
        updates.changed();
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
        onGame(engine::moveNow);
    }

    /** The page was hidden or shown again (Page Visibility): analysis pauses while nobody can see it. */
    public void setPageHidden(boolean hidden) {
        engine.setPageHidden(hidden);
    }

    /** Ends the analysis (or hint search) of this position at once; the last report stays on show. */
    public void stop() {
        engine.stop();
    }

    /** Shows the best move for the side to move: at once when the analysis has one, else after a short search. */
    public void hint() {
        onGame(engine::hint);
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

    // ---- clocks (ClockGame) ------------------------------------------------------------------------------

    /** Where the clocks read the time ({@code performance.now()} in the page, a fake in tests). */
    public void useClockTime(ClockTime time) {
        clocks.useTime(time);
    }

    /** The time control: "untimed" or a preset ("5+3"); anything else is ignored. */
    public void setTimeControl(String id) {
        TimeControl preset = TimeControl.preset(id);
        if (preset == null && !ClockGame.UNTIMED.equals(id)) {
            return;
        }
        clocks.choose(id, preset);
        updates.changed();
    }

    /**
     * A custom control as typed: minutes, increment in seconds, moves per period (empty for none). False, with the
     * reason shown and the previous control kept, when a value is not acceptable.
     */
    public boolean setCustomTimeControl(String minutes, String incrementSeconds, String periodMoves) {
        try {
            clocks.choose(ClockGame.CUSTOM, TimeControl.custom(minutes, incrementSeconds, periodMoves));
            updates.changed();
            return true;
        } catch (IllegalArgumentException e) {
            clocks.refuse(e.getMessage());
            updates.render();
            return false;
        }
    }

    /** Pauses the clocks (against the engine, on the player's turn) or starts them again. */
    public void togglePause() {
        clocks.togglePause();
    }

    /** The page looks at the clocks (several times a second): a flag falls here; returns what to show. */
    public ClockFace clockTick() {
        clocks.tick();
        return clocks.face();
    }

    // ---- board editor -------------------------------------------------------------------------------------

    /** Opens the board editor on the shown position. */
    public void openEditor() {
        onGame(() -> {
            input.clear();
            editor.open(Fen.write(cursor.board()));
        });
    }

    /** Leaves the editor; the game is as it was. */
    public void cancelEditor() {
        editor.cancel();
    }

    /** Leaves the editor with its position as a new game (analysed when {@code analyse}); false when illegal. */
    public boolean finishEditor(boolean analyse) {
        String fen = editor.finish();
        if (fen == null) {
            return false;
        }
        load(fen);
        view.announce("Position set up. " + cursor.turnText());
        if (analyse) {
            engine.setAnalysis(true);
        }
        updates.changed();
        return true;
    }

    /** The palette's tool: "wK" ... "bP", "eraser", or "" for none (choosing the chosen one again drops it). */
    public void editorTool(String id) {
        editor.selectTool(id);
    }

    /** A piece dragged from the palette ("wQ") onto a square. */
    public void editorDropNew(String pieceId, String square) {
        onEditor(() -> editor.dropNew(pieceId, square));
    }

    public void editorStartPosition() {
        onEditor(editor::startPosition);
    }

    public void editorClear() {
        onEditor(editor::clear);
    }

    /** "w" or "b" to move. */
    public void editorSetSide(String letter) {
        onEditor(() -> editor.setSide(letter));
    }

    /** Castling right "K", "Q", "k" or "q". */
    public void editorSetCastling(String letter, boolean on) {
        onEditor(() -> editor.setCastling(letter, on));
    }

    /** The en passant square ("e3"), or "" for none. */
    public void editorSetEnPassant(String square) {
        onEditor(() -> editor.setEnPassant(square));
    }

    public void editorSetCounters(int halfmoves, int fullmoves) {
        onEditor(() -> editor.setCounters(halfmoves, fullmoves));
    }

    // ---- game review --------------------------------------------------------------------------------------

    /** Reviews the shown line (main line or variation) from its start to its end. */
    public void startReview() {
        coreLoan.giveBack(); // the tap that starts a review is no use of the page to make way for
        onGame(review::start);
    }

    public void cancelReview() {
        review.cancel();
    }

    /** "quick", "standard" or "deep"; anything else is ignored. */
    public void setReviewDepth(String id) {
        coreLoan.giveBack(); // a running review starts again at the new depth: as a tap on Review game
        review.setDepth(ReviewDepth.byId(id));
    }

    /** Adds the engine's better line before the shown (marked) move as a variation and goes to it. */
    public void showBetterLine() {
        onGame(() -> {
            MoveNode first = review.addBetterLine();
            if (first != null) {
                cursor.jumpTo(first);
                input.clear();
                view.announce("The better line: " + first.san());
                updates.changed();
            }
        });
    }

    /** One line from the review's engine. */
    public void reviewLine(String text) {
        reviewLine(0, text);
    }

    /** One line from review engine {@code worker}. */
    public void reviewLine(int worker, String text) {
        review.engineLine(worker, text);
    }

    /**
     * With {@code on}, a review's last engine gets no new search while the player taps or presses keys
     * ({@link #pageUsed}): for a page whose review engines are as many as the machine's cores.
     */
    public void lendReviewCoreWhileUsed(boolean on) {
        coreLoan.enable(on);
    }

    /** The player tapped, clicked or pressed a key somewhere on the page. */
    public void pageUsed() {
        coreLoan.pageUsed();
    }

    /** The shown move (the root at the start): an image of the position, or of its line, starts from it. */
    public MoveNode shownMove() {
        return cursor.current();
    }

    // ---- the state the view draws (ViewStates) -------------------------------------------------------------

    /** The whole state as it is now (what the view was last given after a change; also for tests). */
    public BoardState state() {
        return states.make();
    }

    // ---- the wiring ---------------------------------------------------------------------------------------

    /**
     * The board editor covers the game while it is open: the game's own actions (moves, navigation, tree edits,
     * hints, reviews) do nothing until it closes, and the board's clicks and drags go to the editor. Every game
     * action runs through here.
     */
    private void onGame(Runnable action) {
        if (!editor.isOpen()) {
            action.run();
        }
    }

    /** A game action that answers whether it was done: false, undone, while the editor covers the game. */
    private boolean onGameOrFalse(BooleanSupplier action) {
        return !editor.isOpen() && action.getAsBoolean();
    }

    /** The editor's own actions, which do nothing while it is closed. */
    private void onEditor(Runnable action) {
        if (editor.isOpen()) {
            action.run();
        }
    }

    /** The position on the board: the editor's while it is open, else the game's. */
    private String boardFen() {
        return editor.isOpen() ? editor.fen() : Fen.write(cursor.board());
    }

    /** Whose the board's clicks and drags are: the editor's while it is open, else the game's. */
    private BoardInput board() {
        return editor.isOpen() ? editor : input;
    }

    /** Plays {@code move} (legal here) after the shown one; {@code dragged} when the hand already put it there. */
    private void play(int move, boolean dragged) {
        if (clocks.refusesMove()) {
            input.clear();
            updates.render();
            return;
        }
        boolean variation = cursor.play(move, !dragged);
        clocks.moved(cursor.current());
        input.clear();
        fenBox.clear();
        String said = cursor.describeMove(cursor.current()) + (variation ? " (a variation)" : "");
        view.announce(cursor.game().outcome().isOver() ? said + ". " + cursor.game().outcome().describe() : said);
        updates.changed();
        clocks.moveShown(); // the next side's clock runs from the moment the move is on the board
        int premoved = premove.take();
        if (premoved != Move.NONE) {
            play(premoved, false);
        }
    }

    /** Shows {@code target} (nothing when null or shown already), and says which move it is. */
    private void show(MoveNode target) {
        if (moveTo(target)) {
            updates.changed();
        }
    }

    /** Goes to {@code target} and says so; false when it stays (no target, the same move, the clock's last move). */
    private boolean moveTo(MoveNode target) {
        if (target != null && target != cursor.current() && clocks.keepsBoardAtEnd()) {
            view.announce("The engine is thinking on its clock: the board stays on the last move.");
            return false;
        }
        if (target == null || !cursor.goTo(target)) {
            return false;
        }
        input.dropSelection();
        premove.clear();
        MoveNode current = cursor.current();
        view.announce(current.isRoot() ? "Start position" : "After " + cursor.describeMove(current));
        return true;
    }

    /** Loads a FEN as a new game; false, with the FEN box saying why, when it cannot be read. */
    private boolean load(String text) {
        GameTree loaded = fenBox.read(text);
        if (loaded == null) {
            return false;
        }
        setTree(loaded, null);
        return true;
    }

    /** Shows {@code loaded} at {@code at} (its start position when null); a review of the old game ends. */
    private void setTree(GameTree loaded, MoveNode at) {
        review.gameReplaced();
        clocks.gameReplaced();
        premove.clear();
        cursor.replace(loaded, at);
        input.clear();
    }
}
