package chess.web;

import java.time.Duration;
import java.util.List;
import org.openqa.selenium.chrome.ChromeDriver;

/** A UCI conversation with an engine worker that the page open in Chromium starts, as the page itself does. */
final class WorkerTalk {
    private WorkerTalk() {
    }

    /**
     * Starts {@code new Worker(url)} in the open page, posts {@code lines} and returns every line it posts until one
     * starts with {@code until}. Then, or after {@code timeoutMs} (adding "TIMEOUT"), or at an error event of the
     * worker, an exception it did not catch (adding "error " and its message), the worker is terminated.
     */
    @SuppressWarnings("unchecked")
    static List<String> talk(ChromeDriver chrome, String url, List<String> lines, String until, int timeoutMs) {
        chrome.manage().timeouts().scriptTimeout(Duration.ofMillis(timeoutMs + 5000L));
        try {
            return (List<String>) chrome.executeAsyncScript("var url = arguments[0], lines = arguments[1],"
                    + " until = arguments[2], timeoutMs = arguments[3], done = arguments[arguments.length - 1];"
                    + " var got = [], w = new Worker(url);"
                    + " function end(last) {"
                    + "   clearTimeout(timer); w.terminate(); if (last) { got.push(last); } done(got); }"
                    + " var timer = setTimeout(function () { end('TIMEOUT'); }, timeoutMs);"
                    + " w.onerror = function (e) { end('error ' + e.message); };"
                    + " w.onmessage = function (e) { got.push(String(e.data));"
                    + "   if (String(e.data).indexOf(until) === 0) { end(null); } };"
                    + " lines.forEach(function (l) { w.postMessage(l); });", url, lines, until, timeoutMs);
        } finally {
            chrome.manage().timeouts().scriptTimeout(Duration.ofSeconds(10));
        }
    }
}
