package chess.web;

import chess.app.MoveSound;
import org.teavm.jso.JSBody;
import org.teavm.jso.browser.Window;
import org.teavm.jso.typedarrays.Float32Array;
import org.teavm.jso.webaudio.AudioBuffer;
import org.teavm.jso.webaudio.AudioBufferSourceNode;
import org.teavm.jso.webaudio.AudioContext;
import org.teavm.jso.webaudio.AudioNode;
import org.teavm.jso.webaudio.BiquadFilterNode;
import org.teavm.jso.webaudio.GainNode;
import org.teavm.jso.webaudio.OscillatorNode;

/**
 * The board's sounds, synthesised with the Web Audio API when they play (no sound files): a move is a short
 * wooden "tock" (a sine falling in pitch), a capture a click of filtered noise over a deeper thump, castling two
 * tocks, check two rising triangle-wave blips, the end of the game a rising three-note chime.
 *
 * <p>Browsers start audio only after a user gesture, so the audio context is made after the first press or key
 * ({@link #gesture}), not before, and never while muted. Making the first context of a browser session holds the
 * main thread for 85-170 ms (headless Chromium, 2 busy cores), so it is made once the press has been painted, not
 * inside it: the page has had its gesture by then, which is what Chromium and Firefox ask (Safari makes it
 * suspended, and the next gesture wakes it). Where Web Audio is missing or refused the page is silent: nothing
 * here throws.
 */
final class MoveSounds {
    /** Loudness of every sound together (0..1): a short click under the hand, not an alarm. */
    private static final float VOLUME = 0.35f;
    /**
     * A running context renders (silence) without end on an audio thread, which on a 2-core machine competes with
     * the page and the engine: it is suspended after this long without a sound and resumed by the next one.
     */
    private static final int QUIET_MS = 2000;
    /** Gain ramps end here: exponential ramps cannot reach 0. */
    private static final float SILENT = 0.0001f;

    private AudioContext context;
    /** Everything goes through it to the speakers. */
    private GainNode output;
    /** A tenth of a second of white noise, made once, for captures. */
    private AudioBuffer noise;
    private boolean unavailable;
    /** A gesture came and the context is to be made after its paint. */
    private boolean contextWanted;
    private boolean muted;
    /** Suspended by {@link #suspendWhenQuiet}, not by the browser's autoplay rule. */
    private boolean resting;
    /** Counts sounds, so a quiet spell's timer knows whether another sound came. */
    private int played;

    boolean muted() {
        return muted;
    }

    void setMuted(boolean muted) {
        this.muted = muted;
    }

    /** A press or key: the audio context is made after it (once), or a suspended one woken, while sounds are on. */
    void gesture() {
        if (muted || unavailable) {
            return;
        }
        if (context == null) {
            if (!contextWanted) {
                contextWanted = true;
                Window.requestAnimationFrame(time -> Window.setTimeout(this::makeContext, 0)); // after the paint
            }
        } else if (!resting && AudioContext.STATE_SUSPENDED.equals(context.getState())) {
            resume(context); // the browser made it suspended (no gesture yet): a gesture may start it
        }
    }

    private void makeContext() {
        if (context != null || unavailable || !contextWanted) {
            return;
        }
        contextWanted = false;
        if (muted) { // muted since the gesture: the next gesture after unmuting asks again
            return;
        }
        context = newContext();
        if (context == null) {
            unavailable = true;
            return;
        }
        output = context.createGain();
        output.getGain().setValueAtTime(VOLUME, 0);
        output.connect(context.getDestination());
        suspendWhenQuiet();
    }

    /** Plays {@code sound} now; nothing when muted, before the first gesture or without Web Audio. */
    void play(MoveSound sound) {
        if (sound == null || muted) {
            return;
        }
        makeContext(); // a move came before the first gesture's paint: the sound cannot wait for it
        if (context == null) {
            return;
        }
        if (resting) {
            resting = false;
            resume(context); // its clock waits while it sleeps: what is scheduled below plays once it runs again
        }
        suspendWhenQuiet();
        double t = context.getCurrentTime() + 0.01;
        switch (sound) {
            case MOVE:
                tock(t, 520, 0.8f);
                break;
            case CAPTURE:
                noiseClick(t);
                tock(t, 300, 0.9f);
                break;
            case CASTLE:
                tock(t, 520, 0.8f);
                tock(t + 0.11, 440, 0.8f);
                break;
            case CHECK:
                blip(t, 880, 0.09, 0.5f);
                blip(t + 0.1, 1175, 0.14, 0.5f);
                break;
            case GAME_END:
                blip(t, 523.25f, 0.4, 0.45f); // C5, E5, G5: a major chord, one note after the other
                blip(t + 0.14, 659.25f, 0.4, 0.45f);
                blip(t + 0.28, 783.99f, 0.7, 0.45f);
                break;
            default:
                break;
        }
    }

    /** Suspends the context {@link #QUIET_MS} after the last sound (or its making), unless another sound came. */
    private void suspendWhenQuiet() {
        int sound = ++played;
        Window.setTimeout(() -> {
            if (sound == played && context != null && !resting
                    && AudioContext.STATE_RUNNING.equals(context.getState())) {
                resting = true;
                suspend(context);
            }
        }, QUIET_MS);
    }

