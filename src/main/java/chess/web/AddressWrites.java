package chess.web;

import java.util.function.Supplier;
import org.teavm.jso.browser.Window;

/**
 * Writes the page's address ({@code history.replaceState}) after changes, off the task of the change: the address
 * is made (a long game coded for its {@code #g=}) in a task of its own, right after a single change, and written in
 * the task after that; while changes
 * come fast (an arrow key held down through a long game, moves played one after another) it waits until they pause
 * for {@link #SPACING_MS}, so a burst of changes codes the game once, at its end (coding a 500-move game is a long
 * task of its own on a slow phone, and nobody reads the address while a key is held). Only a new address is
 * written: replaceState is not free (it reaches the browser process). {@link #now} writes a waiting one at once
 * (the page is being hidden or left, which may be the last chance). While a write waits the root element carries
 * {@code data-address-pending} (what the browser tests wait on before they read the address).
 *
 * <p>A review's results, which come several a second for as long as the review runs, are written {@link #unhurried}:
 * at most every {@link #UNHURRIED_MS}. Each result adds an evaluation to the game, so each address is longer than the
 * last, and on a slow phone coding it and {@code replaceState} with it took a tenth of the main thread's busy time
 * during a review; nobody reads the address while a review fills it in.
 */
final class AddressWrites {
    /** Changes closer than this are one burst: its address is written when they pause this long. */
    static final int SPACING_MS = 300;
    /** An {@link #unhurried} change is written at most this long after the last address was made. */
    static final int UNHURRIED_MS = 2000;

    private final Window window = Window.current();
    /** The address as last written ("" when the address bar may show something else). */
    private String written = "";
    /** The newest address waiting to be made and written, or null. */
    private Supplier<String> waiting;
    /** An address made and waiting for its write in the next task, or null. */
    private String made;
    private boolean scheduled;
    /** True when a change came while a write was scheduled: the write waits for the pause. */
    private boolean changedSinceScheduled;
    /** When the last change came (its address asked for), in the page's milliseconds. */
    private double lastChange = -SPACING_MS;
    /** When the last address was made, in the page's milliseconds. */
    private double lastMade = -UNHURRIED_MS;

    /** The address will be {@code address}: made and written in a task of its own, soon. */
    void soon(Supplier<String> address) {
        double now = Browser.now();
        boolean inBurst = now - lastChange < SPACING_MS;
        lastChange = now;
        waiting = address;
        if (scheduled) {
            changedSinceScheduled = true; // the write already scheduled makes the newest address, after the pause
            return;
        }
        schedule(inBurst ? SPACING_MS : 0);
    }

    /**
     * The address will be {@code address}, for a change nobody waits to see there: written with the next write
     * already scheduled, else {@link #UNHURRIED_MS} after the last address was made (at once when that is past).
     */
    void unhurried(Supplier<String> address) {
        waiting = address;
        if (scheduled) {
            return; // the write scheduled makes the newest address
        }
        double wait = lastMade + UNHURRIED_MS - Browser.now();
        schedule(wait > 0 && wait <= UNHURRIED_MS ? (int) wait + 1 : 0);
    }

    /** Schedules the waiting address's write in {@code delayMs}, and says on the root element that one waits. */
    private void schedule(int delayMs) {
        scheduled = true;
        changedSinceScheduled = false;
        window.getDocument().getDocumentElement().setAttribute("data-address-pending", "true");
        Window.setTimeout(this::whenQuiet, delayMs);
    }

    /** Writes the waiting address, or when changes came since the write was scheduled, waits for their pause. */
    private void whenQuiet() {
        if (changedSinceScheduled && scheduled) {
            changedSinceScheduled = false;
            double quiet = Browser.now() - lastChange;
            Window.setTimeout(this::whenQuiet, quiet >= 0 && quiet < SPACING_MS ? (int) (SPACING_MS - quiet) + 1 : 0);
            return;
        }
        if (scheduled) {
            scheduled = false;
            Supplier<String> address = waiting;
            waiting = null;
            if (address == null) {
                donePending();
                return;
            }
            // Made in this task, written in the next: on a slow phone each half is a good part of 50 ms.
            made = address.get();
            lastMade = Browser.now();
            Window.setTimeout(this::writeMade, 0);
        }
    }

    /** Writes the address {@link #whenQuiet} made (nothing when {@link #now} or a newer write came first). */
    private void writeMade() {
        String address = made;
        made = null;
        if (address != null) {
            write(address);
        }
        if (!scheduled) {
            donePending();
        }
    }

    /** Writes the waiting address now (nothing when none waits). */
    void now() {
        scheduled = false;
        Supplier<String> address = waiting;
        String alreadyMade = made;
        if (address != null) {
            write(address.get());
        } else if (alreadyMade != null) {
            write(alreadyMade);
        }
        donePending();
    }

    private void donePending() {
        window.getDocument().getDocumentElement().removeAttribute("data-address-pending");
    }

    /** Writes {@code address} at once (a newer one than any waiting). */
    void write(String address) {
        waiting = null;
        made = null;
        if (!address.equals(written)) {
            written = address;
            window.getHistory().replaceState(null, "", address);
        }
    }

    /** The address bar was changed by the user (a pasted link): the next address is written even if the same. */
    void forget() {
        written = "";
    }
}
