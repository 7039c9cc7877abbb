package chess.web;

/**
 * The embeddable viewer's browser tests. The viewer has one build, JavaScript (docs/embed.md says why); the full
 * app's Share panel is checked here in its JavaScript build too.
 */
class JsEmbedChromeIT extends EmbedTests {
    @Override
    String build() {
        return "js";
    }
}
