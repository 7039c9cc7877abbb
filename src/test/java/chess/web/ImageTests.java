package chess.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import javax.imageio.ImageIO;
import javax.imageio.ImageReader;
import javax.imageio.stream.ImageInputStream;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.support.ui.Select;

/**
 * The Share panel's Image part in real headless Chromium, against the WebAssembly GC build ({@link PageTestBase} says
 * why one build): the SVG of the shown position carries its pieces where they stand and its last move; the PNG drawn
 * from it has the board's colours at the squares' centres, in the orientation and board colours shown; the GIF of the
 * shown line has a frame per position with the chosen delay, the last held. What was made is read back from the
 * preview, a {@code data:} URL of the very bytes that were saved. The work is done by the app's second script
 * (js/image-tools.js), loaded on the first click: the panel says it is preparing the image meanwhile, and says why not
 * when the script cannot be loaded, while the rest of the app goes on.
 */
abstract class ImageTests extends PageTestBase {
    ImageTests() {
        super(1280, 900);
    }

    /** Clicks an Image button and waits for the preview of that kind; returns the file's bytes. */
    private byte[] make(String button, String kind) {
        chrome.executeScript("var p = document.getElementById('image-preview');"
                + " if (p) { p.removeAttribute('data-kind'); p.removeAttribute('src'); }");
        page.byId(button).click();
        try {
            page.waitUntil(60, "the " + kind + " preview", () -> kind.equals(chrome.executeScript(
                    "var p = document.getElementById('image-preview'); return p && p.getAttribute('data-kind');")));
        } catch (RuntimeException e) {
            throw new AssertionError("no " + kind + "; the status says: " + page.text("image-status"), e);
        }
        String src = page.byId("image-preview").getDomAttribute("src");
        assertTrue(src.startsWith("data:image/"), src.substring(0, Math.min(40, src.length())));
        return Base64.getDecoder().decode(src.substring(src.indexOf(',') + 1));
    }

    private static BufferedImage png(byte[] bytes) throws IOException {
        return ImageIO.read(new ByteArrayInputStream(bytes));
    }

    /** The colour at the centre of a square of a 720-pixel picture (90 a square) drawn White at the bottom. */
    private static int centre(BufferedImage png, String square, boolean flipped) {
        int file = square.charAt(0) - 'a';
        int rank = square.charAt(1) - '1';
        int column = flipped ? 7 - file : file;
        int row = flipped ? rank : 7 - rank;
        return png.getRGB(column * 90 + 45, row * 90 + 45) & 0xffffff;
    }

    /** Opens the page afresh on the Green board (the browser, and its saved settings, serve the class's tests). */
    private void openGreen() {
        page.open("");
        new Select(page.byId("board-colours")).selectByValue("green");
    }

    /** The image script's requests in this document so far. */
    @SuppressWarnings("unchecked")
    private List<String> imageScriptRequests() {
        return ((List<String>) chrome.executeScript("return performance.getEntriesByType('resource')"
                + ".map(function (e) { return e.name; });")).stream().filter(r -> r.contains("image-tools.js"))
                .toList();
    }

    /** Records every text the Image status shows from now on, in window.imageStatuses. */
    private void recordStatuses() {
        chrome.executeScript("window.imageStatuses = []; var status = document.getElementById('image-status');"
                + " new MutationObserver(function () { window.imageStatuses.push(status.textContent); })"
                + ".observe(status, { childList: true, characterData: true, subtree: true });");
    }

    @Test
    void theImageScriptIsLoadedOnTheFirstClickWhileThePanelSaysSo() {
        openGreen();
        page.play("e4");
        assertEquals(List.of(), imageScriptRequests(), "not loaded before an Image button is used");
        recordStatuses();
        String svg = new String(make("image-svg", "svg"), StandardCharsets.UTF_8);
        assertTrue(svg.contains("<use xlink:href=\"#wP\" x=\"180\" y=\"180\"/>"), "white pawn on e4: " + svg);
        assertEquals(1, imageScriptRequests().size(), imageScriptRequests().toString());
        @SuppressWarnings("unchecked")
        List<String> statuses = (List<String>) chrome.executeScript("return window.imageStatuses;");
        assertEquals("Preparing the image…", statuses.get(0), statuses.toString());
        assertTrue(statuses.get(statuses.size() - 1).startsWith("Saved position.svg ("), statuses.toString());
        make("image-png", "png"); // loaded once: the next file is made by the same script
        assertEquals(1, imageScriptRequests().size(), imageScriptRequests().toString());
    }

