import { randomUUID } from 'node:crypto';
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import {
  PORTABILITY_LIMITS,
  autoExcerpt,
  emptyImportCounts,
  isMemoryReaction,
  isSafeArchivePath,
  readingMinutes,
  reminderNoticeAt,
} from '@doita/shared';
import type { ArchivePhoto, ImportCounts, ImportJob } from '@doita/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { NewBlogPostRow, NewMemoryRow, NewReminderRow } from '../../db/schema.js';
import type { ImportJobRow } from './portability-schema.js';
import type { Transact } from '../../db/transactions.js';
import type { BackgroundTasks } from '../../lib/background.js';
import type { Clock } from '../../lib/clock.js';
import { HttpError, notFound } from '../../lib/errors.js';
import { RENDER_VERSION, renderMarkdown } from '../blog/index.js';
import type { UploadsRepository } from '../uploads/index.js';
import type { UploadsService } from '../uploads/index.js';
import { ArchiveError, openArchive } from './archive-reader.js';
import { parseDataJson } from './data-json-parse.js';
import type { ParseLimits } from './data-json-parse.js';
import type { PortabilityRepository } from './portability-repository.js';

export interface ImportRepositories {
  portability: PortabilityRepository;
  uploads: UploadsRepository;
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
}

export type ImportsService = ReturnType<typeof createImportsService>;
export const importNotFound = () => notFound('Import not found');

interface PhotoUse {
  photo: ArchivePhoto;
  ownerId: string;
}

/**
 * Imports (issue 18, item 2): the ZIP is kept on disk while a background job checks it
 * whole (names, sizes, data.json and its version, every photo it names), re-processes the
 * photos through the upload pipeline, then writes every row in one transaction. A failure
 * at any step changes nothing: the uploads made so far are freed with their files.
 */
