import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ServiceWorkerModule from '../service-worker';

/**
 * jsdom has no service worker: `register` is a stand-in here (a real Chromium installs the
 * real one in the e2e suite, offline.spec.ts); what is tested is when it is asked for.
 */
type Module = typeof ServiceWorkerModule;

let register: ReturnType<typeof vi.fn>;
/** the page's `navigator.serviceWorker`: its controller and its listeners */
let container: EventTarget & {
  register: typeof register;
  controller: { postMessage: ReturnType<typeof vi.fn> } | null;
};
let idleCallbacks: (() => void)[];

async function load(): Promise<Module> {
  vi.resetModules();
  return import('../service-worker');
}

function setReadyState(state: DocumentReadyState) {
  Object.defineProperty(document, 'readyState', { configurable: true, get: () => state });
}

beforeEach(() => {
  vi.stubEnv('PROD', true);
  register = vi.fn(() => Promise.resolve({ scope: '/' }));
  container = Object.assign(new EventTarget(), { register, controller: null });
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: container });
  idleCallbacks = [];
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => {
    idleCallbacks.push(callback);
    return idleCallbacks.length;
  });
  setReadyState('complete');
});

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
  Reflect.deleteProperty(document, 'readyState');
  vi.useRealTimers();
});

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the service worker waits for the first screen', () => {
  it('registers only once the page has loaded, its answers are in and the browser is idle', async () => {
    setReadyState('loading');
    const { registerServiceWorkerWhenSettled } = await load();
    let answer: () => void = () => undefined;
    registerServiceWorkerWhenSettled(new Promise<void>((resolve) => (answer = resolve)));
    await flush();
    expect(idleCallbacks).toHaveLength(0);

    setReadyState('complete');
    window.dispatchEvent(new Event('load'));
    await flush();
    // loaded, the answers still out
    expect(idleCallbacks).toHaveLength(0);

    answer();
    await flush();
    expect(idleCallbacks).toHaveLength(1);
    expect(register).not.toHaveBeenCalled();

    idleCallbacks[0]?.();
    await flush();
    expect(register).toHaveBeenCalledExactlyOnceWith('/sw.js', { scope: '/' });
  });

  it('answers already in still wait for the page to load', async () => {
    setReadyState('loading');
    const { registerServiceWorkerWhenSettled } = await load();
    registerServiceWorkerWhenSettled(Promise.resolve());
    await flush();
    expect(idleCallbacks).toHaveLength(0);
    setReadyState('complete');
    window.dispatchEvent(new Event('load'));
    await flush();
    expect(idleCallbacks).toHaveLength(1);
  });

  it('still registers when waiting for the answers failed', async () => {
    const { registerServiceWorkerWhenSettled } = await load();
    registerServiceWorkerWhenSettled(Promise.reject(new Error('offline')));
    await flush();
    idleCallbacks[0]?.();
    await flush();
    expect(register).toHaveBeenCalledOnce();
  });

  it('without an idle callback (Safari), a second after the answers', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const { registerServiceWorkerWhenSettled } = await load();
    registerServiceWorkerWhenSettled(Promise.resolve());
    await vi.advanceTimersByTimeAsync(999);
    expect(register).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(register).toHaveBeenCalledOnce();
  });

  it('what needs the worker sooner registers it at once, and only once', async () => {
    const { registerServiceWorker, registerServiceWorkerWhenSettled } = await load();
    registerServiceWorkerWhenSettled(Promise.resolve());
    const [first, second] = await Promise.all([registerServiceWorker(), registerServiceWorker()]);
    expect(first).toEqual({ scope: '/' });
    expect(second).toBe(first);
    idleCallbacks[0]?.();
    await flush();
    expect(register).toHaveBeenCalledOnce();
  });

  it('a registration that failed (offline on a first visit) is tried again on the next ask', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    register.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const { registerServiceWorker } = await load();
    await expect(registerServiceWorker()).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledOnce();
    await expect(registerServiceWorker()).resolves.toEqual({ scope: '/' });
    expect(register).toHaveBeenCalledTimes(2);
  });

  it('does nothing in a browser without service workers, or in development', async () => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
    let module = await load();
    module.registerServiceWorkerWhenSettled(Promise.resolve());
    await expect(module.registerServiceWorker()).resolves.toBeUndefined();

    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { register } });
    vi.stubEnv('PROD', false);
    module = await load();
    module.registerServiceWorkerWhenSettled(Promise.resolve());
    await expect(module.registerServiceWorker()).resolves.toBeUndefined();
    await flush();
    expect(idleCallbacks).toHaveLength(0);
    expect(register).not.toHaveBeenCalled();
  });
});

const origin = window.location.origin;
function loadedResources(...names: string[]) {
  vi.spyOn(performance, 'getEntriesByType').mockImplementation((type: string) =>
    type === 'resource'
      ? names.map((name) => ({ name, entryType: 'resource' }) as PerformanceEntry)
      : [],
  );
}

describe('photos a first visit showed before the worker took the page over', () => {
  const photo = `${origin}/api/files/abc_123-x/320.webp?exp=1&sig=s`;

  it('are the page’s own photo renditions, each once, oldest first', async () => {
    loadedResources(
      photo,
      `${origin}/assets/index-1.js`,
      `${origin}/api/files/abc_123-x/original.jpg?sig=s`,
      `https://elsewhere.example/api/files/abc/320.webp`,
      `${origin}/api/files/def/960.webp?sig=t`,
      photo,
    );
    const { seenRenditions } = await load();
    expect(seenRenditions()).toEqual([photo, `${origin}/api/files/def/960.webp?sig=t`]);
  });

  it('are handed to the worker when it takes the page over', async () => {
    loadedResources(photo);
    const { registerServiceWorker } = await load();
    await registerServiceWorker();
    const postMessage = vi.fn();
    container.controller = { postMessage };
    container.dispatchEvent(new Event('controllerchange'));
    container.dispatchEvent(new Event('controllerchange'));
    expect(postMessage).toHaveBeenCalledExactlyOnceWith({ type: 'doita:keep-seen', urls: [photo] });
  });

  it('are not sent when the page was already the worker’s, or showed none', async () => {
    const postMessage = vi.fn();
    container.controller = { postMessage };
    loadedResources(photo);
    let module = await load();
    await module.registerServiceWorker();
    container.dispatchEvent(new Event('controllerchange'));

    container.controller = null;
    loadedResources();
    module = await load();
    await module.registerServiceWorker();
    container.controller = { postMessage };
    container.dispatchEvent(new Event('controllerchange'));
    expect(postMessage).not.toHaveBeenCalled();
  });

  it('are forgotten when the offline copies are cleared (sign-out, another account)', async () => {
    vi.stubGlobal('caches', { delete: vi.fn(() => Promise.resolve(true)) });
    const clearResourceTimings = vi.spyOn(performance, 'clearResourceTimings');
    const { clearOfflineReading } = await import('../offline/clear');
    await clearOfflineReading();
    expect(clearResourceTimings).toHaveBeenCalledOnce();
  });
});
