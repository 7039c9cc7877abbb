package chess.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;
import org.htmlunit.BrowserVersion;
import org.htmlunit.WebClient;
import org.htmlunit.html.DomElement;
import org.htmlunit.html.HtmlElement;
import org.htmlunit.html.HtmlInput;
import org.htmlunit.html.HtmlPage;
import org.htmlunit.html.HtmlSelect;
import org.htmlunit.html.HtmlTextArea;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * DOM behaviour of the JavaScript build in HtmlUnit (which cannot run WebAssembly GC): structure, accessible
 * names, clicks, the move box, the FEN box, sharing and the game controls.
 */
class HtmlUnitPageIT {
    private static final String START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    private static final String AFTER_E4 = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1";
    private static WebClient client;
    private static final List<String> alerts = new ArrayList<>();

    @BeforeAll
    static void startBrowser() {
        client = new WebClient(BrowserVersion.CHROME);
        client.getOptions().setCssEnabled(false);
        client.getOptions().setThrowExceptionOnScriptError(true);
        client.setAlertHandler((page, message) -> alerts.add(message));
    }

    @AfterAll
    static void stopBrowser() {
        if (client != null) {
            client.close();
        }
    }

    /** Lets the page's scripts run until {@code done} holds or 10 s have passed. */
    private static void runScriptsUntil(BooleanSupplier done) {
        runScriptsUntil(done, 10);
    }

    /**
     * Lets the page's scripts run, up to 100 ms at a time, until {@code done} holds or {@code seconds} have passed.
     * The wait is by the clock: HtmlUnit returns at once when no job is due, so a count of waits says little.
     */
    private static void runScriptsUntil(BooleanSupplier done, int seconds) {
        long deadline = System.nanoTime() + seconds * 1_000_000_000L;
        while (!done.getAsBoolean() && System.nanoTime() < deadline) {
            if (client.waitForBackgroundJavaScript(100) == 0) {
                PageDriver.sleep(20);
            }
        }
    }

    private static HtmlPage open(String suffix) throws IOException {
        client.getPage("about:blank"); // a new document even when only the fragment differs
        HtmlPage page = client.getPage(TestSite.url() + suffix);
        // HtmlUnit runs the JavaScript build in its own interpreter: a start takes seconds on a loaded machine.
        runScriptsUntil(() -> "true".equals(page.getDocumentElement().getAttribute("data-ready")), 30);
        assertEquals("true", page.getDocumentElement().getAttribute("data-ready"), () -> "the app did not start"
                + " in 30 s: data-build '" + page.getDocumentElement().getAttribute("data-build") + "', turn '"
                + text(page, "turn") + "', scripts " + page.querySelectorAll("script").size());
        assertEquals("js", page.getDocumentElement().getAttribute("data-build"));
        // The start writes the address too. HtmlUnit runs a click's handler on the test's thread and the page's
        // timers on its own, at the same time (a browser runs one task at a time): a click while that write was
        // due once left the start's address in the bar after the click's own.
        address(page);
        return page;
    }

    /** The page's address once the write it has waiting is done (the page writes it just after a change). */
    private static String address(HtmlPage page) {
        runScriptsUntil(() -> !page.getDocumentElement().hasAttribute("data-address-pending"));
        return page.getUrl().toString();
    }

    private static HtmlElement square(HtmlPage page, String name) {
        return page.querySelector("[data-square='" + name + "']");
    }

    /** data-square names in document (screen) order. */
    private static List<String> squareOrder(HtmlPage page) {
        List<String> names = new ArrayList<>();
        for (Object node : page.querySelectorAll("#board [data-square]")) {
            names.add(((DomElement) node).getAttribute("data-square"));
        }
        return names;
    }

    private static String fenBox(HtmlPage page) {
        return ((HtmlInput) page.getElementById("fen")).getValue();
    }

    private static String text(HtmlPage page, String id) {
        return page.getElementById(id).getTextContent();
    }

