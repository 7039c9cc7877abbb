package chess.app;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

class MoveSoundWavesTest {
    private static final int RATE = MoveSoundWaves.SAMPLE_RATE;

    @Test
    void everySoundIsAPlayableWaveFileThatStartsAndEndsInSilence() {
        for (MoveSound sound : MoveSound.values()) {
            byte[] file = MoveSoundWaves.wav(sound);
            ByteBuffer b = ByteBuffer.wrap(file).order(ByteOrder.LITTLE_ENDIAN);
            assertEquals("RIFF", ascii(file, 0), sound.name());
            assertEquals(file.length - 8, b.getInt(4), sound + ": RIFF size");
            assertEquals("WAVEfmt ", ascii(file, 8) + ascii(file, 12));
            assertEquals(16, b.getInt(16));
            assertEquals(1, b.getShort(20), "PCM");
            assertEquals(1, b.getShort(22), "one channel");
            assertEquals(RATE, b.getInt(24));
            assertEquals(RATE * 2, b.getInt(28));
            assertEquals(2, b.getShort(32));
            assertEquals(16, b.getShort(34));
            assertEquals("data", ascii(file, 36));
            assertEquals(file.length - 44, b.getInt(40), sound + ": data size");

            float[] samples = decode(file);
            assertArrayEquals(quantised(MoveSoundWaves.samples(sound)), samples,
                    sound + ": the file holds the samples");
            double peak = peak(samples, 0, samples.length);
            assertTrue(peak > 0.1 && peak <= 2 * MoveSoundWaves.VOLUME,
                    sound + " peaks at " + peak + ": heard, never clipped");
            assertTrue(Math.abs(samples[0]) < 0.001, sound + " starts from silence: " + samples[0]);
            assertTrue(peak(samples, samples.length - RATE / 200, samples.length) < 0.002,
                    sound + " has died away in its last 5 ms");
        }
    }

    @Test
    void eachSoundLastsAsLongAsItsNotes() {
        assertEquals(0.12, seconds(MoveSound.MOVE), 0.001);
        assertEquals(0.12, seconds(MoveSound.CAPTURE), 0.001);
        assertEquals(0.23, seconds(MoveSound.CASTLE), 0.001);
        assertEquals(0.26, seconds(MoveSound.CHECK), 0.001);
        assertEquals(0.98, seconds(MoveSound.GAME_END), 0.001);
    }

    @Test
    void aMoveIsATockWhosePitchFalls() {
        float[] s = MoveSoundWaves.samples(MoveSound.MOVE);
        double early = crossingsPerSecond(s, 0.005, 0.025);
        double late = crossingsPerSecond(s, 0.07, 0.095);
        // 520 Hz at the strike (1,040 crossings a second), 312 Hz from 70 ms on
        assertEquals(2 * 470, early, 120, "pitch near the strike");
        assertEquals(2 * 312, late, 60, "pitch at the end");
    }

    @Test
    void aCaptureSnapsAroundTwoKilohertzOverADeeperThumpThanAMove() {
        float[] capture = MoveSoundWaves.samples(MoveSound.CAPTURE);
        float[] move = MoveSoundWaves.samples(MoveSound.MOVE);
        double snap = power(capture, 0, 0.05, 2000);
        assertTrue(snap > 20 * power(move, 0, 0.05, 2000), "noise around 2 kHz: " + snap);
        assertTrue(power(capture, 0, 0.03, 300) > power(capture, 0, 0.03, 520), "the thump is at 300 Hz");
    }

    @Test
    void castlingIsTwoTocks() {
        float[] s = MoveSoundWaves.samples(MoveSound.CASTLE);
        double fading = peak(s, seconds(0.1), seconds(0.11));
        double second = peak(s, seconds(0.112), seconds(0.125));
        assertTrue(second > 10 * fading, "a second strike at 110 ms: " + second + " after " + fading);
    }

    @Test
    void checkIsTwoRisingBlips() {
        float[] s = MoveSoundWaves.samples(MoveSound.CHECK);
        assertTrue(power(s, 0.01, 0.08, 880) > 10 * power(s, 0.01, 0.08, 1175), "first A5");
        assertTrue(power(s, 0.11, 0.2, 1175) > 10 * power(s, 0.11, 0.2, 880), "then D6");
    }

    @Test
    void theEndOfTheGameIsARisingMajorChordOneNoteAfterTheOther() {
        float[] s = MoveSoundWaves.samples(MoveSound.GAME_END);
        double[] notes = {523.25, 659.25, 783.99};
        double[][] windows = {{0.02, 0.12}, {0.16, 0.26}, {0.30, 0.40}};
        for (int w = 0; w < 3; w++) {
            for (int other = 0; other < 3; other++) {
                if (other != w) {
                    double loud = power(s, windows[w][0], windows[w][1], notes[w]);
                    double quiet = power(s, windows[w][0], windows[w][1], notes[other]);
                    assertTrue(loud > 5 * quiet, "note " + w + " dominates its window over note " + other);
                }
            }
        }
    }

    private static String ascii(byte[] file, int at) {
        return new String(file, at, 4, StandardCharsets.US_ASCII);
    }

    private static float[] decode(byte[] file) {
        ByteBuffer b = ByteBuffer.wrap(file, 44, file.length - 44).order(ByteOrder.LITTLE_ENDIAN);
        float[] samples = new float[(file.length - 44) / 2];
        for (int i = 0; i < samples.length; i++) {
            samples[i] = b.getShort() / 32767f;
        }
        return samples;
    }

    private static float[] quantised(float[] samples) {
        float[] q = Arrays.copyOf(samples, samples.length);
        for (int i = 0; i < q.length; i++) {
            q[i] = (short) Math.round(q[i] * 32767) / 32767f;
        }
        return q;
    }

    private static double seconds(MoveSound sound) {
        return (double) MoveSoundWaves.samples(sound).length / RATE;
    }

    private static int seconds(double s) {
        return (int) Math.round(s * RATE);
    }

    private static double peak(float[] s, int from, int to) {
        double peak = 0;
        for (int i = from; i < to; i++) {
            peak = Math.max(peak, Math.abs(s[i]));
        }
        return peak;
    }

    private static double crossingsPerSecond(float[] s, double from, double to) {
        int crossings = 0;
        for (int i = seconds(from) + 1; i < seconds(to); i++) {
            if ((s[i - 1] < 0) != (s[i] < 0)) {
                crossings++;
            }
        }
        return crossings / (to - from);
    }

    /** The signal's power at {@code frequency} between two times (Goertzel's algorithm). */
    private static double power(float[] s, double from, double to, double frequency) {
        double c = 2 * Math.cos(2 * Math.PI * frequency / RATE);
        double p1 = 0;
        double p2 = 0;
        for (int i = seconds(from); i < seconds(to); i++) {
            double p = s[i] + c * p1 - p2;
            p2 = p1;
            p1 = p;
        }
        return p1 * p1 + p2 * p2 - c * p1 * p2;
    }
}