    /** A knock on wood: a sine whose pitch drops by a third within 70 ms, gone after 100 ms. */
    private void tock(double t, float pitch, float loudness) {
        OscillatorNode tone = context.createOscillator();
        tone.setType(OscillatorNode.TYPE_SINE);
        tone.getFrequency().setValueAtTime(pitch, t);
        tone.getFrequency().exponentialRampToValueAtTime(pitch * 0.6f, t + 0.07);
        sound(tone, t, 0.1, loudness);
        tone.start(t);
        tone.stop(t + 0.12);
    }

    /** A soft bell: a triangle wave at a steady pitch that dies away over {@code length} seconds. */
    private void blip(double t, float pitch, double length, float loudness) {
        OscillatorNode tone = context.createOscillator();
        tone.setType(OscillatorNode.TYPE_TRIANGLE);
        tone.getFrequency().setValueAtTime(pitch, t);
        sound(tone, t, length, loudness);
        tone.start(t);
        tone.stop(t + length + 0.02);
    }

    /** The snap of a piece taken: 60 ms of noise through a band-pass filter around 2 kHz. */
    private void noiseClick(double t) {
        AudioBufferSourceNode source = context.createBufferSource();
        source.setBuffer(noise());
        BiquadFilterNode band = context.createBiquadFilter();
        band.setType(BiquadFilterNode.TYPE_BAND_PASS);
        band.getFrequency().setValueAtTime(2000, t);
        band.getQ().setValueAtTime(0.9f, t);
        source.connect(band);
        sound(band, t, 0.06, 0.9f);
        source.start(t);
        source.stop(t + 0.08);
    }

    /** Sends {@code source} to the output through a gain that rises in 4 ms and falls away over {@code length}. */
    private void sound(AudioNode source, double t, double length, float loudness) {
        GainNode envelope = context.createGain();
        envelope.getGain().setValueAtTime(SILENT, t);
        envelope.getGain().linearRampToValueAtTime(loudness, t + 0.004);
        envelope.getGain().exponentialRampToValueAtTime(SILENT, t + length);
        source.connect(envelope);
        envelope.connect(output);
    }

    private AudioBuffer noise() {
        if (noise == null) {
            int length = (int) (context.getSampleRate() / 10);
            noise = context.createBuffer(1, length, context.getSampleRate());
            Float32Array samples = noise.getChannelData(0);
            int seed = 0x2545F491;
            for (int i = 0; i < length; i++) {
                seed ^= seed << 13; // xorshift: any white noise will do, the same every time
                seed ^= seed >>> 17;
                seed ^= seed << 5;
                samples.set(i, (seed & 0xffff) / 32768f - 1f);
            }
        }
        return noise;
    }

    /**
     * A new audio context, or null where the browser has none, refuses one, or lacks a part the sounds use: each
     * part is tried once here (nothing is started), so a partial Web Audio (HtmlUnit's) leaves the page silent
     * instead of throwing from every move.
     */
    @JSBody(script = "var c = null; try { var C = window.AudioContext || window.webkitAudioContext;"
            + " if (typeof C !== 'function') { return null; } c = new C();"
            + " var g = c.createGain(); g.gain.setValueAtTime(0.0001, 0); g.gain.linearRampToValueAtTime(0.5, 0.01);"
            + " g.gain.exponentialRampToValueAtTime(0.0001, 0.02); g.connect(c.destination); g.disconnect();"
            + " var o = c.createOscillator(); o.type = 'triangle'; o.frequency.setValueAtTime(440, 0);"
            + " o.frequency.exponentialRampToValueAtTime(220, 0.02); o.connect(g);"
            + " var f = c.createBiquadFilter(); f.type = 'bandpass'; f.frequency.setValueAtTime(2000, 0);"
            + " f.Q.setValueAtTime(1, 0); var b = c.createBufferSource(); var n = c.createBuffer(1, 8, c.sampleRate);"
            + " n.getChannelData(0)[0] = 0; b.buffer = n; b.connect(f);"
            + " if (typeof o.start !== 'function' || typeof o.stop !== 'function' || typeof b.start !== 'function'"
            + "   || typeof b.stop !== 'function' || typeof c.currentTime !== 'number') { throw new Error('partial'); }"
            + " return c; } catch (e) { try { var p = c && c.close ? c.close() : null;"
            + " if (p && p.catch) { p.catch(function () { }); } } catch (ignored) { } return null; }")
    private static native AudioContext newContext();

    /** Wakes a suspended context; a refusal (no gesture after all) is left for the next gesture. */
    @JSBody(params = "context", script = "try { var p = context.resume();"
            + " if (p && typeof p.catch === 'function') { p.catch(function () { }); } } catch (e) { }")
    private static native void resume(AudioContext context);

    @JSBody(params = "context", script = "try { var p = context.suspend();"
            + " if (p && typeof p.catch === 'function') { p.catch(function () { }); } } catch (e) { }")
    private static native void suspend(AudioContext context);
}
