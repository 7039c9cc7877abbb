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
  window.chessLook.apply(value("theme"), value("board"));
})();
