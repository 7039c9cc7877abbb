package chess.web;

import chess.core.RuleSet;
import org.teavm.jso.JSBody;

/**
 * Settings kept in the browser across reloads (localStorage), not in the address: the repetition rule, which a
 * course's students choose once, the look (theme and board colours; look.js reads the same keys before the first
 * paint) and whether the move sounds are muted. Storage may be missing or refused (private windows, file:// pages,
 * full quota): then nothing is kept and the default applies.
 */
final class SavedSettings {
    private static final String RULES_KEY = "chess.repetitionRule";
    private static final String THEME_KEY = "chess.theme";
    private static final String BOARD_KEY = "chess.board";
    private static final String SOUND_KEY = "chess.sound";

    private SavedSettings() {
    }

    /** The saved repetition rule, or null when none is saved (or storage cannot be read). */
    static RuleSet rules() {
        return RuleSet.byId(read(RULES_KEY));
    }

    static void saveRules(RuleSet rules) {
        write(RULES_KEY, rules.id);
    }

    /** The saved theme ("auto", "light" or "dark"), "auto" when none is saved. */
    static String theme() {
        return LookSettings.known(read(THEME_KEY), LookSettings.THEMES);
    }

    static void saveTheme(String theme) {
        write(THEME_KEY, theme);
    }

    /** The saved board colours (one of {@link LookSettings#BOARDS}), the first when none is saved. */
    static String boardColours() {
        return LookSettings.known(read(BOARD_KEY), LookSettings.BOARDS);
    }

    static void saveBoardColours(String board) {
        write(BOARD_KEY, board);
    }

    /** True when the sounds were muted (they are on until someone mutes them). */
    static boolean muted() {
        return "off".equals(read(SOUND_KEY));
    }

    static void saveMuted(boolean muted) {
        write(SOUND_KEY, muted ? "off" : "on");
    }

    @JSBody(params = "key", script = "try { var v = window.localStorage.getItem(key);"
            + " return v === null ? null : String(v); } catch (e) { return null; }")
    private static native String read(String key);

    @JSBody(params = { "key", "value" }, script = "try { window.localStorage.setItem(key, value); } catch (e) {}")
    private static native void write(String key, String value);
}
