package chess.web;

import org.teavm.jso.JSBody;
import org.teavm.jso.JSFunctor;
import org.teavm.jso.JSObject;
import org.teavm.jso.typedarrays.Int8Array;

/**
 * The browser's half of the pictures: drawing an SVG text onto a canvas (through an image of a {@code data:} URL,
 * which the page's Content-Security-Policy allows), reading the canvas's pixels or its PNG, saving and previewing
 * files, and the image clipboard. Each body is fixed text; the SVG, names and bytes are only passed as values.
 */
final class ImageScripts {
    private ImageScripts() {
    }

    @JSFunctor
    interface PixelsReceiver extends JSObject {
        /**
         * The pixels as r, g, b, a bytes, row by row, or null and the browser's reason. Bytes, not ints: TeaVM's
         * JavaScript build copies an Int8Array into Java but not an Int32Array ("is not a function").
         */
        void receive(Int8Array rgba, String problem);
    }

    @JSFunctor
    interface BlobReceiver extends JSObject {
        void receive(JSObject blob, String problem);
    }

    /**
     * A function (svg, size, done) that draws the SVG on a new canvas {@code size} pixels square and calls
     * done(canvas, null), or done(null, reason). The others take it, so the drawing is written once.
     */
    @JSBody(script = "return function (svg, size, done) {"
            + " var img = new Image();"
            + " img.onload = function () { try { var c = document.createElement('canvas'); c.width = size;"
            + " c.height = size; c.getContext('2d').drawImage(img, 0, 0, size, size); done(c, null); }"
            + " catch (e) { done(null, String(e && e.message || e)); } };"
            + " img.onerror = function () { done(null, 'the browser could not draw the picture'); };"
            + " img.src = 'data:image/svg+xml;charset=utf-8,' + encodeURIComponent(svg); };")
    static native JSObject drawer();

    /** Draws the SVG and hands over its pixels. */
    @JSBody(params = { "drawer", "svg", "size", "receiver" }, script = "drawer(svg, size, function (c, problem) {"
            + " if (!c) { receiver(null, problem); return; }"
            + " var d; try { d = c.getContext('2d').getImageData(0, 0, size, size).data; }"
            + " catch (e) { receiver(null, String(e && e.message || e)); return; }"
            + " receiver(new Int8Array(d.buffer, d.byteOffset, d.length), null); });")
    static native void pixels(JSObject drawer, String svg, int size, PixelsReceiver receiver);

    /** Draws the SVG and hands over its PNG as a Blob. */
    @JSBody(params = { "drawer", "svg", "size", "receiver" }, script = "drawer(svg, size, function (c, problem) {"
            + " if (!c) { receiver(null, problem); return; }"
            + " try { c.toBlob(function (b) { if (b) { receiver(b, null); } else {"
            + " receiver(null, 'the browser made no PNG'); } }, 'image/png'); }"
            + " catch (e) { receiver(null, String(e && e.message || e)); } });")
    static native void png(JSObject drawer, String svg, int size, BlobReceiver receiver);

    /**
     * Puts the SVG's PNG on the clipboard where the browser has an image clipboard ({@code ClipboardItem}); the
     * item is made at once with a promise of the PNG, so the click's permission still holds when it is ready.
     * Calls back with ok, or false and what to say.
     */
    @JSBody(params = { "drawer", "svg", "size", "receiver" }, script = "if (typeof navigator !== 'object'"
            + " || !navigator.clipboard || !navigator.clipboard.write || typeof ClipboardItem !== 'function') {"
            + " receiver(false, 'This browser cannot put images on the clipboard: save the PNG instead.'); return; }"
            + " var png = new Promise(function (resolve, reject) { drawer(svg, size, function (c, problem) {"
            + " if (!c) { reject(new Error(problem)); return; }"
            + " c.toBlob(function (b) { if (b) { resolve(b); } else { reject(new Error('no PNG')); } }, 'image/png');"
            + " }); });"
            + " try { navigator.clipboard.write([new ClipboardItem({ 'image/png': png })]).then(function () {"
            + " receiver(true, ''); }, function (e) { receiver(false, 'The browser did not let the page copy the"
            + " image (' + String(e && e.message || e) + '): save the PNG instead.'); }); }"
            + " catch (e) { receiver(false, 'The browser did not let the page copy the image ('"
            + " + String(e && e.message || e) + '): save the PNG instead.'); }")
    static native void copyPng(JSObject drawer, String svg, int size, BrowserFiles.TextReceiver receiver);

    @JSBody(params = { "text", "type" }, script = "return new Blob([text], { type: type });")
    static native JSObject textBlob(String text, String type);

    @JSBody(params = { "bytes", "type" }, script = "return new Blob([bytes], { type: type });")
    static native JSObject bytesBlob(Int8Array bytes, String type);

    @JSBody(params = "blob", script = "return Number(blob.size) || 0;")
    static native double size(JSObject blob);

    /** Offers the blob as a download named {@code fileName} (its object URL revoked later, as BrowserFiles does). */
    @JSBody(params = { "fileName", "blob" }, script = "var url = URL.createObjectURL(blob);"
            + " var a = document.createElement('a'); a.href = url; a.download = fileName; a.hidden = true;"
            + " document.body.appendChild(a); a.click(); document.body.removeChild(a);"
            + " setTimeout(function () { URL.revokeObjectURL(url); }, 10000);")
    static native void save(String fileName, JSObject blob);

    /** Reads the blob as a {@code data:} URL, for the preview (the page's images may come from data: URLs). */
    @JSBody(params = { "blob", "receiver" }, script = "var r = new FileReader();"
            + " r.onload = function () { receiver(true, String(r.result)); };"
            + " r.onerror = function () { receiver(false, 'the browser could not read it'); };"
            + " r.readAsDataURL(blob);")
    static native void dataUrl(JSObject blob, BrowserFiles.TextReceiver receiver);

    /** Fetches one of the site's text files (the piece drawings). */
    @JSBody(params = { "url", "receiver" }, script = "try { fetch(url).then(function (r) {"
            + " if (!r.ok) { throw new Error('HTTP ' + r.status); } return r.text(); }).then(function (t) {"
            + " receiver(true, t); }, function (e) { receiver(false, String(e && e.message || e)); }); }"
            + " catch (e) { receiver(false, String(e && e.message || e)); }")
    static native void fetchText(String url, BrowserFiles.TextReceiver receiver);

    /** A CSS custom property of the page's root as it is now (the chosen board colours), trimmed. */
    @JSBody(params = "name", script = "return String(getComputedStyle(document.documentElement)"
            + ".getPropertyValue(name) || '').trim();")
    static native String rootStyle(String name);

    @JSBody(script = "return typeof performance === 'object' ? performance.now() : Date.now();")
    static native double now();
}
