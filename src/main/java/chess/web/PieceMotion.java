package chess.web;

import chess.app.BoardState;
import chess.app.MoveTransition;
import java.util.ArrayList;
import java.util.List;
import org.teavm.jso.JSBody;
import org.teavm.jso.JSObject;
import org.teavm.jso.dom.html.HTMLDocument;
import org.teavm.jso.dom.html.HTMLElement;

/**
 * Glides the pieces of one move ({@link MoveTransition}) on the drawn board with the Web Animations API. The board
 * is already drawn in its new position: each arriving piece is animated from the square it came from to its own (a
 * transform in square widths, so nothing is measured and nothing waits for layout), a captured piece fades out
 * under it, a piece taken back fades in, and a promoting pawn glides as a pawn over its hidden new piece.
 *
 * <p>Nothing moves under {@code prefers-reduced-motion: reduce} (asked at each move, so a change of the setting
 * counts at once) or where the browser has no {@code element.animate}. The page never waits for an animation: the
 * squares already hold the new position, and a press on the board or a new position finishes what is running.
 */
final class PieceMotion {
    /** How long a piece takes from square to square. */
    static final int GLIDE_MS = 160;
    /** Above the other squares while gliding (the focus ring is 2, nothing else on the board is higher). */
    private static final int GLIDE_LAYER = 5;

    /** The drawn board, by square (0..63, a1 = 0). */
    interface Squares {
        HTMLElement square(int sq);

        /** The piece element inside {@link #square}. */
        HTMLElement piece(int sq);

        /** Screen row (0 at the top) and column (0 at the left) of the square, as the board is turned now. */
        int row(int sq);

        int column(int sq);
    }

    private final HTMLDocument document;
    private final Squares squares;
    /** Animations started since the last {@link #finish}; finishing a finished one does nothing. */
    private final List<JSObject> running = new ArrayList<>();
    /** Stand-in pieces (a captured piece, a promoting pawn) that live only as long as their animation. */
    private final List<HTMLElement> standIns = new ArrayList<>();
    /** Gliding pieces, raised above the other squares until they land. */
    private final List<HTMLElement> raised = new ArrayList<>();

    PieceMotion(HTMLDocument document, Squares squares) {
        this.document = document;
        this.squares = squares;
    }

    /** Animates {@code t} on the board just drawn from {@code state}; nothing for a drag's move or reduced motion. */
    void play(MoveTransition t, BoardState state) {
        if (!t.animated || t.glides.isEmpty() || prefersReducedMotion() || !canAnimate()) {
            return;
        }
        finish();
        for (MoveTransition.Glide g : t.glides) {
            int dx = (squares.column(g.from) - squares.column(g.to)) * 100;
            int dy = (squares.row(g.from) - squares.row(g.to)) * 100;
            HTMLElement arriving = squares.piece(g.to);
            if (state.piece(g.to) != g.piece) { // a promotion: the pawn glides, the new piece shows when it lands
                keep(fade(arriving, 0, 0, GLIDE_MS));
                HTMLElement pawn = standIn(g.to, BoardState.pieceClass(g.piece));
                keep(removedWhenDone(glide(raise(pawn), dx, dy, GLIDE_MS), pawn));
            } else {
                keep(loweredWhenDone(glide(raise(arriving), dx, dy, GLIDE_MS), arriving));
            }
        }
        if (t.removedSquare >= 0) {
            HTMLElement captured = standIn(t.removedSquare, BoardState.pieceClass(t.removedPiece));
            keep(removedWhenDone(fade(captured, 1, 0, GLIDE_MS), captured));
        }
        if (t.restoredSquare >= 0) {
            keep(fade(squares.piece(t.restoredSquare), 0, 1, GLIDE_MS));
        }
    }

