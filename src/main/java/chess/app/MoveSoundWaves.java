package chess.app;

/**
 * The board's sounds as small WAV files (16-bit mono PCM), synthesised here and written into the site by the build
 * (chess.build.SoundFiles): a move is a short wooden "tock" (a sine falling in pitch), a capture a snap of band-passed
 * noise over a deeper thump, castling two tocks, check two rising triangle-wave blips, the end of the game a rising
 * three-note chime.
 *
 * <p>The page plays them as media files, not through a live Web Audio graph: a browser's first {@code AudioContext}
 * holds the main thread for 50-70 ms as it opens the audio device (headless Chromium, measured in a page of its own),
 * which landed in the player's first move, while a media element starts playing in a few milliseconds.
 */
public final class MoveSoundWaves {
    /** Samples a second: enough for a knock and a bell (the highest note, 1,175 Hz, well under half of it). */
    public static final int SAMPLE_RATE = 22050;
    /** Loudness of every sound together (0..1): a short click under the hand, not an alarm. */
    static final double VOLUME = 0.35;
    /** Where a fading sound ends: an exponential fade never reaches 0. */
    private static final double SILENT = 0.0001;
    /**
     * A sound's rise from silence to its loudness, in seconds: short enough to sound struck, long enough not to
     * click.
     */
    private static final double ATTACK = 0.004;
    private static final int WAV_HEADER_BYTES = 44;

    private MoveSoundWaves() {
    }

    /** {@code sound} as a complete WAV file. */
    public static byte[] wav(MoveSound sound) {
        return wav(samples(sound));
    }

    /** {@code sound}'s samples, -1..1, at {@link #SAMPLE_RATE}, already at the sounds' common volume. */
    static float[] samples(MoveSound sound) {
        float[] out;
        switch (sound) {
            case MOVE:
                out = new float[length(0.12)];
                tock(out, 0, 520, 0.8);
                break;
            case CAPTURE:
                out = new float[length(0.12)];
                noiseSnap(out, 0);
                tock(out, 0, 300, 0.9);
                break;
            case CASTLE:
                out = new float[length(0.23)];
                tock(out, 0, 520, 0.8);
                tock(out, 0.11, 440, 0.8);
                break;
            case CHECK:
                out = new float[length(0.26)];
                blip(out, 0, 880, 0.09, 0.5);
                blip(out, 0.1, 1175, 0.14, 0.5);
                break;
            case GAME_END:
                out = new float[length(0.98)];
                blip(out, 0, 523.25, 0.4, 0.45); // C5, E5, G5: a major chord, one note after the other
                blip(out, 0.14, 659.25, 0.4, 0.45);
                blip(out, 0.28, 783.99, 0.7, 0.45);
                break;
            default:
                throw new IllegalArgumentException("no sound for " + sound);
        }
        for (int i = 0; i < out.length; i++) {
            out[i] = (float) Math.max(-1, Math.min(1, out[i] * VOLUME));
        }
        return out;
    }

    private static int length(double seconds) {
        return (int) Math.ceil(seconds * SAMPLE_RATE);
    }

    /** A knock on wood at {@code start} s: a sine whose pitch drops by 40% within 70 ms, gone after 100 ms. */
    private static void tock(float[] out, double start, double pitch, double loudness) {
        int first = length(start);
        float[] gain = envelope(Math.min(out.length - first, length(0.12)), 0.1, loudness);
        int falling = length(0.07);
        double fall = Math.pow(0.6, 1.0 / falling); // the pitch's factor per sample while it falls
        double phase = 0;
        double frequency = pitch;
        for (int i = 0; i < gain.length; i++) {
            out[first + i] += (float) (Math.sin(phase) * gain[i]);
            phase += 2 * Math.PI * frequency / SAMPLE_RATE;
            if (i < falling) {
                frequency *= fall;
            }
        }
    }

    /** A soft bell at {@code start} s: a triangle wave at a steady pitch that dies away over {@code seconds}. */
    private static void blip(float[] out, double start, double pitch, double seconds, double loudness) {
        int first = length(start);
        float[] gain = envelope(Math.min(out.length - first, length(seconds + 0.02)), seconds, loudness);
        double step = pitch / SAMPLE_RATE;
        double cycle = 0; // 0..1 through each period
        for (int i = 0; i < gain.length; i++) {
            double triangle = 1 - 4 * Math.abs(cycle - 0.5);
            out[first + i] += (float) (triangle * gain[i]);
            cycle += step;
            if (cycle >= 1) {
                cycle -= 1;
            }
        }
    }

