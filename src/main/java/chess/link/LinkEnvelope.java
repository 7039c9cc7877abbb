package chess.link;

import java.util.Arrays;

/**
 * The outer layer of a game code: a format digit, the code's length, then the payload, all cut into checked
 * blocks, so that a code cut short or damaged on the way is noticed and the part before the damage still used.
 *
 * <pre>
 * data   = [format digit] [length: 1..6 digits] [payload digits]
 * length = the code's total length in characters, 5 bits per digit, highest first; the digit's value + 32
 *          (its sixth bit) says that another length digit follows
 * code   = the data in blocks of 62 digits (the last one shorter), each block followed by two check digits: the
 *          CRC-12 ({@link Crc12}) of the block number (two digits, low first) and the block's data digits
 * </pre>
 *
 * Opening trusts the digits of every block whose check matches, up to the first one that does not. When the code
 * is shorter than its length says, the digits of the last, unchecked block are trusted as they are (being cut
 * short loses characters but changes none).
 */
final class LinkEnvelope {
    /** The first format (digit 'B'): what every code without shapes in bits is written in. */
    static final int FORMAT = 1;
    /** Format 2 (digit 'C'): format 1 with a move's arrows and circles in bits ({@link ShapeBits}). */
    static final int SHAPES_FORMAT = 2;
    static final int BLOCK_DATA = 62;
    static final int BLOCK = BLOCK_DATA + 2;
    private static final int MAX_LENGTH_DIGITS = 6;

    /** The payload digits (those not trusted are zero). */
    final int[] payload;
    /** How many payload bits are trusted. */
    final int goodBits;
    /** Why nothing could be read at all, or null. */
    final String fatal;
    /** The code is shorter than its length says (and no check failed before the cut). */
    final boolean cutShort;
    /** 1-based first and last character of the damaged part, or 0 when no damage was found. */
    final int damagedFrom;
    final int damagedTo;
    /** Characters after the end that the length gives. */
    final int extraChars;
    /** The format read ({@link #FORMAT} or {@link #SHAPES_FORMAT}). */
    final int format;

    private LinkEnvelope(int format, int[] payload, int goodBits, String fatal, boolean cutShort, int damagedFrom,
            int damagedTo, int extraChars) {
        this.format = format;
        this.payload = payload;
        this.goodBits = goodBits;
        this.fatal = fatal;
        this.cutShort = cutShort;
        this.damagedFrom = damagedFrom;
        this.damagedTo = damagedTo;
        this.extraChars = extraChars;
    }

    /** True when every character was there and every check matched. */
    boolean complete() {
        return fatal == null && !cutShort && damagedFrom == 0;
    }

    // ---- writing ------------------------------------------------------------------------------------------

    static String wrap(int[] payload) {
        return wrap(payload, FORMAT);
    }

    static String wrap(int[] payload, int format) {
        int lengthDigits = 1;
        int length;
        while (true) {
            int data = 1 + lengthDigits + payload.length;
            int blocks = (data + BLOCK_DATA - 1) / BLOCK_DATA;
            length = data + 2 * blocks;
            if (length < 1 << 5 * lengthDigits) {
                break;
            }
            lengthDigits++;
        }
        int[] data = new int[1 + lengthDigits + payload.length];
        data[0] = format;
        for (int k = 0; k < lengthDigits; k++) {
            int group = length >> 5 * (lengthDigits - 1 - k) & 31;
            data[1 + k] = k < lengthDigits - 1 ? group | 32 : group;
        }
        System.arraycopy(payload, 0, data, 1 + lengthDigits, payload.length);
        StringBuilder code = new StringBuilder(length);
        for (int start = 0, block = 0; start < data.length; start += BLOCK_DATA, block++) {
            int end = Math.min(data.length, start + BLOCK_DATA);
            int crc = blockCheckStart(block);
            for (int i = start; i < end; i++) {
                code.append(Base64Url.digit(data[i]));
                crc = Crc12.update(crc, data[i]);
            }
            code.append(Base64Url.digit(crc >> 6)).append(Base64Url.digit(crc & 63));
        }
        return code.toString();
    }

    private static int blockCheckStart(int block) {
        return Crc12.update(Crc12.update(Crc12.INITIAL, block & 63), block >> 6 & 63);
    }

    // ---- reading ------------------------------------------------------------------------------------------

