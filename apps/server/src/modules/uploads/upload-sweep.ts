import { UPLOAD_LIMITS } from '@doita/shared';
import type { Clock } from '../../lib/clock.js';
import { isSafeKey, uploadIdOfKey } from '../../lib/storage.js';
import type { FileStorage } from '../../lib/storage.js';
import { storageKeysOf } from './upload-files.js';
import type { UploadsRepository } from './uploads-repository.js';

export interface UploadSweepDeps {
  uploads: Pick<UploadsRepository, 'unusedBefore' | 'deleteUnused' | 'existing'>;
  storage: Pick<FileStorage, 'delete' | 'list'>;
  clock: Clock;
}

export type UploadSweep = ReturnType<typeof createUploadSweep>;

/**
 * A file no row names is left alone this long: an upload writes its files before its row,
 * and a slow one must not lose them mid-way.
 */
export const ORPHAN_GRACE_MS = 60 * 60_000;

/**
 * What the sweeper removes (upload-sweeper.ts runs it): uploads nothing took within a day,
 * rows then files; and files no row points at (a crash between writing files and the row,
 * or between a commit and its file removal). A file a row still names is never touched.
 */
export function createUploadSweep({ uploads, storage, clock }: UploadSweepDeps) {
  return {
    /** Removes uploads unused for a day, rows then files; returns how many went. */
    async unused(batch = 500): Promise<number> {
      const cutoff = new Date(clock.now().getTime() - UPLOAD_LIMITS.unusedLifetimeHours * 3600_000);
      let removed = 0;
      for (;;) {
        const candidates = await uploads.unusedBefore(cutoff, batch);
        if (!candidates.length) return removed;
        const gone = new Set(await uploads.deleteUnused(candidates.map((c) => c.id)));
        const keys = candidates.filter((c) => gone.has(c.id)).flatMap(storageKeysOf);
        await storage.delete(keys);
        removed += gone.size;
        if (candidates.length < batch) return removed;
      }
    },

    /** Removes stored files older than the grace that no row names; returns how many. */
    async orphans(graceMs = ORPHAN_GRACE_MS): Promise<number> {
      const cutoff = clock.now().getTime() - graceMs;
      let removed = 0;
      for await (const page of storage.list()) {
        const old = page.filter((f) => f.modifiedAt.getTime() < cutoff && isSafeKey(f.key));
        if (!old.length) continue;
        const ids = [...new Set(old.map((f) => uploadIdOfKey(f.key)))];
        const named = new Set((await uploads.existing(ids)).flatMap(storageKeysOf));
        const stray = old.map((f) => f.key).filter((key) => !named.has(key));
        await storage.delete(stray);
        removed += stray.length;
      }
      return removed;
    },
  };
}
