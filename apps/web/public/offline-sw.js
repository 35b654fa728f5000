/* Offline reading and writing for Đôi Ta's service worker (imported by the generated sw.js
 * before Workbox's own routes, so its fetch listener answers first).
 *
 * - Photo renditions (/api/files/<id>/<width>.webp, width at most 960) a signed-in person
 *   was handed are kept in the cache `doita-renditions` for when the network is gone, keyed
 *   by their path without the signature (a URL is signed again every hour), least recently
 *   used first out: at most 300 files and 50 MB (the Cache API lists keys in insertion
 *   order, so a use puts one back at the end).
 * - The network answers first. Whether a photo may still be seen is the server's to say
 *   (trash, a disconnect, a revoked link, a signed-out session end it within a minute), so
 *   the copy stands in only when the network cannot answer: offline, or nothing within
 *   NETWORK_WAIT_MS. A refusal deletes the copy.
 * - A guest's photos (a share link's, a public post's) and the trash's are never kept: a
 *   guest never signs out, and nothing would ever clear them.
 * - Photos the page showed before this worker took it over (a first visit: the worker is
 *   installed once the first screen is done) were fetched past it: when it takes over, the
 *   page posts { type: 'doita:keep-seen', urls } and they are stored the same way (from the
 *   browser's HTTP cache, mostly), at most MAX_SEEN of them, evicting once at the end.
 * - The page posts { type: 'doita:clear-offline' } at sign-out and on an account switch:
 *   the cache goes, so one person's photos never show to another.
 * - Background Sync: the page registers the tag `doita-outbox` while writes wait to be
 *   sent; when the network returns the browser wakes this worker, which asks the open
 *   pages to send them (the queue and the session live in the page).
 */
/* eslint-disable no-undef */
const RENDITIONS = 'doita-renditions';
const MAX_ENTRIES = 300;
const MAX_BYTES = 50 * 1024 * 1024;
const MAX_WIDTH = 960;
const SIZE_HEADER = 'x-doita-size';
const RENDITION = /^\/api\/files\/[A-Za-z0-9_-]+\/(\d+)\.webp$/;
const MAX_SEEN = 100;
const NETWORK_WAIT_MS = 6000;

/**
 * The cache key of a rendition this worker may keep, or null. A signed URL names the person
 * it was handed to (`v`); one without (a guest's), for a share link (`l`) or for the trash
 * (`t`) is left to the network alone.
 */
function renditionKey(request) {
  if (request.method !== 'GET') return null;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return null;
  const match = RENDITION.exec(url.pathname);
  if (!match || Number(match[1]) > MAX_WIDTH) return null;
  const grant = url.searchParams;
  if (!grant.get('v') || grant.has('l') || grant.has('t')) return null;
  return new Request(url.origin + url.pathname);
}

async function evict(cache) {
  const keys = await cache.keys();
  let total = 0;
  const sizes = [];
  for (const key of keys) {
    const response = await cache.match(key);
    const size = Number(response?.headers.get(SIZE_HEADER)) || 0;
    sizes.push(size);
    total += size;
  }
  let index = 0;
  let count = keys.length;
  while ((count > MAX_ENTRIES || total > MAX_BYTES) && index < keys.length) {
    await cache.delete(keys[index]);
    total -= sizes[index];
    count -= 1;
    index += 1;
  }
}

async function put(cache, key, response) {
  const blob = await response.blob();
  const headers = new Headers(response.headers);
  headers.set(SIZE_HEADER, String(blob.size));
  await cache.delete(key);
  await cache.put(key, new Response(blob, { status: 200, headers }));
}

async function store(cache, key, response) {
  await put(cache, key, response);
  await evict(cache);
}

/** The renditions the page showed before this worker answered its requests. */
async function keepSeen(urls) {
  if (!Array.isArray(urls)) return;
  const cache = await caches.open(RENDITIONS);
  let added = 0;
  for (const url of urls.slice(-MAX_SEEN)) {
    if (typeof url !== 'string') continue;
    const key = renditionKey(new Request(url, { credentials: 'same-origin' }));
    if (!key || (await cache.match(key))) continue;
    try {
      const response = await fetch(url, { credentials: 'same-origin' });
      if (!response.ok) continue;
      await put(cache, key, response);
      added += 1;
    } catch {
      // offline again, or the signature ran out: that photo is simply not kept
    }
  }
  if (added) await evict(cache);
}

/** the network's answer, or null when there is none within `ms` */
function networkWithin(request, ms) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => resolve(null), ms);
    fetch(request).then(
      (response) => {
        clearTimeout(timer);
        resolve(response);
      },
      (error) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

async function rendition(event, key) {
  const cache = await caches.open(RENDITIONS);
  const offline = self.navigator && self.navigator.onLine === false;
  let response = null;
  if (!offline) {
    try {
      // without a copy to fall back on, wait for the network as long as it takes
      const copy = await cache.match(key);
      response = copy
        ? await networkWithin(event.request, NETWORK_WAIT_MS)
        : await fetch(event.request);
    } catch {
      response = null;
    }
  }
  if (response && response.ok) {
    // after the answer; a failure to store only means no offline copy
    event.waitUntil(store(cache, key, response.clone()).catch(() => undefined));
    return response;
  }
  if (response && response.status < 500) {
    // the server says no more: the copy goes with the access
    event.waitUntil(cache.delete(key).catch(() => undefined));
    return response;
  }
  // offline, no answer in time, or a server in trouble (a 5xx refuses nobody)
  const cached = await cache.match(key);
  if (!cached) return response || Response.error();
  // the most recently used goes to the end of the list
  const copy = cached.clone();
  event.waitUntil(cache.delete(key).then(() => cache.put(key, copy)));
  return cached;
}

self.addEventListener('fetch', (event) => {
  const key = renditionKey(event.request);
  if (key) event.respondWith(rendition(event, key));
});

self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'doita:clear-offline') {
    event.waitUntil(caches.delete(RENDITIONS));
  }
  if (event.data && event.data.type === 'doita:keep-seen') {
    event.waitUntil(keepSeen(event.data.urls).catch(() => undefined));
  }
});

self.addEventListener('sync', (event) => {
  if (event.tag !== 'doita-outbox') return;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      for (const client of windows) client.postMessage({ type: 'doita:flush-outbox' });
    }),
  );
});
