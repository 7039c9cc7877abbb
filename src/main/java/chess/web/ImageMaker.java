package chess.web;

import chess.image.BoardColours;
import chess.image.BoardPicture;
import chess.image.GifEncoder;
import chess.image.LinePictures;
import chess.image.Palette;
import chess.image.PieceArt;
import chess.image.ShapeColours;
import chess.image.SvgWriter;
import chess.link.DecodedGame;
import chess.link.TreeCodec;
import chess.pgn.GameTree;
import chess.pgn.MoveNode;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.teavm.jso.JSObject;
import org.teavm.jso.dom.html.HTMLDocument;
import org.teavm.jso.dom.html.HTMLElement;
import org.teavm.jso.dom.html.HTMLImageElement;
import org.teavm.jso.dom.html.HTMLSelectElement;
import org.teavm.jso.typedarrays.Int8Array;

/**
 * The work of the Share panel's Image part, in the second script (js/image-tools.js, {@link ImageToolsMain}): the
 * shown position as SVG or PNG (saved, or the PNG copied to the clipboard), and the shown line, start to end, as an
 * animated GIF. The page's {@link ImagePanel} hands it the game as a {@code #g=} code with the shown move, the
 * orientation and the side to move; it reads the board colours and the GIF's delay from the page itself and writes
 * its status and preview there. The picture is {@link SvgWriter}'s SVG of a
 * {@link BoardPicture} with the page's own piece drawings (read once from where the page's style sheet takes them) and the board colours the
 * page shows; the browser draws it on a canvas for the PNG and for each GIF frame, whose pixels the project's
 * {@link GifEncoder} compresses. Each frame waits for the browser to draw its picture, so the page stays
 * responsive between frames; the status says how long the longest step took.
 */
final class ImageMaker {
    static final int PNG_SIZE = 720;
    static final int GIF_SIZE = 360;
    /** A GIF of more positions than this would take long and weigh megabytes: refused with the reason. */
    static final int MAX_GIF_FRAMES = 601;

    private final HTMLDocument document;
    private final HTMLElement status;
    private final HTMLSelectElement delay;
    /** The preview of the last file made, created with the first one (until then the page has no image). */
    private HTMLImageElement preview;
    private final JSObject drawer = ImageScripts.drawer();
    /** The game the last request named: its tree, the move shown in it, the orientation and the side to move. */
    private MoveNode shown;
    private boolean flipped;
    private String turn = "";
    private PieceArt art;
    private final List<Runnable> waitingForPieces = new ArrayList<>();
    private boolean busy;

    ImageMaker(HTMLDocument document) {
        this.document = document;
        status = document.getElementById("image-status");
        delay = (HTMLSelectElement) document.getElementById("image-delay");
    }

    /**
     * Makes what {@code action} names ("svg", "png", "copy" or "gif") of the game in {@code code} at its shown move;
     * ignored while a file is being made. A code that does not read back whole is refused with the reason.
     */
    void make(String action, String code, boolean flippedBoard, String sideToMove) {
        if (busy) {
            return;
        }
        DecodedGame game = TreeCodec.decode(code);
        if (!game.isWhole()) {
            say("Could not make the image: " + game.problem());
            return;
        }
        shown = game.current();
        flipped = flippedBoard;
        turn = sideToMove;
        switch (action) {
            case "svg" -> start(this::saveSvg);
            case "png" -> start(this::savePng);
            case "copy" -> copyPng(); // not deferred: the clipboard wants the click's permission
            case "gif" -> start(this::saveGif);
            default -> say("Could not make the image: no such kind (" + action + ").");
        }
    }

    /** Runs a job once the pieces are in, unless one is running. */
    private void start(Runnable job) {
        if (busy) {
            return;
        }
        if (art != null) {
            job.run();
            return;
        }
        waitingForPieces.add(job);
        if (waitingForPieces.size() == 1) {
            loadPieces();
        }
    }

