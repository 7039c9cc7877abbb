"use strict";
// Service worker: after one visit the app works without a network.
// Install downloads every file of the site into a cache named after the build's content hash; activate deletes
// this site's older caches; fetch answers the site's files from that cache first and anything else from the
// network. A new build (a new hash, so a new sw.js) takes over at once (skipWaiting + clients.claim): pages that
// are already open keep the code they have loaded, the next load runs the new build.
// The next line is written by chess.build.SiteManifest at build time ("dev" and no files: caches nothing).
const BUILD = {"version": "dev", "files": []};

// Caches are per origin, and one origin can host several copies of the site under different paths (GitHub Pages
// project sites): the scope is part of the name, so each copy deletes only its own old caches.
const PREFIX = "chess:" + self.registration.scope + ":";
const CACHE = PREFIX + BUILD.version;
const SCOPE = new URL(self.registration.scope);
const PRECACHED = new Set(BUILD.files);

self.addEventListener("install", function (event) {
  // cache: "no-cache" asks the server whether the HTTP cache's copy is current (a 304 costs no download, so the
  // files the page has just loaded are not fetched twice where the host sends validators, as GitHub Pages does),
  // and a new build never stores an older file under its new name.
  event.waitUntil(caches.open(CACHE).then(function (cache) {
    return cache.addAll(BUILD.files.map(function (file) {
      return new Request(new URL(file, SCOPE), { cache: "no-cache" });
    }));
  }).then(function () {
    return self.skipWaiting();
  }));
});

self.addEventListener("activate", function (event) {
  event.waitUntil(caches.keys().then(function (names) {
    return Promise.all(names.filter(function (name) {
      return name.startsWith(PREFIX) && name !== CACHE;
    }).map(function (name) {
      return caches.delete(name);
    }));
  }).then(function () {
    return self.clients.claim();
  }));
});

// The precached file a request is for ("index.html" for the site's folder itself), or null.
function precachedFile(request) {
  if (request.method !== "GET") {
    return null;
  }
  const url = new URL(request.url);
  if (url.origin !== SCOPE.origin || !url.pathname.startsWith(SCOPE.pathname)) {
    return null;
  }
  const file = url.pathname.substring(SCOPE.pathname.length) || "index.html";
  return PRECACHED.has(file) ? file : null;
}

// The app's page is served cross-origin isolated: with these two headers the browser gives it shared memory
// (SharedArrayBuffer), with which the page ends an engine worker's search by a flag instead of ending the worker
// (worker-lines.js). Everything the page loads comes from its own origin, so the embedder policy costs it nothing.
// The workers' scripts need the embedder policy too. The embeddable viewer is left as it is: it lives in other
// sites' pages and needs no engine.
const ISOLATION = { "Cross-Origin-Opener-Policy": "same-origin", "Cross-Origin-Embedder-Policy": "require-corp" };

function isolated(file) {
  return file !== "embed.html";
}

self.addEventListener("fetch", function (event) {
  const file = precachedFile(event.request);
  if (file === null) {
    return; // not ours: the browser fetches it from the network as usual
  }
  event.respondWith(caches.open(CACHE).then(function (cache) {
    return cache.match(new URL(file, SCOPE).href);
  }).then(function (cached) {
    if (!cached) {
      return fetch(event.request);
    }
    // A cached response carries its own URL, without the request's query; a worker takes its location from the
    // response (worker-boot.js?build=js would lose build=js). A response made here takes the request's URL.
    const plain = new URL(event.request.url).search === "";
    if (plain && !isolated(file)) {
      return cached;
    }
    const headers = new Headers(cached.headers);
    if (isolated(file)) {
      Object.keys(ISOLATION).forEach(function (name) {
        headers.set(name, ISOLATION[name]);
      });
    }
    return new Response(cached.body, { status: cached.status, statusText: cached.statusText, headers: headers });
  }));
});
