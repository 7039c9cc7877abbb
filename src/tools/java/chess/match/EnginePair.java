package chess.match;

import java.io.IOException;

/**
 * One worker's two engine processes (index 0 is engine 1), started when needed and kept from game to game; an
 * engine that failed is ended and started afresh for the next game.
 */
final class EnginePair implements AutoCloseable {
    private final EngineSpec[] specs;
    private final int worker;
    private final MatchLog log;
    private final long initTimeoutMs;
    private final UciEngine[] engines = new UciEngine[2];

    EnginePair(EngineSpec[] specs, int worker, MatchLog log, long initTimeoutMs) {
        this.specs = specs;
        this.worker = worker;
        this.log = log;
        this.initTimeoutMs = initTimeoutMs;
    }

    UciEngine engine(int index) {
        return engines[index];
    }

    /** Starts the engines not running; the game's end (lost by the engine that would not start) or null. */
    GameEnd startMissing(boolean engine1White) {
        for (int i = 0; i < 2; i++) {
            if (engines[i] != null) {
                continue;
            }
            UciEngine engine = null;
            try {
                engine = new UciEngine(specs[i], worker, log);
                engine.start(specs[i].options(), initTimeoutMs);
                engines[i] = engine;
            } catch (IOException e) {
                if (engine != null) {
                    engine.kill();
                }
                int side = (i == 0) == engine1White ? 0 : 1;
                return GameEnd.failure(side, Termination.CRASH, "could not start " + specs[i].name() + ": "
                        + e.getMessage());
            }
        }
        return null;
    }

    /** Ends engine {@code index}'s process (it failed, and may still be thinking); the next game starts anew. */
    void restart(int index) {
        if (engines[index] != null) {
            engines[index].kill();
            engines[index] = null;
        }
    }

    @Override
    public void close() {
        for (UciEngine engine : engines) {
            if (engine != null) {
                engine.close();
            }
        }
    }
}