    /** Fetches the twelve drawings the board shows; when all have answered, runs the waiting jobs or says why not. */
    private void loadPieces() {
        Map<String, String> files = new HashMap<>();
        String[] problem = {null};
        int[] answered = {0};
        for (String name : PieceArt.NAMES) {
            ImageScripts.pieceText(name, (ok, text) -> {
                answered[0]++;
                if (ok) {
                    files.put(name, text);
                } else if (problem[0] == null) {
                    problem[0] = text;
                }
                if (answered[0] < PieceArt.NAMES.length) {
                    return;
                }
                List<Runnable> jobs = new ArrayList<>(waitingForPieces);
                waitingForPieces.clear();
                if (problem[0] != null) {
                    say("Could not load the piece drawings for the image (" + problem[0] + ").");
                    return;
                }
                try {
                    art = PieceArt.parse(files);
                } catch (IllegalArgumentException e) {
                    say("The piece drawings could not be read for the image (" + e.getMessage() + ").");
                    return;
                }
                jobs.forEach(Runnable::run);
            });
        }
    }

    private void saveSvg() {
        String svg = svg(shownPicture(), PNG_SIZE);
        JSObject blob = BrowserFiles.textBlob(svg, "image/svg+xml");
        BrowserFiles.save("position.svg", blob);
        say("Saved position.svg (" + kilobytes(ImageScripts.size(blob)) + ").");
        show(blob, "svg");
    }

    private void savePng() {
        busy = true;
        ImageScripts.png(drawer, svg(shownPicture(), PNG_SIZE), PNG_SIZE, (blob, problem) -> {
            busy = false;
            if (blob == null) {
                say("Could not make the PNG: " + problem + ".");
                return;
            }
            BrowserFiles.save("position.png", blob);
            say("Saved position.png (" + kilobytes(ImageScripts.size(blob)) + ", " + PNG_SIZE + " × " + PNG_SIZE
                    + " pixels).");
            show(blob, "png");
        });
    }

    private void copyPng() {
        if (art == null || busy) {
            start(this::copyPng); // the first copy waits for the pieces; a later click has them at once
            return;
        }
        ImageScripts.copyPng(drawer, svg(shownPicture(), PNG_SIZE), PNG_SIZE,
                (ok, reason) -> say(ok ? "Image copied to the clipboard." : reason));
    }

    /**
     * The GIF of the shown line: the last position is drawn first, so the palette holds the colours of the first
     * and last frames (the pieces, the squares and the last move's highlight) and the shapes' colours over the
     * board; then every frame in order.
     */
    private void saveGif() {
        GameTree tree = shown.tree();
        List<BoardPicture> pictures = LinePictures.of(tree, tree.endOfLine(shown), flipped(), colours());
        if (pictures.size() > MAX_GIF_FRAMES) {
            say("The line is too long for a GIF here (" + (pictures.size() - 1) + " moves; at most "
                    + (MAX_GIF_FRAMES - 1) + "): use the command line's image command.");
            return;
        }
        int delayMs = delayMs();
        busy = true;
        GifJob job = new GifJob(pictures, delayMs);
        job.begin();
    }

    /** One GIF being made, a frame per drawn picture. */
    private final class GifJob {
        private final List<BoardPicture> pictures;
        private final int delayMs;
        private final double started = ImageScripts.now();
        private double longestStep;
        private int[] first;
        private Palette palette;
        private GifEncoder gif;

        GifJob(List<BoardPicture> pictures, int delayMs) {
            this.pictures = pictures;
            this.delayMs = delayMs;
        }

        void begin() {
            say("Making the GIF: " + pictures.size() + " frames…");
            draw(pictures.size() - 1, last -> draw(0, firstPixels -> {
                double t = ImageScripts.now();
                first = firstPixels;
                palette = Palette.withColours(ShapeColours.overBoard(pictures.get(0).colours), firstPixels, last);
                gif = new GifEncoder(GIF_SIZE, GIF_SIZE, palette);
                longestStep = Math.max(longestStep, ImageScripts.now() - t);
                frame(0);
            }));
        }

        private void frame(int i) {
            if (i == pictures.size()) {
                finish();
                return;
            }
            if (i == 0) {
                add(0, first);
                return;
            }
            draw(i, pixels -> add(i, pixels));
        }

