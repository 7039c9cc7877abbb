package chess.link;

import java.util.HashMap;
import java.util.Map;

/**
 * Compresses the texts of a game code (tag values, comments, command values) into one arithmetic code with the
 * adaptive {@link TextModel}, taught the {@link TextPrimer} first. A character outside ASCII is coded as
 * {@link TextModel#OTHER} and then its UTF-16 unit as two bytes, each with adaptive counts (the high byte, then
 * the low byte given the high one), so any Java string comes back exactly, lone surrogates included.
 */
final class TextCompressor {
    /** The order of the model the codec uses: see docs/links.md for the measurement that chose it. */
    static final int ORDER = 3;

    private final int order;
    private TextModel model;
    private final boolean primed;
    private final FrequencyTable highBytes = new FrequencyTable(256, 16);
    private final Map<Integer, FrequencyTable> lowBytes = new HashMap<>();
    private final BitWriter out;
    private final BitReader in;
    private ArithmeticEncoder encoder;
    private ArithmeticDecoder decoder;

    private TextCompressor(BitWriter out, BitReader in, int order, boolean primed) {
        this.out = out;
        this.in = in;
        this.primed = primed;
        this.order = order;
        model = new TextModel(order);
    }

    /**
     * Teaches the primer before the first text only: a game without texts (most) skips the work. The primed model
     * of the usual order is made once and copied: teaching it anew took most of the time of coding a short game
     * (0.7 ms of 0.8 on the JVM, and the page codes the game after every move).
     */
    private void prime() {
        if (!primed) {
            return;
        }
        if (order != ORDER) {
            TextPrimer.teach(model);
            return;
        }
        prepare();
        model = primedTemplate.copy();
    }

    /** Makes the primed model of the usual order, once (see {@link TreeCodec#prepare}). */
    static void prepare() {
        if (primedTemplate == null) {
            TextModel template = new TextModel(ORDER);
            TextPrimer.teach(template);
            primedTemplate = template;
        }
    }

    private static TextModel primedTemplate;

    static TextCompressor writingTo(BitWriter out) {
        return new TextCompressor(out, null, ORDER, true);
    }

    static TextCompressor readingFrom(BitReader in) {
        return new TextCompressor(null, in, ORDER, true);
    }

    /** For measuring other model orders and the worth of the primer. */
    static TextCompressor writingTo(BitWriter out, int order, boolean primed) {
        return new TextCompressor(out, null, order, primed);
    }

    static TextCompressor readingFrom(BitReader in, int order, boolean primed) {
        return new TextCompressor(null, in, order, primed);
    }

    /** Codes a text of a kind ({@link LinkVocabulary}'s *_TEXT numbers). */
    void write(String text, int kind) {
        if (encoder == null) {
            prime();
            encoder = new ArithmeticEncoder(out);
        }
        model.startText(kind);
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c >= 1 && c < TextModel.OTHER) {
                model.encode(c, encoder);
            } else {
                model.encode(TextModel.OTHER, encoder);
                highBytes.encode(c >> 8, encoder);
                lowBytes(c >> 8).encode(c & 255, encoder);
            }
        }
        model.encode(TextModel.END, encoder);
    }

    /** Ends the code after the last text (nothing is written when there were no texts). */
    void finish() {
        if (encoder != null) {
            encoder.finish();
        }
    }

    /**
     * The next text, or null when it would be longer than {@code maxChars} or the code reads on past the end of
     * the trusted bits by more than the decoder ever looks ahead (only damaged or cut codes do either).
     */
    String read(int kind, int maxChars) {
        if (decoder == null) {
            prime();
            decoder = new ArithmeticDecoder(in);
        }
        model.startText(kind);
        StringBuilder text = new StringBuilder();
        while (true) {
            if (in.overrunBits() > ArithmeticEncoder.CODE_BITS) {
                return null;
            }
            int symbol = model.decode(decoder);
            if (symbol == TextModel.END) {
                return text.toString();
            }
            if (text.length() >= maxChars) {
                return null;
            }
            if (symbol == TextModel.OTHER) {
                int high = highBytes.decode(decoder);
                text.append((char) (high << 8 | lowBytes(high).decode(decoder)));
            } else {
                text.append((char) symbol);
            }
        }
    }

    private FrequencyTable lowBytes(int high) {
        FrequencyTable table = lowBytes.get(high);
        if (table == null) {
            table = new FrequencyTable(256, 16);
            lowBytes.put(high, table);
        }
        return table;
    }
}
