// The hash table shared by the page's engine workers (Lazy SMP across workers: chess.web.WorkerEngine), as the
// WebAssembly engine worker imports it (chess.web.WasmTableMemory): a tiny WebAssembly module, assembled here
// byte by byte, that reads and writes the ints of a shared WebAssembly.Memory. TeaVM's WebAssembly keeps Java
// arrays in its own garbage-collected heap, which no other worker can see; the page makes the memory and gives it
// to every worker as self.chessSharedTable (worker-lines.js). worker-boot.js passes self.chessTableMemory() as the
// import module "chessTable"; it has available() = 0 and no other working function where there is no shared
// memory or the browser cannot compile the module, and the engine then keeps a table of its own.
(function () {
  "use strict";

  // (module
  //   (import "table" "memory" (memory 1 65536 shared))
  //   (func (export "load") (param i32) (result i32) (i32.load (i32.shl (local.get 0) (i32.const 2))))
  //   (func (export "store") (param i32 i32) (i32.store (i32.shl (local.get 0) (i32.const 2)) (local.get 1)))
  //   (func (export "length") (result i32) (i32.shl (memory.size) (i32.const 14))))  ;; 64 KB pages, 4-byte ints
  var MODULE = [
    0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00, // magic, version 1
    0x01, 0x0f, 0x03, // type section: 3 types
    0x60, 0x01, 0x7f, 0x01, 0x7f, //   0: (i32) -> i32
    0x60, 0x02, 0x7f, 0x7f, 0x00, //   1: (i32, i32) -> ()
    0x60, 0x00, 0x01, 0x7f, //         2: () -> i32
    0x02, 0x14, 0x01, // import section: 1 import
    0x05, 0x74, 0x61, 0x62, 0x6c, 0x65, //      "table"
    0x06, 0x6d, 0x65, 0x6d, 0x6f, 0x72, 0x79, // "memory"
    0x02, 0x03, 0x01, 0x80, 0x80, 0x04, //       a memory, shared, at least 1 page, at most 65536
    0x03, 0x04, 0x03, 0x00, 0x01, 0x02, // function section: types of the 3 functions
    0x07, 0x19, 0x03, // export section: 3 exports
    0x04, 0x6c, 0x6f, 0x61, 0x64, 0x00, 0x00, //             "load", function 0
    0x05, 0x73, 0x74, 0x6f, 0x72, 0x65, 0x00, 0x01, //       "store", function 1
    0x06, 0x6c, 0x65, 0x6e, 0x67, 0x74, 0x68, 0x00, 0x02, // "length", function 2
    0x0a, 0x21, 0x03, // code section: 3 bodies
    0x0a, 0x00, 0x20, 0x00, 0x41, 0x02, 0x74, 0x28, 0x02, 0x00, 0x0b, // load
    0x0c, 0x00, 0x20, 0x00, 0x41, 0x02, 0x74, 0x20, 0x01, 0x36, 0x02, 0x00, 0x0b, // store
    0x07, 0x00, 0x3f, 0x00, 0x41, 0x0e, 0x74, 0x0b // length
  ];

  // What the engine imports without a shared table: available() says so, the rest must not be called.
  var UNAVAILABLE = {
    available: function () { return 0; },
    load: function () { throw new Error("no shared hash table"); },
    store: function () { throw new Error("no shared hash table"); },
    length: function () { return 0; }
  };

  // The import module for the shared memory `memory` (a WebAssembly.Memory, or undefined without one).
  self.chessTableMemory = function (memory) {
    if (!memory) {
      return UNAVAILABLE;
    }
    try {
      var module = new WebAssembly.Module(new Uint8Array(MODULE));
      var exports = new WebAssembly.Instance(module, { table: { memory: memory } }).exports;
      return {
        available: function () { return 1; },
        load: exports.load,
        store: exports.store,
        length: exports.length
      };
    } catch (e) {
      console.warn("shared hash table unavailable, the engine keeps its own:", e);
      return UNAVAILABLE;
    }
  };
})();
