// The page's look: the theme as the media of the dark style sheet (Auto leaves it to prefers-color-scheme), the
// board colours as the root element's data-board. window.chessLook.apply is the one place that does it: this script
// (not deferred) applies the choices saved in this browser before the page is first painted, so a saved choice
// never flashes the other look while the app loads, and the app (chess.web.LookSettings) calls it when they change.
(function () {
  "use strict";
  function apply(theme, board) {
    var dark = document.getElementById("dark-theme");
    if (dark) {
      dark.media = theme === "dark" ? "all" : theme === "light" ? "not all" : "(prefers-color-scheme: dark)";
    }
    if (board === "wood" || board === "blue" || board === "grey") {
      document.documentElement.setAttribute("data-board", board);
    } else {
      document.documentElement.removeAttribute("data-board"); // green, the default: board.css's own colours
    }
  }
  function saved(key) {
    try {
      return window.localStorage.getItem(key);
    } catch (e) { // storage refused (private windows, file:// pages): the defaults apply
      return null;
    }
  }
  window.chessLook = { apply: apply };
  apply(saved("chess.theme"), saved("chess.board"));
})();
