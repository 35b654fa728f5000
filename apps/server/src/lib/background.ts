declare module 'fastify' {
  interface FastifyInstance {
    /** mail and other work the answers do not wait for; drained on close */
    background: BackgroundTasks;
  }
}

/**
 * Work that must not hold up a response (sending mail): the reply does not wait,
 * so forgot-password answers in the same time whether or not it sends anything.
 * `drain()` on shutdown (and in tests) waits for what is still running.
 */
export interface BackgroundTasks {
  run(name: string, task: () => Promise<unknown>): void;
  drain(): Promise<void>;
}

export function createBackgroundTasks(
  onError: (name: string, error: unknown) => void,
): BackgroundTasks {
  const running = new Set<Promise<unknown>>();
  return {
    run(name, task) {
      const promise = Promise.resolve()
        .then(task)
        .catch((error: unknown) => onError(name, error))
        .finally(() => running.delete(promise));
      running.add(promise);
    },
    async drain() {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
  };
}
