package chess.web;

import java.util.function.Supplier;
import org.teavm.jso.browser.Window;

/**
 * Writes the page's address ({@code history.replaceState}) after changes, off the task of the change: the address
 * is made (a long game coded for its {@code #g=}) in a task of its own, right after a single change, and at most once
 * per {@link #SPACING_MS} while changes come fast (an arrow key held down through a long game, moves played one
 * after another), so a burst of changes codes the game a few times instead of once per step. Only a new address is
 * written: replaceState is not free (it reaches the browser process). {@link #now} writes a waiting one at once
 * (the page is being hidden or left, which may be the last chance). While a write waits the root element carries
 * {@code data-address-pending} (what the browser tests wait on before they read the address).
 */
final class AddressWrites {
    /** Least time between two writes while changes keep coming. */
    static final int SPACING_MS = 300;

    private final Window window = Window.current();
    /** The address as last written ("" when the address bar may show something else). */
    private String written = "";
    /** The newest address waiting to be made and written, or null. */
    private Supplier<String> waiting;
    private boolean scheduled;
    private double lastWrite = -SPACING_MS;

    /** The address will be {@code address}: made and written in a task of its own, soon. */
    void soon(Supplier<String> address) {
        waiting = address;
        if (scheduled) {
            return; // the write already scheduled makes the newest address
        }
        scheduled = true;
        window.getDocument().getDocumentElement().setAttribute("data-address-pending", "true");
        double wait = lastWrite + SPACING_MS - Browser.now();
        Window.setTimeout(this::now, wait > 0 ? (int) wait : 0);
    }

    /** Writes the waiting address now (nothing when none waits). */
    void now() {
        scheduled = false;
        window.getDocument().getDocumentElement().removeAttribute("data-address-pending");
        Supplier<String> address = waiting;
        waiting = null;
        if (address != null) {
            write(address.get());
        }
    }

    /** Writes {@code address} at once (a newer one than any waiting). */
    void write(String address) {
        waiting = null;
        lastWrite = Browser.now();
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
