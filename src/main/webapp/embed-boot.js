// Starts the embeddable viewer: js/embed.js, or for a page opened at a #pgn= or #fen= link js/embed-with-pgn.js, the
// same viewer with the PGN and FEN readers built in (embed.js loads them only when it needs them: docs/embed.md).
// It runs in the head (joined with look.js and embed-look.js into embed-start.js by chess.build.EmbedBundle), so the
// script is requested at once; it starts once the page below is parsed. A failure is said on the page.
(function () {
  "use strict";
  function whenParsed(run) {
    if (document.readyState === "loading") {
      document.addEventListener("DOMContentLoaded", run);
    } else {
      run();
    }
  }
  function failed(message) {
    document.documentElement.setAttribute("data-build", "failed");
    whenParsed(function () {
      var turn = document.getElementById("turn");
      if (turn) {
        turn.textContent = "The viewer could not start: " + message;
      }
    });
  }
  var script = document.createElement("script");
  script.src = /[#?&](pgn|fen)=/.test(location.href) ? "js/embed-with-pgn.js" : "js/embed.js";
  script.onload = function () {
    whenParsed(function () {
      try {
        main([]);
        document.documentElement.setAttribute("data-build", "js");
      } catch (error) {
        failed(error.message);
      }
    });
  };
  script.onerror = function () {
    failed(script.getAttribute("src") + " did not load.");
  };
  document.head.appendChild(script);
})();
