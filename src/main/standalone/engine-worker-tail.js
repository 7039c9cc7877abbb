// The engine worker of the standalone page, last part: starts the JavaScript build loaded just before.
self.postMessage("info string build js");
main([]);
