package chess.web;

/** Games on the clock, against the JavaScript build. */
class JsClockChromeIT extends ClockTests {
    @Override
    String build() {
        return "js";
    }
}