export function createImportsService(deps: ImportsServiceDeps) {
  const { portability, transact, uploadsService, clock, background, log, importsDir } = deps;
  const fileOf = (id: string) => path.join(importsDir, `${id}.zip`);

  function toImportJob(row: ImportJobRow): ImportJob {
    return {
      id: row.id,
      status: row.status,
      progress: row.progress,
      counts: (row.counts as ImportCounts | null) ?? emptyImportCounts(),
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
      const allPhotos = [
        ...data.memories.flatMap((m) => m.photos),
        ...data.posts.flatMap((p) => [...(p.cover ? [p.cover] : []), ...p.images]),
      ];
      for (const photo of allPhotos) {
        if (!isSafeArchivePath(photo.path)) {
          throw new ArchiveError('UNSAFE_PATH', `Unsafe photo path: ${photo.path.slice(0, 100)}`);
        }
        if (!archive.has(photo.path)) {
          throw new ArchiveError('MISSING_FILE', `Missing from the archive: ${photo.path}`);
        }
      }

      // ---- who is who
      const found = await portability.userWithCouple(userId);
      if (!found) throw new Error('the user is gone');
      const coupleId = found.coupleId;
      const pair = coupleId ? await portability.coupleWithPartner(coupleId, userId) : undefined;
      const current = pair?.partner;
      const partnerId =
        current && data.partner && current.email === data.partner.email.toLowerCase()
          ? current.id
          : null;
      // what either of us imported (or still has) counts as here already
      const people = [userId, ...(current ? [current.id] : [])];
      /** a person of the archive here: me, my partner when theirs matches, else null */
      const personOf = (sourceId: string | null): string | null => {
        if (sourceId === null) return null;
        if (sourceId === data.user.id) return userId;
        if (partnerId && data.partner && sourceId === data.partner.id) return partnerId;
        return null;
      };

      // ---- what is already here (imported before, or never left)
      const counts = emptyImportCounts();
      const seen = async (kind: 'memory' | 'reminder' | 'post' | 'comment', ids: string[]) => {
        const [imported, existing] = await Promise.all([
          portability.importedSources(people, kind, ids),
          portability.existingIds(kind, ids, people, coupleId),
        ]);
        return (id: string) => imported.has(id) || existing.has(id);
      };
      const memorySeen = await seen(
        'memory',
        data.memories.map((m) => m.id),
      );
      const reminderSeen = await seen(
        'reminder',
        data.reminders.map((r) => r.id),
      );
      const postSeen = await seen(
        'post',
        data.posts.map((p) => p.id),
      );
      const commentSeen = await seen(
        'comment',
        data.comments.map((c) => c.id),
      );

      const newMemories = data.memories.filter((m) => !memorySeen(m.id));
      const newMemoryIds = new Set(newMemories.map((m) => m.id));
      counts.memories = {
        added: newMemories.length,
        skipped: data.memories.length - newMemories.length,
      };
      // a single person keeps reminders too (issue 17): theirs, outside any couple
      const newReminders = data.reminders.filter((r) => !reminderSeen(r.id));
      counts.reminders = {
        added: newReminders.length,
        skipped: data.reminders.length - newReminders.length,
      };
      const newPosts = data.posts.filter((p) => !postSeen(p.id));
      counts.posts = { added: newPosts.length, skipped: data.posts.length - newPosts.length };
      const newPostIds = new Set(newPosts.map((p) => p.id));
      const newComments = data.comments.filter(
        (c) => newPostIds.has(c.postId) && !commentSeen(c.id) && personOf(c.authorId) !== null,
      );
      counts.comments = {
        added: newComments.length,
        skipped: data.comments.length - newComments.length,
      };
      const newLikes = data.reactions.filter(
        (r) => newPostIds.has(r.postId) && personOf(r.userId) !== null,
      );
      counts.reactions = {
        added: newLikes.length,
        skipped: data.reactions.length - newLikes.length,
      };
      // A memory's comments and reactions (issue 16) come with it, once: those of people
      // this account knows (the importing user, their partner matched by e-mail).
      const memorySocialOf = (m: (typeof data.memories)[number]) => ({
        comments: (m.comments ?? []).filter((c) => personOf(c.authorId) !== null),
        reactions: (m.reactions ?? []).filter(
          (r) => personOf(r.userId) !== null && isMemoryReaction(r.emoji),
        ),
      });
      for (const m of data.memories) {
        const all = { comments: m.comments?.length ?? 0, reactions: m.reactions?.length ?? 0 };
        const kept = newMemoryIds.has(m.id) ? memorySocialOf(m) : { comments: [], reactions: [] };
        counts.comments.added += kept.comments.length;
        counts.comments.skipped += all.comments - kept.comments.length;
        counts.reactions.added += kept.reactions.length;
        counts.reactions.skipped += all.reactions - kept.reactions.length;
      }

      // ---- photos, through the upload pipeline (owned by who will own what shows them)
      const memoryOwner = (authorId: string | null) => {
        const person = personOf(authorId);
        return person === partnerId && partnerId ? partnerId : userId;
      };
      const uses: PhotoUse[] = [
        ...newMemories.flatMap((m) =>
          m.photos.map((photo) => ({ photo, ownerId: memoryOwner(m.authorId) })),
        ),
        ...newPosts.flatMap((p) => {
          const ownerId = personOf(p.authorId) ?? userId;
          return [...(p.cover ? [p.cover] : []), ...p.images].map((photo) => ({ photo, ownerId }));
        }),
      ];
      const uploadOf = new Map<string, string>(); // archive path + owner → new upload id
      const keyOf = (use: PhotoUse) => `${use.ownerId}\n${use.photo.path}`;
      const distinct = [...new Map(uses.map((use) => [keyOf(use), use])).values()];
      counts.photos = { added: distinct.length, skipped: allPhotos.length - uses.length };
      let processed = 0;
      for (const use of distinct) {
        const bytes = await archive.read(use.photo.path, PORTABILITY_LIMITS.maxPhotoBytes);
        let uploaded;
        try {
          uploaded = await uploadsService.upload(
            use.ownerId,
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
        uploadOf.set(keyOf(use), uploaded.id);
        processed += 1;
        if (processed % 10 === 0) {
          const progress = 5 + Math.floor((processed / distinct.length) * 85);
          await portability.updateJob('import', jobId, { progress }, clock.now());
        }
      }
      const uploadFor = (photo: ArchivePhoto, ownerId: string) =>
        uploadOf.get(`${ownerId}\n${photo.path}`)!;

      // ---- every row in one transaction
      const now = clock.now();
      await transact(async (tx) => {
        const imported: { userId: string; kind: string; sourceId: string; targetId: string }[] = [];
        const memoryRows: NewMemoryRow[] = [];
        const imageRows: { memoryId: string; uploadId: string; position: number }[] = [];
        const favorites: { userId: string; memoryId: string; createdAt: Date }[] = [];
        const memoryComments: Parameters<typeof tx.portability.insertMemoryComments>[0] = [];
        const memoryReactions: Parameters<typeof tx.portability.insertMemoryReactions>[0] = [];
        for (const m of newMemories) {
          const id = randomUUID();
          const social = memorySocialOf(m);
          for (const c of social.comments)
            memoryComments.push({
              id: randomUUID(),
              memoryId: id,
              authorId: personOf(c.authorId)!,
              content: c.content,
              createdAt: new Date(c.createdAt),
              editedAt: c.editedAt ? new Date(c.editedAt) : null,
            });
          for (const r of social.reactions)
            memoryReactions.push({
              memoryId: id,
              userId: personOf(r.userId)!,
              emoji: r.emoji,
              createdAt: new Date(r.createdAt),
            });
          const ownerId = memoryOwner(m.authorId);
          memoryRows.push({
            id,
            ownerId,
            authorId: m.authorId === null ? null : (personOf(m.authorId) ?? userId),
            coupleId: m.shared ? coupleId : null,
            title: m.title,
            description: m.description,
            content: m.content,
            date: m.date,
            location: m.location,
            mood: m.mood,
            tags: m.tags,
            isPrivate: m.isPrivate,
            createdAt: new Date(m.createdAt),
            updatedAt: new Date(m.updatedAt),
          });
          m.photos.forEach((photo, position) =>
            imageRows.push({ memoryId: id, uploadId: uploadFor(photo, ownerId), position }),
          );
          if (m.favorite) favorites.push({ userId, memoryId: id, createdAt: now });
          imported.push({ userId, kind: 'memory', sourceId: m.id, targetId: id });
        }
        await tx.portability.insertMemories(memoryRows);
        const reminderRows: NewReminderRow[] = newReminders.map((r) => {
          const id = randomUUID();
          imported.push({ userId, kind: 'reminder', sourceId: r.id, targetId: id });
          const datetime = new Date(r.datetime);
          const leadDays = r.leadDays ?? 0;
          // the scheduler claims by notify_at: what is still ahead is announced as created
          const notifyAt = reminderNoticeAt(datetime, leadDays, r.timeZone);
          const ahead = !r.isCompleted && notifyAt > now;
          return {
            id,
            coupleId,
            authorId: personOf(r.authorId) ?? userId,
            title: r.title,
            description: r.description,
            type: r.type,
            datetime,
            scheduledAt: new Date(r.scheduledAt),
            seriesStart: new Date(r.seriesStart),
            timeZone: r.timeZone,
            isRecurring: r.isRecurring,
            recurringType: r.recurringType,
            calendar: r.calendar,
            lunarDay: r.lunarDay,
            lunarMonth: r.lunarMonth,
            lunarLeap: r.lunarLeap,
            isCompleted: r.isCompleted,
            completedAt: r.completedAt ? new Date(r.completedAt) : null,
            isPrivate: r.isPrivate ?? false,
            leadDays,
            // what was due before the import is not announced again
            notified: !ahead,
            notifyAt: ahead ? notifyAt : null,
            createdAt: new Date(r.createdAt),
            updatedAt: new Date(r.updatedAt),
          };
        });
        await tx.portability.insertReminders(reminderRows);

        const postIdOf = new Map<string, string>();
        for (const p of newPosts) {
          const id = randomUUID();
          postIdOf.set(p.id, id);
          const authorId = personOf(p.authorId) ?? userId;
          const byOld = new Map(p.images.map((photo) => [photo.id, uploadFor(photo, authorId)]));
          const content = p.content.replace(
            /upload:([A-Za-z0-9_-]{1,64})/g,
            (match, old: string) => (byOld.has(old) ? `upload:${byOld.get(old)}` : match),
          );
          const rendered = renderMarkdown(content);
          const coverId = p.cover ? uploadFor(p.cover, authorId) : null;
          const imageIds = rendered.uploadIds.filter((upload) =>
            [...byOld.values()].includes(upload),
          );
          const claim = [...new Set([...imageIds, ...(coverId ? [coverId] : [])])];
          await uploadsService.claim(tx.uploads, authorId, claim, 'file');
          const row: NewBlogPostRow = {
            id,
            authorId,
            coupleId,
            title: p.title,
            content,
            contentHtml: rendered.html,
            renderVersion: RENDER_VERSION,
            excerpt: p.excerpt,
            autoExcerpt: autoExcerpt(rendered.plainText),
            readingMinutes: readingMinutes(rendered.plainText),
            coverUploadId: coverId,
            tags: p.tags,
            category: p.category,
            privacy: p.privacy,
            status: p.status,
            publishedAt: p.publishedAt ? new Date(p.publishedAt) : null,
            createdAt: new Date(p.createdAt),
            updatedAt: new Date(p.updatedAt),
          };
          await tx.portability.insertPost(row, imageIds);
          imported.push({ userId, kind: 'post', sourceId: p.id, targetId: id });
        }
        // memory photos: claimed per owner
        const byOwner = new Map<string, string[]>();
        for (const row of memoryRows) {
          const ids = imageRows.filter((i) => i.memoryId === row.id).map((i) => i.uploadId);
          byOwner.set(row.ownerId, [...(byOwner.get(row.ownerId) ?? []), ...ids]);
        }
        for (const [ownerId, ids] of byOwner) {
          if (ids.length) await uploadsService.claim(tx.uploads, ownerId, ids, 'file');
        }
        await tx.portability.insertMemoryImages(imageRows);
        await tx.portability.insertFavorites(favorites);
        await tx.portability.insertMemoryComments(memoryComments);
        await tx.portability.insertMemoryReactions(memoryReactions);

        const commentRows = newComments.map((c) => {
          const id = randomUUID();
          imported.push({ userId, kind: 'comment', sourceId: c.id, targetId: id });
          return {
            id,
            postId: postIdOf.get(c.postId)!,
            authorId: personOf(c.authorId)!,
            content: c.content,
            createdAt: new Date(c.createdAt),
          };
        });
        await tx.portability.insertComments(commentRows);
        await tx.portability.insertLikes(
          newLikes.map((r) => ({
            postId: postIdOf.get(r.postId)!,
            userId: personOf(r.userId)!,
            createdAt: new Date(r.createdAt),
          })),
        );
        await tx.portability.recountPosts([...postIdOf.values()]);
        await tx.portability.recordImported(imported);
      });
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