    @Test
    void boardHasSixtyFourNamedSquares() throws IOException {
        HtmlPage page = open("?build=js");
        assertEquals(64, page.querySelectorAll("#board [data-square]").size());
        assertEquals("e2, white pawn", square(page, "e2").getAttribute("aria-label"));
        assertEquals("e4, empty", square(page, "e4").getAttribute("aria-label"));
        assertEquals("d8, black queen", square(page, "d8").getAttribute("aria-label"));
        // white at the bottom: the first square drawn is a8, the last h1
        List<String> squares = squareOrder(page);
        assertEquals("a8", squares.get(0));
        assertEquals("h1", squares.get(63));
        assertEquals(START, fenBox(page));
        assertEquals("White to move", text(page, "turn"));
        assertEquals("polite", page.getElementById("live").getAttribute("aria-live"));
    }

    @Test
    void clickMoveUpdatesFenBoxAddressAndMoveList() throws IOException {
        HtmlPage page = open("?build=js");
        square(page, "e2").click();
        assertTrue(square(page, "e2").getAttribute("class").contains("sel"));
        assertTrue(square(page, "e4").getAttribute("class").contains("target"));
        square(page, "e4").click();
        assertEquals(AFTER_E4, fenBox(page));
        // Said at once; later the live region also says, once, that this browser keeps no games (no IndexedDB).
        assertEquals("White played e4", text(page, "live"));
        String link = address(page);
        assertTrue(link.startsWith(TestSite.url() + "?build=js#g="), link);
        DomElement move = page.querySelector("#moves button");
        assertEquals("e4", move.getTextContent());
        assertEquals("1", move.getAttribute("data-node"));
        assertEquals("true", move.getAttribute("aria-current"));
        assertTrue(square(page, "e4").getAttribute("class").contains("last"));
        assertEquals(AFTER_E4, fenBox(open(link.substring(TestSite.url().length()))), link);
    }

    @Test
    void illegalClickMoveIsRefused() throws IOException {
        HtmlPage page = open("?build=js");
        square(page, "e2").click();
        square(page, "e5").click();
        assertEquals(START, fenBox(page));
        assertTrue(text(page, "live").startsWith("Illegal move"));
    }

    @Test
    void moveBoxTakesSanAndUci() throws IOException {
        HtmlPage page = open("?build=js");
        HtmlInput input = (HtmlInput) page.getElementById("move-input");
        input.type("Nf3\n");
        input.type("g8f6\n");
        assertEquals("rnbqkb1r/pppppppp/5n2/8/8/5N2/PPPPPPPP/RNBQKB1R w KQkq - 2 2", fenBox(page));
        assertEquals("", input.getValue());
        input.type("Qxf7\n");
        assertFalse(text(page, "move-error").isEmpty());
        assertEquals("Qxf7", input.getValue());
    }

    @Test
    void fenBoxLoadsAndReportsErrors() throws IOException {
        HtmlPage page = open("?build=js");
        HtmlInput fen = (HtmlInput) page.getElementById("fen");
        fen.setValue("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 x");
        page.getElementById("fen-load").click();
        String error = text(page, "fen-error");
        assertTrue(error.contains("column"), error);
        assertEquals("e2, white pawn", square(page, "e2").getAttribute("aria-label"));
        fen.setValue("4k3/8/8/8/8/8/8/R3K3_b");
        page.getElementById("fen-load").click();
        assertEquals("", text(page, "fen-error"));
        assertEquals("4k3/8/8/8/8/8/8/R3K3 b - - 0 1", fenBox(page));
        assertEquals("a1, white rook", square(page, "a1").getAttribute("aria-label"));
        assertEquals("Black to move", text(page, "turn"));
    }

