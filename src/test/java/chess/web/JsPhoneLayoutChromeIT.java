package chess.web;

/** The phone layout (first screen, tabs, move strip, touch targets, players), against the JavaScript build. */
class JsPhoneLayoutChromeIT extends PhoneLayoutTests {
    @Override
    String build() {
        return "js";
    }
}
