package chess.app;

import java.util.ArrayList;
import java.util.List;

/** A {@link LibraryHost} with a clock the test sets, keeping what the library drew, said and offered to save. */
final class FakeLibraryHost implements LibraryHost {
    double now = 1_764_000_000_000.0; // 2025-11-24
    LibraryState drawn;
    final List<String> said = new ArrayList<>();
    final List<String> downloads = new ArrayList<>();
    String tabEntry;

    @Override
    public double now() {
        return now;
    }

    @Override
    public int utcOffsetMinutes() {
        return 60;
    }

    @Override
    public void draw(LibraryState state) {
        drawn = state;
    }

    @Override
    public void announce(String message) {
        said.add(message);
    }

    @Override
    public void download(String fileName, String text) {
        downloads.add(fileName + "\n" + text);
    }

    @Override
    public void rememberTabEntry(String idAndRevision) {
        tabEntry = idAndRevision;
    }
}
