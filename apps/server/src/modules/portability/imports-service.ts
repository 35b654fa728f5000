import { randomUUID } from 'node:crypto';
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { ERROR_CODES, ERROR_MESSAGES, emptyImportCounts } from '@doita/shared';
import type { ImportCounts, ImportJob } from '@doita/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { ImportJobRow } from './portability-schema.js';
import type { Transact } from '../../db/transactions.js';
import type { BackgroundTasks } from '../../lib/background.js';
import { HttpError, notFound } from '../../lib/errors.js';
import { ArchiveError } from './archive-reader.js';
import { createArchiveImporter } from './import-archive.js';
import { writeJobStatus } from './job-status.js';
import type { ArchiveImporterDeps, ImportRepositories } from './import-archive.js';
import type { PortabilityRepository } from './portability-repository.js';

export interface ImportsServiceDeps extends ArchiveImporterDeps {
  /** the import's own, and a job's start: looked at and added to under the person's lock */
  transact: Transact<
    ImportRepositories & {
      portability: Pick<
        PortabilityRepository,
        'lockImportsOf' | 'hasUnfinishedImport' | 'insertImportJob'
      >;
    }
  >;
  background: BackgroundTasks;
  log: Pick<FastifyBaseLogger, 'error' | 'warn' | 'info'>;
  /** DATA_DIR/imports: the ZIPs waiting for their job */
  importsDir: string;
}

export type ImportsService = ReturnType<typeof createImportsService>;

/** A job's counts as stored; jobs from before held items existed have none held. */
function countsOf(stored: ImportJobRow['counts']): ImportCounts {
  const counts = emptyImportCounts();
  for (const kind of Object.keys(counts) as (keyof ImportCounts)[]) {
    const pair = stored?.[kind];
    if (pair) counts[kind] = { added: pair.added, skipped: pair.skipped, held: pair.held ?? 0 };
  }
  return counts;
}
export const importNotFound = () => notFound('Import not found');
const importRunning = () =>
  new HttpError(409, ERROR_CODES.importRunning, ERROR_MESSAGES.importRunning);

/**
 * Imports: the ZIP is kept on disk while a background job checks it
 * whole (names, sizes, data.json within its bounds and its version, every photo it names),
 * re-processes the photos through the upload pipeline, then writes every row in one
 * transaction. A failure at any step changes nothing: the uploads made so far are freed
 * with their files. It writes only as the importer: what the archive says the partner
 * wrote is held for the partner to accept or decline (import-offers-service.ts).
 */
export function createImportsService(deps: ImportsServiceDeps) {
  const { portability, transact, clock, background, log, importsDir } = deps;
  const fileOf = (id: string) => path.join(importsDir, `${id}.zip`);
  const importArchive = createArchiveImporter(deps);

  function toImportJob(row: ImportJobRow): ImportJob {
    return {
      id: row.id,
      status: row.status,
      progress: row.progress,
      counts: countsOf(row.counts),
      error: row.error ?? null,
      createdAt: row.createdAt.toISOString(),
    };
  }

  async function run(jobId: string, userId: string): Promise<void> {
    let counts: ImportCounts | undefined;
    let failure: { code: string; message: string } | undefined;
    try {
      await portability.updateJob('import', jobId, { status: 'running', progress: 5 }, clock.now());
      counts = await importArchive(fileOf(jobId), jobId, userId);
    } catch (error) {
      const known = error instanceof ArchiveError;
      if (!known) log.error({ err: error, importId: jobId }, 'import failed');
      failure = known
        ? { code: error.code, message: error.message }
        : { code: 'INTERNAL', message: 'The import could not be completed; nothing was changed' };
    } finally {
      await rm(fileOf(jobId), { force: true });
    }
    // Its last word is written apart from the import's own failure: a moment without the
    // database here must neither leave the job running (refusing the person's next import)
    // nor call an import that was written "failed, nothing changed".
    const last = counts
      ? { status: 'ready' as const, progress: 100, counts }
      : { status: 'failed' as const, counts: emptyImportCounts(), error: failure ?? null };
    await writeJobStatus(() => portability.updateJob('import', jobId, last, clock.now()), log, {
      kind: 'import',
      id: jobId,
    });
  }

  return {
    /** where the route writes the uploaded ZIP before `start` */
    fileOf,
    newId: () => randomUUID(),

    /**
     * One import of a person at a time: a second, sent while the first waits or runs, would
     * read what is here before the first wrote it and write it again (its held items offered
     * twice), or fail behind the first's transaction. It is refused (409), the first untouched.
     */
    async start(userId: string, id: string) {
      const started = await transact(async (tx) => {
        await tx.portability.lockImportsOf(userId);
        if (await tx.portability.hasUnfinishedImport(userId)) return false;
        await tx.portability.insertImportJob({ id, userId, createdAt: clock.now() });
        return true;
      });
      if (!started) throw importRunning();
      background.run('import', () => run(id, userId));
      return { import: { id, status: 'pending' as const } };
    },

    /** before the upload: a refusal known already need not wait for gigabytes to arrive */
    async refuseWhileRunning(userId: string) {
      if (await portability.hasUnfinishedImport(userId)) throw importRunning();
    },

    async get(userId: string, id: string) {
      const row = await portability.findImportJob(id, userId);
      if (!row) throw importNotFound();
      return { import: toImportJob(row) };
    },

    /** At start (after failInterrupted): ZIPs of imports that will never run are removed. */
    async sweepFiles() {
      const names = await readdir(importsDir).catch(() => [] as string[]);
      await Promise.all(names.map((name) => rm(path.join(importsDir, name), { force: true })));
    },

    async failInterrupted() {
      const now = clock.now();
      return portability.failUnfinished(
        'import',
        new Date(now.getTime() + 1000),
        {
          code: 'INTERRUPTED',
          message: 'The server stopped during the import: nothing was changed, try again',
        },
        now,
      );
    },
  };
}
