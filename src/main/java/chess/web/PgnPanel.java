package chess.web;

import chess.app.BoardState;
import chess.app.GameController;
import chess.core.AsciiCase;
import chess.core.IntRound;
import org.teavm.jso.dom.events.Event;
import org.teavm.jso.dom.html.HTMLDocument;
import org.teavm.jso.dom.html.HTMLElement;
import org.teavm.jso.dom.html.HTMLTextAreaElement;
import org.teavm.jso.file.File;

/**
 * PGN into the page: pasted into the box and imported, chosen with the file chooser, or dropped anywhere on the
 * page. A file must be named .pgn or .txt and be at most 50 MB; it is read as text by the browser (off the main
 * thread) and handed to the controller, which reads it in slices and says what it found. The status line shows the
 * page's own word about the file (reading it, or why it was refused) until the controller has something to say.
 */
final class PgnPanel {
    /** The largest file imported: 50 MB (MiB, as the operating systems' file sizes are mostly shown). */
    static final double MAX_FILE_BYTES = 50.0 * 1024 * 1024;

    private final HTMLDocument document;
    private final HTMLElement section;
    private final HTMLTextAreaElement text;
    private final HTMLElement importButton;
    private final HTMLElement fileInput;
    private final HTMLElement status;
    private final HTMLElement progress;
    private GameController controller;
    /** The page's message about a file or the box, or "" to show the controller's. */
    private String pageMessage = "";
    private String drawnImportMessage = "";
    private boolean importing;
    /** dragenter/dragleave pairs seen while files are dragged over the page (they fire for every element). */
    private int dragDepth;

    PgnPanel(HTMLDocument document) {
        this.document = document;
        section = Dom.byId(document, "pgn");
        text = (HTMLTextAreaElement) Dom.byId(document, "pgn-text");
        importButton = Dom.byId(document, "pgn-import");
        fileInput = Dom.byId(document, "pgn-file");
        status = Dom.byId(document, "import-status");
        progress = Dom.byId(document, "import-progress");
    }

    void bind(GameController gameController) {
        this.controller = gameController;
        Dom.listen(importButton, "click", e -> importText());
        Dom.listen(fileInput, "change", e -> {
            File file = BrowserFiles.chosenFile(fileInput);
            BrowserFiles.clearChoice(fileInput);
            open(file);
        });
        HTMLElement page = document.getDocumentElement();
        Dom.listen(document, "dragenter", e -> {
            if (BrowserFiles.carriesFiles(e)) {
                e.preventDefault();
                dragDepth++;
                page.getClassList().add("dropping");
            }
        });
        Dom.listen(document, "dragover", e -> {
            if (BrowserFiles.carriesFiles(e)) {
                e.preventDefault(); // without this the browser opens the file itself and the page is gone
                BrowserFiles.showCopyCursor(e);
            }
        });
        Dom.listen(document, "dragleave", e -> {
            if (BrowserFiles.carriesFiles(e) && --dragDepth <= 0) {
                dragDepth = 0;
                page.getClassList().remove("dropping");
            }
        });
        Dom.listen(document, "drop", e -> drop(e, page));
    }

    private void drop(Event e, HTMLElement page) {
        dragDepth = 0;
        page.getClassList().remove("dropping");
        if (!BrowserFiles.carriesFiles(e)) {
            return; // text dropped into a text box stays the browser's business
        }
        e.preventDefault();
        open(BrowserFiles.droppedFile(e));
    }

    private void importText() {
        if (importing) {
            return;
        }
        String pgn = text.getValue();
        if (pgn.trim().isEmpty()) {
            say("Paste a game in PGN into the box first, or open a .pgn file.");
            return;
        }
        say("");
        controller.importPgn(pgn);
    }

    private void open(File file) {
        if (file == null || importing) {
            return;
        }
        String name = BrowserFiles.name(file);
        String tooLarge = sizeRefusal(name, BrowserFiles.size(file), "opened");
        if (!isPgnName(name)) {
            say("“" + name + "” is not a PGN file: open a file whose name ends in .pgn (or .txt).");
        } else if (tooLarge != null) {
            say(tooLarge);
        } else {
            say("Reading “" + name + "”…");
            // The text goes straight to the PGN reader's side: brought into the app and handed out again it was
            // copied twice, most of a 10 MB import's long tasks in the WebAssembly build.
            BrowserFiles.readTextToReader(file, (ok, length, blank, reason) -> {
                if (ok) {
                    say("");
                    controller.importStagedPgn(length, blank);
                } else {
                    say("Could not read “" + name + "”: " + reason);
                }
            });
        }
    }

    /** Whether the file's name ends in .pgn or .txt, in either case. */
    static boolean isPgnName(String name) {
        int dot = name.length() - 4;
        return AsciiCase.matchesAt(name, dot, ".pgn") || AsciiCase.matchesAt(name, dot, ".txt");
    }

    /**
     * Why a file of {@code bytes} cannot be {@code verb} ("opened", "added"): it is over {@link #MAX_FILE_BYTES};
     * null when it is not.
     */
    static String sizeRefusal(String name, double bytes, String verb) {
        return bytes > MAX_FILE_BYTES
                ? "“" + name + "” is " + megabytes(bytes) + " MB; files up to 50 MB can be " + verb + "."
                : null;
    }

    /** "61.2" for 64,172,851 bytes. */
    private static String megabytes(double bytes) {
        int tenths = IntRound.of(bytes / (1024 * 1024) * 10);
        return tenths / 10 + "." + tenths % 10;
    }

    private void say(String message) {
        pageMessage = message;
        drawStatus(drawnImportMessage);
    }

    void draw(BoardState s) {
        if (!s.importMessage.equals(drawnImportMessage)) {
            pageMessage = ""; // the controller's newer word about the import wins
        }
        importing = s.importing;
        drawStatus(s.importMessage);
        Dom.setHidden(progress, !s.importing);
        Dom.setDisabled(importButton, s.importing);
        Dom.setAttribute(section, "aria-busy", s.importing ? "true" : "false");
    }

    private void drawStatus(String importMessage) {
        drawnImportMessage = importMessage;
        Dom.setText(status, pageMessage.isEmpty() ? importMessage : pageMessage);
    }
}
