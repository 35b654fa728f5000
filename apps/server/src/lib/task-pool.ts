/**
 * A bounded pool for work that waits on someone else's server (push deliveries): at most
 * `concurrency` tasks run at once, at most `perKey` of them for one key (one user), and
 * the queue is served round-robin across keys, so one user's thousand pushes take their
 * turn beside everyone else's instead of ahead of them. Queues are capped overall and
 * per key: what does not fit is not run (the caller hears `null`), so memory stays flat
 * however much is asked of it.
 */
export interface TaskPoolOptions {
  concurrency: number;
  /** tasks of one key running at once */
  perKey: number;
  /** tasks waiting, all keys together */
  maxQueued: number;
  /** tasks of one key waiting */
  maxQueuedPerKey: number;
}

export interface TaskPool {
  /** `task`'s result, or null when the queue was full and it never ran */
  run<T>(key: string, task: () => Promise<T>): Promise<T | null>;
  readonly active: number;
  readonly queued: number;
}

interface Waiting {
  start: () => void;
}

export function createTaskPool(options: TaskPoolOptions): TaskPool {
  const queues = new Map<string, Waiting[]>();
  const activeByKey = new Map<string, number>();
  let active = 0;
  let queued = 0;

  function dispatch(): void {
    while (active < options.concurrency && queued > 0) {
      let picked: [string, Waiting] | undefined;
      for (const [key, waiting] of queues) {
        if ((activeByKey.get(key) ?? 0) >= options.perKey) continue;
        const next = waiting.shift();
        // Round-robin: the key goes to the back of the line (or leaves it, emptied).
        queues.delete(key);
        if (waiting.length > 0) queues.set(key, waiting);
        if (next) picked = [key, next];
        break;
      }
      if (!picked) return;
      queued--;
      picked[1].start();
    }
  }

  return {
    get active() {
      return active;
    },
    get queued() {
      return queued;
    },
    run<T>(key: string, task: () => Promise<T>): Promise<T | null> {
      const waiting = queues.get(key) ?? [];
      if (queued >= options.maxQueued || waiting.length >= options.maxQueuedPerKey)
        return Promise.resolve(null);
      return new Promise<T | null>((resolve, reject) => {
        waiting.push({
          start: () => {
            active++;
            activeByKey.set(key, (activeByKey.get(key) ?? 0) + 1);
            task()
              .then(resolve, reject)
              .finally(() => {
                active--;
                const left = (activeByKey.get(key) ?? 1) - 1;
                if (left > 0) activeByKey.set(key, left);
                else activeByKey.delete(key);
                dispatch();
              });
          },
        });
        if (!queues.has(key)) queues.set(key, waiting);
        queued++;
        dispatch();
      });
    },
  };
}
