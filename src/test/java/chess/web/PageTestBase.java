package chess.web;

import org.junit.jupiter.api.BeforeEach;

/**
 * A class of tests of the app's page against one build, which its Js and Wasm *ChromeIT subclasses name: the
 * class's browser ({@link ChromeTestBase}) with a {@link PageDriver} for that build.
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
