import { startTransition, useCallback, useState, type ComponentType } from 'react';
import { withChunkReload } from './chunk-reload';

/**
 * A component kept out of the first chunk, loaded when it is first wanted: keeps heavy UI
 * libraries (Radix menus and dialogs) off the first screen's code and its first seconds.
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

/**
 * The deferred component once loaded (null before), and `load` to ask for it. Nothing loads by
 * itself: the caller asks when the user reaches for it (a hover, a focus, a press) or when the
 * app needs it (a modal opening). Loaded at idle instead, these chunks' evaluation and the swap
 * were the longest tasks after a phone's first screen on pages where most visits never open a
 * menu; after the first visit the service worker holds their files, so a first open costs
 * their evaluation alone.
 */
export function useDeferred<P>(deferred: Deferred<P>) {
  const [component, setComponent] = useState<ComponentType<P> | null>(() => deferred.peek());

  const load = useCallback(() => {
    deferred
      .preload()
      // A transition: the swap renders in slices that yield to the page instead of in one
      // long task.
      .then((loaded) => startTransition(() => setComponent(() => loaded)))
      .catch((error: unknown) => console.error(error));
  }, [deferred]);

  return { Component: component, load };
}
