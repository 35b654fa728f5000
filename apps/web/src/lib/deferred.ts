import { startTransition, useCallback, useEffect, useState, type ComponentType } from 'react';
import { withChunkReload } from './chunk-reload';

/**
 * A component kept out of the first chunk: loaded when the browser is idle after the first
 * paint, or at once when the user reaches for it. Keeps heavy UI libraries (Radix menus and
 * dialogs) off the first route's budget.
 */
export interface Deferred<P> {
  preload: () => Promise<ComponentType<P>>;
  peek: () => ComponentType<P> | null;
}

export function defer<P>(load: () => Promise<ComponentType<P>>): Deferred<P> {
  let component: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  return {
    preload: () => {
      pending ??= withChunkReload(load)().then(
        (loaded) => (component = loaded),
        (error: unknown) => {
          pending = null;
          throw error;
        },
      );
      return pending;
    },
    peek: () => component,
  };
}

type IdleHandle = { cancel: () => void };

function whenIdle(callback: () => void): IdleHandle {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(callback, { timeout: 1500 });
    return { cancel: () => window.cancelIdleCallback(id) };
  }
  const id = window.setTimeout(callback, 150);
  return { cancel: () => window.clearTimeout(id) };
}

/** The deferred component once loaded (null before), and `load` to ask for it now. */
export function useDeferred<P>(deferred: Deferred<P>, options: { idle?: boolean } = {}) {
  const idle = options.idle ?? true;
  const [component, setComponent] = useState<ComponentType<P> | null>(() => deferred.peek());

  const load = useCallback(() => {
    deferred
      .preload()
      // A transition: the swap renders in slices that yield to the page (a phone's first
      // seconds after the first screen), where an ordinary update renders in one long task.
      .then((loaded) => startTransition(() => setComponent(() => loaded)))
      .catch((error: unknown) => console.error(error));
  }, [deferred]);

  useEffect(() => {
    if (component || !idle) return;
    const handle = whenIdle(load);
    return () => handle.cancel();
  }, [component, idle, load]);

  return { Component: component, load };
}
