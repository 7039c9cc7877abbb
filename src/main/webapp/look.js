// Applies the theme and board colours saved in this browser before the page is first painted (this script is not
// deferred), so a saved choice never flashes the other look while the app loads. The app (chess.web.LookSettings
// with SavedSettings) saves the choices under the same keys and applies them the same way when they change:
// the theme as the media of the dark style sheet, the board colours as the root element's data-board.
(function () {
  "use strict";
  function saved(key) {
    try {
      return window.localStorage.getItem(key);
    } catch (e) { // storage refused (private windows, file:// pages): the defaults apply
      return null;
    }
  }
  var theme = saved("chess.theme");
  var board = saved("chess.board");
  var dark = document.getElementById("dark-theme");
  if (dark && theme === "dark") {
    dark.media = "all";
  } else if (dark && theme === "light") {
    dark.media = "not all";
  }
  if (board === "wood" || board === "blue" || board === "grey") {
    document.documentElement.setAttribute("data-board", board);
  }
})();
