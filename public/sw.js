/* global self, caches, fetch, Request, Response, URL, URLSearchParams */
// The installable app's service worker (docs/decisions/0032). It keeps two things only: the build's
// hashed files (/assets/, named by their content, so a kept copy is never stale) and the offline
// page. Pages, their data, resource routes, images and every other answer go to the network as if
// there were no worker: a member page, a balance or anything personal is never kept, and a page the
// network cannot bring is answered with the offline page, never with an old copy.
const ASSETS = "assets-v1";
const SHELL = "shell-v1";
const OFFLINE = "/resources/offline";
/** Hashed files kept; the oldest go first (each deploy names new ones). */
const MAX_ASSETS = 200;

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches
      .open(SHELL)
      .then((cache) => cache.add(new Request(OFFLINE, { credentials: "same-origin" })))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(keys.filter((k) => k !== ASSETS && k !== SHELL).map((k) => caches.delete(k))),
      )
      // The browser asks for a page while the worker starts, instead of after (a slow phone's start
      // of the worker stood before every page of a returning visitor).
      .then(() => self.registration.navigationPreload?.enable())
      .then(() => self.clients.claim()),
  );
});

// A page tells the worker its language and theme: the offline page is kept in them.
let offlineFor = "";
self.addEventListener("message", (event) => {
  const { type, lng, theme } = event.data ?? {};
  if (type !== "offline-page" || typeof lng !== "string" || typeof theme !== "string") return;
  const key = `${lng}:${theme}`;
  if (key === offlineFor) return;
  offlineFor = key;
  const query = new URLSearchParams({ lng, theme });
  event.waitUntil(
    fetch(`${OFFLINE}?${query}`, { credentials: "same-origin" })
      .then((response) => {
        if (response.ok) return caches.open(SHELL).then((cache) => cache.put(OFFLINE, response));
      })
      .catch(() => (offlineFor = "")),
  );
});

async function offlinePage() {
  const cached = await caches.match(OFFLINE, { cacheName: SHELL });
  return cached ?? Response.error();
}

/** The page the browser asked for as the worker started (navigation preload), else asked now. */
async function pageFromNetwork(event) {
  try {
    return (await event.preloadResponse) ?? (await fetch(event.request));
  } catch {
    return offlinePage();
  }
}

async function cacheFirst(request) {
  const cache = await caches.open(ASSETS);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) {
    await cache.put(request, response.clone());
    const keys = await cache.keys();
    await Promise.all(keys.slice(0, Math.max(0, keys.length - MAX_ASSETS)).map((key) => cache.delete(key)));
  }
  return response;
}

self.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  // A page: always from the network; without one, the offline page (at the page's own address, so
  // its "Try again" link asks for the page again).
  if (request.mode === "navigate") {
    event.respondWith(pageFromNetwork(event));
    return;
  }
  if (url.pathname.startsWith("/assets/")) event.respondWith(cacheFirst(request));
  // Everything else: not handled, the browser asks the network as without a worker.
});
