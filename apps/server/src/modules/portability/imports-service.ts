import { randomUUID } from 'node:crypto';
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { emptyImportCounts } from '@doita/shared';
import type { ImportCounts, ImportJob } from '@doita/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { ImportJobRow } from './portability-schema.js';
import type { BackgroundTasks } from '../../lib/background.js';
import { notFound } from '../../lib/errors.js';
import { ArchiveError } from './archive-reader.js';
import { createArchiveImporter } from './import-archive.js';
import type { ArchiveImporterDeps } from './import-archive.js';

export interface ImportsServiceDeps extends ArchiveImporterDeps {
  background: BackgroundTasks;
  log: Pick<FastifyBaseLogger, 'error' | 'info'>;
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

/**
 * Imports: the ZIP is kept on disk while a background job checks it
 * whole (names, sizes, data.json within its bounds and its version, every photo it names),
 * re-processes the photos through the upload pipeline, then writes every row in one
 * transaction. A failure at any step changes nothing: the uploads made so far are freed
 * with their files. It writes only as the importer: what the archive says the partner
 * wrote is held for the partner to accept or decline (import-offers-service.ts).
 */
export function createImportsService(deps: ImportsServiceDeps) {
  const { portability, clock, background, log, importsDir } = deps;
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
    try {
      await portability.updateJob('import', jobId, { status: 'running', progress: 5 }, clock.now());
      const counts = await importArchive(fileOf(jobId), jobId, userId);
      await portability.updateJob(
        'import',
        jobId,
        { status: 'ready', progress: 100, counts },
        clock.now(),
      );
    } catch (error) {
      const known = error instanceof ArchiveError;
      if (!known) log.error({ err: error, importId: jobId }, 'import failed');
      await portability.updateJob(
        'import',
        jobId,
        {
          status: 'failed',
          counts: emptyImportCounts(),
          error: known
            ? { code: error.code, message: error.message }
            : {
                code: 'INTERNAL',
                message: 'The import could not be completed; nothing was changed',
              },
        },
        clock.now(),
      );
    } finally {
      await rm(fileOf(jobId), { force: true });
    }
  }

  return {
    /** where the route writes the uploaded ZIP before `start` */
    fileOf,
    newId: () => randomUUID(),

    async start(userId: string, id: string) {
      await portability.insertImportJob({ id, userId, createdAt: clock.now() });
      background.run('import', () => run(id, userId));
      return { import: { id, status: 'pending' as const } };
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
