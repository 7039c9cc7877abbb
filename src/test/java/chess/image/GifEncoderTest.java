package chess.image;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class GifEncoderTest {
    @Test
    void framesDecodeBackWithTheirDelaysAndTheFileLoops() throws Exception {
        int w = 30;
        int h = 20;
        int[] first = new int[w * h];
        java.util.Arrays.fill(first, 0x769656);
        int[] second = first.clone();
        for (int y = 5; y < 9; y++) {
            for (int x = 10; x < 17; x++) {
                second[y * w + x] = 0xf6f669;
            }
        }
        int[] third = second.clone(); // unchanged but for a pixel: the rest of its box is transparent
        third[w * 8 + 16] = 0x769656;
        third[w * 5 + 10] = 0x769656;
        Palette palette = Palette.of(first, second);
        GifEncoder gif = new GifEncoder(w, h, palette);
        gif.addFrame(palette.indices(first), 800);
        gif.addFrame(palette.indices(second), 800);
        gif.addFrame(palette.indices(third), GifEncoder.holdMs(800));
        byte[] bytes = gif.finish();
        assertEquals("GIF89a", new String(bytes, 0, 6, java.nio.charset.StandardCharsets.US_ASCII));
        GifDecoding d = GifDecoding.read(bytes);
        assertEquals(w, d.width);
        assertEquals(3, d.frames.size());
        assertArrayEquals(first, d.frames.get(0));
        assertArrayEquals(second, d.frames.get(1));
        assertArrayEquals(third, d.frames.get(2));
        assertEquals(List.of(80, 80, 320), d.delaysCs);
        assertTrue(d.loops);
    }

    @Test
    void noisyFramesThatFillTheCodeTableDecodeExactly() throws Exception {
        // 255 colours of noise: the LZW table fills many times, so clear codes and 12-bit codes are exercised
        int w = 200;
        int h = 150;
        SplittableRandom random = new SplittableRandom(7);
        int[] colours = new int[255];
        for (int i = 0; i < colours.length; i++) {
            colours[i] = i * 0x010101 ^ i << 16;
        }
        int[] pixels = new int[w * h];
        for (int i = 0; i < pixels.length; i++) {
            pixels[i] = colours[random.nextInt(i % 3 == 0 ? 255 : 4)];
        }
        Palette palette = Palette.of(pixels, colours);
        assertEquals(255, palette.size());
        GifEncoder gif = new GifEncoder(w, h, palette);
        gif.addFrame(palette.indices(pixels), 100);
        GifDecoding d = GifDecoding.read(gif.finish());
        assertArrayEquals(pixels, d.frames.get(0));
    }

    @Test
    void twoColoursAndOneColourWork() throws Exception {
        for (int[] pixels : new int[][] {{0xffffff, 0, 0, 0xffffff}, {0x123456, 0x123456, 0x123456, 0x123456}}) {
            Palette palette = Palette.of(pixels);
            GifEncoder gif = new GifEncoder(2, 2, palette);
            gif.addFrame(palette.indices(pixels), 10);
            assertArrayEquals(pixels, GifDecoding.read(gif.finish()).frames.get(0));
        }
    }

    @Test
    void colourOutsideThePaletteGoesToTheNearest() {
        Palette palette = Palette.of(new int[] {0x000000, 0xffffff, 0xff0000});
        assertEquals(0xff0000, palette.colour(palette.indexOf(0xee1010)));
        assertEquals(0xffffff, palette.colour(palette.indexOf(0xf0f0f0)));
    }

    @Test
    void requiredColoursComeFirstAndAreExact() {
        int[] shapes = ShapeColours.overBoard(BoardColours.GREEN);
        assertEquals(8, shapes.length);
        Palette palette = Palette.withColours(shapes, new int[] {0x769656, 0x769656, 0xeeeed2});
        assertEquals(10, palette.size());
        for (int i = 0; i < shapes.length; i++) {
            assertEquals(shapes[i], palette.colour(palette.indexOf(shapes[i])));
        }
        // green at 0.8 over the light square: 0.8 * 0x15a34a + 0.2 * 0xeeeed2, channel by channel
        assertEquals(Math.round(0.8 * 0x15 + 0.2 * 0xee) << 16 | Math.round(0.8 * 0xa3 + 0.2 * 0xee) << 8
                | Math.round(0.8 * 0x4a + 0.2 * 0xd2), shapes[0]);
    }

    @Test
    void refusesAFrameOfTheWrongSize() {
        Palette palette = Palette.of(new int[] {0});
        GifEncoder gif = new GifEncoder(4, 4, palette);
        assertThrows(IllegalArgumentException.class, () -> gif.addFrame(new byte[15], 10));
        assertThrows(IllegalArgumentException.class, () -> new GifEncoder(0, 4, palette));
    }
}
