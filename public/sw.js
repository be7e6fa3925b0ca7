// Service worker: the site installable and readable offline.
// - Hashed assets (/assets/…) are kept as they are fetched: they never change.
// - Reader chapters (/book/<slug>/read/<chapter>, their route data and the reader's images) are
//   fetched from the network first and kept, so a chapter once opened (or a book the reader chose
//   to keep offline) opens with no network. They live in their own cache, emptied at sign-out and
//   whenever a page says the person they were kept for is no longer signed in (lib/service-worker.ts).
// - Any other page comes from the network; without one, the offline page in the page's language.
// A new version waits until the page asks it to take over (the page offers a reload).
const VERSION = 'v2';
const SHELL = `ipe-shell-${VERSION}`;
const ASSETS = 'ipe-assets';
const READER = 'ipe-reader';
const OFFLINE = { pt: '/offline.html', en: '/offline-en.html' };
const KEEP = [SHELL, ASSETS, READER];

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(SHELL).then((cache) => cache.addAll([OFFLINE.pt, OFFLINE.en, '/favicon.svg', '/manifest.webmanifest'])));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => !KEEP.includes(key)).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('message', (event) => {
  if (event.data === 'skip-waiting') self.skipWaiting();
});

const READER_PATH = /^(?:\/en)?\/book\/[^/]+\/read\/[^/]+?(?:\.data)?$/;
const isReader = (url) => READER_PATH.test(url.pathname) || url.pathname.startsWith('/reader-assets/');
const isAsset = (url) => url.pathname.startsWith('/assets/') || url.pathname.startsWith('/icons/');
const offlinePage = (url) => (url.pathname === '/en' || url.pathname.startsWith('/en/') ? OFFLINE.en : OFFLINE.pt);

async function networkFirst(request, cacheName) {
  const cache = await caches.open(cacheName);
  try {
    const response = await fetch(request);
    if (response.ok && !response.redirected) await cache.put(request, response.clone());
    return response;
  } catch (error) {
    // Route data is asked for with varying query strings (which routes to load): any copy will do.
    const cached = (await cache.match(request, { ignoreVary: true })) ?? (new URL(request.url).pathname.endsWith('.data') ? await cache.match(request, { ignoreVary: true, ignoreSearch: true }) : undefined);
    if (cached) return cached;
    throw error;
  }
}

async function cacheFirst(request) {
  const cache = await caches.open(ASSETS);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (isAsset(url)) {
    event.respondWith(cacheFirst(request));
    return;
  }
  if (isReader(url)) {
    event.respondWith(
      networkFirst(request, READER).catch(() => (request.mode === 'navigate' ? caches.match(offlinePage(url)) : Response.error())),
    );
    return;
  }
  // Route discovery asks the server which routes a link leads to: kept, so the reader's links work offline.
  if (url.pathname === '/__manifest') {
    event.respondWith(networkFirst(request, SHELL).catch(() => Response.error()));
    return;
  }
  if (request.mode === 'navigate') {
    event.respondWith(fetch(request).catch(() => caches.match(offlinePage(url))));
  }
});
