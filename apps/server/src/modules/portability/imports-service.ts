import { randomUUID } from 'node:crypto';
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { PORTABILITY_LIMITS, emptyImportCounts, isSafeArchivePath } from '@doita/shared';
import type { ImportCounts, ImportJob } from '@doita/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { ImportJobRow } from './portability-schema.js';
import type { Transact } from '../../db/transactions.js';
import type { BackgroundTasks } from '../../lib/background.js';
import type { Clock } from '../../lib/clock.js';
import { HttpError, notFound } from '../../lib/errors.js';
import type { UploadsRepository } from '../uploads/index.js';
import type { UploadsService } from '../uploads/index.js';
import { ArchiveError, openArchive } from './archive-reader.js';
import { photosOf, writePlan } from './archive-writer.js';
import type { WriteRepositories } from './archive-writer.js';
import { parseDataJson } from './data-json-parse.js';
import type { ParseLimits } from './data-json-parse.js';
import { isEmptyPlan, summaryOf } from './import-offers-service.js';
import type { ImportOffersService } from './import-offers-service.js';
import type { ImportOffersRepository } from './import-offers-repository.js';
import { splitArchive } from './import-split.js';
import type { PortabilityRepository } from './portability-repository.js';

/** What the import's transaction writes with: its own, and each written area's. */
export interface ImportRepositories extends WriteRepositories {
  importOffers: ImportOffersRepository;
}