    /** Opens a game code of at most {@code maxChars} characters. Never throws. */
    static LinkEnvelope open(String code, int maxChars) {
        if (code == null || code.isEmpty()) {
            return fatal("The link has no game in it.");
        }
        if (code.length() > maxChars) {
            return fatal("The game code in the link is " + code.length() + " characters long; at most " + maxChars
                    + " are read, so nothing was loaded.");
        }
        int format = Base64Url.value(code.charAt(0));
        if (format < 0) {
            return fatal("The game code in the link starts with '" + code.charAt(0)
                    + "', which no game code does; nothing was loaded.");
        }
        if (format != FORMAT && format != SHAPES_FORMAT) {
            return fatal("The game code in the link is in format " + format + ", which this version of the app"
                    + " cannot read (it reads formats " + FORMAT + " and " + SHAPES_FORMAT + "); nothing was loaded.");
        }
        int length = 0;
        int lengthDigits = 0;
        boolean more = true;
        while (more) {
            int at = 1 + lengthDigits;
            if (at == code.length()) {
                return fatal("The link is cut short: nothing could be loaded.");
            }
            int digit = Base64Url.value(code.charAt(at));
            if (digit < 0 || lengthDigits == MAX_LENGTH_DIGITS) {
                return damagedStart();
            }
            length = length << 5 | digit & 31;
            more = digit >= 32;
            lengthDigits++;
        }
        int dataDigits = dataDigits(length);
        if (length > maxChars || dataDigits <= 1 + lengthDigits) {
            return damagedStart();
        }
        return readBlocks(format, code, length, dataDigits, lengthDigits);
    }

    /** Data digits in a code of this length, or -1 when no code has it (a last block needs a digit and a check). */
    private static int dataDigits(int length) {
        int rest = length % BLOCK;
        if (rest == 1 || rest == 2) {
            return -1;
        }
        return length / BLOCK * BLOCK_DATA + (rest == 0 ? 0 : rest - 2);
    }

    private static LinkEnvelope readBlocks(int format, String code, int length, int dataDigits, int lengthDigits) {
        int actual = code.length();
        int[] data = new int[dataDigits];
        int good = 0;
        int damagedFrom = 0;
        int damagedTo = 0;
        for (int start = 0, block = 0; start < length; start += BLOCK, block++) {
            int checkAt = start + Math.min(BLOCK_DATA, length - start - 2);
            if (checkAt + 2 > actual) {
                // Cut short inside this block: its check is gone, its digits are kept as they are.
                for (int i = start; i < Math.min(actual, checkAt); i++) {
                    int digit = Base64Url.value(code.charAt(i));
                    if (digit < 0) {
                        damagedFrom = i + 1;
                        damagedTo = i + 1;
                        break;
                    }
                    data[good++] = digit;
                }
                break;
            }
            if (!blockMatches(code, start, checkAt, block, data, good)) {
                damagedFrom = start + 1;
                damagedTo = checkAt + 2;
                break;
            }
            good += checkAt - start;
        }
        int payloadStart = 1 + lengthDigits;
        int[] payload = Arrays.copyOfRange(data, payloadStart, dataDigits);
        int goodBits = Math.max(0, good - payloadStart) * 6;
        boolean cutShort = actual < length && damagedFrom == 0;
        return new LinkEnvelope(format, payload, goodBits, null, cutShort, damagedFrom, damagedTo,
                Math.max(0, actual - length));
    }

    /** Checks one whole block, copying its digits to {@code data} from {@code into}. */
    private static boolean blockMatches(String code, int start, int checkAt, int block, int[] data, int into) {
        int crc = blockCheckStart(block);
        for (int i = start; i < checkAt; i++) {
            int digit = Base64Url.value(code.charAt(i));
            if (digit < 0) {
                return false;
            }
            data[into + i - start] = digit;
            crc = Crc12.update(crc, digit);
        }
        int high = Base64Url.value(code.charAt(checkAt));
        int low = Base64Url.value(code.charAt(checkAt + 1));
        return high >= 0 && low >= 0 && (high << 6 | low) == crc;
    }

    private static LinkEnvelope fatal(String why) {
        return new LinkEnvelope(FORMAT, new int[0], 0, why, false, 0, 0, 0);
    }

    private static LinkEnvelope damagedStart() {
        return fatal("The game code in the link is damaged at its start; nothing was loaded.");
    }
}
