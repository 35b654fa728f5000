import { memo, useLayoutEffect, useRef, useState, type ReactNode } from 'react';

/**
 * The first screen drawn in turns (issue 19). On a phone, rendering the shell, the page and
 * every answer as it arrives took one task each of 100 to 500 ms, and the page could not
 * answer a tap until each was over. While the app starts, a part wrapped in `<Turn>` is
 * drawn, and redrawn when its parent hands it new content, in a task of its own, in the
 * order the parts asked: the page in pieces of tens of milliseconds, with the browser free
 * to paint and answer in between. `content` turns go first, `idle` ones (what draws nothing
 * the first screen needs: overlays, effects) once no content is waiting.
 *
 * Only the start is drawn in turns: the first tap or key, or `STARTUP_TURNS_MS`, ends it,
 * and every part waiting is drawn at once; from then on (and in tests, which never start
 * it) a Turn is its children, nothing more.
 */
export type TurnLane = 'content' | 'idle';

/** how long after the start, at most, the screen is still drawn in turns */
export const STARTUP_TURNS_MS = 10_000;

const lanes: Record<TurnLane, (() => void)[]> = { content: [], idle: [] };
let taking = false;
let posted = false;
let channel: MessageChannel | null = null;
let endTimer: ReturnType<typeof setTimeout> | undefined;

const ENDING_EVENTS = ['pointerdown', 'keydown'] as const;

/** Whether `idle` turns may go: the page's own answers are in (or no one said to wait). */
let idleOpen = true;

function next(): void {
  posted = false;
  const turn = lanes.content.shift() ?? (idleOpen ? lanes.idle.shift() : undefined);
  turn?.();
  if (lanes.content.length || (idleOpen && lanes.idle.length)) post();
}

/** Whether the first render has had its frame (turns then go back to back). */
let firstFramePassed = false;

/**
 * A task of its own (a message: no 4 ms clamp as nested timers have). The first waits for
 * a frame: the page's top, drawn by the first render, is painted before any turn (back to
 * back, the turns put that paint off, and the largest paint with it). Later ones do not
 * (a frame each restyled the whole page every time).
 */
function post(): void {
  if (posted) return;
  posted = true;
  const send = () => {
    if (typeof MessageChannel === 'undefined') {
      setTimeout(next, 0);
      return;
    }
    if (!channel) {
      channel = new MessageChannel();
      channel.port1.onmessage = next;
    }
    channel.port2.postMessage(null);
  };
  const hidden = typeof document === 'undefined' || document.visibilityState !== 'visible';
  if (firstFramePassed || hidden || typeof requestAnimationFrame !== 'function') {
    send();
    return;
  }
  firstFramePassed = true;
  requestAnimationFrame(send);
}

function enqueue(lane: TurnLane, turn: () => void): () => void {
  lanes[lane].push(turn);
  post();
  return () => {
    const queue = lanes[lane];
    const at = queue.indexOf(turn);
    if (at >= 0) queue.splice(at, 1);
  };
}

/** Whether the screen is being drawn in turns (the start). */
export function takingTurns(): boolean {
  return taking;
}

/** The start: parts wrapped in `<Turn>` draw in tasks of their own until `endTurns`. */
export function startTurns(
  maxMs: number = STARTUP_TURNS_MS,
  /**
   * Settles when the page's own answers are in: `idle` turns wait for it (what they load,
   * the event stream, the bell's lists, would share a slow network with the page's first
   * answers), and go anyway once the start ends.
   */
  idleAfter?: Promise<unknown>,
): void {
  if (taking || typeof window === 'undefined') return;
  taking = true;
  firstFramePassed = false;
  if (idleAfter) {
    idleOpen = false;
    const open = () => {
      idleOpen = true;
      if (lanes.idle.length) post();
    };
    void idleAfter.then(open, open);
  }
  for (const type of ENDING_EVENTS) window.addEventListener(type, endTurns, { capture: true });
  endTimer = setTimeout(endTurns, maxMs);
}

/** Someone is using the page (or the start is long over): everything waiting, drawn now. */
export function endTurns(): void {
  if (!taking) return;
  taking = false;
  idleOpen = true;
  // a turn's task still on its way finds nothing left, and nothing waits on it
  posted = false;
  clearTimeout(endTimer);
  for (const type of ENDING_EVENTS) window.removeEventListener(type, endTurns, { capture: true });
  const waiting = [...lanes.content.splice(0), ...lanes.idle.splice(0)];
  for (const turn of waiting) turn();
}

const NOT_YET = Symbol('not drawn yet');

/** The content last drawn: the same element again skips its whole subtree (memo). */
const Held = memo(function Held({ node }: { node: ReactNode }) {
  return <>{node}</>;
});

/**
 * `children`, drawn in a task of its own while the app starts (`fallback` until then:
 * give it the size of what comes, or nothing where nothing below would move), and redrawn
 * with new content likewise; afterwards, simply `children`.
 */
export function Turn({
  children,
  fallback = null,
  lane = 'content',
}: {
  children: ReactNode;
  fallback?: ReactNode;
  lane?: TurnLane;
}) {
  const [shown, setShown] = useState<ReactNode | typeof NOT_YET>(() =>
    taking ? NOT_YET : children,
  );
  const latest = useRef(children);
  const cancel = useRef<(() => void) | null>(null);

  useLayoutEffect(() => {
    // what the turn will draw: the content of the last render before it comes
    latest.current = children;
    if (!taking || shown === children || cancel.current) return;
    cancel.current = enqueue(lane, () => {
      cancel.current = null;
      setShown(() => latest.current);
    });
  });
  useLayoutEffect(() => () => cancel.current?.(), []);

  if (!taking) return <Held node={children} />;
  // one shape during the start and after it, so its end never remounts what is drawn
  return shown === NOT_YET ? <>{fallback}</> : <Held node={shown} />;
}
