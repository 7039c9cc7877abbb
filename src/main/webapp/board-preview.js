// The position's pieces at the page's first paint, seconds before the app's script has come on a slow phone's first
// visit: for an address with no game (the starting position) or with a FEN (fen=), the pieces are put over the
// style sheet's empty squares (#board-preview), as the app will draw them; an address with a game (g=, pgn=) or the
// editor (editor=) waits for the app, which alone can replay a game. Once the app has drawn its squares the board
// is no longer empty and style.css hides this preview. Nothing from the address is inserted as HTML: the FEN's
// placement is read character by character into class names from a fixed list, and a placement that is not eight
// ranks of eight squares with one king a side draws nothing (the app then says what is wrong with it).
(function () {
  "use strict";
  var START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR";
  var PIECES = { P: "wP", N: "wN", B: "wB", R: "wR", Q: "wQ", K: "wK", p: "bP", n: "bN", b: "bB", r: "bR", q: "bQ", k: "bK" };

  // A parameter of "a=1&b=2" (the fragment or the query without its mark), percent-decoded with + as a space; null
  // when absent or not decodable. The fragment's wins over the query's, as in the app (chess.app.AddressParams).
  function param(list, name) {
    var items = list.split("&");
    for (var i = 0; i < items.length; i++) {
      var eq = items[i].indexOf("=");
      var key = eq < 0 ? items[i] : items[i].substring(0, eq);
      if (key === name) {
        try {
          return decodeURIComponent(items[i].substring(eq + 1).replace(/\+/g, " "));
        } catch (e) {
          return null;
        }
      }
    }
    return null;
  }
  function value(name) {
    var fromHash = param(location.hash.substring(1), name);
    return fromHash !== null ? fromHash : param(location.search.substring(1), name);
  }

  // The 64 squares' piece classes ("" for empty), a8 to h1, or null when the placement is not a board.
  function squares(placement) {
    var ranks = placement.split("/");
    if (ranks.length !== 8) {
      return null;
    }
    var out = [];
    var kings = { K: 0, k: 0 };
    for (var r = 0; r < 8; r++) {
      var filled = 0;
      for (var i = 0; i < ranks[r].length; i++) {
        var c = ranks[r].charAt(i);
        if (c >= "1" && c <= "8") {
          for (var n = 0; n < +c; n++) {
            out.push("");
          }
          filled += +c;
        } else if (Object.prototype.hasOwnProperty.call(PIECES, c)) {
          out.push(PIECES[c]);
          filled++;
          if (c === "K" || c === "k") {
            kings[c]++;
          }
        } else {
          return null;
        }
      }
      if (filled !== 8) {
        return null;
      }
    }
    return kings.K === 1 && kings.k === 1 ? out : null;
  }

  function placementFromAddress() {
    if (value("g") !== null || value("pgn") !== null || value("editor") !== null) {
      return null;
    }
    var fen = value("fen");
    if (fen === null) {
      return START;
    }
    return fen.replace(/^[\s_]+/, "").split(/[\s_]/)[0];
  }

  function coordinate(kind, label) {
    var span = document.createElement("span");
    span.className = "coord " + kind;
    span.setAttribute("data-label", label);
    return span;
  }

  function draw() {
    var preview = document.getElementById("board-preview");
    var board = document.getElementById("board");
    var placement = placementFromAddress();
    var cells = placement === null ? null : squares(placement);
    if (!preview || !board || board.firstChild || !cells) {
      return;
    }
    var flip = value("flip");
    var play = value("play");
    var flipped = flip === "1" || flip === "true" || flip === "yes" || (play !== null && play.trim().toLowerCase() === "black");
    for (var i = 0; i < 64; i++) {
      var cell = document.createElement("span");
      var piece = cells[flipped ? 63 - i : i];
      if (piece) {
        cell.className = piece;
      }
      // The coordinates where the app puts them (chess.web.BoardView): the rank on the left column, the file on
      // the bottom row, so nothing moves when the app's board takes the preview's place.
      var row = Math.floor(i / 8);
      var column = i % 8;
      if (column === 0) {
        cell.appendChild(coordinate("rank", String(flipped ? row + 1 : 8 - row)));
      }
      if (row === 7) {
        cell.appendChild(coordinate("file", "abcdefgh".charAt(flipped ? 7 - column : column)));
      }
      preview.appendChild(cell);
    }
    if (window.performance && performance.mark) {
      performance.mark("board-preview"); // for the tools that time the first paint (chess.web.AppFirstPaint)
    }
  }

  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", draw);
  } else {
    draw();
  }
})();
