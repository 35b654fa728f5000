import type { FastifyInstance } from 'fastify';
import { createScheduler } from '../../lib/scheduler.js';
import type { Scheduler } from '../../lib/scheduler.js';
import type { TrashService } from './trash-service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** the trash purge: server.ts starts it; tests call runOnce() with their clock */
    trashPurge: Scheduler;
  }
}

/** once an hour: an item is deleted for good within an hour of its 30 days */
export const TRASH_PURGE_EVERY_MS = 60 * 60_000;

/**
 * Deletes for good what has been in the trash for 30 days (trash-service `purgeDue`), at
 * start and then every hour. Several servers may run it: each batch locks its rows.
 */
export function registerTrashPurge(app: FastifyInstance, trashService: TrashService): void {
  const purge = createScheduler({
    intervalMs: TRASH_PURGE_EVERY_MS,
    task: async () => {
      const purged = await trashService.purgeDue();
      if (purged > 0) app.log.info({ purged }, 'trash purged');
      return purged;
    },
    onError: (error) => app.log.error({ err: error }, 'trash purge failed'),
  });
  app.decorate('trashPurge', purge);
  app.addHook('onClose', async () => {
    await purge.stop();
  });
}