        private void add(int i, int[] pixels) {
            double t = ImageScripts.now();
            gif.addFrame(palette.indices(pixels), i == pictures.size() - 1 ? GifEncoder.holdMs(delayMs) : delayMs);
            longestStep = Math.max(longestStep, ImageScripts.now() - t);
            if (i % 10 == 9) {
                say("Making the GIF: frame " + (i + 1) + " of " + pictures.size() + "…");
            }
            frame(i + 1);
        }

        private void finish() {
            double t = ImageScripts.now();
            JSObject blob = ImageScripts.bytesBlob(Int8Array.copyFromJavaArray(gif.finish()), "image/gif");
            longestStep = Math.max(longestStep, ImageScripts.now() - t);
            busy = false;
            BrowserFiles.save("line.gif", blob);
            say("Saved line.gif (" + kilobytes(ImageScripts.size(blob)) + ", " + pictures.size() + " frames, "
                    + delayMs + " ms a move; made in " + Math.round(ImageScripts.now() - started)
                    + " ms, the longest step " + Math.round(longestStep) + " ms).");
            show(blob, "gif");
        }

        private void draw(int index, java.util.function.Consumer<int[]> then) {
            ImageScripts.pixels(drawer, svg(pictures.get(index), GIF_SIZE), GIF_SIZE, (Int8Array rgba,
                    String problem) -> {
                if (rgba == null) {
                    busy = false;
                    say("Could not make the GIF: " + problem + ".");
                    return;
                }
                then.accept(rgb(rgba.copyToJavaArray()));
            });
        }
    }

    /** Canvas bytes r, g, b, a to 0xrrggbb ints (the canvas is opaque: the board covers it). */
    private static int[] rgb(byte[] rgba) {
        int[] pixels = new int[rgba.length / 4];
        for (int i = 0, j = 0; i < pixels.length; i++, j += 4) {
            pixels[i] = (rgba[j] & 0xff) << 16 | (rgba[j + 1] & 0xff) << 8 | rgba[j + 2] & 0xff;
        }
        return pixels;
    }

    private BoardPicture shownPicture() {
        return LinePictures.at(shown.tree(), shown, flipped(), colours());
    }

    private String svg(BoardPicture picture, int size) {
        String shapes = picture.spokenShapes(); // the title says the drawn shapes, as the board does
        return SvgWriter.write(picture, art, size, "Chess position, " + turn
                + (shapes.isEmpty() ? "" : "; " + shapes));
    }

    private boolean flipped() {
        return flipped;
    }

    /** The board colours the page shows now (its style sheet's), or green if they are not plain colours. */
    private static BoardColours colours() {
        BoardColours shown = BoardColours.of(ImageScripts.rootStyle("--light"), ImageScripts.rootStyle("--dark"),
                ImageScripts.rootStyle("--light-hl"), ImageScripts.rootStyle("--dark-hl"));
        return shown != null ? shown : BoardColours.GREEN;
    }

    private int delayMs() {
        String value = delay.getValue();
        for (String allowed : new String[] {"300", "500", "800", "1200", "2000"}) {
            if (allowed.equals(value)) {
                return Integer.parseInt(value);
            }
        }
        return 800;
    }

    /**
     * Shows what was made below the buttons (the page's images come from data: URLs only). The preview image is
     * made with the first file: a page that made none has no image, which the markup tests rely on.
     */
    private void show(JSObject blob, String kind) {
        ImageScripts.dataUrl(blob, (ok, url) -> {
            if (ok && url.startsWith("data:image/")) {
                if (preview == null) {
                    preview = (HTMLImageElement) document.createElement("img");
                    preview.setAttribute("id", "image-preview");
                    preview.setAttribute("class", "image-preview");
                    document.getElementById("image-part").appendChild(preview);
                }
                preview.setSrc(url);
                preview.setAlt("The " + kind.toUpperCase() + " just made");
                preview.setAttribute("data-kind", kind);
            }
        });
    }

    private void say(String message) {
        status.setTextContent(message);
    }

    /** In tenths by hand: a double in a string would bring TeaVM's binary-to-decimal conversion into the page. */
    private static String kilobytes(double bytes) {
        if (bytes < 1024) {
            return Math.round(bytes) + " bytes";
        }
        int tenths = (int) Math.round(bytes / 102.4);
        return tenths / 10 + "." + tenths % 10 + " KB";
    }
}