    @Test
    void markupFenStaysText() throws IOException {
        alerts.clear();
        String markup = "<img src=x onerror=alert(1)>";
        HtmlPage page = open("?build=js#fen=%3Cimg%20src=x%20onerror=alert(1)%3E");
        assertFalse(text(page, "fen-error").isEmpty());
        HtmlInput fen = (HtmlInput) page.getElementById("fen");
        fen.setValue(markup);
        page.getElementById("fen-load").click();
        assertEquals(markup, fen.getValue());
        assertTrue(text(page, "fen-error").length() > 0);
        assertEquals(0, page.querySelectorAll("img").size());
        assertTrue(alerts.isEmpty(), alerts.toString());
    }

    @Test
    void undoRedoMoveListAndNewGame() throws IOException {
        HtmlPage page = open("?build=js");
        HtmlInput input = (HtmlInput) page.getElementById("move-input");
        input.type("e4\n");
        input.type("e5\n");
        page.getElementById("undo").click();
        assertEquals(AFTER_E4, fenBox(page));
        assertFalse(page.getElementById("undo").hasAttribute("disabled"));
        assertFalse(page.getElementById("redo").hasAttribute("disabled"));
        page.getElementById("redo").click();
        assertTrue(fenBox(page).contains("4p3/4P3"));
        ((HtmlElement) page.querySelector("#moves button[data-node='1']")).click();
        assertEquals(AFTER_E4, fenBox(page));
        page.getElementById("new-game").click();
        assertEquals(START, fenBox(page));
        assertTrue(page.getElementById("undo").hasAttribute("disabled"));
        assertEquals(0, page.querySelectorAll("#moves button").size());
    }

    @Test
    void variationsCommentsAndSymbolsInTheMoveList() throws IOException {
        alerts.clear();
        HtmlPage page = open("?build=js");
        HtmlInput input = (HtmlInput) page.getElementById("move-input");
        for (String move : new String[] {"e4", "e5", "Nf3"}) {
            input.type(move + "\n");
        }
        ((HtmlElement) page.querySelector("#moves button[data-node='1']")).click();
        input.type("c5\n");
        // the main line flows in .line paragraphs; the variation is a block right after the move it replaces (as
        // in PGN: 1. e4 e5 (1... c5) 2. Nf3)
        assertEquals(List.of("line:1. e4 e5", "variation:1... c5", "line:2. Nf3"), blocks(page));
        DomElement c5 = page.querySelector("#moves .variation button[data-node='4']");
        assertEquals("true", c5.getAttribute("aria-current"));
        assertEquals(1, page.querySelectorAll("#moves [aria-current]").size());
        assertFalse(page.getElementById("promote").hasAttribute("disabled"));
        assertEquals("Comment after 1... c5", text(page, "comment-label"));

        ((HtmlElement) page.querySelector("#nags button[data-nag='5']")).click();
        assertEquals("c5!?", page.querySelector("#moves button[data-node='4']").getTextContent());
        DomElement interesting = page.querySelector("#nags button[data-nag='5']");
        assertEquals("true", interesting.getAttribute("aria-pressed"));
        String markup = "<img src=x onerror=alert(1)> Sicilian";
        ((HtmlTextArea) page.getElementById("comment")).type(markup);
        page.getElementById("comment-save").click();
        assertEquals(markup, page.querySelector("#moves .variation .comment").getTextContent());
        assertEquals(0, page.querySelectorAll("#moves img").size());
        assertTrue(alerts.isEmpty(), alerts.toString());

        page.getElementById("promote").click();
        assertEquals(List.of("line:1. e4 c5!?", "comment:" + markup, "variation:1... e5 2. Nf3"), blocks(page));
        assertTrue(page.getElementById("promote").hasAttribute("disabled"));
        page.getElementById("delete-from-here").click();
        assertEquals(List.of("line:1. e4 e5 2. Nf3"), blocks(page), "e5 is the only move left: the main line again");
        assertEquals(AFTER_E4, fenBox(page));
    }

    /** The move list's blocks in order, as "class:text" (white space as it reads). */
    private static List<String> blocks(HtmlPage page) {
        List<String> blocks = new ArrayList<>();
        for (DomElement e : page.getElementById("moves").getChildElements()) {
            blocks.add(e.getAttribute("class") + ":" + e.getTextContent().trim().replaceAll("\\s+", " "));
        }
        return blocks;
    }

