declare module 'fastify' {
  interface FastifyInstance {
    /** the reminder scheduler: server.ts starts it; tests call runOnce() with their clock */
    reminderScheduler: Scheduler;
  }
}

/**
 * A loop that runs a task, waits `intervalMs`, runs it again: never two runs at once.
 * The first run is at start, so a server that was down catches up at once.
 */
export interface Scheduler {
  start(): void;
  /** waits for a run in progress */
  stop(): Promise<void>;
  /** one run now (the tests' lever); resolves with the task's result */
  runOnce(): Promise<number>;
}

export function createScheduler(options: {
  intervalMs: number;
  task: () => Promise<number>;
  onError: (error: unknown) => void;
}): Scheduler {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<number> | null = null;
  let started = false;

  const runOnce = (): Promise<number> => {
    running ??= options.task().finally(() => {
      running = null;
    });
    return running;
  };

  const loop = () => {
    void runOnce()
      .catch((error: unknown) => {
        options.onError(error);
        return 0;
      })
      .then(() => {
        if (started) timer = setTimeout(loop, options.intervalMs);
      });
  };

  return {
    start() {
      if (started || options.intervalMs <= 0) return;
      started = true;
      loop();
    },
    async stop() {
      started = false;
      clearTimeout(timer);
      await running?.catch(() => undefined);
    },
    runOnce,
  };
}
