package chess.link;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class TextCompressorTest {
    /** Comments written for this test (not the primer's), in the styles people and sites annotate with. */
    static final List<String> COMMENTS = List.of(
            "A sharp opening: both sides castle on opposite wings and race with their pawns.",
            "Inaccuracy. Nf3 was best.",
            "Mistake. Qd2 was best.",
            "White wants to play f4 and f5, but the knight on e5 stands in the way.",
            "Black should have taken on d4 at once; now the pawn is lost.",
            "The exchange sacrifice on c3 is thematic in the Sicilian.",
            "Blunder. Rxe4 was best.",
            "Here 18...Bxf3 19.gxf3 Qg5+ 20.Kh1 Qh4 draws by perpetual check.",
            "Kasparov spent forty minutes on this move.",
            "The rook ending is drawn with correct defence.",
            "Zugzwang!",
            "Weiß steht besser: der Springer auf d5 ist stärker als der Läufer.",
            "Белые стоят лучше.",
            "The king walks to the queenside where it is safe.",
            "Everything hangs on the pin along the e-file.");

    /** More comments, written after the primer and without looking at it, to check the primer is not tuned to the above. */
    static final List<String> MORE_COMMENTS = List.of(
            "Why not simply develop the knight first?",
            "The rook belongs on the open c-file, where it presses against c7.",
            "Too slow. After h4-h5 the attack arrives first.",
            "Black has to return the extra pawn to free his position.",
            "An instructive moment: instead of grabbing material, White improves the worst piece.",
            "This was played in many grandmaster games in the nineties.",
            "Keeping the tension with Re1 is more flexible.",
            "Missing 31.Qxh7+!! Kxh7 32.Rh3+ Kg8 33.Rh8#.",
            "The endgame is technically winning, but it still takes care.",
            "Time: 1:42 left on the clock against 0:09.");

    private static String roundTrip(List<String> texts, int kind) {
        BitWriter out = new BitWriter();
        TextCompressor writer = TextCompressor.writingTo(out);
        for (String t : texts) {
            writer.write(t, kind);
        }
        writer.finish();
        TextCompressor reader = TextCompressor.readingFrom(new BitReader(out.digits(), out.bitCount()));
        StringBuilder back = new StringBuilder();
        for (String t : texts) {
            String read = reader.read(kind, 1_000_000);
            assertEquals(t, read);
            back.append(read);
        }
        return back.toString();
    }

    @Test
    void textsComeBackExactly() {
        roundTrip(COMMENTS, LinkVocabulary.COMMENT_TEXT);
        roundTrip(List.of("", "", "x", ""), LinkVocabulary.COMMENT_TEXT);
        String odd = "\u0000\u0001\u007f\u0080\uffff\ud800 lone \udc00 \ud83d\ude00 ♞ ±";
        roundTrip(List.of(odd, odd), LinkVocabulary.COMMENT_TEXT);
        StringBuilder every = new StringBuilder();
        for (int c = 0; c < 0x3000; c += 7) {
            every.append((char) c);
        }
        roundTrip(List.of(every.toString()), LinkVocabulary.TAG_NAME_TEXT);
        roundTrip(List.of("a".repeat(50_000), "ab".repeat(9_000)), LinkVocabulary.COMMENT_TEXT);
    }

    @Test
    void aTextLongerThanAllowedOrPastTheEndIsRefused() {
        BitWriter out = new BitWriter();
        TextCompressor writer = TextCompressor.writingTo(out);
        writer.write("twelve chars", 0);
        writer.finish();
        assertNull(TextCompressor.readingFrom(new BitReader(out.digits(), out.bitCount())).read(0, 11));
        // Zero bits forever: the reader gives up once it is past the end by more than it ever looks ahead.
        BitReader nothing = new BitReader(new int[0], 0);
        String read = TextCompressor.readingFrom(nothing).read(0, 1_000_000);
        assertTrue(read == null || read.length() < 1_000_000);
    }

    @Test
    void junkBitsDecodeToSomeTextWithoutFailing() {
        int[] junk = new int[3000];
        int state = 12345;
        for (int i = 0; i < junk.length; i++) {
            state = state * 1103515245 + 12345;
            junk[i] = state >>> 26;
        }
        BitReader in = new BitReader(junk, junk.length * 6);
        TextCompressor reader = TextCompressor.readingFrom(in);
        for (int i = 0; i < 200; i++) {
            reader.read(i % TextModel.MAX_KINDS, 10_000);
        }
        assertFalse(in.position() < 0);
    }

    /**
     * The figure behind the model chosen for links ({@link TextCompressor#ORDER}): bits per character of the test
     * comments (two sets) for each model order, with and without the primer. Plain UTF-8 in base64 would take
     * 8 bits or more per character.
     */
    @Test
    void compressionFigure() {
        StringBuilder figure = new StringBuilder("Text model, bits per character of " + COMMENTS.size()
                + " comments (" + length(COMMENTS) + " characters, two of them not English) and " + MORE_COMMENTS.size()
                + " more (" + length(MORE_COMMENTS) + " characters):\n");
        double chosen = 0;
        double chosenMore = 0;
        double bestUnprimed = Double.MAX_VALUE;
        for (int order = 0; order <= 3; order++) {
            figure.append("  order ").append(order).append(':');
            for (boolean primed : new boolean[] {false, true}) {
                double bits = bitsPerChar(COMMENTS, order, primed);
                double more = bitsPerChar(MORE_COMMENTS, order, primed);
                figure.append(String.format("  %s %.2f / %.2f", primed ? "primed" : "plain", bits, more));
                if (order == TextCompressor.ORDER && primed) {
                    chosen = bits;
                    chosenMore = more;
                }
                if (!primed) {
                    bestUnprimed = Math.min(bestUnprimed, bits);
                }
            }
            figure.append('\n');
        }
        System.out.print(figure);
        assertTrue(chosen < 3.5 && chosenMore < 3.5, "the chosen model should beat 3.5 bits per character: " + chosen
                + ", " + chosenMore);
        assertTrue(chosen < bestUnprimed, "the primer should pay for itself");
    }

    private static int length(List<String> texts) {
        return texts.stream().mapToInt(String::length).sum();
    }

    private static double bitsPerChar(List<String> comments, int order, boolean primed) {
        BitWriter out = new BitWriter();
        TextCompressor writer = TextCompressor.writingTo(out, order, primed);
        for (String t : comments) {
            writer.write(t, LinkVocabulary.COMMENT_TEXT);
        }
        writer.finish();
        TextCompressor reader = TextCompressor.readingFrom(new BitReader(out.digits(), out.bitCount()), order, primed);
        for (String t : comments) {
            assertEquals(t, reader.read(LinkVocabulary.COMMENT_TEXT, 100_000));
        }
        return (double) out.bitCount() / comments.stream().mapToInt(String::length).sum();
    }

    /** The digits of {@code texts} coded as comments by a compressor of the codec's order, primed or not. */
    private static String digitsOf(List<String> texts, boolean primed) {
        BitWriter out = new BitWriter();
        TextCompressor writer = TextCompressor.writingTo(out, TextCompressor.ORDER, primed);
        for (String t : texts) {
            writer.write(t, LinkVocabulary.COMMENT_TEXT);
        }
        writer.finish();
        return java.util.Arrays.toString(out.digits());
    }

    @Test
    void aCopyOfThePrimedModelCodesAsTheModelTaughtAnewAndLeavesItUnchanged() {
        // The codec copies one primed model lazily; teaching a model afresh is the definition it must match.
        BitWriter reference = new BitWriter();
        TextModel taught = new TextModel(TextCompressor.ORDER);
        TextPrimer.teach(taught);
        ArithmeticEncoder encoder = new ArithmeticEncoder(reference);
        for (String t : COMMENTS) {
            taught.startText(LinkVocabulary.COMMENT_TEXT);
            for (char ch : t.toCharArray()) {
                if (ch < TextModel.OTHER && ch != 0) {
                    taught.encode(ch, encoder);
                }
            }
            taught.encode(TextModel.END, encoder);
        }
        encoder.finish();

        TextModel primed = new TextModel(TextCompressor.ORDER);
        TextPrimer.teach(primed);
        for (int round = 0; round < 2; round++) { // the second copy sees the primed model as the first one found it
            BitWriter out = new BitWriter();
            TextModel copy = primed.copy();
            ArithmeticEncoder copyEncoder = new ArithmeticEncoder(out);
            for (String t : COMMENTS) {
                copy.startText(LinkVocabulary.COMMENT_TEXT);
                for (char ch : t.toCharArray()) {
                    if (ch < TextModel.OTHER && ch != 0) {
                        copy.encode(ch, copyEncoder);
                    }
                }
                copy.encode(TextModel.END, copyEncoder);
            }
            copyEncoder.finish();
            assertEquals(java.util.Arrays.toString(reference.digits()), java.util.Arrays.toString(out.digits()),
                    "round " + round);
        }
        assertEquals(digitsOf(COMMENTS, true), digitsOf(COMMENTS, true), "the compressor codes alike every time");
        assertFalse(digitsOf(COMMENTS, true).equals(digitsOf(COMMENTS, false)), "the primer is used");
    }
}
