package chess.web.firefox;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.WebSocket;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicInteger;
import org.openqa.selenium.json.Json;

/**
 * A WebDriver BiDi connection (https://w3c.github.io/webdriver-bidi/) over the JDK's WebSocket: sends a command,
 * waits for the answer with the same id, and ignores events (no test subscribes to any). JSON goes through
 * Selenium's {@link Json}, already on the test classpath; numbers come back as Long or Double.
 */
public final class BiDiSession implements AutoCloseable {
    /** Longest wait for one answer: a navigation on a loaded 2-core machine can take a while. */
    private static final Duration ANSWER_TIMEOUT = Duration.ofSeconds(90);
    private static final Json JSON = new Json();

    private final WebSocket socket;
    private final Map<Long, CompletableFuture<Map<String, Object>>> waiting = new ConcurrentHashMap<>();
    private final AtomicInteger lastId = new AtomicInteger();
    /** Set when the connection closes or fails: every command from then on fails with it. */
    private volatile String closedBecause;

    private BiDiSession(WebSocket socket) {
        this.socket = socket;
    }

    /** Connects to the WebSocket at {@code url} (ws://host:port/session) and starts a session. */
    static BiDiSession connect(URI url) throws InterruptedException {
        Receiver receiver = new Receiver();
        WebSocket socket;
        try {
            socket = HttpClient.newHttpClient().newWebSocketBuilder().connectTimeout(Duration.ofSeconds(30))
                    .buildAsync(url, receiver).get(60, TimeUnit.SECONDS);
        } catch (ExecutionException | TimeoutException e) {
            throw new IllegalStateException("no WebDriver BiDi connection to " + url + ": " + e, e);
        }
        BiDiSession session = new BiDiSession(socket);
        receiver.session = session;
        session.send("session.new", Map.of("capabilities", Map.of()));
        return session;
    }

    /**
     * Sends the command {@code method} with {@code params} and returns its result; fails with the browser's error
     * (its "error" and "message") when the command fails.
     */
    public Map<String, Object> send(String method, Map<String, ?> params) {
        long id = lastId.incrementAndGet();
        CompletableFuture<Map<String, Object>> answer = new CompletableFuture<>();
        waiting.put(id, answer);
        Map<String, Object> command = new LinkedHashMap<>();
        command.put("id", id);
        command.put("method", method);
        command.put("params", params);
        try {
            if (closedBecause != null) {
                throw new IllegalStateException("WebDriver BiDi connection closed: " + closedBecause);
            }
            socket.sendText(JSON.toJson(command), true).get(ANSWER_TIMEOUT.toSeconds(), TimeUnit.SECONDS);
            Map<String, Object> message = answer.get(ANSWER_TIMEOUT.toSeconds(), TimeUnit.SECONDS);
            if (!"success".equals(message.get("type"))) {
                throw new IllegalStateException(method + " failed: " + message.get("error") + ": "
                        + message.get("message"));
            }
            @SuppressWarnings("unchecked")
            Map<String, Object> result = (Map<String, Object>) message.get("result");
            return result;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(method + " interrupted", e);
        } catch (ExecutionException e) {
            throw new IllegalStateException(method + " failed: " + e.getCause(), e.getCause());
        } catch (TimeoutException e) {
            throw new IllegalStateException(method + ": no answer in " + ANSWER_TIMEOUT.toSeconds() + " s", e);
        } finally {
            waiting.remove(id);
        }
    }

    /** Ends the session and the connection; errors are ignored: the browser's process is killed next. */
    @Override
    public void close() {
        if (closedBecause == null) {
            try {
                send("session.end", Map.of());
            } catch (RuntimeException ignored) {
                // The browser is killed right after: nothing to do about a session that would not end.
            }
        }
        socket.abort();
    }

    private void received(String text) {
        Map<String, Object> message = JSON.toType(text, Json.MAP_TYPE);
        if (message.get("id") instanceof Number id) {
            CompletableFuture<Map<String, Object>> answer = waiting.get(id.longValue());
            if (answer != null) {
                answer.complete(message);
            }
        }
    }

    private void closed(String why) {
        closedBecause = why;
        waiting.values().forEach(answer -> answer.completeExceptionally(new IllegalStateException(why)));
    }

    /** Puts a text message's fragments together and hands each whole message to the session. */
    private static final class Receiver implements WebSocket.Listener {
        private final StringBuilder text = new StringBuilder();
        private volatile BiDiSession session;

        @Override
        public CompletionStage<?> onText(WebSocket socket, CharSequence data, boolean last) {
            text.append(data);
            if (last) {
                String message = text.toString();
                text.setLength(0);
                if (session != null) {
                    session.received(message);
                }
            }
            socket.request(1);
            return null;
        }

        @Override
        public CompletionStage<?> onClose(WebSocket socket, int statusCode, String reason) {
            if (session != null) {
                session.closed("closed by the browser (" + statusCode + " " + reason + ")");
            }
            return null;
        }

        @Override
        public void onError(WebSocket socket, Throwable error) {
            if (session != null) {
                session.closed(error.toString());
            }
        }
    }
}
