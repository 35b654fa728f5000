import type { Server } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';

/** how long requests in flight at a signal get to finish before their connections are cut */
export const SHUTDOWN_DRAIN_MS = 5_000;
/**
 * The process is gone by then, whatever still waits (a hook, the database, a socket): an
 * orchestrator's own grace period (Docker's and Kubernetes' 10 s) ends in SIGKILL, which
 * would cut a write midway instead.
 */
export const SHUTDOWN_DEADLINE_MS = 9_000;

export interface ShutdownDeps {
  server: Server;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** stops accepting, ends the event streams, waits for requests, closes what the app holds */
  close: () => Promise<void>;
  exit: (code: number) => void;
}

/**
 * The first SIGTERM/SIGINT shuts down gracefully and within SHUTDOWN_DEADLINE_MS; a second
 * one exits at once (an operator pressing Ctrl-C again means it).
 */
export function handleShutdownSignals(deps: ShutdownDeps): void {
  const { server, log, exit } = deps;
  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) {
      log.warn({ signal }, 'second signal: exiting now');
      exit(1);
      return;
    }
    closing = true;
    log.info({ signal }, 'shutting down: finishing in-flight requests');
    // Keep-alive sockets (browsers, fetch) would hold the close for their keep-alive
    // timeout: each goes as soon as its last response is sent.
    const dropIdle = setInterval(() => server.closeIdleConnections(), 100);
    const drain = setTimeout(() => {
      log.warn('shutting down: cutting the requests still in flight');
      server.closeAllConnections();
    }, SHUTDOWN_DRAIN_MS);
    const deadline = setTimeout(() => {
      log.error('shutdown did not finish in time: exiting');
      exit(1);
    }, SHUTDOWN_DEADLINE_MS);
    deps
      .close()
      .finally(() => {
        clearInterval(dropIdle);
        clearTimeout(drain);
      })
      .then(() => exit(0))
      .catch((error: unknown) => {
        log.error({ err: error }, 'shutdown failed');
        exit(1);
      })
      .finally(() => clearTimeout(deadline));
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}