    /**
     * The snap of a piece taken at {@code start} s: 60 ms of white noise through a band-pass filter around 2 kHz
     * (a two-pole resonator with a 0 dB peak, Q 0.9).
     */
    private static void noiseSnap(float[] out, double start) {
        double w = 2 * Math.PI * 2000 / SAMPLE_RATE;
        double alpha = Math.sin(w) / (2 * 0.9);
        double a0 = 1 + alpha;
        double b0 = alpha / a0;
        double b2 = -alpha / a0;
        double a1 = -2 * Math.cos(w) / a0;
        double a2 = (1 - alpha) / a0;
        double x1 = 0;
        double x2 = 0;
        double y1 = 0;
        double y2 = 0;
        int seed = 0x2545F491;
        int first = length(start);
        float[] gain = envelope(Math.min(out.length - first, length(0.08)), 0.06, 0.9);
        for (int i = 0; i < gain.length; i++) {
            seed ^= seed << 13; // xorshift: any white noise will do, the same every time
            seed ^= seed >>> 17;
            seed ^= seed << 5;
            double x = (seed & 0xffff) / 32768.0 - 1;
            double y = b0 * x + b2 * x2 - a1 * y1 - a2 * y2;
            x2 = x1;
            x1 = x;
            y2 = y1;
            y1 = y;
            out[first + i] += (float) (y * gain[i]);
        }
    }

    /**
     * The loudness of each of a sound's first {@code samples} samples: a linear rise in {@link #ATTACK}, then an
     * exponential fade to silence at {@code seconds}, silent after it. The fade is a factor per sample, not a power
     * per sample: the page once made these files, and the JavaScript build's powers were most of the making.
     */
    private static float[] envelope(int samples, double seconds, double loudness) {
        float[] gain = new float[Math.max(0, samples)];
        int attack = length(ATTACK);
        int end = length(seconds);
        double fade = Math.pow(SILENT / loudness, 1.0 / (end - attack));
        double level = loudness;
        for (int i = 0; i < gain.length; i++) {
            if (i < attack) {
                gain[i] = (float) (SILENT + (loudness - SILENT) * i / attack);
            } else if (i < end) {
                gain[i] = (float) level;
                level *= fade;
            } else {
                gain[i] = (float) SILENT;
            }
        }
        return gain;
    }

    /** Samples -1..1 as a RIFF WAVE file: 16-bit little-endian PCM, one channel, {@link #SAMPLE_RATE}. */
    static byte[] wav(float[] samples) {
        int dataBytes = samples.length * 2;
        byte[] file = new byte[WAV_HEADER_BYTES + dataBytes];
        int at = ascii(file, 0, "RIFF");
        at = int32(file, at, 36 + dataBytes);
        at = ascii(file, at, "WAVEfmt ");
        at = int32(file, at, 16); // the format chunk's size
        at = int16(file, at, 1); // PCM
        at = int16(file, at, 1); // one channel
        at = int32(file, at, SAMPLE_RATE);
        at = int32(file, at, SAMPLE_RATE * 2); // bytes a second
        at = int16(file, at, 2); // bytes a sample frame
        at = int16(file, at, 16); // bits a sample
        at = ascii(file, at, "data");
        at = int32(file, at, dataBytes);
        for (float sample : samples) {
            at = int16(file, at, Math.round(sample * 32767));
        }
        return file;
    }

    private static int ascii(byte[] file, int at, String text) {
        for (int i = 0; i < text.length(); i++) {
            file[at + i] = (byte) text.charAt(i);
        }
        return at + text.length();
    }

    private static int int16(byte[] file, int at, int value) {
        file[at] = (byte) value;
        file[at + 1] = (byte) (value >> 8);
        return at + 2;
    }

    private static int int32(byte[] file, int at, int value) {
        at = int16(file, at, value);
        return int16(file, at, value >> 16);
    }
}
