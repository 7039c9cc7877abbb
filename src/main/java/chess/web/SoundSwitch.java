package chess.web;

import org.teavm.jso.dom.html.HTMLElement;

/**
 * The Mute button: a toggle (aria-pressed) that silences the move sounds and is remembered by the browser
 * ({@link SavedSettings}). Unmuting is itself a gesture, so the sounds can start at once.
 */
final class SoundSwitch {
    private final HTMLElement button;
    private final MoveSounds sounds;

    SoundSwitch(HTMLElement button, MoveSounds sounds) {
        this.button = button;
        this.sounds = sounds;
    }

    void bind() {
        sounds.setMuted(SavedSettings.muted());
        draw();
        Dom.listen(button, "click", e -> {
            boolean muted = !sounds.muted();
            sounds.setMuted(muted);
            SavedSettings.saveMuted(muted);
            sounds.gesture();
            draw();
        });
    }

    private void draw() {
        Dom.setAttribute(button, "aria-pressed", sounds.muted() ? "true" : "false");
    }
}
