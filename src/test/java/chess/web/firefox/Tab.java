package chess.web.firefox;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import org.junit.jupiter.api.Assertions;

/**
 * One browsing context (a tab) of a {@link Firefox}: navigates, runs scripts in the page, and clicks and types with
 * the browser's own input (BiDi's input.performActions: real pointer and key events, as a user's).
 */
public final class Tab {
    /** How often {@link #waitFor} looks again: a script round trip is a few ms; a wait longer than needed is not. */
    private static final long POLL_MILLIS = 50;
    /** The WebDriver code of the Enter key. */
    private static final String ENTER = "\uE007";

    private final BiDiSession session;
    private final String context;

    Tab(BiDiSession session, String context) {
        this.session = session;
        this.context = context;
    }

    /** Loads {@code url} and returns once the page has loaded (the load event). */
    public void navigate(String url) {
        session.send("browsingContext.navigate", Map.of("context", context, "url", url, "wait", "complete"));
    }

    /**
     * Runs {@code function} (a JavaScript function's source) in the page with {@code arguments} (strings) and
     * returns what it returns, or what its promise gives: a string, a Long or Double, a Boolean, a List of those,
     * null for undefined and null, or else BiDi's remote value as a map. Fails when the script throws.
     */
    public Object call(String function, String... arguments) {
        List<Map<String, Object>> values = new ArrayList<>();
        for (String argument : arguments) {
            values.add(Map.of("type", "string", "value", argument));
        }
        Map<String, Object> params = new LinkedHashMap<>();
        params.put("functionDeclaration", function);
        params.put("arguments", values);
        params.put("target", Map.of("context", context));
        params.put("awaitPromise", true);
        Map<String, Object> answer = session.send("script.callFunction", params);
        if ("exception".equals(answer.get("type"))) {
            @SuppressWarnings("unchecked")
            Map<String, Object> details = (Map<String, Object>) answer.get("exceptionDetails");
            throw new IllegalStateException("script failed: " + details.get("text") + "\n" + function);
        }
        @SuppressWarnings("unchecked")
        Map<String, Object> result = (Map<String, Object>) answer.get("result");
        return value(result);
    }

    /** The value of a JavaScript expression in the page, as {@link #call} returns it. */
    public Object eval(String expression) {
        return call("() => (" + expression + ")");
    }

    /** The value of the expression as a string (null for undefined and null). */
    public String text(String expression) {
        Object value = eval(expression);
        return value == null ? null : String.valueOf(value);
    }

    /**
     * Waits up to {@code seconds} until the expression's value (as {@link #text} gives it) passes {@code done}, and
     * returns that value. Otherwise fails, saying what was awaited and the value last seen.
     */
    public String waitFor(String what, int seconds, String expression, Predicate<String> done) {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(seconds);
        String last = text(expression);
        while (!done.test(last)) {
            if (System.nanoTime() > deadline) {
                Assertions.fail("waited " + seconds + " s for " + what + "; last saw: " + last);
            }
            try {
                Thread.sleep(POLL_MILLIS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException("interrupted waiting for " + what, e);
            }
            last = text(expression);
        }
        return last;
    }

    /** Clicks the middle of the element that {@code selector} finds, scrolled into view first, with the mouse. */
    public void click(String selector) {
        Object element = call("(s) => { const e = document.querySelector(s);"
                + " if (e) e.scrollIntoView({block: 'center', inline: 'center'}); return e; }", selector);
        if (!(element instanceof Map<?, ?> node) || !"node".equals(node.get("type"))) {
            throw new IllegalStateException("no element " + selector + " to click");
        }
        Map<String, Object> origin = Map.of("type", "element", "element", Map.of("sharedId", node.get("sharedId")));
        perform(Map.of("type", "pointer", "id", "mouse", "parameters", Map.of("pointerType", "mouse"),
                "actions", List.of(
                        Map.of("type", "pointerMove", "x", 0, "y", 0, "origin", origin),
                        Map.of("type", "pointerDown", "button", 0),
                        Map.of("type", "pointerUp", "button", 0))));
    }

    /**
     * Clicks the field that {@code selector} finds and types {@code text} into it on the keyboard, then Enter. As a
     * player looks before typing: the field must have the focus first (a click that missed it, say on a line of
     * status text that appeared under the pointer, is made again and reported), and the text must be in the field
     * before Enter sends it.
     */
    public void typeAndEnter(String selector, String text) {
        focusByClicking(selector);
        typeKeys(text);
        waitFor("'" + text + "' in " + selector, 30,
                "document.querySelector(" + quoted(selector) + ").value", text::equals);
        typeKeys(ENTER);
    }

    private void focusByClicking(String selector) {
        String focused = "String(document.activeElement === document.querySelector(" + quoted(selector) + "))";
        for (int click = 1; ; click++) {
            click(selector);
            try {
                waitFor(selector + " focused", 5, focused, "true"::equals);
                return;
            } catch (AssertionError missed) {
                String where = text("(() => { const e = document.activeElement;"
                        + " return e ? e.tagName + '#' + e.id + '.' + e.className : 'nothing'; })()");
                System.err.println("[firefox] click " + click + " on " + selector + " left the focus on " + where);
                if (click == 3) {
                    throw missed;
                }
            }
        }
    }

    private void typeKeys(String keys) {
        List<Map<String, Object>> actions = new ArrayList<>();
        for (String key : keys.split("")) {
            actions.add(Map.of("type", "keyDown", "value", key));
            actions.add(Map.of("type", "keyUp", "value", key));
        }
        perform(Map.of("type", "key", "id", "keyboard", "actions", actions));
    }

    /** A CSS selector as a JavaScript string literal (selectors here hold no backslashes). */
    private static String quoted(String selector) {
        return "'" + selector.replace("'", "\\'") + "'";
    }

    /** Closes the tab. */
    public void close() {
        session.send("browsingContext.close", Map.of("context", context));
    }

    private void perform(Map<String, Object> source) {
        session.send("input.performActions", Map.of("context", context, "actions", List.of(source)));
    }

    /** A BiDi remote value as plain Java where it is one (see {@link #call}). */
    private static Object value(Map<String, Object> remote) {
        Object type = remote.get("type");
        if ("undefined".equals(type) || "null".equals(type)) {
            return null;
        }
        if ("string".equals(type) || "number".equals(type) || "boolean".equals(type)) {
            return remote.get("value");
        }
        if ("array".equals(type)) {
            List<Object> items = new ArrayList<>();
            for (Object item : (List<?>) remote.get("value")) {
                @SuppressWarnings("unchecked")
                Map<String, Object> itemValue = (Map<String, Object>) item;
                items.add(value(itemValue));
            }
            return items;
        }
        return remote;
    }
}
