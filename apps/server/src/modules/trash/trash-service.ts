import { TRASH_KINDS, purgeAt, purgeCutoff, trashTitleOf } from '@doita/shared';
import type { Image, TrashItem, TrashKind, TrashList, TrashRestoreResponse } from '@doita/shared';
import type { Transact } from '../../db/transactions.js';
import type { Clock } from '../../lib/clock.js';
import { notFound } from '../../lib/errors.js';
import type { RealtimeHub } from '../../lib/events.js';
import { coupleTopic } from '../../lib/events.js';
import type { ImageRow, UploadsRepository, UploadsService } from '../uploads/index.js';
import type { Caller, UserWithCouple } from '../users/index.js';
import type { TrashRepository, TrashViewer, TrashedRow } from './trash-repository.js';

export interface TrashServiceDeps {
  trash: Pick<TrashRepository, 'list'>;
  transact: Transact<{ trash: TrashRepository; uploads: UploadsRepository }>;
  uploadsService: Pick<UploadsService, 'free' | 'deleteFiles' | 'toImage'>;
  events: Pick<RealtimeHub, 'publish'>;
  clock: Clock;
}

export type TrashService = ReturnType<typeof createTrashService>;

/** the most a trash answers: 30 days of deleting is rarely more */
export const TRASH_LIST_LIMIT = 500;
/** items purged per table per transaction */
const PURGE_BATCH = 100;

const MESSAGES = {
  restored: 'Restored',
  deleted: 'Deleted for good',
} as const;

const itemNotFound = () => notFound('Item not found in the trash');
/** whose trash, as it stands at `now`: what had its 30 days is no longer in it */
const viewerOf = (user: UserWithCouple, now: Date): TrashViewer => ({
  userId: user.id,
  coupleId: user.coupleId,
  keptSince: purgeCutoff(now),
});

function toItem(row: TrashedRow, sign: (image: ImageRow) => Image): TrashItem {
  const picture = row.picture && sign(row.picture);
  return {
    ...(picture !== undefined ? { picture } : {}),
    kind: row.kind,
    id: row.id,
    title: row.kind === 'comment' ? trashTitleOf(row.title) : row.title,
    deletedAt: row.deletedAt.toISOString(),
    purgeAt: purgeAt(row.deletedAt).toISOString(),
  };
}

/**
 * The trash: what a person deleted, for 30 days. Whoever deleted an item
 * sees it here and may restore it or delete it for good; anyone else gets 404, as for
 * every other read of a trashed item. Photos stay with a trashed memory or post and are
 * freed when it is deleted for good (by hand or by the purge), files after the commit.
 */
export function createTrashService(deps: TrashServiceDeps) {
  const { trash, transact, uploadsService, events, clock } = deps;

  /** the couple's lists change with a reminder: the partner's open pages reload */
  function announce(user: UserWithCouple, kind: TrashKind) {
    if (kind === 'reminder' && user.coupleId) {
      events.publish({ topic: coupleTopic(user.coupleId), event: 'reminders' });
    }
  }

  return {
    async list(user: Caller): Promise<TrashList> {
      const rows = await trash.list(viewerOf(user, clock.now()), TRASH_LIST_LIMIT);
      // Links of the trash's own: they open while the item is in its deleter's trash, only.
      const sign = (image: ImageRow) => uploadsService.toImage(image, user, { trash: true });
      return { items: rows.map((row) => toItem(row, sign)) };
    },

    async restore(
      user: UserWithCouple,
      kind: TrashKind,
      id: string,
    ): Promise<TrashRestoreResponse> {
      const restored = await transact((tx) =>
        tx.trash.restore(kind, id, viewerOf(user, clock.now())),
      );
      if (!restored) throw itemNotFound();
      announce(user, kind);
      return { message: MESSAGES.restored, item: { kind, id } };
    },

    async remove(user: UserWithCouple, kind: TrashKind, id: string): Promise<{ message: string }> {
      const viewer = viewerOf(user, clock.now());
      const files = await transact(async (tx) => {
        if (!(await tx.trash.lockMine(kind, id, viewer))) throw itemNotFound();
        const photos = await tx.trash.photosOf(kind, [id]);
        await tx.trash.remove(kind, id, viewer);
        return uploadsService.free(tx.uploads, photos);
      });
      await uploadsService.deleteFiles(files);
      return { message: MESSAGES.deleted };
    },

    /**
     * Deletes for good what has been in the trash longer than 30 days, a batch per
     * transaction, photos freed with it; returns how many items went. Several servers may
     * run it at once: an item is deleted once, and a restore that comes first wins.
     */
    async purgeDue(): Promise<number> {
      const cutoff = purgeCutoff(clock.now());
      let purged = 0;
      for (const kind of TRASH_KINDS) {
        for (;;) {
          const { count, files } = await transact(async (tx) => {
            // locked: a restore of one of them waits, then finds it gone (404)
            const ids = await tx.trash.dueBefore(kind, cutoff, PURGE_BATCH);
            const photos = await tx.trash.photosOf(kind, ids);
            await tx.trash.removeDue(kind, ids);
            return { count: ids.length, files: await uploadsService.free(tx.uploads, photos) };
          });
          await uploadsService.deleteFiles(files);
          purged += count;
          if (count < PURGE_BATCH) break;
        }
      }
      return purged;
    },
  };
}
