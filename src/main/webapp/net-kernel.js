// The evaluation network's SIMD kernel for the WebAssembly engine worker (chess.engine.SumsKernel, bound in Java by
// chess.web.WasmSumsKernel): a small WebAssembly module, assembled here byte by byte, that adds the network's
// hidden sums eight sixteen-bit lanes at a time. TeaVM's WebAssembly has no SIMD, and its Java arrays are
// bounds-checked one element at a time; this module keeps the weights and sums in a linear memory of its own.
// worker-boot.js passes self.chessNetKernel() as the import module "chessNetKernel" of the engine's build; it
// has available() = 0 and no other working function where the browser cannot compile the module, and the engine
// then keeps its sums in Java.
(function () {
  "use strict";

  var I32 = 0x7f;
  var V128 = 0x7b;

  function unsignedLeb(n) {
    var out = [];
    do {
      var b = n & 0x7f;
      n >>>= 7;
      out.push(n !== 0 ? b | 0x80 : b);
    } while (n !== 0);
    return out;
  }

  function signedLeb(n) {
    var out = [];
    for (;;) {
      var b = n & 0x7f;
      n >>= 7;
      if ((n === 0 && (b & 0x40) === 0) || (n === -1 && (b & 0x40) !== 0)) {
        out.push(b);
        return out;
      }
      out.push(b | 0x80);
    }
  }

  function flat(parts) {
    return [].concat.apply([], parts);
  }

  function vector(items) {
    return unsignedLeb(items.length).concat(flat(items));
  }

  function name(text) {
    var bytes = [];
    for (var i = 0; i < text.length; i++) {
      bytes.push(text.charCodeAt(i));
    }
    return vector(bytes.map(function (b) { return [b]; }));
  }

  function section(id, bytes) {
    return [id].concat(unsignedLeb(bytes.length), bytes);
  }

  // Instructions. Addresses are byte offsets; v128 loads and stores assume 16-byte alignment (a hint only).
  var op = {
    get: function (i) { return [0x20].concat(unsignedLeb(i)); },
    set: function (i) { return [0x21].concat(unsignedLeb(i)); },
    vectorBytes: [0x23, 0], // global 0
    setVectorBytes: [0x24, 0],
    i32: function (n) { return [0x41].concat(signedLeb(n)); },
    add: [0x6a],
    shiftLeft: [0x74],
    lessUnsigned: [0x49],
    store32: [0x36, 2, 0],
    load32: [0x28, 2, 0],
    loop: [0x03, 0x40],
    end: [0x0b],
    branchIf: function (depth) { return [0x0d].concat(unsignedLeb(depth)); },
    memorySize: [0x3f, 0],
    memoryGrow: [0x40, 0],
    memoryCopy: [0xfc, 10, 0, 0],
    load: [0xfd, 0x00, 4, 0],
    store: [0xfd, 0x0b, 4, 0],
    lanesAdd: [0xfd, 0x8e, 0x01], // i16x8.add
    lanesSub: [0xfd, 0x91, 0x01], // i16x8.sub
    lanesMin: [0xfd, 0x96, 0x01], // i16x8.min_s
    lanesMax: [0xfd, 0x98, 0x01], // i16x8.max_s
    lanesSplat: [0xfd, 0x10], // i16x8.splat
    dot: [0xfd, 0xba, 0x01], // i32x4.dot_i16x8_s: pairs of lane products summed into four 32-bit lanes
    wideAdd: [0xfd, 0xae, 0x01], // i32x4.add
    wideLane: function (lane) { return [0xfd, 0x1b, lane]; } // i32x4.extract_lane
  };

  // local += 16, for pointer locals stepping through vectors.
  function step(local) {
    return flat([op.get(local), op.i32(16), op.add, op.set(local)]);
  }

  // end = start + vectorBytes
  function endOf(start, end) {
    return flat([op.get(start), op.vectorBytes, op.add, op.set(end)]);
  }

  // A loop over one vector: body, then step the pointers, until pointers[0] reaches end.
  function vectorLoop(pointers, end, body) {
    return flat([op.loop, body].concat(pointers.map(step), [op.get(pointers[0]), op.get(end), op.lessUnsigned,
      op.branchIf(0), op.end]));
  }

  // Function bodies: [locals beyond the parameters, code].
  function body(locals, code) {
    var bytes = vector(locals.map(function (l) { return unsignedLeb(l[0]).concat([l[1]]); })).concat(code, op.end);
    return unsignedLeb(bytes.length).concat(bytes);
  }

  // dst op= row over one vector: params dst 0, row 1; local end 2.
  function rowBody(lanesOp) {
    return body([[1, I32]], flat([endOf(0, 2), vectorLoop([0, 1], 2, flat([
      op.get(0), op.get(0), op.load, op.get(1), op.load, lanesOp, op.store]))]));
  }

  var types = [
    [[I32, I32], []], // 0: add, subtract, store32
    [[I32, I32, I32, I32], []], // 1: move
    [[I32, I32, I32], []], // 2: copy
    [[I32, I32, I32], [I32]], // 3: output
    [[I32], [I32]], // 4: grow, load32
    [[], [I32]], // 5: size, available
    [[I32], []] // 6: setVectorBytes
  ];

  var functions = [
    { name: "add", type: 0, code: rowBody(op.lanesAdd) },
    { name: "subtract", type: 0, code: rowBody(op.lanesSub) },
    { // move(src 0, dst 1, lifted 2, put 3): dst = src - lifted + put; local end 4
      name: "move", type: 1, code: body([[1, I32]], flat([endOf(1, 4), vectorLoop([1, 0, 2, 3], 4, flat([
        op.get(1), op.get(0), op.load, op.get(2), op.load, op.lanesSub, op.get(3), op.load, op.lanesAdd,
        op.store]))]))
    },
    { // copy(src 0, dst 1, bytes 2)
      name: "copy", type: 2, code: body([], flat([op.get(1), op.get(0), op.get(2), op.memoryCopy]))
    },
    { // output(us 0, them 1, weights 2): locals end 3, sum 4 (v128, starts at zero), zero 5, top 6
      name: "output", type: 3, code: body([[1, I32], [3, V128]], flat([
        op.i32(255), op.lanesSplat, op.set(6),
        endOf(0, 3), vectorLoop([0, 2], 3, clippedDot(0)),
        endOf(1, 3), vectorLoop([1, 2], 3, clippedDot(1)),
        op.get(4), op.wideLane(0), op.get(4), op.wideLane(1), op.add,
        op.get(4), op.wideLane(2), op.add, op.get(4), op.wideLane(3), op.add
      ]))
    },
    { name: "store32", type: 0, code: body([], flat([op.get(0), op.get(1), op.store32])) },
    { name: "load32", type: 4, code: body([], flat([op.get(0), op.load32])) },
    { name: "grow", type: 4, code: body([], flat([op.get(0), op.memoryGrow])) },
    { name: "size", type: 5, code: body([], flat([op.memorySize, op.i32(16), op.shiftLeft])) }, // pages << 16
    { name: "available", type: 5, code: body([], op.i32(1)) },
    { name: "setVectorBytes", type: 6, code: body([], flat([op.get(0), op.setVectorBytes])) }
  ];

  // sum += dot(clip(lanes at pointer), weights), clip = max(0), min(255); weights in local 2.
  function clippedDot(pointer) {
    return flat([op.get(4), op.get(pointer), op.load, op.get(5), op.lanesMax, op.get(6), op.lanesMin,
      op.get(2), op.load, op.dot, op.wideAdd, op.set(4)]);
  }

  function moduleBytes() {
    var typeSection = vector(types.map(function (t) {
      return [0x60].concat(vector(t[0].map(function (v) { return [v]; })),
        vector(t[1].map(function (v) { return [v]; })));
    }));
    var functionSection = vector(functions.map(function (f) { return unsignedLeb(f.type); }));
    var memorySection = vector([[0x00, 1]]); // one memory, one page to start, grown by the engine
    var globalSection = vector([[I32, 0x01].concat(op.i32(0), op.end)]); // vector bytes, mutable
    var exportSection = vector(functions.map(function (f, i) {
      return name(f.name).concat([0x00], unsignedLeb(i));
    }).concat([name("memory").concat([0x02, 0])]));
    var codeSection = vector(functions.map(function (f) { return f.code; }));
    return new Uint8Array([0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00].concat(
      section(1, typeSection), section(3, functionSection), section(5, memorySection),
      section(6, globalSection), section(7, exportSection), section(10, codeSection)));
  }

  // What the engine imports when the module cannot be made: available() says so, the rest must not be called.
  function unavailable() {
    var imports = { available: function () { return 0; } };
    functions.forEach(function (f) {
      if (f.name !== "available") {
        imports[f.name] = function () { throw new Error("the network kernel is not available"); };
      }
    });
    return imports;
  }

  self.chessNetKernel = function () {
    try {
      return new WebAssembly.Instance(new WebAssembly.Module(moduleBytes()), {}).exports;
    } catch (e) {
      console.warn("network kernel unavailable, sums kept in Java:", e);
      return unavailable();
    }
  };
})();
