package chess.web;

import chess.app.GameController;
import chess.app.LibraryController;
import chess.app.LibraryHost;
import chess.app.LibraryState;
import org.teavm.jso.JSBody;
import org.teavm.jso.browser.Window;
import org.teavm.jso.dom.html.HTMLDocument;
import org.teavm.jso.dom.html.HTMLElement;
import org.teavm.jso.dom.html.HTMLInputElement;
import org.teavm.jso.file.File;
import java.util.List;

/**
 * The Games panel (the library of games kept in this browser) and the offer to continue the last game: draws each
 * {@link LibraryState} and forwards the panel's actions to the {@link LibraryController}. It is also the library's
 * {@link LibraryHost}: the clock, the time zone, downloads and the tab's own memory (sessionStorage). Rows are made
 * with createElement and textContent: names and tags from files are never HTML.
 */
final class LibraryPanel implements LibraryHost {
    private static final String TAB_KEY = "chess.libraryTab";
    static final int LOAD_DELAY_MS = 300;

    private final HTMLDocument document;
    private final HTMLElement list;
    private final HTMLInputElement search;
    private final HTMLElement renameForm;
    private final HTMLInputElement renameInput;
    private LibraryController library;
    private String drawnRenaming = "";
    /** The rows as drawn, one {@code <li>} each in the list, in order. */
    private List<LibraryState.Row> drawnRows;
    private boolean rowsMarked;
    private boolean wasLoading;

    LibraryPanel(HTMLDocument document) {
        this.document = document;
        list = byId("library-list");
        search = (HTMLInputElement) byId("library-search");
        renameForm = byId("library-rename");
        renameInput = (HTMLInputElement) byId("library-rename-input");
    }

    private HTMLElement byId(String id) {
        return Dom.byId(document, id);
    }

    /**
     * Gives the controller its library in this page's IndexedDB, with this panel to draw it; the list is read
     * {@link #LOAD_DELAY_MS} after the start, in pages, never in the first paint's task. A hidden tab saves at once;
     * a tab shown again reads the list again (another tab may have changed it).
     */
    static void install(HTMLDocument document, GameController controller) {
        LibraryPanel panel = new LibraryPanel(document);
        LibraryController library = controller.keepGamesIn(new IndexedDbStore(), panel);
        library.resume(readSession(TAB_KEY));
        panel.bind(library);
        Window.setTimeout(() -> {
            Browser.mark("library-list-requested"); // how long the list takes is measured from here
            library.load();
        }, LOAD_DELAY_MS);
        Dom.listen(document, "visibilitychange", e -> {
            if (isHidden()) {
                library.flush();
            } else {
                Browser.mark("library-list-requested");
                library.load();
            }
        });
        Dom.listen(Window.current(), "pagehide", e -> library.flush());
    }

    @JSBody(script = "return document.visibilityState === 'hidden';")
    private static native boolean isHidden();

    void bind(LibraryController controller) {
        this.library = controller;
        Dom.listen(search, "input", e -> library.setSearch(search.getValue()));
        Dom.listen(byId("library-more"), "click", e -> library.showMore());
        Dom.listen(byId("library-undo"), "click", e -> library.undoDelete());
        Dom.listen(byId("library-export"), "click", e -> library.exportAll());
        Dom.listen(byId("library-continue"), "click", e -> library.continueLast());
        Dom.listen(byId("library-offer-close"), "click", e -> library.closeOffer());
        Dom.listen(byId("library-rename-cancel"), "click", e -> library.cancelRename());
        Dom.listen(renameForm, "submit", e -> {
            e.preventDefault();
            library.rename(renameForm.getAttribute("data-id"), renameInput.getValue());
        });
        HTMLElement file = byId("library-file");
        Dom.listen(file, "change", e -> {
            File chosen = BrowserFiles.chosenFile(file);
            BrowserFiles.clearChoice(file);
            if (chosen != null) {
                addFile(chosen);
            }
        });
        Dom.listen(list, "click", e -> {
            HTMLElement open = Dom.withAttribute(e.getTarget(), "data-open", 3);
            HTMLElement rename = Dom.withAttribute(e.getTarget(), "data-rename", 1);
            HTMLElement delete = Dom.withAttribute(e.getTarget(), "data-delete", 1);
            if (open != null) {
                library.open(open.getAttribute("data-open"));
            } else if (rename != null) {
                library.startRename(rename.getAttribute("data-rename"));
            } else if (delete != null) {
                library.delete(delete.getAttribute("data-delete"));
            }
        });
    }