export interface ImportsServiceDeps {
  portability: PortabilityRepository;
  uploads: UploadsRepository;
  transact: Transact<ImportRepositories>;
  uploadsService: UploadsService;
  clock: Clock;
  background: BackgroundTasks;
  log: Pick<FastifyBaseLogger, 'error' | 'info'>;
  /** DATA_DIR/imports: the ZIPs waiting for their job */
  importsDir: string;
  /** the parse worker's heap and deadline (PORTABILITY_LIMITS unless a test says) */
  parseLimits?: ParseLimits;
  offers: Pick<ImportOffersService, 'announce'>;
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
 * Imports (issue 18, item 2): the ZIP is kept on disk while a background job checks it
 * whole (names, sizes, data.json within its bounds and its version, every photo it names),
 * re-processes the photos through the upload pipeline, then writes every row in one
 * transaction. A failure at any step changes nothing: the uploads made so far are freed
 * with their files. It writes only as the importer: what the archive says the partner
 * wrote is held for the partner to accept or decline (import-offers-service.ts).
 */
export function createImportsService(deps: ImportsServiceDeps) {
  const { portability, transact, uploadsService, clock, background, log, importsDir } = deps;
  const fileOf = (id: string) => path.join(importsDir, `${id}.zip`);

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

  async function importArchive(jobId: string, userId: string): Promise<ImportCounts> {
    const archive = await openArchive(fileOf(jobId));
    const createdUploads: string[] = [];
    try {
      // a size gate from the archive's own header first, then the worker reads, counts
      // and parses (yauzl also stops at any byte past that declared size)
      if (!archive.has('data.json')) {
        throw new ArchiveError('MISSING_DATA', 'The archive has no data.json: not a Đôi Ta export');
      }
      if (archive.sizeOf('data.json') > PORTABILITY_LIMITS.maxDataJsonBytes) {
        throw new ArchiveError('TOO_LARGE', 'data.json is larger than an import may read');
      }
      const data = await parseDataJson(fileOf(jobId), deps.parseLimits);
      const allPhotos = photosOf(data);
      for (const photo of allPhotos) {
        if (!isSafeArchivePath(photo.path)) {
          throw new ArchiveError('UNSAFE_PATH', `Unsafe photo path: ${photo.path.slice(0, 100)}`);
        }
        if (!archive.has(photo.path)) {
          throw new ArchiveError('MISSING_FILE', `Missing from the archive: ${photo.path}`);
        }
      }

      // ---- who is who: the partner only when the archive's e-mail is my partner's
      const found = await portability.userWithCouple(userId);
      if (!found) throw new Error('the user is gone');
      const coupleId = found.coupleId;
      const pair = coupleId ? await portability.coupleWithPartner(coupleId, userId) : undefined;
      const current = pair?.partner;
      // (an archive naming one id as both people has no partner part to hold)
      const partnerMatched =
        current &&
        data.partner &&
        data.partner.id !== data.user.id &&
        current.email === data.partner.email.toLowerCase()
          ? { id: current.id, source: data.partner.id }
          : null;
      // what either of us imported (or still has) counts as here already
      const people = [userId, ...(current ? [current.id] : [])];
      const seenOf = async (kind: 'memory' | 'reminder' | 'post' | 'comment', ids: string[]) => {
        const [imported, existing] = await Promise.all([
          portability.importedSources(people, kind, ids),
          portability.existingIds(kind, ids, people, coupleId),
        ]);
        return (id: string) => imported.has(id) || existing.has(id);
      };
      const seen = {
        memory: await seenOf(
          'memory',
          data.memories.map((m) => m.id),
        ),
        reminder: await seenOf(
          'reminder',
          data.reminders.map((r) => r.id),
        ),
        post: await seenOf(
          'post',
          data.posts.map((p) => p.id),
        ),
        comment: await seenOf(
          'comment',
          data.comments.map((c) => c.id),
        ),
      };
      const { mine, held, counts } = splitArchive(data, seen, partnerMatched?.source ?? null);
      const holding = partnerMatched !== null && !isEmptyPlan(held);

      // ---- photos, through the upload pipeline, all the importer's until someone says
      // otherwise (the held ones become the partner's only when they accept them)
      const uploadOf = new Map<string, string>(); // plan + archive path → new upload id
      const wanted = [
        ...photosOf(mine).map((photo) => ({ photo, key: `mine\n${photo.path}` })),
        ...(holding ? photosOf(held) : []).map((photo) => ({ photo, key: `held\n${photo.path}` })),
      ];
      const distinct = [...new Map(wanted.map((use) => [use.key, use])).values()];
      const heldPhotos = distinct.filter((use) => use.key.startsWith('held'));
      counts.photos = {
        added: distinct.length - heldPhotos.length,
        held: heldPhotos.length,
        skipped: Math.max(0, allPhotos.length - wanted.length),
      };
      let processed = 0;
      for (const use of distinct) {
        const bytes = await archive.read(use.photo.path, PORTABILITY_LIMITS.maxPhotoBytes);
        let uploaded;
        try {
          uploaded = await uploadsService.upload(
            userId,
            { name: use.photo.originalName, bytes },
            { keepCleanOriginal: true },
          );
        } catch (error) {
          if (error instanceof HttpError) {
            throw new ArchiveError('BAD_PHOTO', `Not an image we can keep: ${use.photo.path}`);
          }
          throw error;
        }
        createdUploads.push(uploaded.id);
        uploadOf.set(use.key, uploaded.id);
        processed += 1;
        if (processed % 10 === 0) {
          const progress = 5 + Math.floor((processed / distinct.length) * 85);
          await portability.updateJob('import', jobId, { progress }, clock.now());
        }
      }

      // ---- every row in one transaction: mine written, the partner's held
      const now = clock.now();
      const offerId = randomUUID();
      await transact(async (tx) => {
        const written = await writePlan(tx, uploadsService, mine, {
          personOf: (source) => (source === data.user.id ? userId : null),
          ownerId: userId,
          favoriteBy: userId,
          coupleId,
          uploadFor: (photo) => uploadOf.get(`mine\n${photo.path}`)!,
          claimPhotos: true,
          postTargets: new Map(),
          memoryTargets: new Map(),
          now,
        });
        counts.comments.added = written.comments;
        counts.reactions.added = written.reactions;
        if (!partnerMatched || !holding) return;
        const photos = Object.fromEntries(
          heldPhotos.map((use) => [use.photo.path, uploadOf.get(use.key)!]),
        );
        // claimed, so the sweep leaves them, by nothing anyone sees until accepted
        await uploadsService.claim(tx.uploads, userId, Object.values(photos), 'file');
        await tx.importOffers.insert({
          id: offerId,
          fromUserId: userId,
          toUserId: partnerMatched.id,
          people: { user: data.user.id, partner: partnerMatched.source },
          plan: held,
          photos,
          summary: summaryOf(held, heldPhotos.length),
          createdAt: now,
        });
      });
      if (partnerMatched && holding) {
        await deps.offers.announce(
          { id: userId, displayName: found.user.displayName },
          partnerMatched.id,
          offerId,
          summaryOf(held, 0),
        );
      }
      return counts;
    } catch (error) {
      // Nothing of a failed import stays: its uploads go with their files.
      if (createdUploads.length) {
        const keys = await uploadsService.free(deps.uploads, createdUploads);
        await uploadsService.deleteFiles(keys);
      }
      throw error;
    } finally {
      archive.close();
    }
  }

  async function run(jobId: string, userId: string): Promise<void> {
    try {
      await portability.updateJob('import', jobId, { status: 'running', progress: 5 }, clock.now());
      const counts = await importArchive(jobId, userId);
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
