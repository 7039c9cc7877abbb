package chess.web;

import chess.app.AnalysisWorkers;
import chess.app.EngineLink;
import chess.app.GameController;
import chess.app.ReviewWorkers;
import chess.core.RuleSet;
import chess.link.TreeCodec;
import java.util.ArrayList;
import java.util.List;
import org.teavm.jso.JSBody;
import org.teavm.jso.browser.Window;

/**
 * Entry point of the browser build (JavaScript and WebAssembly GC): wires the DOM view and the engine workers, one
 * to play and analyse and one or more to review (of the same build, as boot.js recorded in data-build) to the
 * controller.
 */
public final class WebMain {
    private WebMain() {
    }

    public static void main(String[] args) {
        String build = Window.current().getDocument().getDocumentElement().getAttribute("data-build");
        String engineBuild = "wasm".equals(build) ? "wasm" : "js";
        String href = Window.current().getLocation().getFullURL();
        // Analysis and hints may use several workers sharing one hash table (a cross-origin-isolated page only).
        WorkerEngine engine = new WorkerEngine(engineBuild, AnalysisWorkers.count(href, hardwareConcurrency()) - 1);
        // Reviews have workers of their own (they never stop a game), several to use the cores; a worker starts
        // only when it is first sent a search, so the extra ones cost nothing until a review needs them.
        List<WorkerEngine> reviewEngines = new ArrayList<>();
        int reviewWorkers = ReviewWorkers.count(href, hardwareConcurrency());
        for (int i = 0; i < reviewWorkers; i++) {
            reviewEngines.add(new WorkerEngine(engineBuild));
        }
        DomView view = new DomView();
        GameController controller = new GameController(view, engine, new ArrayList<EngineLink>(reviewEngines),
                (ms, task) -> Window.setTimeout(task::run, ms),
                ScriptPgnDoor.create(Window.current().getDocument(), build)); // PGN reading: loaded on first use
        controller.useClockTime(PageClock::now);
        // Where the review's workers take every core, one is lent back to the page while the player uses it.
        controller.lendReviewCoreWhileUsed(reviewWorkers >= hardwareConcurrency());
        engine.connect(controller::engineLine);
        for (int i = 0; i < reviewWorkers; i++) {
            int worker = i;
            reviewEngines.get(i).connect(line -> controller.reviewLine(worker, line));
        }
        view.bind(controller);
        LibraryPanel.install(Window.current().getDocument(), controller); // keeps every game in this browser
        // The first position is drawn in a task of its own: building and wiring the page and the first render
        // (the first run of most of the code, which the browser compiles as it goes) made one long task together.
        Window.setTimeout(() -> {
            controller.start(href);
            RuleSet saved = SavedSettings.rules(); // kept across reloads; not part of the address
            if (saved != null) {
                controller.setRuleSet(saved);
            }
            OpeningFetch.afterFirstPaint((ok, text) -> { // names come later, never before the board
                if (ok) {
                    Browser.mark("opening-table-fetched");
                    controller.openingTable(text); // read in slices; OpeningView marks when it is in
                } else {
                    controller.openingTableFailed(text);
                }
            });
        }, 0);
        // The link's text model is made once per page; made here, while the page waits for its player, it is not
        // part of the first move's task.
        Window.setTimeout(TreeCodec::prepare, 1000);
    }

    /** The browser's logical cores ({@code navigator.hardwareConcurrency}), 0 when it does not say. */
    @JSBody(script = "return (navigator.hardwareConcurrency | 0);")
    private static native int hardwareConcurrency();
}
