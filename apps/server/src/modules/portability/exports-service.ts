import { randomUUID } from 'node:crypto';
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { ExportJob } from '@doita/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { BackgroundTasks } from '../../lib/background.js';
import { notFound } from '../../lib/errors.js';
import type { ExportJobRow } from './portability-schema.js';
import { createExportBuilder } from './export-builder.js';
import type { ExportBuilderDeps } from './export-builder.js';
import { writeJobStatus } from './job-status.js';

export interface ExportsServiceDeps extends ExportBuilderDeps {
  background: BackgroundTasks;
  log: Pick<FastifyBaseLogger, 'error' | 'warn' | 'info'>;
  /** DATA_DIR/exports: the finished ZIPs */
  exportsDir: string;
}

export type ExportsService = ReturnType<typeof createExportsService>;

export const JOB_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
export const exportNotFound = () => notFound('Export not found');
export const DOWNLOAD_PREFIX = '/api/exports';
/** DATA_DIR/exports/<id>.zip: where the worker writes an export's ZIP */
export const zipFileOf = (exportsDir: string, id: string) => path.join(exportsDir, `${id}.zip`);
/** every file an export may have on disk: its ZIP, or the part of it written so far */
export const exportFilesOf = (exportsDir: string, ids: readonly string[]) =>
  ids.flatMap((id) => [zipFileOf(exportsDir, id), `${zipFileOf(exportsDir, id)}.partial`]);
/** DATA_DIR/exports */
export const exportsDirOf = (dataDir: string) => path.join(dataDir, 'exports');

/**
 * Exports: a job row, then a background worker that writes the ZIP to
 * DATA_DIR/exports/<id>.zip (export-builder.ts). Its download goes through single-use
 * links (export-links-service.ts).
 */
export function createExportsService(deps: ExportsServiceDeps) {
  const { portability, clock, background, log, exportsDir } = deps;
  const fileOf = (id: string) => zipFileOf(exportsDir, id);
  const downloadPath = (id: string) => `${DOWNLOAD_PREFIX}/${id}/download`;
  const build = createExportBuilder(deps);

  function toExportJob(row: ExportJobRow): ExportJob {
    return {
      id: row.id,
      status: row.status,
      progress: row.progress,
      downloadUrl: row.status === 'ready' ? downloadPath(row.id) : null,
      error: row.error ?? null,
      createdAt: row.createdAt.toISOString(),
    };
  }

  async function setProgress(id: string, progress: number) {
    await portability.updateJob('export', id, { progress }, clock.now());
  }

  async function run(jobId: string, userId: string): Promise<void> {
    let size: number | undefined;
    try {
      await portability.updateJob('export', jobId, { status: 'running' }, clock.now());
      size = await build(userId, fileOf(jobId), (progress) => setProgress(jobId, progress));
    } catch (error) {
      log.error({ err: error, exportId: jobId }, 'export failed');
      await rm(fileOf(jobId), { force: true });
    }
    // Its last word is written apart from the build's failure: a moment without the
    // database must not leave the page waiting for an export that ended.
    const last =
      size === undefined
        ? {
            status: 'failed' as const,
            error: { code: 'INTERNAL', message: 'The export could not be built' },
          }
        : { status: 'ready' as const, progress: 100, size };
    await writeJobStatus(() => portability.updateJob('export', jobId, last, clock.now()), log, {
      kind: 'export',
      id: jobId,
    });
    if (size === undefined) return;
    // Its person deleted their account, or their couple changed, while it was being built:
    // no link will ever open it, so it is not kept.
    if (!(await portability.findDownloadableExport(jobId, userId))) {
      await rm(fileOf(jobId), { force: true });
    }
  }

  return {
    async start(userId: string) {
      const id = randomUUID();
      await portability.insertExportJob({ id, userId, createdAt: clock.now() });
      // One export kept per person: the older ZIPs go when a new one is asked for.
      const older = await portability.olderExports(userId, id);
      await Promise.all(older.map((old) => rm(fileOf(old), { force: true })));
      await portability.deleteExportJobs(older);
      background.run('export', () => run(id, userId));
      return { export: { id, status: 'pending' as const } };
    },

    async get(userId: string, id: string) {
      const row = await portability.findExportJob(id, userId);
      if (!row) throw exportNotFound();
      return { export: toExportJob(row) };
    },

    /**
     * After a couple of theirs ended (or began): the ZIPs of these people made before it,
     * which hold what was the couple's and which no link opens any more, go now rather than
     * at the next start. Their rows stay: asking for a link answers 404, as before.
     */
    async removeOutOfCouple(userIds: string[]) {
      const ids = await portability.exportsOutOfTheirCouple(userIds);
      await Promise.all(exportFilesOf(exportsDir, ids).map((file) => rm(file, { force: true })));
    },

    /**
     * At start: ZIPs whose job is gone (its person deleted their account, a newer export
     * replaced it) or never finished are removed from DATA_DIR/exports.
     */
    async sweepFiles() {
      const names = await readdir(exportsDir).catch(() => [] as string[]);
      for (const name of names) {
        const id = name.replace(/\.zip(\.partial)?$/, '');
        const row = JOB_ID.test(id) ? await portability.findExportJobById(id) : undefined;
        if (!row || row.status !== 'ready' || name.endsWith('.partial')) {
          await rm(path.join(exportsDir, name), { force: true });
        }
      }
    },

    /** At start: what a stopped server left unfinished is marked failed (ask again). */
    async failInterrupted() {
      const now = clock.now();
      return portability.failUnfinished(
        'export',
        new Date(now.getTime() + 1000),
        { code: 'INTERRUPTED', message: 'The server stopped while building it: start again' },
        now,
      );
    },
  };
}
