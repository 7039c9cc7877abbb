// Starts the embeddable viewer's build (js/embed.js, loaded before this file). A failure is said on the page.
(function () {
  "use strict";
  try {
    main([]);
    document.documentElement.setAttribute("data-build", "js");
  } catch (error) {
    document.documentElement.setAttribute("data-build", "failed");
    var turn = document.getElementById("turn");
    if (turn) {
      turn.textContent = "The viewer could not start: " + error.message;
    }
  }
})();
