// Shortlist's service worker, written to `dist/sw.js` by `service-worker-plugin.ts`, which
// replaces the two constants below for each build. A new build gives a new VERSION, so browsers
// see a changed script, install it and leave it waiting; the page (`src/app/service-worker.ts`)
// asks the user to reload, then tells it to take over.
//
// What it caches, and why so little: the hashed build files (they never change and hold no
// user data) and one offline page per language. Pages, API answers, images and everything else
// go to the network untouched: an API answer may carry a signed-in user's data, and a cached
// page could outlive a sign-out or show another language's content.

const VERSION = '__SHORTLIST_VERSION__';
const LANGUAGES = ['__SHORTLIST_LANGUAGES__'];
const CACHE = `shortlist-${VERSION}`;
const offlinePage = (language) => `/offline/${language}.html`;

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(LANGUAGES.map(offlinePage))));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names
          .filter((name) => name.startsWith('shortlist-') && name !== CACHE)
          .map((name) => caches.delete(name)),
      );
      // Control the pages already open, so a first visit already gets the offline page.
      await self.clients.claim();
    })(),
  );
});

// The page sends this once the user agreed to reload into the new version.
self.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') self.skipWaiting();
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    event.respondWith(fetch(request).catch(() => offlineAnswer(url)));
    return;
  }
  if (url.pathname.startsWith('/assets/')) event.respondWith(hashedFile(request));
});

/** The offline page in the language of the URL (`/fr/...`), English otherwise. */
async function offlineAnswer(url) {
  const first = url.pathname.split('/')[1] ?? '';
  const language = LANGUAGES.includes(first) ? first : 'en';
  const cached = await caches.match(offlinePage(language), { cacheName: CACHE });
  return cached ?? Response.error();
}

/** Hashed files: from the cache, else from the network and kept. */
async function hashedFile(request) {
  const cache = await caches.open(CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok && response.type === 'basic') await cache.put(request, response.clone());
  return response;
}