    @Test
    void flipPutsBlackAtTheBottom() throws IOException {
        HtmlPage page = open("?build=js&flip=1");
        List<String> squares = squareOrder(page);
        assertEquals("h1", squares.get(0));
        page.getElementById("flip").click();
        squares = squareOrder(page);
        assertEquals("a8", squares.get(0));
        String address = address(page);
        assertFalse(address.contains("flip=1"), address);
    }

    @Test
    void promotionOffersFourPieces() throws IOException {
        HtmlPage page = open("?build=js#fen=8/P6k/8/8/8/8/8/K7_w_-_-_0_1");
        assertTrue(page.getElementById("promotion").hasAttribute("hidden"));
        square(page, "a7").click();
        square(page, "a8").click();
        assertFalse(page.getElementById("promotion").hasAttribute("hidden"));
        assertEquals(5, page.querySelectorAll("#promotion button").size());
        ((HtmlElement) page.querySelector("#promotion button[data-piece='r']")).click();
        assertEquals("a8, white rook", square(page, "a8").getAttribute("aria-label"));
        assertTrue(page.getElementById("promotion").hasAttribute("hidden"));
    }

    @Test
    void pgnAndFenAreCopied() throws IOException {
        HtmlPage page = open("?build=js#fen=" + AFTER_E4.replace(' ', '_'));
        ((HtmlInput) page.getElementById("move-input")).type("c5\n");
        page.getElementById("pgn-copy").click();
        String pgn = ((HtmlTextArea) page.getElementById("copy-buffer")).getText();
        assertTrue(pgn.contains("[SetUp \"1\"]"), pgn);
        assertTrue(pgn.contains("[FEN \"" + AFTER_E4 + "\"]"), pgn);
        assertTrue(pgn.contains("1... c5"), pgn);
        page.getElementById("share").click();
        String link = ((HtmlTextArea) page.getElementById("copy-buffer")).getText();
        assertTrue(link.startsWith(TestSite.url() + "?build=js#g="), link);
        assertNotNull(text(page, "copied"));
        HtmlPage shared = open(link.substring(TestSite.url().length()));
        assertEquals("rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq c6 0 2", fenBox(shared));
    }

    @Test
    void repetitionRuleSetting() throws IOException {
        HtmlPage page = open("?build=js");
        HtmlInput input = (HtmlInput) page.getElementById("move-input");
        for (String move : new String[] {"Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1"}) {
            input.type(move + "\n");
        }
        HtmlSelect rules = (HtmlSelect) page.getElementById("rules");
        rules.setSelectedAttribute("course", true);
        input.type("Ng8\n");
        assertEquals("Draw by the course's repetition rule (8 plies)", text(page, "result"));
    }

    /**
     * HtmlUnit logs an internal warning (DedicatedWorkerGlobalScope prototype) here; the worker still runs. Its worker
     * scope has no fetch, so the engine says it has no network and evaluates by hand, as in any such browser.
     */
    @Test
    void engineWorkerAnswersUci() throws IOException {
        HtmlPage page = open("?build=js");
        page.executeJavaScript("window.__got = []; var w = new Worker('worker-boot.js?build=js');"
                + " w.onmessage = function (e) { window.__got.push(String(e.data)); }; w.postMessage('uci');");
        Supplier<String> said = () -> String.valueOf(page.executeJavaScript("window.__got.join('|')")
                .getJavaScriptResult());
        runScriptsUntil(() -> said.get().contains("uciok"));
        String got = said.get();
        assertTrue(got.contains("uciok"), "the worker said: " + got);
        assertTrue(got.startsWith("info string build js|info string network not loaded: this browser cannot fetch"
                + " engine.nnue in a worker|id name "), got);
        assertTrue(got.endsWith("|uciok"), got);
    }
}
