package chess.web;

/** The PGN reader's browser tests against the JavaScript build (StandaloneFileChromeIT: the file's inline reader). */
class JsPgnReaderChromeIT extends PgnReaderTests {
    @Override
    String build() {
        return "js";
    }
}
