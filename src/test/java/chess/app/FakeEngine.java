package chess.app;

import java.util.ArrayList;
import java.util.List;

/** An {@link EngineLink} that records what the controller sends; the test plays the engine's part. */
final class FakeEngine implements EngineLink {
    final List<String> sent = new ArrayList<>();
    int restarts;
    /** What {@link #searchers} answers. */
    int searchers = 1;
    /** The lines of every {@link #helpWith}, in order. */
    final List<List<String>> helped = new ArrayList<>();

    @Override
    public void send(String line) {
        sent.add(line);
    }

    @Override
    public void helpWith(List<String> helperLines) {
        helped.add(helperLines);
    }

    @Override
    public int searchers() {
        return searchers;
    }

    @Override
    public void restart() {
        restarts++;
    }

    /** The last line sent that starts with {@code prefix}, or null. */
    String last(String prefix) {
        for (int i = sent.size() - 1; i >= 0; i--) {
            if (sent.get(i).startsWith(prefix)) {
                return sent.get(i);
            }
        }
        return null;
    }

    long count(String prefix) {
        return sent.stream().filter(l -> l.startsWith(prefix)).count();
    }
}
