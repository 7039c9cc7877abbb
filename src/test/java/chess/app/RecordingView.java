package chess.app;

import java.util.ArrayList;
import java.util.List;

/** A {@link GameView} that keeps everything the controller told it, for assertions. */
class RecordingView implements GameView {
    final List<BoardState> renders = new ArrayList<>();
    final List<String> announcements = new ArrayList<>();
    final List<String> copied = new ArrayList<>();
    final List<String> addresses = new ArrayList<>();
    /** With {@link #drawsStepsInPart}, each held key's step state and the whole state it can make, kept apart. */
    boolean drawsStepsInPart;
    final List<BoardState> steps = new ArrayList<>();
    java.util.function.Supplier<BoardState> wholeOfLastStep;

    @Override
    public void renderStep(BoardState step, java.util.function.Supplier<BoardState> whole) {
        if (!drawsStepsInPart) {
            GameView.super.renderStep(step, whole);
            return;
        }
        steps.add(step);
        wholeOfLastStep = whole;
    }

    @Override
    public void render(BoardState state) {
        renders.add(state);
    }

    @Override
    public void announce(String message) {
        announcements.add(message);
    }

    @Override
    public void copyText(String what, String text) {
        copied.add(what + ": " + text);
    }

    @Override
    public void downloadText(String fileName, String text) {
        copied.add("file " + fileName + ": " + text);
    }

    @Override
    public void replaceAddress(String address) {
        addresses.add(address);
    }

    BoardState last() {
        return renders.get(renders.size() - 1);
    }

    String lastAnnouncement() {
        return announcements.get(announcements.size() - 1);
    }

    String lastAddress() {
        return addresses.get(addresses.size() - 1);
    }

    /** Index 0..63 of a square name. */
    static int sq(String name) {
        return (name.charAt(1) - '1') * 8 + (name.charAt(0) - 'a');
    }
}
