package chess.web;

import org.teavm.jso.JSBody;
import org.teavm.jso.JSFunctor;
import org.teavm.jso.JSObject;
import org.teavm.jso.typedarrays.Int8Array;

/**
 * The browser's half of the pictures: drawing an SVG text onto a canvas (through an image of a {@code data:} URL,
 * which the page's Content-Security-Policy allows), reading the canvas's pixels or its PNG, previewing files
 * (BrowserFiles saves them), and the image clipboard. Each body is fixed text; the SVG, names and bytes are only
 * passed as values.
 */
final class ImageScripts { // locals have long names: TeaVM renames the parameters to single letters
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
            + " img.onload = function () { try { var canvas = document.createElement('canvas');"
            + " canvas.width = size; canvas.height = size;"
            + " canvas.getContext('2d').drawImage(img, 0, 0, size, size); done(canvas, null); }"
            + " catch (err) { done(null, String(err && err.message || err)); } };"
            + " img.onerror = function () { done(null, 'the browser could not draw the picture'); };"
            + " img.src = 'data:image/svg+xml;charset=utf-8,' + encodeURIComponent(svg); };")
    static native JSObject drawer();

    /** Draws the SVG and hands over its pixels. */
    @JSBody(params = { "drawer", "svg", "size", "receiver" },
            script = "drawer(svg, size, function (canvas, problem) {"
            + " if (!canvas) { receiver(null, problem); return; }"
            + " var pixelData; try { pixelData = canvas.getContext('2d').getImageData(0, 0, size, size).data; }"
            + " catch (err) { receiver(null, String(err && err.message || err)); return; }"
            + " receiver(new Int8Array(pixelData.buffer, pixelData.byteOffset, pixelData.length), null); });")
    static native void pixels(JSObject drawer, String svg, int size, PixelsReceiver receiver);

    /** Draws the SVG and hands over its PNG as a Blob. */
    @JSBody(params = { "drawer", "svg", "size", "receiver" },
            script = "drawer(svg, size, function (canvas, problem) {"
            + " if (!canvas) { receiver(null, problem); return; }"
            + " try { canvas.toBlob(function (pngBlob) { if (pngBlob) { receiver(pngBlob, null); } else {"
            + " receiver(null, 'the browser made no PNG'); } }, 'image/png'); }"
            + " catch (err) { receiver(null, String(err && err.message || err)); } });")
    static native void png(JSObject drawer, String svg, int size, BlobReceiver receiver);

    /**
     * Puts the SVG's PNG on the clipboard where the browser has an image clipboard ({@code ClipboardItem}); the
     * item is made at once with a promise of the PNG, so the click's permission still holds when it is ready.
     * Calls back with ok, or false and what to say.
     */
    @JSBody(params = { "drawer", "svg", "size", "receiver" }, script = "if (typeof navigator !== 'object'"
            + " || !navigator.clipboard || !navigator.clipboard.write || typeof ClipboardItem !== 'function') {"
            + " receiver(false, 'This browser cannot put images on the clipboard: save the PNG instead.'); return; }"
            + " var png = new Promise(function (resolve, reject) { drawer(svg, size, function (canvas, problem) {"
            + " if (!canvas) { reject(new Error(problem)); return; }"
            + " canvas.toBlob(function (pngBlob) { if (pngBlob) { resolve(pngBlob); }"
            + " else { reject(new Error('no PNG')); } }, 'image/png');"
            + " }); });"
            + " try { navigator.clipboard.write([new ClipboardItem({ 'image/png': png })]).then(function () {"
            + " receiver(true, ''); }, function (err) { receiver(false, 'The browser did not let the page copy the"
            + " image (' + String(err && err.message || err) + '): save the PNG instead.'); }); }"
            + " catch (err) { receiver(false, 'The browser did not let the page copy the image ('"
            + " + String(err && err.message || err) + '): save the PNG instead.'); }")
    static native void copyPng(JSObject drawer, String svg, int size, BrowserFiles.TextReceiver receiver);

    @JSBody(params = { "bytes", "type" }, script = "return new Blob([bytes], { type: type });")
    static native JSObject bytesBlob(Int8Array bytes, String type);

    @JSBody(params = "blob", script = "return Number(blob.size) || 0;")
    static native double size(JSObject blob);

    /** Reads the blob as a {@code data:} URL, for the preview (the page's images may come from data: URLs). */
    @JSBody(params = { "blob", "receiver" }, script = "var reader = new FileReader();"
            + " reader.onload = function () { receiver(true, String(reader.result)); };"
            + " reader.onerror = function () { receiver(false, 'the browser could not read it'); };"
            + " reader.readAsDataURL(blob);")
    static native void dataUrl(JSObject blob, BrowserFiles.TextReceiver receiver);

    /**
     * The drawing of piece {@code name} ("wP") as SVG text, from where the page's own style sheet takes it: a
     * {@code data:} URI is decoded in place (the standalone file inlines the pieces, and its policy allows no
     * fetch), a file of the site is fetched.
     */
    @JSBody(params = { "name", "receiver" }, script = "try {"
            + " var fail = function (err) {"
            + "   receiver(false, 'pieces/' + name + '.svg: ' + String(err && err.message || err)); };"
            + " var probe = document.createElement('span'); probe.className = name; probe.hidden = true;"
            + " document.body.appendChild(probe); var image = getComputedStyle(probe).backgroundImage; probe.remove();"
            + " var found = /^url\\(\"?(.*?)\"?\\)$/.exec(image || '');"
            + " var url = found ? found[1] : 'pieces/' + name + '.svg';"
            + " if (url.indexOf('data:') === 0) { var comma = url.indexOf(',');"
            + "   var body = url.substring(comma + 1);"
            + "   if (url.substring(0, comma).indexOf(';base64') >= 0) {"
            + "     var bytes = atob(body); var array = new Uint8Array(bytes.length);"
            + "     for (var i = 0; i < bytes.length; i++) { array[i] = bytes.charCodeAt(i); }"
            + "     receiver(true, new TextDecoder().decode(array)); }"
            + "   else { receiver(true, decodeURIComponent(body)); }"
            + "   return; }"
            + " fetch(url).then(function (response) {"
            + " if (!response.ok) { throw new Error('HTTP ' + response.status); } return response.text(); })"
            + ".then(function (text) { receiver(true, text); }, fail); }"
            + " catch (err) { fail(err); }")
    static native void pieceText(String name, BrowserFiles.TextReceiver receiver);

    /** A CSS custom property of the page's root as it is now (the chosen board colours), trimmed. */
    @JSBody(params = "name", script = "return String(getComputedStyle(document.documentElement)"
            + ".getPropertyValue(name) || '').trim();")
    static native String rootStyle(String name);

    @JSBody(script = "return typeof performance === 'object' ? performance.now() : Date.now();")
    static native double now();
}
