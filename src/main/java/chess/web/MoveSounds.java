package chess.web;

import chess.app.MoveSound;
import org.teavm.jso.JSBody;
import org.teavm.jso.JSObject;
import org.teavm.jso.browser.Window;

/**
 * The board's sounds, played from the site's WAV files ({@link MoveSound#file()}, which the build writes), one media
 * element each; the standalone page, a single file, carries them as {@code data:} addresses in data blocks.
 *
 * <p>Not through Web Audio: a page's first {@code AudioContext} opens the audio device on the main thread, 50-70 ms
 * in headless Chromium on this project's 2-core machines (about 200 ms with the CPU slowed 4x), and it came with the
 * player's first move; a media element starts playing in 1-3 ms, its loading, decoding and output off the main
 * thread. And a running context renders silence without end on an audio thread, where a media element stops with its
 * sound. Nor made on the page: synthesising the five files took 35-110 ms of script a task with the CPU slowed 4x.
 *
 * <p>Browsers play sound only after a user gesture, so nothing is made before the first press or key
 * ({@link #gesture}), and the elements are made once that press has been painted, the move's first. A browser that
 * still refuses a sound (Safari lets a media element play without a gesture only once a gesture has played it) gets
 * every element started silently at the next gesture. Where media elements are missing or cannot play WAV the page
 * is silent: nothing here throws.
 */
final class MoveSounds {
    private static final MoveSound[] SOUNDS = MoveSound.values();

    /** Each sound's element, by {@link MoveSound#ordinal()}; null until made. */
    private final JSObject[] players = new JSObject[SOUNDS.length];
    /** A press or key has come: the browser lets the page play sound. */
    private boolean gestured;
    private boolean unavailable;
    private boolean muted;

    boolean muted() {
        return muted;
    }

    void setMuted(boolean muted) {
        this.muted = muted;
    }

    /** A press or key: the first makes the sounds after its paint; any other wakes elements the browser refused. */
    void gesture() {
        if (muted || unavailable) {
            return;
        }
        if (!gestured) {
            gestured = true;
            Window.requestAnimationFrame(time -> Window.setTimeout(this::makeAll, 0)); // after the paint
            return;
        }
        for (JSObject player : players) {
            if (player != null) {
                unlockIfRefused(player);
            }
        }
    }

    /** Makes every element not made yet (about a millisecond each: the browser fetches and decodes the files). */
    private void makeAll() {
        for (MoveSound sound : SOUNDS) {
            if (player(sound) == null) {
                return;
            }
        }
    }

    /**
     * Plays {@code sound} in the next task; nothing when muted, before the first gesture or without media elements.
     * Not in the move's own task: starting an element (its seek to the start and {@code play()}) took about 10 ms of
     * a tap's script with the CPU slowed 4x, and the board's answer to the tap need not wait for it. Browsers let a
     * timer started by a gesture play sound as the gesture could.
     */
    void play(MoveSound sound) {
        if (sound == null || muted || !gestured || unavailable) {
            return;
        }
        JSObject player = player(sound); // made now if a move comes before the gesture's paint
        if (player != null) {
            Window.setTimeout(() -> start(player), 0);
        }
    }

    private JSObject player(MoveSound sound) {
        JSObject player = players[sound.ordinal()];
        if (player == null && !unavailable) {
            String inline = inlineSource(sound.id());
            player = newPlayer(inline != null ? inline : sound.file(), sound.id());
            unavailable = player == null;
            players[sound.ordinal()] = player;
        }
        return player;
    }

    /**
     * An audio element loading {@code source}, its {@code data-sound} the sound's name ("game_end": the tests' name
     * for it); null where there are no audio elements or they cannot play WAV. Where the browser has an audio session
     * (Safari), it is made "ambient", as Web Audio's sounds were: they mix with the player's music instead of pausing
     * it, and a phone's silent switch silences them.
     */
    @JSBody(params = {"source", "name"}, script = "try { if (typeof Audio !== 'function') { return null; }"
            + " try { if (navigator.audioSession) { navigator.audioSession.type = 'ambient'; } } catch (e) { }"
            + " var a = document.createElement('audio');"
            + " if (typeof a.play !== 'function' || typeof a.canPlayType !== 'function'"
            + "   || !a.canPlayType('audio/wav')) { return null; }"
            + " a.preload = 'auto'; a.setAttribute('data-sound', name); a.src = source; return a; }"
            + " catch (e) { return null; }")
    private static native JSObject newPlayer(String source, String name);

    /**
     * The standalone page's {@code data:} address for the sound {@code name}, from its data block
     * {@code #sound-<name>}; null on the site, which has the files.
     */
    @JSBody(params = "name", script = "var block = document.getElementById('sound-' + name);"
            + " return block ? block.textContent : null;")
    private static native String inlineSource(String name);

    /** Plays from the start (a sound still playing starts again); a refusal is marked for the next gesture. */
    @JSBody(params = "a", script = "try { a.currentTime = 0; var p = a.play();"
            + " if (p && typeof p.catch === 'function') { p.catch(function () { a.__refused = true; }); } }"
            + " catch (e) { a.__refused = true; }")
    private static native void start(JSObject a);

    /** Inside a gesture: plays a refused element silently and stops it, so that later plays are allowed. */
    @JSBody(params = "a", script = "if (!a.__refused) { return; } a.__refused = false;"
            + " try { a.muted = true; var p = a.play(); var done = function () { a.pause(); a.currentTime = 0;"
            + " a.muted = false; }; if (p && typeof p.then === 'function') { p.then(done, function () {"
            + " a.muted = false; }); } else { done(); } } catch (e) { a.muted = false; }")
    private static native void unlockIfRefused(JSObject a);
}
