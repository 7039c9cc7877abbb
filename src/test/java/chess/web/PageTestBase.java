package chess.web;

import org.junit.jupiter.api.BeforeEach;

/**
 * A class of tests of the app's page against one build, which its Js or Wasm *ChromeIT subclass names: the class's
 * browser ({@link ChromeTestBase}) with a {@link PageDriver} for that build.
 *
 * <p>What the build changes runs against both: the engine and its workers, the main thread while they work, a
 * review, the second script's loading ({@link ChromePageTests}, {@link EngineFeelTests}, {@link ReviewTests},
 * {@link PgnReaderTests}). A feature's page tests (the analysis board, editor, library, look, phone layout, how a
 * review runs, ...) run against the WebAssembly GC build, the one nearly every browser starts: the JavaScript build
 * runs the same Java for them, and running each twice cost about a quarter of CI's time (docs/web.md, "Tests").
 */
abstract class PageTestBase extends ChromeTestBase {
    /** The page in the class's browser: set before each test, once the browser is there. */
    PageDriver page;

    PageTestBase(int width, int height) {
        super(width, height);
    }

    /** "js" or "wasm". */
    abstract String build();

    @BeforeEach
    void drivePage() { // after ChromeTestBase's @BeforeEach, which starts the browser or skips the test
        if (page == null) {
            page = new PageDriver(chrome, build());
        }
    }
}
