// The embeddable viewer's look comes from its address, not from this browser's saved choice: theme=light|dark|auto
// and board=green|wood|blue|grey, applied before the first paint through look.js's function, which accepts only
// those values (anything else is the default). The app (chess.app.EmbedParams) checks them again and names a bad one.
(function () {
  "use strict";
  function param(list, name) {
    var items = list.split("&");
    for (var i = 0; i < items.length; i++) {
      var eq = items[i].indexOf("=");
      if (eq > 0 && items[i].substring(0, eq) === name) {
        return items[i].substring(eq + 1).toLowerCase();
      }
    }
    return null;
  }
  function value(name) {
    var fromHash = param(location.hash.substring(1), name);
    return fromHash !== null ? fromHash : param(location.search.substring(1), name);
  }
  // No dark sheet in the viewer's head: it is added when the theme may use it, so a light page never downloads it
  // (a viewer's first paint is counted in bytes: docs/embed.md); Auto watches the system's choice for a turn to dark.
  // embed-dark.css is dark.css without its comments (chess.build.EmbedBundle).
  var query = window.matchMedia ? window.matchMedia("(prefers-color-scheme: dark)") : null;
  var last = null;
  function addDarkSheetIfUsed(theme) {
    if (document.getElementById("dark-theme") || theme === "light") {
      return;
    }
    if (theme === "dark" || (query && query.matches)) {
      var sheet = document.createElement("link");
      sheet.rel = "stylesheet";
      sheet.href = "embed-dark.css";
      sheet.id = "dark-theme";
      sheet.setAttribute("blocking", "render"); // as a sheet in the head would: no flash of the light look
      document.head.appendChild(sheet);
    }
  }
  var applyLook = window.chessLook.apply;
  window.chessLook.apply = function (theme, board) {
    last = [theme, board];
    addDarkSheetIfUsed(theme);
    applyLook(theme, board);
  };
  if (query && query.addEventListener) {
    query.addEventListener("change", function () {
      if (last) {
        window.chessLook.apply(last[0], last[1]);
      }
    });
  }
  window.chessLook.apply(value("theme"), value("board"));
})();
