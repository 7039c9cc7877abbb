package chess.app;

/**
 * The engine as the controller sees it: a UCI engine that takes text lines (its answers come back through
 * {@link GameController#engineLine}) and that can be replaced at once. In the page it is a Web Worker; a search
 * there runs synchronously and cannot read a {@code stop}, so ending a search early means {@link #restart}.
 */
public interface EngineLink {
    /** Sends one UCI command line. */
    void send(String line);

    /**
     * Ends the engine at once — its search and any lines it has not delivered yet are lost — and starts a fresh one
     * with default options; lines sent afterwards go to the fresh engine.
     */
    void restart();

    /** An engine that never answers (for a controller without one). */
    EngineLink NONE = new EngineLink() {
        @Override
        public void send(String line) {
        }

        @Override
        public void restart() {
        }
    };
}