    /**
     * With the second script blocked (past the service worker and the cache, which would otherwise answer), the
     * panel says so, the app still plays, and a click once it is reachable again makes the file.
     */
    @Test
    void aBlockedImageScriptIsSaidInThePanelAndTheAppGoesOn() {
        blockRequests("*image-tools.js*");
        try {
            openGreen();
            page.play("e4");
            page.byId("image-svg").click();
            page.waitUntil(20, "the panel saying the image could not be prepared",
                    () -> page.text("image-status").startsWith("Could not prepare the image:"));
            assertEquals("Could not prepare the image: js/image-tools.js could not be loaded (offline, or blocked)."
                    + " The rest of the app works as before; try again when the connection is back.",
                    page.text("image-status"));
            page.play("e5", "Nf3");
            assertEquals("rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2", page.fenBox());
            blockRequests(); // reachable again (still past the caches)
            String svg = new String(make("image-svg", "svg"), StandardCharsets.UTF_8);
            assertTrue(svg.contains("<use xlink:href=\"#wN\" x=\"225\" y=\"225\"/>"), "white knight on f3: " + svg);
        } finally {
            unblockRequests();
        }
    }

    @Test
    void theSvgHasTheArrowsAndCirclesDrawnOnTheShownMove() {
        openGreen();
        page.play("e4", "arrow g1f3 red", "circle d4");
        String svg = new String(make("image-svg", "svg"), StandardCharsets.UTF_8);
        assertTrue(svg.contains("\" fill=\"#d62828\" opacity=\"0.8\"/>"), "the red arrow: " + svg);
        assertTrue(svg.contains("<circle cx=\"157.5\" cy=\"202.5\""), "the circle on d4");
        assertTrue(svg.contains("<title>Chess position, Black to move; circle on d4, green; arrow from g1 to f3,"
                + " red</title>"), svg.substring(0, 400));
    }

    @Test
    void theSvgHasThePiecesWhereTheyStandAndTheLastMove() {
        openGreen();
        page.play("e4", "e5");
        String svg = new String(make("image-svg", "svg"), StandardCharsets.UTF_8);
        assertTrue(svg.startsWith("<svg xmlns=\"http://www.w3.org/2000/svg\""), svg.substring(0, 60));
        assertTrue(svg.contains("<use xlink:href=\"#wK\" x=\"180\" y=\"315\"/>"), "white king on e1");
        assertTrue(svg.contains("<use xlink:href=\"#bP\" x=\"180\" y=\"135\"/>"), "black pawn on e5");
        assertTrue(svg.contains("<use xlink:href=\"#wP\" x=\"180\" y=\"180\"/>"), "white pawn on e4");
        assertTrue(svg.contains("<rect x=\"180\" y=\"45\" width=\"45\" height=\"45\" fill=\"#baca2b\"/>"),
                "e7, where the last move came from, highlighted (a dark square): " + svg);
        assertTrue(svg.contains("<title>Chess position, White to move</title>"), svg.substring(0, 300));
        assertTrue(page.text("image-status").startsWith("Saved position.svg ("), page.text("image-status"));
    }

    @Test
    void thePngHasTheBoardsColoursInTheOrientationShown() throws IOException {
        openGreen();
        page.play("e4", "e5");
        BufferedImage png = png(make("image-png", "png"));
        assertEquals(720, png.getWidth());
        assertEquals(0xbaca2b, centre(png, "e7", false), "e7 highlighted");
        assertEquals(0x769656, centre(png, "a3", false), "a3, dark green");
        assertEquals(0xeeeed2, centre(png, "b3", false), "b3, light");
        page.byId("flip").click();
        new Select(page.byId("board-colours")).selectByValue("wood");
        BufferedImage flipped = png(make("image-png", "png"));
        assertEquals(0xd3b651, centre(flipped, "e7", true), "e7 highlighted in wood, flipped");
        assertEquals(0xb68a62, centre(flipped, "a3", true), "a3, dark wood");
        assertEquals(0xefd9b5, centre(flipped, "b3", true), "b3, light wood");
        assertTrue(page.text("image-status").contains("720 × 720 pixels"), page.text("image-status"));
    }

    @Test
    void theGifOfTheShownLineHasAFramePerPositionTheLastHeld() throws IOException {
        openGreen();
        page.play("e4", "e5", "Nf3");
        page.byId("nav-start").click(); // the GIF is the shown line from its start to its end, wherever one stands
        new Select(page.byId("image-delay")).selectByValue("300");
        byte[] gif = make("image-gif", "gif");
        ImageReader reader = ImageIO.getImageReadersByFormatName("gif").next();
        List<String> delays = new ArrayList<>();
        try (ImageInputStream in = ImageIO.createImageInputStream(new ByteArrayInputStream(gif))) {
            reader.setInput(in, false);
            assertEquals(4, reader.getNumImages(true));
            assertEquals(360, reader.read(0).getWidth());
            assertEquals(0x769656, reader.read(0).getRGB(45 * 0 + 22, 45 * 5 + 22) & 0xffffff, "a3, dark");
            for (int i = 0; i < 4; i++) {
                delays.add(reader.getImageMetadata(i).getAsTree("javax_imageio_gif_image_1.0").getFirstChild()
                        .getNextSibling().getAttributes().getNamedItem("delayTime").getNodeValue());
            }
        } finally {
            reader.dispose();
        }
        assertEquals(List.of("30", "30", "30", "200"), delays);
        String status = page.text("image-status");
        assertTrue(status.startsWith("Saved line.gif (") && status.contains("4 frames, 300 ms a move"), status);
        System.out.println(build() + ": " + status);
    }
}