    /**
     * Adds a chosen file's games. As the PGN panel's import, the text goes straight to the PGN reader's side (in the
     * WebAssembly build a 10 MB text brought into the app and handed out again was copied twice, in long tasks).
     */
    private void addFile(File chosen) {
        String refusal = PgnPanel.sizeRefusal(BrowserFiles.name(chosen), BrowserFiles.size(chosen), "added");
        if (refusal != null) {
            announce(refusal);
            return;
        }
        BrowserFiles.readTextToReader(chosen, (ok, length, blank, reason) -> {
            if (ok) {
                library.importStagedFile(length, blank);
            } else {
                announce("The file could not be read: " + reason);
            }
        });
    }

    // ---- LibraryHost ----------------------------------------------------------------------------------------

    @Override
    public void draw(LibraryState s) {
        Dom.setText(byId("library-status"), s.status);
        Dom.setHidden(byId("library-offer"), s.offer.isEmpty());
        Dom.setText(byId("library-offer-text"), s.offer);
        Dom.setText(byId("library-count"), s.count);
        Dom.setHidden(byId("library-more"), !s.more);
        Dom.setText(byId("library-undo-text"), s.undo);
        Dom.setHidden(byId("library-undo-row"), s.undo.isEmpty());
        drawRows(s);
        Dom.setAttribute(list, "aria-busy", s.loading ? "true" : "false"); // the kept games still being read
        if (!rowsMarked && !s.rows.isEmpty()) {
            rowsMarked = true;
            Browser.mark("library-rows-drawn");
        }
        if (wasLoading && !s.loading) {
            Browser.mark("library-list-complete");
        }
        wasLoading = s.loading;
        Dom.setHidden(renameForm, s.renamingId.isEmpty());
        if (!s.renamingId.equals(drawnRenaming)) {
            drawnRenaming = s.renamingId;
            if (!s.renamingId.isEmpty()) {
                renameForm.setAttribute("data-id", s.renamingId);
                renameInput.setValue(s.renamingName);
                renameInput.focus();
                Browser.selectAll(renameInput);
            }
        }
    }

    /**
     * The rows, each built again only when it changed: a save after each move changes one row (the game played),
     * and rebuilding fifty rows each time was a long task of its own on a slow phone.
     */
    private void drawRows(LibraryState s) {
        List<LibraryState.Row> rows = s.rows;
        if (drawnRows == null) { // the list as the page has it may hold white space: the rows start from nothing
            list.setTextContent("");
            drawnRows = List.of();
        }
        for (int i = 0; i < rows.size(); i++) {
            if (i < drawnRows.size() && rows.get(i).equals(drawnRows.get(i))) {
                continue;
            }
            HTMLElement item = row(rows.get(i));
            if (i < drawnRows.size()) {
                list.replaceChild(item, list.getChildNodes().get(i));
            } else {
                list.appendChild(item);
            }
        }
        for (int i = drawnRows.size() - 1; i >= rows.size(); i--) {
            list.removeChild(list.getChildNodes().get(i));
        }
        drawnRows = List.copyOf(rows);
    }

    private HTMLElement row(LibraryState.Row row) {
        HTMLElement item = Dom.element(document, "li", "library-row");
        HTMLElement open = Dom.element(document, "button", "library-open");
        open.setAttribute("type", "button");
        open.setAttribute("data-open", row.id());
        open.appendChild(Dom.element(document, "span", "library-title", row.title()));
        open.appendChild(Dom.element(document, "span", "library-details", row.details()));
        open.appendChild(Dom.element(document, "span", "library-date", row.date()));
        item.appendChild(open);
        item.appendChild(action("data-rename", row, "Rename"));
        item.appendChild(action("data-delete", row, "Delete"));
        return item;
    }

    private HTMLElement action(String attribute, LibraryState.Row row, String label) {
        HTMLElement b = Dom.element(document, "button", "library-action quiet");
        b.setAttribute("type", "button");
        b.setAttribute(attribute, row.id());
        b.setAttribute("aria-label", label + " " + row.title());
        b.setTextContent(label);
        return b;
    }

    @Override
    public void announce(String message) {
        Dom.announce(byId("live"), message);
    }

    @Override
    public void download(String fileName, String text) {
        BrowserFiles.download(fileName, text);
    }

    @Override
    public void rememberTabEntry(String idAndRevision) {
        writeSession(TAB_KEY, idAndRevision);
    }

    @Override
    public double now() {
        return dateNow();
    }

    @Override
    public int utcOffsetMinutes() {
        return minutesEastOfUtc();
    }

    @JSBody(script = "return Date.now();")
    private static native double dateNow();

    @JSBody(script = "return -new Date().getTimezoneOffset();")
    private static native int minutesEastOfUtc();

    @JSBody(params = "key", script = "try { var v = window.sessionStorage.getItem(key);"
            + " return v === null ? null : String(v); } catch (e) { return null; }")
    private static native String readSession(String key);

    @JSBody(params = { "key", "value" }, script = "try { window.sessionStorage.setItem(key, value); } catch (e) {}")
    private static native void writeSession(String key, String value);
}
