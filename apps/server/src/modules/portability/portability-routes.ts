import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import multipart from '@fastify/multipart';
import {
  ERROR_CODES,
  PORTABILITY_LIMITS,
  UPLOAD_MESSAGES,
  portabilityContract as contract,
} from '@doita/shared';
import { contractRoutes } from '../../lib/contract-route.js';
import { HttpError } from '../../lib/errors.js';
import type { ZodApp } from '../../lib/http.js';
import { signedInUser } from '../auth/index.js';
import type { ExportLinksService } from './export-links-service.js';
import type { ExportsService } from './exports-service.js';
import type { ImportOffersService } from './import-offers-service.js';
import type { ImportsService } from './imports-service.js';

export interface PortabilityRouteDeps {
  exportsService: ExportsService;
  linksService: ExportLinksService;
  importsService: ImportsService;
  offersService: ImportOffersService;
}

const noFile = () => new HttpError(400, ERROR_CODES.noFile, UPLOAD_MESSAGES.noFile);
const tooLarge = () =>
  new HttpError(413, ERROR_CODES.fileTooLarge, 'The archive is larger than the server accepts');

/** /api/exports and /api/imports, as declared in the shared contract. */
export function portabilityRoutes({
  exportsService,
  linksService,
  importsService,
  offersService,
}: PortabilityRouteDeps) {
  const routes = contractRoutes(contract, {
    startExport: async (request, reply) =>
      reply.code(202).send(await exportsService.start(signedInUser(request).id)),
    getExport: async (request) => exportsService.get(signedInUser(request).id, request.params.id),
    // A link, not the ZIP: the browser downloads it itself, streamed to disk (GBs of photos).
    createExportDownloadLink: async (request) => {
      const user = signedInUser(request);
      return linksService.mint({ userId: user.id, sessionId: user.sessionId }, request.params.id);
    },
    // No Authorization header: the ticket is the credential, used up by this request.
    downloadExport: async (request, reply) => {
      const file = await linksService.redeem(request.params.id, request.query.ticket);
      return reply
        .header('content-type', 'application/zip')
        .header('content-length', String(file.size))
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'no-store')
        .header('referrer-policy', 'no-referrer')
        .send(file.body);
    },
    startImport: async (request, reply) => {
      const user = signedInUser(request);
      if (!request.isMultipart()) throw noFile();
      await importsService.refuseWhileRunning(user.id);
      const id = importsService.newId();
      const target = importsService.fileOf(id);
      await mkdir(path.dirname(target), { recursive: true });
      let received = false;
      try {
        for await (const part of request.parts()) {
          if (part.type !== 'file') continue;
          if (part.fieldname !== 'file' || received) {
            part.file.resume();
            continue;
          }
          // Streamed to disk: an archive is never held in memory whole.
          await pipeline(part.file, createWriteStream(target));
          if (part.file.truncated) throw tooLarge();
          received = true;
        }
      } catch (error) {
        await rm(target, { force: true });
        if (error instanceof HttpError) throw error;
        const code = (error as { code?: unknown }).code;
        if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
        throw new HttpError(400, ERROR_CODES.badRequest, 'Malformed multipart body');
      }
      if (!received) throw noFile();
      try {
        return reply.code(202).send(await importsService.start(user.id, id));
      } catch (error) {
        // refused (another import of mine still runs): its ZIP is not kept
        await rm(target, { force: true });
        throw error;
      }
    },
    getImport: async (request) => importsService.get(signedInUser(request).id, request.params.id),
    // What an import held for me (the archive says I wrote it): mine to take or leave.
    listImportOffers: async (request) => offersService.list(signedInUser(request).id),
    acceptImportOffer: async (request) =>
      offersService.accept(signedInUser(request).id, request.params.id),
    declineImportOffer: async (request) =>
      offersService.decline(signedInUser(request).id, request.params.id),
  });
  return async (app: ZodApp) => {
    // Only this plugin (and uploads) parses multipart: one file, streamed to disk.
    await app.register(multipart, {
      limits: {
        fileSize: PORTABILITY_LIMITS.maxArchiveBytes,
        files: 1,
        fields: 2,
        parts: 3,
        fieldSize: 1024,
      },
    });
    await routes(app);
  };
}
