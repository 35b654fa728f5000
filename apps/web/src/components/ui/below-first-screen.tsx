import { Suspense, use, type ReactNode } from 'react';

/** A promise React's `use` reads without suspending once it has settled (its `status`). */
type Settled = Promise<void> & { status?: 'fulfilled' };

let firstScreen: Settled | undefined;

/**
 * Settles once the frame after the app's first commit has been painted (asked for by the
 * first render that holds a `BelowFirstScreen`), and stays settled for the app's life.
 */
function firstScreenPainted(): Settled {
  if (firstScreen) return firstScreen;
  let resolve!: () => void;
  const promise: Settled = new Promise<void>((settle) => (resolve = settle));
  const settle = () => {
    promise.status = 'fulfilled';
    resolve();
  };
  // the frame's callbacks run before its paint: the timeout after them runs once it is painted
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(settle));
  else setTimeout(settle);
  firstScreen = promise;
  return promise;
}

/** A new start of the app, as far as this module knows (the tests of this module start one). */
export function resetFirstScreen(): void {
  firstScreen = undefined;
}

/** The first screen as painted: what renders next is a later screen (tests of later screens). */
export function settleFirstScreen(): void {
  const settled: Settled = Promise.resolve();
  settled.status = 'fulfilled';
  firstScreen = settled;
}

function AfterFirstScreen({ children }: { children: ReactNode }) {
  // React reads a settled promise's `status` and does not suspend on it
  use(firstScreenPainted() as Promise<void>);
  return children;
}

/**
 * What sits below the first screen when the app starts: drawn in a commit of its own, in the
 * task after the first screen is painted, so a phone draws the screen it shows first instead
 * of the whole page in one long task (React's Suspense: the first commit holds `fallback`,
 * which should keep the place the content takes). Once the app's first screen is painted,
 * it draws at once, with the rest: later pages are not held back.
 */
export function BelowFirstScreen({
  children,
  fallback = null,
}: {
  children: ReactNode;
  fallback?: ReactNode;
}) {
  return (
    <Suspense fallback={fallback}>
      <AfterFirstScreen>{children}</AfterFirstScreen>
    </Suspense>
  );
}
