package chess.web;

import org.teavm.jso.JSBody;
import org.teavm.jso.JSFunctor;
import org.teavm.jso.JSObject;
import org.teavm.jso.dom.events.Event;
import org.teavm.jso.dom.html.HTMLElement;
import org.teavm.jso.file.File;

/**
 * Files in and out of the page: the file a file chooser or a drop gives, its size, reading it as text with a
 * FileReader (the browser reads it off the main thread), and saving text or a blob as a download. Each script is
 * fixed text; file names and contents are only passed as values, never evaluated or inserted as HTML.
 */
final class BrowserFiles {
    private BrowserFiles() {
    }

    /** Receives a file's text, or, when it could not be read, {@code ok} false and the browser's reason. */
    @JSFunctor
    interface TextReceiver extends JSObject {
        void receive(boolean ok, String textOrReason);
    }

    /** The first file chosen in a file input, or null. */
    @JSBody(params = "input", script = "return input.files && input.files.length > 0 ? input.files[0] : null;")
    static native File chosenFile(HTMLElement input);

    /** Forgets the chosen file, so choosing the same file again fires "change" again. */
    @JSBody(params = "input", script = "input.value = '';")
    static native void clearChoice(HTMLElement input);

    /** True when a drag carries files (not text or a link dragged within the page). */
    @JSBody(params = "event", script = "var t = event.dataTransfer && event.dataTransfer.types;"
            + " if (!t) { return false; } for (var i = 0; i < t.length; i++) { if (t[i] === 'Files') { return true; } }"
            + " return false;")
    static native boolean carriesFiles(Event event);

    /** The first file dropped, or null. */
    @JSBody(params = "event", script = "var f = event.dataTransfer && event.dataTransfer.files;"
            + " return f && f.length > 0 ? f[0] : null;")
    static native File droppedFile(Event event);

    /** Shows the copy cursor while files are dragged over the page. */
    @JSBody(params = "event", script = "if (event.dataTransfer) { event.dataTransfer.dropEffect = 'copy'; }")
    static native void showCopyCursor(Event event);

    /** The file's size in bytes (a double: sizes over 2 GB do not fit an int). */
    @JSBody(params = "file", script = "return Number(file.size) || 0;")
    static native double size(File file);

    @JSBody(params = "file", script = "return String(file.name || '');")
    static native String name(File file);

    /** Receives a file's length in characters and whether it is blank, or the browser's reason it was not read. */
    @JSFunctor
    interface StagedReceiver extends JSObject {
        void receive(boolean ok, int length, boolean blank, String reason);
    }

    /**
     * Reads the file as UTF-8 text and leaves it on the PGN reader's side (window.chessPgnPieces, which
     * {@link ScriptPgnDoor} opens; a blank one is not kept) without bringing it into the app: {@code receiver} gets
     * its length and whether it holds only spaces and controls (characters up to U+0020, as {@code PgnImport.blank}
     * says), once, in a later task.
     */
    @JSBody(params = { "file", "receiver" }, script = "var reader = new FileReader();"
            + " reader.onload = function () { var text = String(reader.result);"
            + " var blank = !/[^\\u0000-\\u0020]/.test(text); if (!blank) { window.chessPgnPieces = [text]; }"
            + " receiver(true, text.length, blank, ''); };"
            + " reader.onerror = function () { receiver(false, 0, false, String(reader.error && reader.error.message"
            + " ? reader.error.message : 'the browser could not read it')); };"
            + " reader.readAsText(file);")
    static native void readTextToReader(File file, StagedReceiver receiver);

    /** Offers the PGN {@code text} as a file named {@code fileName}, as {@link #save} does. */
    static void download(String fileName, String text) {
        save(fileName, textBlob(text, "application/x-chess-pgn;charset=utf-8"));
    }

    @JSBody(params = { "text", "type" }, script = "return new Blob([text], { type: type });")
    static native JSObject textBlob(String text, String type);

    /**
     * Offers the blob as a file named {@code fileName}: its object URL on a hidden {@code <a download>} that is
     * clicked. The URL is revoked ten seconds later, not at once: revoking it in the same task can cancel the
     * download in some browsers.
     */
    @JSBody(params = { "fileName", "blob" }, script = "var url = URL.createObjectURL(blob);"
            + " var a = document.createElement('a'); a.href = url; a.download = fileName; a.hidden = true;"
            + " document.body.appendChild(a); a.click(); document.body.removeChild(a);"
            + " setTimeout(function () { URL.revokeObjectURL(url); }, 10000);")
    static native void save(String fileName, JSObject blob);
}
