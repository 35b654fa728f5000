import { createHash, randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { EXPORT_LINK_TTL_SECONDS } from '@doita/shared';
import type { ExportDownloadLink } from '@doita/shared';
import type { Clock } from '../../lib/clock.js';
import type { ExportTicketsRepository } from './export-tickets-repository.js';
import { DOWNLOAD_PREFIX, JOB_ID, exportNotFound, zipFileOf } from './exports-service.js';
import type { PortabilityRepository } from './portability-repository.js';

export interface ExportLinksServiceDeps {
  portability: PortabilityRepository;
  tickets: ExportTicketsRepository;
  clock: Clock;
  /** DATA_DIR/exports: the finished ZIPs */
  exportsDir: string;
}

/** Who asks for a link: the signed-in person and the session their access token is of. */
export interface LinkAsker {
  userId: string;
  sessionId: string | null;
}

export type ExportLinksService = ReturnType<typeof createExportLinksService>;

/** 32 random bytes, base64url: what a link carries */
const TICKET = /^[A-Za-z0-9_-]{43}$/;
const hashOf = (ticket: string) => createHash('sha256').update(ticket).digest('hex');

/**
 * Downloading an export. A ZIP of all a couple's photos weighs up to several GB: a phone's
 * browser cannot hold it in memory, so the browser must fetch it itself and stream it to
 * disk, which means a URL that works without the Authorization header. Such a URL leaks
 * (a browser's history, a shared screen, a forwarded message), so it opens the ZIP once,
 * within 15 minutes, and only while the session that asked for it is signed in, its person
 * exists and their couple is the one the export was made in.
 */
export function createExportLinksService({
  portability,
  tickets,
  clock,
  exportsDir,
}: ExportLinksServiceDeps) {
  const fileOf = (id: string) => zipFileOf(exportsDir, id);

  return {
    /** A link to one of the asker's ready exports (404 for anyone else, as for none). */
    async mint(asker: LinkAsker, id: string): Promise<ExportDownloadLink> {
      if (!JOB_ID.test(id)) throw exportNotFound();
      const row = await portability.findDownloadableExport(id, asker.userId);
      if (!row || !(await stat(fileOf(id)).catch(() => null))) throw exportNotFound();
      const now = clock.now();
      const expiresAt = new Date(now.getTime() + EXPORT_LINK_TTL_SECONDS * 1000);
      const ticket = randomBytes(32).toString('base64url');
      // Links already spent or run out open nothing: they go as the next one is made.
      await tickets.deleteSpent(asker.userId, now);
      await tickets.insert({
        hash: hashOf(ticket),
        exportId: id,
        userId: asker.userId,
        sessionId: asker.sessionId,
        expiresAt,
        createdAt: now,
      });
      return {
        url: `${DOWNLOAD_PREFIX}/${id}/download?ticket=${ticket}`,
        expiresAt: expiresAt.toISOString(),
      };
    },

    /**
     * The ZIP for the ticket, which is used up here. Every reason to refuse is the same 404,
     * so a guessed or stolen ticket learns nothing about why.
     */
    async redeem(id: string, ticket: string | undefined) {
      if (!JOB_ID.test(id) || !ticket || !TICKET.test(ticket)) throw exportNotFound();
      const job = await tickets.consume(hashOf(ticket), id, clock.now());
      if (!job) throw exportNotFound();
      const file = fileOf(id);
      const info = await stat(file).catch(() => null);
      if (!info) throw exportNotFound();
      const day = job.createdAt.toISOString().slice(0, 10);
      return { body: createReadStream(file), size: info.size, fileName: `doita-export-${day}.zip` };
    },
  };
}