    /** Ends every running animation at once: each piece stands on its square, stand-ins are gone. */
    void finish() {
        for (JSObject animation : running) {
            finishAnimation(animation);
        }
        running.clear();
        for (HTMLElement piece : raised) {
            piece.getStyle().removeProperty("z-index");
        }
        raised.clear();
        for (HTMLElement standIn : standIns) {
            if (standIn.getParentNode() != null) {
                standIn.getParentNode().removeChild(standIn);
            }
        }
        standIns.clear();
    }

    private void keep(JSObject animation) {
        if (animation != null) {
            running.add(animation);
        }
    }

    /**
     * Puts a gliding piece above the other squares. An inline style, not a keyframe: with z-index among its
     * properties an animation cannot run on the compositor, and each frame of the glide cost the main thread.
     */
    private HTMLElement raise(HTMLElement piece) {
        piece.getStyle().setProperty("z-index", Integer.toString(GLIDE_LAYER));
        raised.add(piece);
        return piece;
    }

    /** A copy of a piece over {@code sq}'s own piece and under its coordinates, hidden from screen readers. */
    private HTMLElement standIn(int sq, String pieceClass) {
        HTMLElement element = Dom.element(document, "span", "stand-in " + pieceClass);
        element.setAttribute("aria-hidden", "true");
        HTMLElement piece = squares.piece(sq);
        squares.square(sq).insertBefore(element, piece.getNextSibling());
        standIns.add(element);
        return element;
    }

    @JSBody(script = "return typeof Element === 'function' && typeof Element.prototype.animate === 'function';")
    private static native boolean canAnimate();

    /**
     * Asked at each move through one media query list kept on the window (its {@code matches} follows the setting):
     * a new {@code matchMedia} per move parsed the query each time.
     */
    @JSBody(script = "if (typeof window.matchMedia !== 'function') { return false; }"
            + " var q = window.chessReducedMotion || (window.chessReducedMotion ="
            + " window.matchMedia('(prefers-reduced-motion: reduce)')); return q.matches;")
    private static native boolean prefersReducedMotion();

    /**
     * Moves the element from (dx%, dy%) of its own size to its place; the animation. Filled
     * backwards: an animation the compositor starts a little after the frame that asked for it would otherwise show
     * the piece on its new square for that one frame.
     */
    @JSBody(params = { "element", "dx", "dy", "ms" }, script = "return element.animate(["
            + " { transform: 'translate(' + dx + '%, ' + dy + '%)' }, { transform: 'translate(0, 0)' }],"
            + " { duration: ms, easing: 'ease-out', fill: 'backwards' });")
    private static native JSObject glide(HTMLElement element, int dx, int dy, int ms);

    @JSBody(params = { "element", "from", "to", "ms" }, script = "return element.animate("
            + "[{ opacity: from }, { opacity: to }], { duration: ms, easing: 'linear', fill: 'backwards' });")
    private static native JSObject fade(HTMLElement element, double from, double to, int ms);

    /** Removes a stand-in when its animation ends, unless {@link #finish} took it away first; returns the animation. */
    @JSBody(params = { "animation", "element" }, script = "animation.onfinish = function () {"
            + " if (element.parentNode) { element.parentNode.removeChild(element); } }; return animation;")
    private static native JSObject removedWhenDone(JSObject animation, HTMLElement element);

    /**
     * Puts a landed piece back among the squares, unless {@link #finish} did first or the piece glides again (the
     * finish event comes a little later); returns the animation. The piece remembers its newest glide: asking it
     * for its running animations instead ({@code getAnimations}) makes the browser bring the page's style up to
     * date in this callback, which after a step through a game is the whole board again (1.4 s of 6 s of script
     * in the probe's held-key run at 4×).
     */
    @JSBody(params = { "animation", "element" }, script = "element.chessGlide = animation;"
            + " animation.onfinish = function () { if (element.chessGlide === animation) {"
            + " element.chessGlide = null; element.style.removeProperty('z-index'); } };"
            + " return animation;")
    private static native JSObject loweredWhenDone(JSObject animation, HTMLElement element);

    @JSBody(params = "animation", script = "try { animation.finish(); } catch (e) { }")
    private static native void finishAnimation(JSObject animation);
}
